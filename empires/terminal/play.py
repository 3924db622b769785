"""``empires play``: any registered game at the terminal, people and bots around one table.

The client knows no game's rules. It shows ``rules.render_view`` of the deciding seat's view,
the events that seat may see (``rules.event_text``) and the legal moves as a numbered list in
the game's words (``rules.describe_choice``; a number to pick typed after the line's number),
fitted to the screen; ``help`` gives the rules of the moment. Bots get only their own view and
the legal moves.
"""

from __future__ import annotations

import argparse
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from empires.bots.catalog import bot_names, make_bot
from empires.bots.own import own_bots
from empires.kernel.choices import Choice
from empires.kernel.errors import BadRecord, EmpiresError, IllegalMove, InvalidOptions
from empires.kernel.events import LANGUAGES, shown_to
from empires.kernel.game import Bot, Rules, View
from empires.kernel.match import Match, replay
from empires.kernel.option_text import parse_options
from empires.kernel.options import Option
from empires.kernel.record import GameRecord
from empires.kernel.registry import get_game
from empires.terminal import optional
from empires.terminal.choices import Line, amounts_text, choice_lines, numbered, pick
from empires.terminal.console import SCREEN_COLUMNS, Console
from empires.terminal.hint import hint_lines
from empires.terminal.rules_help import rules_help
from empires.terminal.screen import (
    HUMAN,
    default_names,
    details,
    event_lines,
    final_scores,
    rule_line,
)
from empires.terminal.texts import COMMANDS, ui

DEFAULT_GAME = "empire-engine"
DEFAULT_PLAYERS = 4
DEFAULT_BOT = "heuristic"


