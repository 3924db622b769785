# The two commands of the README: `make serve` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: serve play test setup lint typecheck system screenshots

# Debian packages the tests use: Chromium for the browser tests, PostgreSQL for the
# multi-process and restart tests, nginx (and openssl for its test certificate) for the
# reverse-proxy test of docs/deploy/nginx.conf, Node.js and npm for the type check of the
# web table's JavaScript. Installed only when missing.
SYSTEM_PACKAGES := chromium postgresql nginx openssl nodejs npm
system:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$$missing postgresql"; \
	[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing="$$missing nginx"; \
	command -v openssl >/dev/null 2>&1 || missing="$$missing openssl"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing nodejs npm"; \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:$$missing"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

# The example game is a package of its own (docs/new-game.md); installed beside Empires, so
# that the tests over every registered game cover it.
EXAMPLE_GAME := examples/sealed_bids

$(BIN)/empires: pyproject.toml $(EXAMPLE_GAME)/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	$(BIN)/pip install --quiet -e $(EXAMPLE_GAME)
	touch $(BIN)/empires

setup: $(BIN)/empires

play: setup
	$(BIN)/empires play empire-engine --players 4 --seats human,heuristic,heuristic,heuristic

lint: setup
	$(BIN)/ruff check empires tests examples docs/fast-prototype
	$(BIN)/ruff format --check empires tests examples docs/fast-prototype
	$(BIN)/mypy
	$(BIN)/lint-imports

# The web table's JavaScript, type-checked by TypeScript (pinned in package-lock.json, installed
# into node_modules/ here): the kit and every game view, strictly (tsconfig.json).
node_modules/.bin/tsc: package.json package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

typecheck: system node_modules/.bin/tsc
	node_modules/.bin/tsc -p tsconfig.json

serve: setup
	$(BIN)/empires serve

# The screenshot gallery, docs/screenshots/: real games in Debian's Chromium (about a minute).
screenshots: setup system
	$(BIN)/python -m tests.web.browser.gallery docs/screenshots

test: lint system typecheck
	$(BIN)/pytest -n 2 -q
