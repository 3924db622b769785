"""The options of Empire Engine, their defaults and how they may combine."""

from __future__ import annotations

from collections.abc import Mapping

from empires.kernel.errors import InvalidOptions
from empires.kernel.options import Option, OptionSet, OptionValue, check_start_player, start_player

MIN_PLAYERS, MAX_PLAYERS = 2, 12
TEAM_VARIANTS = ("joint_invention", "joint_attack", "defend_teammate", "shared_export")


def default_rounds(players: int, options: Mapping[str, OptionValue]) -> int:
    """8 rounds for 2 or 4 players, 9 for 3, 12 for the long game; with more than four
    players the smallest multiple of the player count that is at least 8, so that everybody
    starts equally often (RULINGS 1)."""
    if options.get("long_game"):
        return 12
    if players == 3:
        return 9
    if players <= 4:
        return 8
    return -(-8 // players) * players


def _defend_cost(players: int, options: Mapping[str, OptionValue]) -> str:
    # The English rulebook spends "a resource", the German one "1 soldier".
    return "soldier" if options.get("edition") == "de" else "resource"


def _validate(players: int, options: Mapping[str, OptionValue]) -> None:
    if options["empire_powers"]:
        raise InvalidOptions(
            "the Empire Powers variant is not available: the rulebooks name the four empires "
            "but their powers are printed only on the reference cards' backs, and we do not "
            "invent them (RULINGS 1)"
        )
    if options["teams"] and players != 4:
        raise InvalidOptions(f"team play needs exactly 4 players, not {players}")
    for variant in TEAM_VARIANTS:
        if options[variant] and not options["teams"]:
            raise InvalidOptions(f"option {variant!r} is a team variant: it needs teams=true")
    if options["long_game"] and options["rounds"] != 12:
        raise InvalidOptions(
            f"long_game means 12 rounds; it contradicts rounds={options['rounds']}"
        )
    check_start_player(players, options)


OPTIONS = OptionSet(
    (
        Option(
            "edition",
            "choice",
            "en",
            "rulebook edition: language and defend-teammate cost",
            helps={"de": "Ausgabe der Spielregel: Sprache und Kosten der Teampartner-Verteidigung"},
            choices=("en", "de"),
            labels={"en": "Rulebook edition", "de": "Ausgabe der Spielregel"},
            choice_labels={
                "en": {"en": "English", "de": "German"},
                "de": {"en": "englisch", "de": "deutsch"},
            },
        ),
        Option(
            "long_game",
            "bool",
            False,
            "play 12 rounds",
            helps={"de": "12 Runden spielen"},
            labels={"en": "Long game", "de": "Lange Partie"},
        ),
        Option(
            "rounds",
            "int",
            default_rounds,
            "number of rounds (default: by player count)",
            helps={"de": "Anzahl der Runden (Standard: nach Spielerzahl)"},
            minimum=1,
            maximum=100,
            labels={"en": "Rounds", "de": "Runden"},
        ),
        start_player(
            "seat of the first start player (default: random)",
            {"de": "Platz des ersten Startspielers (Standard: zufällig)"},
            MAX_PLAYERS - 1,
        ),
        Option(
            "teams",
            "bool",
            False,
            "team play: 4 players, partners opposite (seats 0+2 against 1+3)",
            helps={"de": "Teamspiel: 4 Spieler, Partner gegenüber (Plätze 0+2 gegen 1+3)"},
            labels={"en": "Team play", "de": "Teamspiel"},
        ),
        Option(
            "joint_invention",
            "bool",
            False,
            "team variant: both Invent -> one extra invention",
            helps={"de": "Teamvariante: beide erfinden -> eine zusätzliche Erfindung"},
            labels={"en": "Joint invention", "de": "Gemeinsame Erfindung"},
        ),
        Option(
            "joint_attack",
            "bool",
            False,
            "team variant: both attack one opponent -> one extra resource",
            helps={
                "de": "Teamvariante: beide greifen denselben Gegner an -> ein zusätzlicher Rohstoff"
            },
            labels={"en": "Joint attack", "de": "Gemeinsamer Angriff"},
        ),
        Option(
            "defend_teammate",
            "bool",
            False,
            "team variant: Defend may block an attack on the teammate, for a payment",
            helps={
                "de": "Teamvariante: Verteidigen kann gegen Bezahlung einen Angriff auf den Partner abwehren"
            },
            labels={"en": "Defend the teammate", "de": "Partner verteidigen"},
        ),
        Option(
            "defend_teammate_cost",
            "choice",
            _defend_cost,
            "what defending the teammate costs (default: by edition)",
            helps={"de": "was die Verteidigung des Partners kostet (Standard: nach Ausgabe)"},
            choices=("resource", "soldier"),
            labels={"en": "Cost of defending the teammate", "de": "Kosten der Partnerverteidigung"},
            choice_labels={
                "en": {"resource": "a resource", "soldier": "a soldier"},
                "de": {"resource": "ein Rohstoff", "soldier": "ein Soldat"},
            },
        ),
        Option(
            "shared_export",
            "bool",
            False,
            "team variant: Produce while the teammate exports -> may export too",
            helps={
                "de": "Teamvariante: wer produziert, während der Partner exportiert, darf mit exportieren"
            },
            labels={"en": "Shared export", "de": "Gemeinsamer Export"},
        ),
        Option(
            "hidden_score_piles",
            "bool",
            False,
            "others see only how many cubes a score pile holds (the rulebook's advice)",
            helps={
                "de": "andere sehen nur, wie viele Würfel ein Punktestapel hat (Rat der Spielregel)"
            },
            labels={"en": "Hidden score piles", "de": "Verdeckte Punktestapel"},
        ),
        Option(
            "empire_powers",
            "bool",
            False,
            "Empire Powers variant: each empire's own power",
            helps={"de": "Variante Empire Powers: jedes Reich mit eigener Macht"},
            labels={"en": "Empire Powers", "de": "Empire Powers"},
            unavailable={
                "en": "Not available: the rulebooks do not print the four empires' powers, and "
                "we do not invent them.",
                "de": "Nicht verfügbar: die Spielregeln drucken die Mächte der vier Reiche "
                "nicht ab, und wir erfinden sie nicht.",
            },
        ),
    ),
    validate=_validate,
)
