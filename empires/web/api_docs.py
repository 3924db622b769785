"""``empires serve --api-docs``: interactive API documentation (Swagger UI) served from files
installed on this machine (the ``swagger-ui-bundle-v2`` package), never from another site: the
origin holds seat tokens, so it runs no third-party scripts. Off by default; ``/openapi.json``
is always there."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles

#: The page: Swagger UI's files and our start script, no inline script (the
#: Content-Security-Policy refuses those).
PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Empires API</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/start.js"></script>
</body>
</html>
"""

#: Starts Swagger UI on our schema; ``validatorUrl: null`` keeps it from calling another site.
START = """window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
"""


class ApiDocsMissing(RuntimeError):
    """The package with Swagger UI's files is not installed."""


def add_api_docs(app: FastAPI) -> None:
    """Serve the interactive docs at ``/docs``."""
    try:
        from swagger_ui_bundle import swagger_ui_path
    except ImportError:
        raise ApiDocsMissing(
            "--api-docs needs Swagger UI's files: pip install 'empires[api-docs]'"
            " (the swagger-ui-bundle-v2 package)"
        ) from None

    @app.get("/docs", include_in_schema=False)
    async def docs_page() -> HTMLResponse:
        return HTMLResponse(PAGE)

    @app.get("/docs/start.js", include_in_schema=False)
    async def docs_start() -> Response:
        return Response(START, media_type="text/javascript")

    app.mount("/docs/assets", StaticFiles(directory=str(swagger_ui_path)), name="docs-assets")
