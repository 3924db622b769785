"""The pages and each game's own files: the lobby, the table page, a game's drawing code, its
rules summary and the words its view shows."""

from __future__ import annotations

import re
from importlib import resources
from typing import Any

from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse, PlainTextResponse, Response

from empires.kernel.errors import UnknownGame
from empires.kernel.game import Rules
from empires.kernel.registry import get_game
from empires.kernel.rulebook import game_file, rules_markdown
from empires.web.api import Lang_
from empires.web.words import view_words

STATIC = resources.files("empires.web") / "static"
#: The names a game's own view modules may have (no path, no dots).
MODULE = re.compile(r"[a-z][a-z0-9-]{0,40}")


def _game(name: str) -> Rules[Any, Any]:
    try:
        return get_game(name)
    except UnknownGame:
        raise HTTPException(404, f"no game {name!r}") from None


def pages() -> APIRouter:
    """The routes of the pages and the games' files (none in the API's schema)."""
    routes = APIRouter(include_in_schema=False)

    @routes.get("/")
    async def lobby_page() -> FileResponse:
        return FileResponse(str(STATIC / "lobby.html"))

    @routes.get("/t/{table_id}")
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(str(STATIC / "table.html"))

    @routes.get("/games/{game}/view.js")
    async def game_view(game: str) -> Response:
        """A game's own drawing code (``web/view.js`` in its package), or the generic one."""
        own = game_file(_game(game), "view.js")
        path = own if own.is_file() else STATIC / "generic-view.js"
        return Response(path.read_text(), media_type="text/javascript")

    @routes.get("/games/{game}/{module}.js")
    async def game_module(game: str, module: str) -> Response:
        """A module the game's view imports (``web/<module>.js`` in its package)."""
        path = game_file(_game(game), f"{module}.js")
        if not MODULE.fullmatch(module) or not path.is_file():
            raise HTTPException(404, f"no module {module!r} of {game!r}")
        return Response(path.read_text(), media_type="text/javascript")

    @routes.get("/games/{game}/rules")
    async def game_rules(game: str, lang: Lang_ = "en") -> PlainTextResponse:
        """A game's rules summary (``web/rules.LANG.md`` in its package), as Markdown text."""
        rules = _game(game)
        text = rules_markdown(rules, lang)
        if text is not None:
            return PlainTextResponse(text, media_type="text/markdown")
        return PlainTextResponse(rules.info.summaries.get(lang) or rules.info.summaries["en"])

    @routes.get("/games/{game}/words")
    async def game_words(game: str, lang: Lang_ = "en") -> dict[str, str]:
        """The words a game's view shows, in a language (the browser translates nothing)."""
        return view_words(_game(game), lang)

    return routes
