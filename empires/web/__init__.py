"""The web table: a lobby, live tables over WebSockets, bots on the server, and a database that
keeps every move (see docs/web.md)."""
