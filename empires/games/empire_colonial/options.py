"""The options of Empire (the colonial card game)."""

from __future__ import annotations

from empires.kernel.options import Option, OptionSet

MIN_PLAYERS, MAX_PLAYERS = 2, 6

OPTIONS = OptionSet(
    (
        Option(
            "version",
            "choice",
            "standard",
            "standard (nations and bonds) or beginner (same start for all, no bonds)",
            helps={
                "de": "Standard (Nationen und Anleihen) oder Einsteiger (gleicher Start für alle, "
                "keine Anleihen)"
            },
            choices=("standard", "beginner"),
            labels={"en": "Version", "de": "Version"},
            choice_labels={
                "en": {"standard": "standard", "beginner": "beginner"},
                "de": {"standard": "Standard", "beginner": "Einsteiger"},
            },
        ),
        Option(
            "trading",
            "bool",
            True,
            "trading windows before each auction card and after the last one",
            helps={"de": "Handelsfenster vor jeder Auktionskarte und nach der letzten"},
            labels={"en": "Trading", "de": "Handel"},
        ),
        Option(
            "offers_per_window",
            "int",
            1,
            "how many offers one player may make in one trading window",
            helps={"de": "wie viele Angebote ein Spieler in einem Handelsfenster machen darf"},
            minimum=1,
            maximum=10,
            labels={"en": "Offers per trading window", "de": "Angebote je Handelsfenster"},
        ),
        Option(
            "claim_by_lot_after",
            "int",
            0,
            "settle nation claiming by lot after this many failed selections (0: never)",
            helps={"de": "Nationenwahl nach so vielen gescheiterten Runden auslosen (0: nie)"},
            minimum=0,
            maximum=100,
            labels={"en": "Draw lots for nations after", "de": "Nationen auslosen nach"},
        ),
        # Every change to the stacks is public or follows from public facts, so a player who
        # notes everything knows them; the rulebook leaves that memory to the players.
        Option(
            "open_tally",
            "bool",
            False,
            "show everyone the stacks that the public record implies (perfect memory)",
            helps={
                "de": "allen die Stapel zeigen, die aus dem öffentlich Bekannten folgen "
                "(perfektes Gedächtnis)"
            },
            labels={"en": "Open tally", "de": "Offene Übersicht"},
        ),
    )
)
