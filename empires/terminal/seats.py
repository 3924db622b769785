"""The seat kinds ``empires play --seats`` takes, with what each is, for ``play --help``: a
person, or any bot kind the bot catalog offers (found there, so a bot added once is listed)."""

from __future__ import annotations

from empires.bots.bot_info import bot_info
from empires.bots.catalog import bot_names
from empires.kernel.registry import list_games

HUMAN = "human"
_HUMAN_ABOUT = "A person at this keyboard (several take turns; their secrets stay hidden)."


def seat_kinds() -> dict[str, list[str]]:
    """Every seat kind, in the catalog's order, with the games it can play."""
    kinds: dict[str, list[str]] = {HUMAN: []}
    for rules in list_games():
        for kind in bot_names(rules):
            kinds.setdefault(kind, []).append(rules.info.name)
    return kinds


def seat_kinds_help() -> str:
    """The seat kinds as ``play --help`` lists them: name, then what it is."""
    kinds = seat_kinds()
    games = len(list_games())
    width = max(map(len, kinds)) + 2
    lines = ["seat kinds (--seats takes one per seat, separated by commas):"]
    for kind, where in kinds.items():
        if kind == HUMAN:
            about = _HUMAN_ABOUT
        else:
            info = bot_info(where[0], [kind], "en")[0]
            about = f"{info['label']}: {info['about']}" if info["about"] else "A bot."
            if info["same_as"]:
                about += f" (another name for {info['same_as']})"
            if len(where) < games:
                about += f" (only in {', '.join(where)})"
        lines.append(f"  {kind:<{width}}{about}")
    return "\n".join(lines)
