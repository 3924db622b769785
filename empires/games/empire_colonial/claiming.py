"""Claiming nations (standard version): secret selections, repeated until all differ; each
failure stacks a supporter below every nation nobody chose and a revolt below every nation
chosen more than once."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from empires.games.empire_colonial.components import BY_NUMBER, NATIONS
from empires.games.empire_colonial.moves import SELECT, Move, SelectNation
from empires.games.empire_colonial.state import ColonialState
from empires.kernel.legality import Rule


def deal(state: ColonialState) -> None:
    """Deal one nation per player into the market, each with a supporter and a revolt below."""
    names = sorted(NATIONS, key=lambda name: NATIONS[name].number)
    state.rng.shuffle(names)
    state.market = sorted(names[: state.players], key=lambda name: NATIONS[name].number)
    state.claim_stacks = {name: [1, 1] for name in state.market}
    state.log("nations_dealt", market=list(state.market))


def offered(state: ColonialState, seat: int) -> tuple[Move, ...]:
    """The selection cards naming a nation in the market."""
    return tuple(SELECT[NATIONS[name].number] for name in state.market)


#: The moves of claiming.
KINDS = (SelectNation,)
#: What a selection must do (besides being one; see ``rules``).
RULES = (
    Rule(
        "select-a-nation-in-the-market",
        lambda state, seat, move: BY_NUMBER.get(move.number) in state.market,
        lambda state, seat, move: "select a nation in the market: " + ", ".join(state.market),
    ),
)


def resolve(state: ColonialState, chosen: Mapping[int, SelectNation]) -> bool:
    """Reveal the selections; claim if they all differ (return True), else stack support."""
    picks = [BY_NUMBER[chosen[seat].number] for seat in range(state.players)]
    counts = Counter(picks)
    if len(counts) == state.players:
        _claim(state, picks)
        return True
    state.failed_claims += 1
    unchosen = [name for name in state.market if name not in counts]
    contested = [name for name in state.market if counts[name] > 1]
    # Replaced, never changed in place: views share it (``view.make_view``).
    state.claim_stacks = {
        name: [supporters + (name in unchosen), revolts + (name in contested)]
        for name, (supporters, revolts) in state.claim_stacks.items()
    }
    state.log("claim_failed", picks=picks, contested=contested, unchosen=unchosen)
    state.last_clash = picks  # everyone's selection, revealed (RULINGS 2)
    limit = state.options["claim_by_lot_after"]
    if isinstance(limit, int) and limit and state.failed_claims >= limit:
        _claim(state, _by_lot(state, picks), by_lot=True)
        return True
    return False


def _by_lot(state: ColonialState, picks: list[str]) -> list[str]:
    """The safeguard option: each contested nation goes to one of its selectors drawn by lot;
    the others draw among the nations nobody holds."""
    settled: list[str | None] = [None] * state.players
    for name in dict.fromkeys(picks):
        selectors = [seat for seat, pick in enumerate(picks) if pick == name]
        settled[state.rng.choice(selectors)] = name
    free = [name for name in state.market if name not in settled]
    state.rng.shuffle(free)
    return [name if name is not None else free.pop() for name in settled]


def _claim(state: ColonialState, picks: list[str], by_lot: bool = False) -> None:
    """Every player takes its nation, the support below it and its starting cards."""
    support = [list(state.claim_stacks[name]) for name in picks]
    state.publish("nations_claimed", nations=list(picks), support=support, by_lot=by_lot)
