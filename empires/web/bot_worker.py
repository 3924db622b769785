"""The loop of a bot worker process: it reads one request at a time from its pipe, builds the
bot the request names and answers with the move it chose.

A request holds only what a bot may know: the game's name, the bot's kind and seed, the seat's
view and its legal moves, all as JSON text. The full state never leaves the server's process.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from multiprocessing.connection import Connection
from typing import Any

import orjson

#: How much lower than the server the workers run, so a busy pool slows bots, not the lobby.
NICENESS = 5


def serve(conn: Connection) -> None:
    """Answer requests until the server closes its end of the pipe (or kills this process)."""
    with contextlib.suppress(OSError):
        os.nice(NICENESS)
    # Ctrl-C in a terminal reaches the whole process group: the server stops its workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from empires.bots.catalog import bot_names
    from empires.kernel.registry import list_games

    # Import every game and its own bots before saying ready: the first decision's time limit
    # then covers thinking only, not loading (which can take seconds on a busy machine).
    for rules in list_games():
        bot_names(rules)
    conn.send_bytes(orjson.dumps({"ready": os.getpid()}))
    while True:
        try:
            request = orjson.loads(conn.recv_bytes())
        except EOFError:
            return
        started = time.perf_counter()
        try:
            reply: dict[str, Any] = answer(request)
        except Exception as error:  # told to the server, which falls back and logs it
            reply = {"error": f"{type(error).__name__}: {error}"}
        reply["seconds"] = time.perf_counter() - started
        reply["pid"] = os.getpid()
        conn.send_bytes(orjson.dumps(reply))


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The reply to one request: a hint's (``advise``), a finished game's review
    (``review_work``) or a bot's move."""
    if request.get("review"):
        from empires.web.review_work import work_out

        return {"review": work_out(request)}
    if request.get("hint"):
        return {"hint": advise(request)}
    return {"move": decide(request)}


def advise(request: dict[str, Any]) -> dict[str, Any]:
    """The search's hint at a seat's decision, from the seat's view and legal moves only
    (``empires.bots.hint``): the preferred move's index among the legal moves, its words, its
    estimated chance of first place, the why and the search level."""
    from empires.bots.hint import hint
    from empires.kernel.registry import get_game

    rules = get_game(request["game"])
    legal = [rules.move_from_json(move) for move in request["legal"]]
    found = hint(rules, request["view"], legal, request["seed"], request["lang"], request["names"])
    return {
        "index": legal.index(found.move),
        "text": found.text,
        "chance": found.chance,
        "why": found.why,
        "level": found.level,
        "label": found.label,
    }


def decide(request: dict[str, Any]) -> Any:
    """The JSON form of the move the requested bot chooses from the view and legal moves (or
    from the optional moves, where it may choose none: then None)."""
    from empires.bots.catalog import make_bot
    from empires.kernel.registry import get_game

    rules = get_game(request["game"])
    legal = [rules.move_from_json(move) for move in request["legal"]]
    bot = make_bot(rules, request["kind"], request["seed"])
    if request.get("optional"):  # the seat's optional moves: one of them, or none
        chosen = bot.choose_optional(request["view"], legal)
        return None if chosen is None else rules.move_to_json(chosen)
    return rules.move_to_json(bot.choose(request["view"], legal))
