"""``empires replay RECORD --step``: a recorded game move by move, as a spectator sees it."""

from __future__ import annotations

from pathlib import Path

from empires.kernel.errors import BadRecord, EmpiresError
from empires.kernel.events import LANGUAGES
from empires.kernel.match import Match, is_kernel_entry, replay
from empires.kernel.record import GameRecord, PlayedMove
from empires.terminal.console import Console
from empires.terminal.screen import event_lines, final_scores, rule_line
from empires.terminal.texts import ui


def step_through(path: Path, lang: str | None = None, console: Console | None = None) -> int:
    """Show a record move by move: number, seat, the move and the public events it caused.

    Waits for Enter after each move (``q`` stops) when a person is typing; otherwise runs
    straight through. Ends with the final scores. ``lang`` defaults to the record's language.
    """
    console = console or Console()
    record = GameRecord.load(path)
    try:
        # The whole record first, so that a broken one fails before the show starts.
        replay(record)
    except EmpiresError as error:
        raise BadRecord(f"{path} does not replay: {error}") from error
    meta = record.meta or {}
    chosen = lang or meta.get("lang")
    lang = chosen if isinstance(chosen, str) and chosen in LANGUAGES else "en"
    match = Match.start_of(record)
    rules = match.rules
    names = _names(meta.get("names"), record.players, lang)
    total = len(record.moves)
    title = rules.info.title(lang)
    console.say(
        rule_line(ui(lang, "replay_start", title=title, players=record.players, moves=total))
    )
    console.say(ui(lang, "replay_setup"))
    console.say("\n".join(event_lines(rules, match.events(None), lang, names)))
    step = console.interactive
    for number, played in enumerate(record.moves, start=1):
        _show_move(console, match, played, (number, total), lang, names)
        if step and number < total:
            answer = console.ask(ui(lang, "replay_prompt"))
            if answer is None or answer.strip().lower() in ("q", "quit", "ende"):
                console.say(ui(lang, "replay_stopped", number=number))
                return 0
    console.say()
    if match.is_over:
        console.say("\n".join(final_scores(rules, match.state, lang, names)))
    else:
        console.say(ui(lang, "replay_unfinished"))
    return 0


def _show_move(
    console: Console,
    match: Match,
    played: PlayedMove,
    at: tuple[int, int],
    lang: str,
    names: list[str],
) -> None:
    """Play one recorded entry and say it: its number, who made which move (or the kernel's
    entry, a take-back or an undo, by its log line) and the public events it caused."""
    rules, (number, total) = match.rules, at
    before = len(rules.events(match.state))
    # A take-back or an undo is the kernel's record entry, not a move of the game: its log
    # line says what it was.
    kernel = is_kernel_entry(played.move)
    move = played.move if kernel else rules.move_from_json(played.move)
    # A move in the words its player chose it by (from that seat's view before it).
    described = (
        "" if kernel else rules.describe_choice(match.view(played.seat), move, lang, names).text
    )
    match.play(played.seat, move)
    public = [e for e in rules.events(match.state)[before:] if e.visible_to(None)]
    console.say()
    if kernel:
        text = rules.event_text(public.pop(0), lang, names)
        console.say(ui(lang, "replay_entry", number=number, total=total, text=text))
    else:
        name = names[played.seat]
        console.say(ui(lang, "replay_move", number=number, total=total, name=name, move=described))
    if public:
        console.say("\n".join(event_lines(rules, public, lang, names)))


def _names(value: object, players: int, lang: str) -> list[str]:
    if (
        isinstance(value, list)
        and len(value) == players
        and all(isinstance(name, str) and name for name in value)
    ):
        return list(value)
    return [ui(lang, "player", number=seat + 1) for seat in range(players)]
