# The two commands of the README: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test setup lint

$(BIN)/empires: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(BIN)/empires

setup: $(BIN)/empires

play: setup
	$(BIN)/empires play empire-engine --players 4 --seats human,heuristic,heuristic,heuristic

lint: setup
	$(BIN)/ruff check empires tests examples
	$(BIN)/ruff format --check empires tests examples
	$(BIN)/mypy

test: lint
	$(BIN)/pytest -n 2 -q
