"""The terminal's ``help``: the section of a game's rules a decision is about, as plain text."""

from __future__ import annotations

import pytest

from empires.kernel.registry import list_games
from empires.kernel.rulebook import rules_markdown
from empires.terminal.rules_help import plain, rules_help, section

RULES = """# A game in brief

**Goal:** the most *points*.

## Setup {#setup}

Shuffle the `deck`; see [the cards](cards.md).

## A round {#round}

1. Everyone bids in secret,
   then the bids are shown.
2. The highest bid wins.

### Ties {#ties}

- Nobody wins a tie.

## The end {#end}

Count.
"""


def test_a_section_runs_from_its_heading_to_the_next_of_its_level() -> None:
    lines = section(RULES, "round")
    assert lines[0] == "## A round {#round}"
    assert "### Ties {#ties}" in lines  # a subsection belongs to it
    assert "## The end {#end}" not in lines
    assert section(RULES, "ties") == ["### Ties {#ties}", "", "- Nobody wins a tie.", ""]


def test_no_topic_or_an_unknown_one_gives_the_first_section() -> None:
    assert section(RULES, None) == ["# A game in brief", "", "**Goal:** the most *points*.", ""]
    assert section(RULES, "nowhere") == section(RULES, None)


def test_markdown_marks_and_anchors_are_dropped_and_lines_wrapped() -> None:
    text = plain(section(RULES, "round"), width=30)
    assert text[0] == "A round"
    assert "  1. Everyone bids in secret," in text
    assert "     then the bids are shown." in text  # a continuation under its item
    assert "  · Nobody wins a tie." in text
    assert all(len(line) <= 30 for line in text)
    assert plain(section(RULES, "setup"), 80)[-1] == "Shuffle the deck; see the cards."
    assert plain(section(RULES, None), 80) == ["A game in brief", "", "Goal: the most points."]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_games_rules_read_without_markdown_marks(lang: str) -> None:
    for rules in list_games():
        markdown = rules_markdown(rules, lang)
        assert markdown is not None, rules.info.name
        text = "\n".join(rules_help(rules, None, lang, 120))
        assert text and "**" not in text and "{#" not in text, rules.info.name
        assert all(len(line) <= 120 for line in text.splitlines())