@dataclass
class Table:
    """A game in progress at the terminal: the match, who sits where, and what each person saw."""

    match: Match
    seats: list[str]
    names: list[str]
    lang: str
    save_dir: Path
    console: Console = field(default_factory=Console)
    #: Per seat, how many of the game's events it has been shown (its own and public ones).
    seen: dict[int, int] = field(default_factory=dict)
    last_human: int | None = None
    bots: dict[int, Bot] = field(default_factory=dict)

    def __post_init__(self) -> None:
        rules = self.match.rules
        for seat, kind in enumerate(self.seats):
            if kind != HUMAN:
                self.bots[seat] = make_bot(rules, kind, _bot_seed(self.match, seat))

    @property
    def rules(self) -> Rules[Any, Any]:
        """The game's rules."""
        return self.match.rules

    @property
    def width(self) -> int:
        """The columns the client's own lines are wrapped to (the screen's, at most 120)."""
        return min(self.console.width(), SCREEN_COLUMNS)

    @property
    def hot_seat(self) -> bool:
        """Whether several people share this terminal (so secrets must be hidden between them)."""
        return self.seats.count(HUMAN) > 1

    # -- the loop ---------------------------------------------------------------------------
    def run(self) -> int:
        """Play until the game ends or a person stops it; return the exit code."""
        try:
            while not self.match.is_over:
                waiting = self.match.to_act()
                if not waiting:
                    raise EmpiresError("the game is not over but nobody is asked to decide")
                optional.ask_bots(self)  # once per decision (empires/terminal/optional.py)
                # Bots first: their choices stay secret (views hide them), and a person then
                # decides without waiting on anyone.
                bot = next((s for s in waiting if self.seats[s] != HUMAN), None)
                if bot is not None:
                    legal = self.match.legal_moves(bot)
                    self.match.play(bot, self.bots[bot].choose(self.match.view(bot), legal))
                    continue
                stopped = self.human_turn(waiting[0])
                if stopped is not None:
                    return stopped
        except KeyboardInterrupt:
            return self.stop("interrupted", code=130)
        self.finish()
        return 0

    def human_turn(self, seat: int) -> int | None:
        """Ask a person for one move; return an exit code if they stop the game, else None."""
        console = self.console
        previous = self.last_human
        if self.hot_seat and previous is not None and previous != seat:
            answer = self.pass_keyboard(seat, previous)
            if answer is None:
                return self.stop("eof")
            if COMMANDS.get(answer.strip().lower()) == "back" and self.take_back(previous):
                return self.human_turn(previous)  # the same person chooses again
        self.last_human = seat
        view = self.match.view(seat)
        lines = choice_lines(self.rules, view, self.match.legal_moves(seat), self.lang, self.names)
        self.show_screen(seat, view, lines)
        prompt = ui(self.lang, "prompt", n=len(lines))
        while True:
            answer = console.ask(prompt)
            if answer is None:
                return self.stop("eof")
            text = answer.strip()
            word, _, rest = text.partition(" ")
            number = _as_number(word)
            if not text:
                console.say(ui(self.lang, "empty"))
            elif number is not None and not 1 <= number <= len(lines):
                console.say(ui(self.lang, "out_of_range", number=number, n=len(lines)))
            elif number is not None:
                picked = self.read_pick(lines, number, rest.strip() or None)
                if picked is None:
                    return self.stop("eof")
                if isinstance(picked, str):
                    console.say(picked)
                    continue
                self.match.play(seat, picked[1])
                console.say(ui(self.lang, "chose", name=self.names[seat], move=picked[0].text))
                return None
            elif COMMANDS.get(word.lower()) == "quit":
                return self.stop("quit")
            elif word.lower() in optional.COMMAND_WORDS:
                if optional.choose(self, seat, rest):
                    return None  # the same decision, shown again after the optional move
            else:
                command = COMMANDS.get(word.lower())
                made = None if command else optional.typed(self, seat, view, text)
                if made:
                    return None  # the screen again, after the move the game read
                if made is None:
                    self.command(command, seat, view, lines, text)

    def read_pick(
        self, lines: list[Line], number: int, amount: str | None
    ) -> tuple[Choice, Any] | str | None:
        """The choice and move of line ``number`` (asking for the number a group takes when
        none was typed after it), the error to show, or None once input has ended."""
        line = lines[number - 1]
        if line.members and amount is None:
            amounts = amounts_text(line.amounts)
            amount = self.console.ask(
                ui(self.lang, "amount_prompt", number=number, amounts=amounts)
            )
            if amount is None:
                return None
        return pick(line, number, amount, self.lang)

    def command(
        self, command: str | None, seat: int, view: View, lines: list[Line], text: str
    ) -> None:
        """Carry out a command typed at the move prompt (all but ``quit``)."""
        console = self.console
        if command == "hint":
            self.hint(seat, view, lines)
        elif command == "log":
            console.say(ui(self.lang, "log", name=self.names[seat]))
            console.say("\n".join(self.event_texts(self.match.events(seat))))
        elif command == "back":
            console.say(ui(self.lang, "nothing_to_take_back"))
        elif command == "save":
            self.save(text.partition(" ")[2].strip() or None)
        elif command == "help":
            console.say(rule_line(ui(self.lang, "rules")))
            console.say("\n".join(rules_help(self.rules, view, self.lang, self.width)))
            console.say()
            console.say(ui(self.lang, "help"))
            self.show_choices(seat, lines)
        elif command == "list":
            self.show_choices(seat, lines, every=True)
        elif command == "details":
            console.say(
                details(self.rules, view, self.lang, self.names) or ui(self.lang, "no_details")
            )
            self.show_choices(seat, lines)
        else:
            console.say(ui(self.lang, "not_number", text=text))

    def pass_keyboard(self, seat: int, previous: int) -> str | None:
        """The screen between two people of a hot seat: the answer to "pass the keyboard on"
        (None at the end of input). The person who just made a secret choice may answer back."""
        console = self.console
        console.clear()
        console.say(rule_line(self._header(None)))
        console.say()
        waiting = previous in getattr(self.match.state, "choices", {})
        key = "pass_or_back" if waiting else "pass"
        return console.ask(ui(self.lang, key, name=self.names[seat], previous=self.names[previous]))

    def take_back(self, seat: int) -> bool:
        """Withdraw ``seat``'s secret choice (kept in the record as a take-back); whether it
        had one to withdraw."""
        try:
            self.match.take_back(seat)
        except IllegalMove:
            self.console.say(ui(self.lang, "nothing_to_take_back"))
            return False
        self.console.say(ui(self.lang, "took_back", name=self.names[seat]))
        return True

    # -- screens ----------------------------------------------------------------------------
    def show_screen(self, seat: int, view: View, lines: list[Line]) -> None:
        """Clear, then the seat's view, what it has not seen yet, and its numbered choices,
        fitted to the screen: the news give way first (the rest is a ``log`` away)."""
        picture = self.rules.render_view(view, self.lang, self.names).splitlines()
        if details(self.rules, view, self.lang, self.names):
            picture.append(ui(self.lang, "details_note"))
        # The heading, the picture, the choices and the prompt's row stay whole; choices
        # that do not fit the rows left go into columns, or the first ones show (``list``).
        notes = optional.notes(self, seat, view)
        left = self.console.height() - self.console.rows([*picture, *notes]) - 3
        choices = [
            ui(self.lang, "choices", name=self.names[seat]),
            *numbered(lines, self.lang, self.width, room=max(left, 3)),
            *notes,
        ]
        room = self.console.height() - self.console.rows([*picture, *choices]) - 2
        news = self.news(seat, room, start=self.seen.get(seat, 0))
        self.seen[seat] = len(self.rules.events(self.match.state))
        console = self.console
        console.clear()
        console.say(rule_line(self._header(seat)))
        console.say("\n".join([*picture, *news, *choices]))

    def show_choices(self, seat: int, lines: list[Line], every: bool = False) -> None:
        """The numbered choices again (after a command's answer), in columns where they do
        not fit the screen; ``every`` lists them all even beyond it (the command ``list``)."""
        room = self.console.height() - 3
        laid = numbered(lines, self.lang, self.width, room=room)
        if every and len(laid) > room:
            laid = numbered(lines, self.lang, self.width)
        self.console.say()
        self.console.say(
            ui(self.lang, "all_choices" if every else "choices", name=self.names[seat])
        )
        self.console.say("\n".join(laid))

    def news(self, viewer: int | None, room: int, start: int) -> list[str]:
        """The events ``viewer`` may see from event number ``start`` on, fitted into ``room``
        rows (the newest kept), under a heading and between blank lines; none without room."""
        every = self.rules.events(self.match.state)
        fresh = [every[i] for i in range(start, len(every)) if shown_to(every, i, viewer)]
        lines = self.event_texts(fresh) or [f"  {ui(self.lang, 'no_news')}"]
        if room < 4:  # no row for news beside the heading and the blank lines around
            return [""] if room > 0 else []
        room -= 3
        if self.console.rows(lines) > room:
            # Keep the newest events that fit, below a line saying how many are left out.
            kept = len(lines)
            while kept > 0 and self.console.rows(lines[len(lines) - kept :]) > room - 1:
                kept -= 1
            hidden = len(lines) - kept
            lines = [ui(self.lang, "earlier", count=hidden), *lines[hidden:]]
        return ["", ui(self.lang, "news"), *lines, ""]

    def event_texts(self, events: Sequence[Any]) -> list[str]:
        """Events as bulleted sentences in the table's language."""
        return event_lines(self.rules, events, self.lang, self.names, self.width)

    def finish(self) -> None:
        """The end: the open table, the last events, final scores; the record is kept."""
        humans = [s for s, kind in enumerate(self.seats) if kind == HUMAN]
        # One person sees their own last events; several see the public events after the
        # point every one of them had reached.
        viewer = humans[0] if len(humans) == 1 else None
        start = min((self.seen.get(s, 0) for s in humans), default=0)
        view = self.rules.render_view(self.match.view(viewer), self.lang, self.names).splitlines()
        scores = final_scores(self.rules, self.match.state, self.lang, self.names)
        # The heading, the saved file and how to watch it again take four rows more; the
        # scores matter most: the table gives way to them when both do not fit.
        room = self.console.height() - self.console.rows([*view, *scores]) - 4
        if room < 0:
            room, view = room + self.console.rows(view), []
        if room < 0:  # many players: their points without the breakdown
            short = final_scores(self.rules, self.match.state, self.lang, self.names, False)
            room, scores = room + self.console.rows(scores) - self.console.rows(short), short
        console = self.console
        console.clear()
        console.say(rule_line(self._header(None)))
        console.say("\n".join([*view, *self.news(viewer, room, start), *scores]))
        path = self.save(None)
        if path is not None:
            console.say(ui(self.lang, "watch_again", path=path))

    def hint(self, seat: int, view: View, lines: list[Line]) -> None:
        """What the search would choose in this seat's place, and why (its view only)."""
        said = hint_lines(self.match, seat, view, lines, self.lang, self.names, self.width)
        self.console.say("\n".join(said))

    # -- saving and stopping ----------------------------------------------------------------
    def record(self) -> GameRecord:
        """The game so far, with the table (seats, names, language) in ``meta``."""
        record = self.match.record()
        record.meta = {"seats": list(self.seats), "names": list(self.names), "lang": self.lang}
        return record

    def save(self, target: str | None) -> Path | None:
        """Write the record to ``target`` or a new file in the save folder; say where."""
        path = Path(target).expanduser() if target else self._new_save_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.record().save(path)
        except OSError as error:
            self.console.say(ui(self.lang, "save_failed", path=path, error=error.strerror))
            return None
        self.console.say(ui(self.lang, "saved", path=path))
        return path

    def stop(self, reason: str, code: int = 0) -> int:
        """Stop early: say why, save, and say how to go on."""
        self.console.say(ui(self.lang, reason))
        path = self.save(None)
        if path is not None:
            self.console.say(ui(self.lang, "resume_with", path=path))
        return code

    def _new_save_path(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        base = f"{self.match.game}-{stamp}-move{len(self.match.moves)}"
        path = self.save_dir / f"{base}.json"
        count = 1
        while path.exists():
            count += 1
            path = self.save_dir / f"{base}-{count}.json"
        return path

    def _header(self, seat: int | None) -> str:
        title = self.rules.info.title(self.lang)
        seed = "-" if self.match.start is not None else str(self.match.seed)
        if seat is None:
            return ui(self.lang, "header_spectator", title=title, seed=seed)
        return ui(self.lang, "header", title=title, seed=seed, name=self.names[seat])


# -- setting the table up -------------------------------------------------------------------
def run_play(args: argparse.Namespace) -> int:
    """Run ``empires play`` with parsed arguments; return the exit code."""
    table = _resume(args) if args.resume else _new_game(args)
    if table.match.is_over:
        table.console.say(ui(table.lang, "game_over_already"))
        for line in final_scores(table.rules, table.match.state, table.lang, table.names):
            table.console.say(line)
        return 0
    return table.run()


def _new_game(args: argparse.Namespace) -> Table:
    rules = get_game(args.game or DEFAULT_GAME)
    info = rules.info
    options: dict[str, Any] = parse_options(args.option)
    seats = _split(args.seats)
    players = args.players
    if players is None:
        players = (
            len(seats) if seats else max(info.min_players, min(DEFAULT_PLAYERS, info.max_players))
        )
    if seats and len(seats) != players:
        raise InvalidOptions(f"--seats names {len(seats)} seats for a {players}-player game")
    edition = _edition(rules)
    # `--lang de` alone also means the German rulebook, when the game has editions.
    if args.lang and edition is not None and args.lang in edition.choices:
        options.setdefault("edition", args.lang)
    seed = args.seed if args.seed is not None else secrets.randbelow(1_000_000)
    match = Match(rules, players, options, seed)
    seats = seats or _default_seats(rules, players)
    lang = args.lang or _edition_lang(match) or "en"
    names = _names(_split(args.names), seats, lang)
    _check_seats(rules, seats)
    table = Table(match, seats, names, lang, Path(args.save_dir))
    if args.seed is None:
        # The seed as typed (a number in the language's form would not be).
        table.console.say(ui(lang, "seed", title=info.title(lang), players=players, seed=str(seed)))
    return table


def _resume(args: argparse.Namespace) -> Table:
    path = Path(args.resume)
    record = GameRecord.load(path)
    if args.game and args.game != record.game:
        raise InvalidOptions(f"{path} is a game of {record.game}, not {args.game}")
    if args.option:
        raise InvalidOptions("--option cannot change a saved game's options")
    if args.players is not None and args.players != record.players:
        raise InvalidOptions(f"{path} is a {record.players}-player game")
    if args.seed is not None and args.seed != record.seed:
        raise InvalidOptions(f"{path} was played with seed {record.seed}")
    try:
        match = replay(record)
    except EmpiresError as error:
        raise BadRecord(f"{path} does not replay: {error}") from error
    rules = match.rules
    meta = record.meta or {}
    seats = _split(args.seats) or _meta_list(meta, "seats", record.players, path)
    if seats and len(seats) != record.players:
        raise InvalidOptions(f"--seats names {len(seats)} seats for a {record.players}-player game")
    seats = seats or _default_seats(rules, record.players)
    _check_seats(rules, seats)
    lang = args.lang or meta.get("lang") or _edition_lang(match) or "en"
    if lang not in LANGUAGES:
        raise BadRecord(f"{path}: unknown language {lang!r} in 'meta'")
    given = _split(args.names) or _meta_list(meta, "names", record.players, path)
    names = _names(given, seats, lang)
    table = Table(match, seats, names, lang, Path(args.save_dir))
    table.console.say(ui(lang, "resumed", path=path, moves=len(record.moves)))
    return table


def _split(text: str | None) -> list[str]:
    return [part.strip() for part in text.split(",")] if text else []


def _names(given: list[str], seats: Sequence[str], lang: str) -> list[str]:
    if not given:
        return default_names(seats, lang)
    if len(given) != len(seats) or not all(given):
        raise InvalidOptions(f"--names needs {len(seats)} non-empty names, separated by commas")
    return given


def _default_seats(rules: Rules[Any, Any], players: int) -> list[str]:
    bot = DEFAULT_BOT if DEFAULT_BOT in own_bots(rules) else bot_names(rules)[0]
    return [HUMAN] + [bot] * (players - 1)


def _check_seats(rules: Rules[Any, Any], seats: Sequence[str]) -> None:
    for kind in seats:
        if kind != HUMAN and kind not in bot_names(rules):
            known = ", ".join([HUMAN, *bot_names(rules)])
            raise InvalidOptions(f"unknown seat kind {kind!r}; known: {known}")


def _meta_list(meta: dict[str, Any], key: str, players: int, path: Path) -> list[str]:
    value = meta.get(key)
    if value is None:
        return []
    if (
        not isinstance(value, list)
        or len(value) != players
        or not all(isinstance(v, str) and v for v in value)
    ):
        raise BadRecord(f"{path}: 'meta' field {key!r} must be a list of {players} strings")
    return value


def _edition(rules: Rules[Any, Any]) -> Option | None:
    return next((o for o in rules.info.options.options if o.name == "edition"), None)


def _edition_lang(match: Match) -> str | None:
    edition = match.options.get("edition")
    return edition if isinstance(edition, str) and edition in LANGUAGES else None


def _bot_seed(match: Match, seat: int) -> int:
    return match.seed * 100 + seat + 1


def _as_number(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None
