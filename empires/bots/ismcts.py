"""Information-set Monte Carlo tree search (ISMCTS) for any game behind the ``Rules`` contract.

The bot sees only its view and its legal moves. Every iteration:

1. **determinizes**: ``rules.sample_state(view, rng)`` draws a full state that looks exactly
   like the view (others' secrets and their pending simultaneous choices drawn at random);
2. **selects** down the tree: a node is an *information set* of the seat that acts there,
   keyed by that seat's own view, so a node never knows more than its seat may know. Among the
   moves legal in this determinization the seat takes the best by UCB1 with availability
   counts (Cowling, Powley and Whitehouse, 2012), an untried move first;
3. **expands** one new information set, then **rolls out** with the rollout policy (a game's
   own bot, seeing only views) or uniformly random moves, up to an optional depth; a game
   that forecasts its final points (``Rules.forecast``) may have its rollouts cut after a
   few decisions (``Forecast``) and the determinized state judged by the forecast;
4. **backs up** one reward per seat: a share of first place, blended with the score margin.

Who searches. The bot's own seat always searches. The other seats either search too, each
over its own information sets (``opponents="search"``), or follow the rollout policy as an
opponent model (``opponents="policy"``, the default when there is a policy). Either way an
opponent's choice inside the tree depends only on that opponent's view: a simultaneous choice
made before it stays hidden from it, so the search never plans against an opponent that reads
its mind.

Simultaneous decisions are played one seat at a time (the searching seat first at the root);
each seat's node is keyed by its own view, which hides the choices already made. Where a
game names a few of many moves that differ only in a number (``Rules.search_moves``), the
search tries those and the policy's own choice.

The bot needs from a game only the ``Rules`` contract, and that a view names its seat under
``"seat"``.

Budgets: a number of iterations (reproducible: same seed, same view, same move) or a time in
seconds (depends on the machine). The levels players pick are iteration budgets, per game
(:mod:`empires.bots.levels`).

A coach (``empires.bots.coach``) reads what the search learnt of each move at the root
(``DecisionSearch``: visits, value, share of first place, points) and may have chosen moves
tried on more lines of their own; the bot's own decisions are untouched by it.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from empires.bots.own import own_bots
from empires.kernel.game import Bot, Rules, View
from empires.kernel.rng import SeededRng

#: A rollout policy: given a seed, a bot that plays from views (a game's own bot kind).
PolicyFactory = Callable[[int], Bot]


@dataclass(frozen=True)
class Forecast:
    """How to search a game that forecasts (``Rules.forecast``): rollouts stop after ``depth``
    decisions and the forecast judges the position. Such an iteration costs a fraction of a
    playout to the end, so it has its own, larger budget per legal move."""

    depth: int
    iterations_per_move: int


@dataclass(frozen=True)
class SearchSettings:
    """How one ISMCTS bot searches. ``iterations`` or ``seconds`` bounds each decision."""

    iterations: int | None = None
    #: Iterations per legal move, added to ``iterations``: wide decisions get more search.
    iterations_per_move: int = 0
    seconds: float | None = None
    #: Name of the game's own bot kind used in rollouts (and as the opponent model); ``None``
    #: or a kind the game lacks means uniformly random rollouts.
    rollout: str | None = "heuristic"
    #: Rollouts stop after this many decisions and the position is judged by the game's
    #: forecast (``Rules.forecast``) or, for a game without one, by its scores.
    rollout_depth: int | None = None
    #: For a game with a forecast: its rollout depth and budget, instead of ``rollout_depth``
    #: and ``iterations_per_move`` (a game without one ignores it).
    forecast: Forecast | None = None
    #: ``"policy"``: other seats follow the rollout policy inside the tree; ``"search"``:
    #: they search over their own information sets. Without a policy they always search.
    opponents: str = "policy"
    exploration: float = 0.7
    #: Weight of the score margin in the reward (the rest is the share of first place).
    margin_weight: float = 0.3
    #: A bonus for the policy's own choice at each node, fading with visits (progressive bias).
    policy_bias: float = 0.5
    #: How much worse than the node's average an untried move is assumed to be.
    first_play_cut: float = 0.1
    #: A node below the root is searched only once it has been reached this many times;
    #: before that the rollout policy chooses there and the rollout starts (the tree grows
    #: deeper only where the budget allows more than one noisy sample per move).
    expand_after: int = 0
    #: How the root's budget is spent: ``"ucb"`` (every iteration draws its own world and
    #: picks a move by UCB1), or ``"halving"``: sequential halving over common worlds, where
    #: every move still in the running is played on the same drawn worlds and rollout seeds,
    #: so two moves are compared on equal luck, and the worse half drops out each round
    #: (with an iteration budget; a budget in seconds always searches by UCB1).
    root: str = "ucb"
    #: The player count the budget per move is set for: at more players, where every
    #: iteration plays more seats, the budget per move shrinks in proportion (to at least 1),
    #: so a level's time per decision grows little with the table. ``None``: the same budget
    #: at any count.
    budget_players: int | None = None
    #: Per player count, a factor on a decision's whole budget (rounded, at least one
    #: iteration per move searched), where the time per decision was measured to grow with the
    #: table although ``budget_players`` would cut too much (rollouts cut at a fixed depth
    #: cost about the same at any count). A count not named keeps factor 1.
    budget_scale: tuple[tuple[int, float], ...] = ()
    #: At the root, search only the rollout policy's ``shortlist`` best moves by its ranking
    #: (``Bot.rank``), its own choice always among them: a small budget is spent on the
    #: few moves worth checking instead of spread over every legal one. ``None``: every move
    #: (or a policy that does not rank).
    shortlist: int | None = None


@dataclass(frozen=True)
class MoveStats:
    """What the search learnt of one root move: its visits, its mean reward (the search's own
    value), and over the same lines of play the mean share of first place and the mean points
    and margin (over the best other seat) of the searching seat at their end (final points,
    the game's forecast, or the scores so far where a rollout was cut)."""

    move: Any
    visits: int
    value: float
    first: float
    points: float
    margin: float


class _Node:
    """One information set: per move, visits, summed reward and availability."""

    __slots__ = ("edges", "favourite", "visits")

    def __init__(self) -> None:
        self.visits = 0
        # move -> [visits, reward sum, times available]
        self.edges: dict[Any, list[float]] = {}
        # The policy's choice here: it sees only the node's view, so one call per node will do.
        self.favourite: Any = None


#: orjson's options for view_key: keys sorted; an int key written as its digits, as json does.
_KEY_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS


def view_key(view: View) -> bytes:
    """A canonical text of a view: equal exactly when the views are equal (orjson: a node is
    looked up by it at every step of every iteration, where json.dumps cost several times
    more)."""
    try:
        return orjson.dumps(view, option=_KEY_OPTIONS)
    except orjson.JSONEncodeError:  # what orjson cannot write (an int beyond 64 bits)
        return json.dumps(view, sort_keys=True, separators=(",", ":")).encode()


class IsmctsBot(Bot):
    """Searches from its view only; the same seed and view always give the same move when the
    budget is in iterations."""

    def __init__(self, rules: Rules[Any, Any], seed: int, settings: SearchSettings) -> None:
        self.rules = rules
        self.rng = SeededRng(seed)
        self.settings = settings
        rollout = self.settings.rollout
        self.policy: PolicyFactory | None = own_bots(rules).get(rollout) if rollout else None
        # Asked at every decision whether the policy keeps a convention there (a question of
        # the view only), so made once rather than per decision.
        self.convention_check: Bot | None = self.policy(0) if self.policy is not None else None
        self.iterations_done = 0

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        seed = self.rng.next_u64()
        # Where the game's bot keeps a convention, so does the search (Bot.keeps_convention).
        check = self.convention_check
        if self.policy is not None and check is not None and check.keeps_convention(view):
            self.iterations_done = 0
            return self.policy(seed).choose(view, legal)
        search = _Search(self.rules, view, SeededRng(seed), self.settings, self.policy)
        move = search.run(legal)
        self.iterations_done = search.iterations
        return move


class _Search:
    """The tree and the loop of one decision."""

    def __init__(
        self,
        rules: Rules[Any, Any],
        view: View,
        rng: SeededRng,
        settings: SearchSettings,
        policy: PolicyFactory | None,
    ) -> None:
        self.rules = rules
        self.view = view
        self.me: int = view["seat"]
        self.rng = rng
        self.settings = settings
        self.nodes: dict[tuple[int, bytes], _Node] = {}
        self.root_key = (self.me, view_key(view))
        self.iterations = 0
        self.policy = policy
        # One policy bot per seat for the whole decision (made at the first determinization,
        # which tells the player count); each sees only the views it is given.
        self.policy_bots: list[Bot] | None = None
        self.searching_opponents = policy is None or settings.opponents == "search"
        # Whether the game forecasts, and so which depth cuts the rollouts: known from the
        # first determinization.
        self.forecasts: bool | None = None
        self.depth = settings.rollout_depth
        self.per_move = settings.iterations_per_move
        # The factor on the budget at this table (``budget_scale``), known at the first line.
        self.scale = 1.0
        # For a coach (``statistics``): a root move every iteration must take, and per root
        # move [lines, first-place share, points, margin] summed over its lines of play.
        self.forced: Any = None
        self.outcomes: dict[Any, list[float]] = {}
        # The root moves searched when the settings have a shortlist (None: every move).
        self.root_moves: list[Any] | None = None

    # -- the loop ---------------------------------------------------------------------------
    def run(self, legal: Sequence[Any]) -> Any:
        """Search with the settings' budget; the move played (the most visited)."""
        self.search(legal)
        return self.best(legal)

    def search(self, legal: Sequence[Any]) -> None:
        """Spend the settings' budget on this decision."""
        settings = self.settings
        deadline = None if settings.seconds is None else time.perf_counter() + settings.seconds
        counted = settings.iterations is not None or settings.iterations_per_move > 0
        if not counted and deadline is None:
            raise ValueError("an ISMCTS bot needs an iteration or a time budget")
        if settings.shortlist is not None:
            self.root_moves = self._shortlist(legal, settings.shortlist)
        if settings.root == "halving" and counted:
            self._halve(legal)
            return
        # The first iteration tells whether the game forecasts, and so the budget per move.
        self._iterate()
        self.iterations = 1
        limit = None
        if counted:
            width = len(self.root_moves or self.rules.search_moves(legal))
            limit = self._budget(width)
        while (limit is None or self.iterations < limit) and (
            deadline is None or time.perf_counter() < deadline
        ):
            self._iterate()
            self.iterations += 1

    def _halve(self, legal: Sequence[Any]) -> None:
        """Sequential halving over common worlds: each round plays every move still in the
        running on the same new lines (a world drawn and rollouts seeded per line, alike for
        every move), then keeps the better half by mean reward over all their lines."""
        base = self.rng.next_u64()
        line = 0

        def play(move: Any, number: int) -> None:
            self.rng = SeededRng((base + number) & (2**64 - 1))
            self.policy_bots = None  # made afresh from the line's generator
            self.forced = move
            self._iterate()
            self.iterations += 1

        # The first line finds the policy's choice (always a candidate) and whether the game
        # forecasts (which sets the budget); every other candidate then plays that line too.
        play(None, 0)
        root = self.nodes[self.root_key]
        first = next(m for m, edge in root.edges.items() if edge[0])
        running = list(self.root_moves or self.rules.search_moves(legal))
        if root.favourite is not None and root.favourite not in running:
            running.append(root.favourite)
        for move in running:
            if move != first:
                play(move, 0)
        budget = self._budget(len(running))
        rounds = max(1, math.ceil(math.log2(len(running))))
        while len(running) > 1:
            lines = max(1, budget // (rounds * len(running)))
            for number in range(line + 1, line + 1 + lines):
                for move in running:
                    play(move, number)
            line += lines
            edges = root.edges
            running.sort(key=lambda m: -edges[m][1] / max(1.0, edges[m][0]))
            running = running[: max(1, len(running) // 2)]
        self.forced = None

    def _budget(self, width: int) -> int:
        """The iterations of a decision with ``width`` moves searched at the root."""
        budget = (self.settings.iterations or 0) + self.per_move * width
        if self.scale == 1.0:
            return budget
        return max(width, round(budget * self.scale))

    def _shortlist(self, legal: Sequence[Any], size: int) -> list[Any] | None:
        """The policy's ``size`` best moves by its ranking of the root view (None where the
        policy does not rank). Its own bot, seeded from the search's generator."""
        if self.policy is None:
            return None
        ranked = self.policy(self.rng.next_u64()).rank(self.view, legal)
        if not ranked:
            return None
        return list(ranked[: max(1, size)])

    def best(self, legal: Sequence[Any]) -> Any:
        """The most visited root move (the better mean breaks a tie; the first legal if none).
        After sequential halving that is the move it kept: the last round's moves have the
        most lines, all alike, and it kept the best mean of them."""
        root = self.nodes.get(self.root_key)
        best, best_rank = legal[0], (-1.0, -math.inf)
        for move in legal:
            edge = root.edges.get(move) if root is not None else None
            rank = (edge[0], edge[1] / edge[0]) if edge and edge[0] else (0.0, -math.inf)
            if rank > best_rank:
                best, best_rank = move, rank
        return best

    def search_move(self, move: Any, iterations: int) -> MoveStats:
        """``iterations`` more iterations that all play ``move`` at the root; what those
        lines of play alone showed of it."""
        root = self.nodes.get(self.root_key)
        edge = root.edges.get(move) if root is not None else None
        visits, total = (edge[0], edge[1]) if edge else (0.0, 0.0)
        lines = list(self.outcomes.get(move, [0.0] * 4))
        self.forced = move
        try:
            for _ in range(iterations):
                self._iterate()
                self.iterations += 1
        finally:
            self.forced = None
        edge = self.nodes[self.root_key].edges[move]
        new = [after - before for after, before in zip(self.outcomes[move], lines, strict=True)]
        done = max(1.0, edge[0] - visits)
        count = max(1.0, new[0])
        return MoveStats(
            move, int(edge[0] - visits), (edge[1] - total) / done, *(x / count for x in new[1:])
        )

    def statistics(self) -> list[MoveStats]:
        """Per root move searched, what the search learnt, the most visited first."""
        root = self.nodes.get(self.root_key)
        stats = []
        for move, (visits, total, _) in (root.edges if root is not None else {}).items():
            if not visits:
                continue
            lines, first, points, margin = self.outcomes[move]
            stats.append(
                MoveStats(
                    move, int(visits), total / visits, first / lines, points / lines, margin / lines
                )
            )
        return sorted(stats, key=lambda s: -s.visits)

    def _iterate(self) -> None:
        rules, rng = self.rules, self.rng
        state = rules.sample_state(self.view, rng)
        if self.policy is not None and self.policy_bots is None:
            players = rules.players_of(state)
            self.policy_bots = [self.policy(rng.next_u64()) for _ in range(players)]
        if self.forecasts is None:
            self.forecasts = rules.forecast(state) is not None
            if self.forecasts and self.settings.forecast is not None:
                self.depth = self.settings.forecast.depth
                self.per_move = self.settings.forecast.iterations_per_move
            players = rules.players_of(state)
            budgeted = self.settings.budget_players
            if budgeted is not None:
                share = self.per_move * budgeted / players
                self.per_move = max(1, min(self.per_move, math.floor(share + 0.5)))
            self.scale = dict(self.settings.budget_scale).get(players, 1.0)
        path: list[tuple[_Node, Any, int]] = []
        in_tree = True
        first = True
        depth_left = self.depth
        # Optional moves only where the game opts in (Rules.search_optional): in the tree below
        # the root, at most one in a line of play, so a line always reaches a decision.
        optional_left = bool(rules.optional_kinds)
        while True:
            seats = rules.to_act(state)
            if not seats:
                break
            seat = self.me if first and self.me in seats else seats[0]
            extra: Sequence[Any] = ()
            if in_tree and (seat == self.me or self.searching_opponents):
                key = self.root_key if first else (seat, view_key(rules.view(state, seat)))
                node = self.nodes.get(key)
                if node is None:
                    node = self.nodes[key] = _Node()
                    in_tree = False  # this is the one new node of the iteration
                elif not first and node.visits < self.settings.expand_after:
                    in_tree = False
                if optional_left and not first:
                    extra = rules.search_optional(state, seat)
                move = self._select(node, state, seat, not in_tree, extra)
                if first and self.forced is not None:
                    move = self._force(node)
                path.append((node, move, seat))
            elif in_tree:
                move = self._policy_move(state, seat)
            else:
                if depth_left is not None:
                    if depth_left <= 0:
                        break
                    depth_left -= 1
                move = self._policy_move(state, seat)
            first = False
            if extra and move in extra:
                optional_left = False
                rules.apply_optional(state, seat, move)
            else:
                rules.apply(state, seat, move)
        scores, winners = self._outcome(state)
        rewards = self._rewards_of(scores, winners)
        if path and path[0][0] is self.nodes[self.root_key]:
            self._note(path[0][1], scores, winners)
        for node, move, seat in path:
            node.visits += 1
            edge = node.edges[move]
            edge[0] += 1
            edge[1] += rewards[seat]

    # -- choosing ---------------------------------------------------------------------------
    def _select(
        self, node: _Node, state: Any, seat: int, leaf: bool = False, extra: Sequence[Any] = ()
    ) -> Any:
        """UCB1 over the moves legal in this determinization (and the ``extra`` optional moves
        the game has the search weigh there), with availability counts. A move
        not tried yet counts as one visit worth the node's average less ``first_play_cut``,
        so a wide node with a small budget spends it on the policy's choice until that looks
        worse than the rest; the policy's choice also gets a bonus that fades with visits.
        At a ``leaf`` (where the rollout starts) the policy's choice is taken outright."""
        every = self.rules.legal_moves(state, seat)
        legal = self.rules.search_moves(every)
        edges = node.edges
        favourite = node.favourite
        if favourite is None and self.policy_bots is not None:
            favourite = node.favourite = self._policy_move(state, seat)
        if legal is not every and favourite not in legal and favourite in every:
            legal = [*legal, favourite]  # the policy's choice is always among those tried
        if self.root_moves is not None and node is self.nodes[self.root_key]:
            shortlisted = [m for m in legal if m in self.root_moves]
            if favourite in legal and favourite not in shortlisted:
                shortlisted.append(favourite)
            legal = shortlisted or legal
        if extra:
            legal = [*legal, *extra]
        visits_here = reward_here = 0.0
        for move in legal:
            edge = edges.get(move)
            if edge is None:
                edges[move] = [0.0, 0.0, 1.0]
            else:
                edge[2] += 1
                visits_here += edge[0]
                reward_here += edge[1]
        if visits_here == 0 or (leaf and favourite is not None):
            if favourite is not None and favourite in legal:
                return favourite
            return legal[self.rng.below(len(legal))]
        first_play = reward_here / visits_here - self.settings.first_play_cut
        c = self.settings.exploration
        bias = self.settings.policy_bias
        best, best_value = legal[0], -math.inf
        for move in legal:
            visits, total, available = edges[move]
            if visits:
                value = total / visits + c * math.sqrt(math.log(available) / visits)
            else:
                value = first_play + c * math.sqrt(math.log(available))
            if move == favourite:
                value += bias / (visits + 1)
            if value > best_value:
                best, best_value = move, value
        return best

    def _force(self, node: _Node) -> Any:
        """The root move the coach asked for, counted as available (it is the seat's own move,
        legal in every determinization of the seat's view)."""
        edge = node.edges.setdefault(self.forced, [0.0, 0.0, 0.0])
        if edge[2] == 0:
            edge[2] = 1.0
        return self.forced

    def _note(self, move: Any, scores: Sequence[float], winners: Sequence[int]) -> None:
        me = self.me
        others = max((p for s, p in enumerate(scores) if s != me), default=scores[me])
        first = 1.0 / len(winners) if me in winners else 0.0
        line = self.outcomes.setdefault(move, [0.0, 0.0, 0.0, 0.0])
        for i, value in enumerate((1.0, first, scores[me], scores[me] - others)):
            line[i] += value

    def _policy_move(self, state: Any, seat: int) -> Any:
        legal = self.rules.legal_moves(state, seat)
        if len(legal) == 1:
            return legal[0]
        if self.policy_bots is None:
            return legal[self.rng.below(len(legal))]
        return self.policy_bots[seat].choose(self.rules.view(state, seat), legal)

    # -- judging ----------------------------------------------------------------------------
    def _outcome(self, state: Any) -> tuple[Sequence[float], list[int]]:
        """The points and the seats in first place at the end of a line of play. Before the
        end the game's forecast decides, or for a game without one the scores so far."""
        rules = self.rules
        over = rules.is_over(state)
        forecast = None if over or not self.forecasts else rules.forecast(state)
        scores: Sequence[float] = rules.scores(state) if forecast is None else forecast
        winners = rules.winners(state) if over else []
        if not winners:
            top = max(scores)
            winners = [s for s, p in enumerate(scores) if p == top]
        return scores, winners

    def _rewards_of(self, scores: Sequence[float], winners: Sequence[int]) -> list[float]:
        """Per seat: its share of first place (ties split it), blended with its score margin
        over the best other seat (``margin``)."""
        share = 1.0 / len(winners)
        weight = self.settings.margin_weight
        return [
            (1.0 - weight) * (share if seat in winners else 0.0) + weight * margin(scores, seat)
            for seat in range(len(scores))
        ]


def margin(scores: Sequence[float], seat: int) -> float:
    """The seat's margin over the best other seat, scaled: 0.5 for level, in [0, 1] when no
    score is below zero (then the scale is the largest score), and never lower for more points
    of the seat's own.

    Where scores go below zero (Empire (colonial)'s support), a scale set by the seat's own
    loss would reward a deeper loss: at -30 against 10 the margin is -40/30, at -33 against 10
    -43/33, higher. Searches that lagged so drove themselves into debt (docs/strength.md). So
    the seat's own score counts in the scale only above the lowest other score: a seat behind
    is scaled by the others' scores alone (its margin falls below 0 as it loses more), and a
    leader over seats below zero has the greatest margin, 1."""
    others = [points for other, points in enumerate(scores) if other != seat]
    if not others:
        return 0.5
    own, best = scores[seat], max(others)
    floor = min(0.0, min(others))
    scale = max(1.0, max(abs(points) for points in others), own - floor)
    return 0.5 + 0.5 * (own - best) / scale


def searcher(settings: SearchSettings) -> Callable[[Rules[Any, Any], int], Bot]:
    """A bot factory (rules, seed) for the catalog, searching with ``settings``."""

    def make(rules: Rules[Any, Any], seed: int) -> Bot:
        return IsmctsBot(rules, seed, settings)

    return make


class DecisionSearch:
    """One decision's search kept open, for a coach: search it as the bot would (seeded by
    ``seed``, with ``settings``' budget), then play chosen moves at the root on more lines of
    their own, and read what the search learnt of each move."""

    def __init__(
        self, rules: Rules[Any, Any], view: View, settings: SearchSettings, seed: int
    ) -> None:
        rollout = settings.rollout
        policy = own_bots(rules).get(rollout) if rollout else None
        self._search = _Search(rules, view, SeededRng(seed), settings, policy)

    def search(self, legal: Sequence[Any]) -> list[MoveStats]:
        """Spend the budget as the bot would; its statistics (the bot's move is the most
        visited, of equal visits the better mean)."""
        self._search.search(legal)
        return self.statistics()

    def extend(self, move: Any, lines: int) -> MoveStats:
        """``lines`` more lines of play, all starting with ``move``; what they alone showed."""
        return self._search.search_move(move, lines)

    def statistics(self) -> list[MoveStats]:
        """Per root move searched, over every line so far, the most visited first."""
        return self._search.statistics()
