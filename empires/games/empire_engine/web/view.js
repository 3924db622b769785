// Empire Engine on the web table: every empire drawn as its two engine cards (the action on
// the top edge is the one it performs), the engines or gears placed face down this round,
// and its ready and score piles as coloured cubes. Clicking an edge of an engine in round one,
// or a gear choice later, plays that move when it is one of the legal ones.
//
// The kit (/static/kit.js) describes what render receives; the words come from the server.

import { cube, chip, button, el, keyed, legalMove, seatName, seatOrder, showChanges, tip, track, useStyle } from "/static/kit.js";

/** @typedef {import("/static/kit.js").Words} Words */
/** @typedef {{ type: string, engine?: string, action?: string, gear?: number, boost?: string | null }} Move */
/** @typedef {import("/static/kit.js").Helpers<Move>} Helpers */
/** @typedef {Record<string, number>} Cubes */
/**
 * @typedef {object} Empire
 * @property {Record<string, string> | null} engines the action on top of each engine (null in round one)
 * @property {{ engine: string, action?: string, gear?: number | null, boost?: string | null }[]} placed
 * @property {Cubes} ready
 * @property {Cubes | null} score null while the score piles are hidden
 * @property {number} score_total
 */
/**
 * @typedef {object} EngineView
 * @property {number | null} seat
 * @property {number} players
 * @property {number} round
 * @property {number} rounds
 * @property {string} phase
 * @property {number} start_player
 * @property {{ teams?: boolean }} options
 * @property {boolean[]} hit
 * @property {boolean[]} exported
 * @property {number[]} chosen
 * @property {number[]} to_act
 * @property {Empire[]} empires
 * @property {{ attacker: number, target: number, engine: string, paid: boolean }[]} attacks
 * @property {{ attacker: number, target: number, extra: boolean }[]} steals
 * @property {{ layouts: Record<string, string[]>, gears: Record<string, { turns: number, boosted_turns: number }> }} components
 */

/** The actions clockwise around each card, starting at the top edge, and the clockwise
 * quarter turns of each gear (plain, and with a cube on it): filled from the view's
 * `components`, which the server reads from data/engines.toml. */
/** @type {Record<string, string[]>} */
const LAYOUTS = {};
/** @type {Record<string, { turns: number, boosted: number }>} */
const GEARS = {};

/** @param {EngineView["components"]} components */
function loadComponents(components) {
  Object.assign(LAYOUTS, components.layouts);
  for (const [value, gear] of Object.entries(components.gears)) {
    GEARS[value] = { turns: gear.turns, boosted: gear.boosted_turns };
  }
}
const ENGINES = ["L", "R"];
const READY_KINDS = ["soldier", "good"];
const KINDS = ["soldier", "good", "invention"];
const MAX_DRAWN_CUBES = 8;

/**
 * The action on top after turning an engine clockwise by ``turns`` quarter turns.
 * @param {string} engine
 * @param {string} top
 * @param {number} turns
 */
export function turned(engine, top, turns) {
  const layout = LAYOUTS[engine];
  return layout[(((layout.indexOf(top) - turns) % 4) + 4) % 4];
}

// -- pieces ------------------------------------------------------------------------------------

/**
 * @param {string} kind
 * @param {string} [title]
 */
function engineCube(kind, title) {
  return cube(`ee-cube ee-${kind}`, { title });
}

/**
 * @param {string} kind
 * @param {number} count
 * @param {string} label what the stack holds, in words ("2 soldiers"), its tooltip
 * @param {string} key what the stack stands for ("seat-1-ready-good"), for the marks of changes
 */
function cubeStack(kind, count, label, key) {
  const stack = keyed(tip(el("span", `ee-stack${count ? "" : " ee-empty"}`), label, { label: true }), key, count);
  for (let i = 0; i < Math.min(count, MAX_DRAWN_CUBES); i++) stack.append(engineCube(kind));
  if (!count) stack.append(engineCube(`${kind} ee-ghost`));
  stack.append(el("span", "ee-count", count > MAX_DRAWN_CUBES ? `+${count - MAX_DRAWN_CUBES}=${count}` : String(count)));
  return stack;
}

/**
 * One engine card, square, with an action on each edge. ``top`` is the action on the top edge;
 * ``pick`` (optional) gives the move that puts an action on top, and ``play`` plays it.
 * @param {string} engine
 * @param {string} top
 * @param {Words} w
 * @param {{ pick?: ((action: string) => Move | null) | null, play?: (move: Move) => unknown, faceDown?: boolean }} [options]
 */
function engineCard(engine, top, w, { pick = null, play = () => {}, faceDown = false } = {}) {
  const card = el("div", `ee-card ee-engine-${engine}${faceDown ? " ee-face-down" : ""}`);
  const layout = LAYOUTS[engine];
  const start = layout.indexOf(top);
  ["top", "right", "bottom", "left"].forEach((side, i) => {
    const action = layout[(start + i) % 4];
    const label = w(action);
    const move = pick && pick(action);
    const long = label.length > 9 ? " ee-long" : "";
    /** @type {HTMLElement} */
    let edge;
    if (move) edge = button(`ee-edge ee-${side} ee-act-${action} ee-pick${long}`, label, () => play(move));
    else edge = el("span", `ee-edge ee-${side} ee-act-${action}${long}`, label);
    tip(edge, w(`tip_${action}`));
    edge.dataset.action = action;
    card.append(edge);
  });
  card.append(el("span", "ee-letter", engine));
  if (faceDown) card.append(el("span", "ee-ribbon", w("face_down")));
  tip(card, `${w(`tip_${engine}`)} ${faceDown ? w("tip_face_down") : ""}`.trim());
  card.dataset.top = top;
  return card;
}

/**
 * An engine placed face down (its back), or, not placed yet this round, its empty place.
 * @param {string} engine
 * @param {Words} w
 * @param {boolean} placed
 */
function cardBack(engine, w, placed) {
  const note = el("span", "ee-ribbon", w(placed ? "face_down" : "in_hand"));
  const card = el("div", `ee-card ${placed ? "ee-back" : "ee-in-hand"} ee-engine-${engine}`, el("span", "ee-letter", engine), note);
  return tip(card, `${w(engine)}: ${w(placed ? "tip_face_down" : "tip_in_hand")}`);
}

/**
 * @param {Empire["placed"][number]} entry
 * @param {Words} w
 */
function gearToken(entry, w) {
  const token = el("div", "ee-gear", el("span", "ee-gear-value", entry.gear ?? "?"));
  if (entry.boost) token.append(engineCube(entry.boost, w("tip_gear_cube", { kind: w(entry.boost) })));
  if (!entry.gear) return tip(token, w("tip_gear"));
  const gear = GEARS[entry.gear];
  return tip(token, w("tip_gear_shown", { gear: entry.gear, turns: entry.boost ? gear.boosted : gear.turns }));
}

/**
 * Put the server's words for a move's choice on the thing that plays it: what it brings up,
 * its cost and any warning (marked), as its tooltip and the name screen readers say.
 * @param {HTMLElement} node
 * @param {Move} move
 * @param {Helpers["legal"]} legal
 * @param {string} fallback
 */
function sayChoice(node, move, legal, fallback) {
  const said = /** @type {{ text?: string, warning?: string }} */ (legal.find((c) => c.move === move) ?? {});
  if (said.warning) node.classList.add("ee-warned");
  return tip(node, [said.text ?? fallback, said.warning].filter(Boolean).join(" ⚠ "), { label: true });
}

// -- an empire --------------------------------------------------------------------------------

/**
 * @param {EngineView} view
 * @param {number} seat
 * @param {number | null} me
 * @param {Words} w
 */
function relationBadges(view, seat, me, w) {
  /** @type {[string, string, string][]} */
  const badges = [];
  const n = view.players;
  if (seat === me) badges.push(["ee-badge ee-me", w("you"), "tip_you"]);
  else if (me !== null && me !== undefined) {
    if (seat === (me + 1) % n) badges.push(["ee-badge", w("left_of"), "tip_neighbour"]);
    if (seat === (me - 1 + n) % n && n > 2) badges.push(["ee-badge", w("right_of"), "tip_neighbour"]);
    if (view.options.teams && seat === (me + 2) % 4) badges.push(["ee-badge ee-team", w("team"), "tip_team"]);
  }
  if (seat === view.start_player) badges.push(["ee-badge ee-start", w("start"), "tip_start"]);
  if (view.hit[seat]) badges.push(["ee-badge ee-hit", w("hit"), "tip_hit"]);
  if (view.exported[seat]) badges.push(["ee-badge ee-exported", w("exported"), "tip_exported"]);
  const marked = ["ee-badge ee-hit", "ee-badge ee-exported"];
  if (view.phase !== "plan" && view.phase !== "over") {
    if (view.chosen.includes(seat)) badges.push(["ee-badge ee-chosen", w("chosen"), "tip_chosen"]);
    else if (view.to_act.includes(seat)) badges.push(["ee-badge ee-acting", w("to_act"), "tip_to_act"]);
  }
  // A hit or an export is news: keyed, so it is marked in the position that brings it.
  return badges.map(([cls, text, help]) => {
    const badge = tip(chip(cls, text), w(help));
    return marked.includes(cls) ? keyed(badge, `seat-${seat}-${cls.slice(12)}`, true) : badge;
  });
}

/**
 * @param {Empire} empire
 * @param {number} seat
 * @param {string} engine
 * @param {boolean} mine
 * @param {Helpers} helpers
 */
function engineSlot(empire, seat, engine, mine, helpers) {
  const w = helpers.words;
  const slot = el("div", "ee-slot");
  const placed = empire.placed.find((p) => p.engine === engine);
  const top = empire.engines ? empire.engines[engine] : null;
  if (top === null) {
    // Round one: the engines are still in hand or lie face down.
    if (mine && !placed && legalMove(helpers.legal, { type: "place_engine", engine })) {
      /** @param {string} action */
      const pick = (action) => legalMove(helpers.legal, { type: "place_engine", engine, action });
      const card = engineCard(engine, LAYOUTS[engine][0], w, { pick, play: helpers.play });
      for (const edge of card.querySelectorAll("button.ee-pick")) {
        const move = pick(/** @type {HTMLElement} */ (edge).dataset.action ?? "");
        if (move) sayChoice(/** @type {HTMLElement} */ (edge), move, helpers.legal, w(`tip_${move.action}`));
      }
      slot.append(card);
    } else if (placed && placed.action) {
      slot.append(engineCard(engine, placed.action, w, { faceDown: true }));
    } else {
      slot.append(cardBack(engine, w, !!placed));
    }
  } else {
    slot.append(engineCard(engine, top, w));
  }
  // The card stands for the engine's top action (or, in round one, whether it is placed).
  const shown = top ?? (placed ? `placed ${placed.action ?? ""}` : "in hand");
  keyed(/** @type {HTMLElement} */ (slot.lastElementChild), `seat-${seat}-engine-${engine}`, shown);
  if (placed && "gear" in placed) slot.append(keyed(gearToken(placed, w), `seat-${seat}-gear-${engine}`, `${placed.gear ?? "?"} ${placed.boost ?? ""}`));
  slot.append(tip(el("div", "ee-engine-name", w(engine)), w(`tip_${engine}`)));
  return slot;
}

/**
 * What each gear would bring to the top of an engine not yet geared this round.
 * @param {Record<string, string>} engines
 * @param {string} engine
 * @param {Helpers} helpers
 */
function gearChoices(engines, engine, helpers) {
  const w = helpers.words;
  const top = engines[engine];
  const box = el("div", "ee-gear-choices", el("div", "ee-gear-title", w("gear_choices", { engine: w(engine) })));
  for (const gear of [1, 2]) {
    for (const boosted of [false, true]) {
      const result = turned(engine, top, boosted ? GEARS[gear].boosted : GEARS[gear].turns);
      const name = boosted ? w("gear_boosted", { gear }) : w("gear_plain", { gear });
      const row = el("div", "ee-gear-row", el("span", "ee-gear-name", name), tip(el("span", `ee-chip ee-act-${result}`, w(result)), w(`tip_${result}`)));
      for (const boost of boosted ? READY_KINDS : [null]) {
        const move = legalMove(helpers.legal, { type: "place_gear", engine, gear, boost });
        if (!move) continue;
        const pick = button("ee-gear-pick secondary", boost ? engineCube(boost) : "✓", () => helpers.play(move));
        row.append(sayChoice(pick, move, helpers.legal, `${name}: ${w("becomes", { action: w(result) })}`));
      }
      box.append(row);
    }
  }
  return box;
}

/**
 * @param {Empire} empire
 * @param {number} seat
 * @param {Words} w
 */
function piles(empire, seat, w) {
  const ready = tip(el("div", "ee-pile", el("span", "ee-pile-name", w("ready"))), w("tip_ready"));
  for (const kind of READY_KINDS) ready.append(cubeStack(kind, empire.ready[kind], w(`n_${kind}`, { n: empire.ready[kind] }), `seat-${seat}-ready-${kind}`));
  const score = tip(el("div", "ee-pile", el("span", "ee-pile-name", w("score"))), w(empire.score === null ? "tip_score_hidden" : "tip_score"));
  if (empire.score === null) {
    score.append(cubeStack("hidden", empire.score_total, w("n_hidden", { n: empire.score_total }), `seat-${seat}-score`));
  } else {
    for (const kind of KINDS) score.append(cubeStack(kind, empire.score[kind], w(`n_${kind}`, { n: empire.score[kind] }), `seat-${seat}-score-${kind}`));
  }
  const total = empire.score === null ? w("hidden", { count: empire.score_total }) : w("cubes", { count: empire.score_total });
  score.append(el("span", "ee-total", total));
  return el("div", "ee-piles", ready, score);
}

/**
 * @param {EngineView} view
 * @param {number} seat
 * @param {Helpers} helpers
 */
function empireBox(view, seat, helpers) {
  const w = helpers.words;
  const empire = view.empires[seat];
  const me = view.seat;
  const mine = seat === me && !helpers.replay;
  const classes = ["ee-empire"];
  if (seat === me) classes.push("ee-mine");
  if (view.to_act.includes(seat)) classes.push("ee-to-act");
  if (view.hit[seat]) classes.push("ee-was-hit");
  const box = el("article", classes.join(" "));
  box.dataset.seat = String(seat);
  box.append(el("header", "ee-empire-head", el("h3", "ee-name", seatName(helpers.names, seat)), el("div", "ee-badges", relationBadges(view, seat, me, w))));
  box.append(el("div", "ee-engines", ENGINES.map((e) => engineSlot(empire, seat, e, mine, helpers))));
  if (mine && empire.engines === null && legalMove(helpers.legal, { type: "place_engine" })) {
    box.append(el("p", "ee-hint", w("pick_edge")));
  }
  const engines = empire.engines;
  if (seat === me && view.phase === "plan" && engines) {
    const open = ENGINES.filter((e) => !empire.placed.some((p) => p.engine === e));
    const shown = mine ? helpers : { ...helpers, legal: [] };
    if (open.length) box.append(el("div", "ee-gears", open.map((e) => gearChoices(engines, e, shown))));
  }
  box.append(piles(empire, seat, w));
  return box;
}

/**
 * What every empire shows, one row each, to compare at a glance: the ready pile, the score
 * pile (or how many cubes it hides), the actions on top, and what it placed this round.
 * @param {EngineView} view
 * @param {number[]} order
 * @param {Helpers} helpers
 */
function glance(view, order, helpers) {
  const w = helpers.words;
  const head = el("tr", "", el("th", "", ""), ...["glance_ready", "glance_score", "glance_placed"].map((k) => el("th", "", w(k))));
  const rows = order.map((seat) => {
    const empire = view.empires[seat];
    const ready = READY_KINDS.map((k) => cubeStack(k, empire.ready[k], w(`n_${k}`, { n: empire.ready[k] }), `glance-${seat}-${k}`));
    const score = empire.score === null ? [cubeStack("hidden", empire.score_total, w("n_hidden", { n: empire.score_total }), `glance-${seat}-score`)] : KINDS.map((k) => cubeStack(k, /** @type {Cubes} */ (empire.score)[k], w(`n_${k}`, { n: /** @type {Cubes} */ (empire.score)[k] }), `glance-${seat}-score-${k}`));
    const placed = ENGINES.map((engine) => {
      const entry = empire.placed.find((p) => p.engine === engine);
      const mark = el("span", `ee-placed${entry ? "" : " ee-empty"}`, engine, entry && "gear" in entry ? " ⚙" : "", entry?.boost ? engineCube(entry.boost) : null);
      return tip(mark, `${w(engine)}: ${entry ? w("tip_face_down") : w("tip_in_hand")}`);
    });
    return el("tr", seat === view.seat ? "ee-glance-me" : "", el("th", "", seatName(helpers.names, seat)), el("td", "", ready), el("td", "", score), el("td", "", placed));
  });
  const table = el("table", "ee-glance", el("caption", "", w("glance")), el("thead", "", head), el("tbody", "", rows));
  return tip(table, w("glance"));
}

// -- the round and its fights ------------------------------------------------------------------

/**
 * @param {EngineView} view
 * @param {Words} w
 */
function roundTrack(view, w) {
  const dots = view.rounds <= 16 ? track(1, view.rounds, (r) => `ee-dot${r < view.round ? " ee-past" : ""}${r === view.round ? " ee-now" : ""}`) : [];
  const round = Math.min(view.round, view.rounds);
  const line = tip(el("div", "ee-track", dots), w("tip_track", { round, rounds: view.rounds }));
  line.setAttribute("aria-hidden", "true");
  const text = el("div", "ee-round-text", el("strong", "", w("round", { round, rounds: view.rounds })), el("span", "ee-phase", w(`phase_${view.phase}`)));
  return el("div", "ee-round", text, line);
}

/**
 * @param {EngineView} view
 * @param {string[]} names
 * @param {Words} w
 */
function fights(view, names, w) {
  if (!view.attacks.length && !view.steals.length) return null;
  const box = el("div", "ee-fights");
  /** @param {number} seat */
  const name = (seat) => seatName(names, seat);
  if (view.attacks.length) {
    const list = el("ul", "");
    for (const a of view.attacks) {
      const line = el("li", a.paid ? "" : "ee-failed", w("attack_line", { attacker: name(a.attacker), target: name(a.target), engine: w(a.engine) }));
      keyed(line, `attack-${a.attacker}-${a.target}-${a.engine}`, a.paid);
      if (!a.paid) line.append(el("span", "ee-why", ` — ${w("attack_failed")}`));
      list.append(line);
    }
    box.append(tip(el("h4", "", w("attacks")), w("tip_attacks")), list);
  }
  if (view.steals.length) {
    const list = el("ul", "");
    for (const s of view.steals) {
      const line = keyed(el("li", "", w("steal_line", { attacker: name(s.attacker), target: name(s.target) })), `steal-${s.attacker}-${s.target}`, s.extra);
      if (s.extra) line.append(el("span", "ee-why", ` (${w("joint")})`));
      list.append(line);
    }
    box.append(tip(el("h4", "", w("steals")), w("tip_steals")), list);
  }
  return box;
}

/**
 * Draw the whole table as ``state.view`` shows it.
 * @param {HTMLElement} container
 * @param {import("/static/kit.js").TableState<EngineView, Move>} state
 * @param {Helpers} helpers
 */
export function render(container, state, helpers) {
  useStyle(CSS);
  const view = state.view;
  loadComponents(view.components);
  // Your own empire first, then clockwise (your left neighbour next); spectators: seat order.
  const order = seatOrder(view.players, view.seat);
  const board = el("div", "ee-board", roundTrack(view, helpers.words), glance(view, order, helpers), fights(view, helpers.names, helpers.words));
  board.append(el("div", "ee-empires", order.map((seat) => empireBox(view, seat, helpers))));
  container.replaceChildren(board);
  showChanges(container, state, helpers, roundResult);
}

/**
 * Each empire's cubes, for the round summary: in its score pile and ready (the game's end
 * ends its last round).
 * @param {EngineView} view
 * @returns {import("/static/kit.js").RoundResult}
 */
export function roundResult(view) {
  const ready = (/** @type {Empire} */ e) => READY_KINDS.reduce((sum, kind) => sum + e.ready[kind], 0);
  return { round: view.phase === "over" ? view.round + 1 : view.round, seats: view.empires.map((e) => ({ score: e.score_total, ready: ready(e) })) };
}

// -- looks -------------------------------------------------------------------------------------

const CSS = `
.ee-board { display: flex; flex-direction: column; gap: 0.8rem; }
.ee-round { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem;
  background: #2b2622; color: #f4efe6; border-radius: 10px; padding: 0.55rem 0.8rem; }
.ee-round-text { display: flex; flex-direction: column; }
.ee-phase { font-size: 0.85rem; opacity: 0.85; }
.ee-track { display: flex; flex-wrap: wrap; gap: 3px; }
.ee-dot { width: 1.35rem; height: 1.35rem; border-radius: 50%; display: grid; place-items: center;
  font-size: 0.7rem; border: 1px solid #6d625a; color: #b9aea3; }
.ee-dot.ee-past { background: #4a403a; }
.ee-dot.ee-now { background: #e0a060; color: #2b2622; border-color: #e0a060; font-weight: 700; }
.ee-fights { background: #fff5ef; border: 1px solid #ecc7b5; border-radius: 10px; padding: 0.5rem 0.8rem; font-size: 0.88rem; }
.ee-fights h4 { margin: 0.2rem 0; font-size: 0.85rem; color: #8c3b1f; }
.ee-fights ul { margin: 0 0 0.3rem; padding-left: 1.2rem; }
.ee-failed { color: #766c62; }
.ee-why { color: #766c62; font-style: italic; }
.ee-empires { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr)); gap: 0.8rem; }
.ee-empire { background: #fffdf8; border: 1px solid #ddd3c4; border-radius: 12px; padding: 0.7rem;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.06); display: flex; flex-direction: column; gap: 0.6rem; min-width: 0; }
.ee-empire.ee-mine { border-color: #8c3b1f; box-shadow: 0 0 0 2px #f6e3d6; }
.ee-empire.ee-to-act { outline: 2px dashed #e0a060; outline-offset: 2px; }
.ee-empire.ee-was-hit { background: #fff4f2; }
.ee-empire-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.3rem 0.5rem; }
.ee-name { margin: 0; font-size: 1rem; }
.ee-badges { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.ee-badge { font-size: 0.72rem; border-radius: 999px; padding: 0 0.45rem; background: #eee8de; color: #5c534b; }
.ee-badge.ee-me { background: #8c3b1f; color: #fff; }
.ee-badge.ee-start { background: #2b2622; color: #f4efe6; }
.ee-badge.ee-hit { background: #a32b2b; color: #fff; }
.ee-badge.ee-exported { background: #2f6f3e; color: #fff; }
.ee-badge.ee-chosen { background: #dff1e2; color: #2f6f3e; }
.ee-badge.ee-acting { background: #fff1cc; color: #7a5a00; }
.ee-badge.ee-team { background: #dfe8f6; color: #2b4f86; }
.ee-engines { display: flex; gap: 0.8rem; justify-content: space-around; }
.ee-slot { display: flex; flex-direction: column; align-items: center; gap: 0.3rem; min-width: 0; }
.ee-engine-name { font-size: 0.75rem; color: #766c62; }
.ee-card { position: relative; width: 7.6rem; height: 7.6rem; border-radius: 10px; background: #f3ead9;
  border: 2px solid #b59f80; box-shadow: inset 0 0 0 4px #faf4e8; flex: none; }
.ee-card.ee-face-down { border-style: dashed; }
.ee-in-hand { background: transparent; border: 2px dashed #cbbfae; box-shadow: none; }
.ee-in-hand .ee-letter { opacity: 0.25; }
.ee-ribbon { position: absolute; left: 50%; bottom: 1.7rem; transform: translateX(-50%); font-size: 0.62rem; white-space: nowrap;
  background: #2b2622; color: #f4efe6; border-radius: 999px; padding: 0.05rem 0.4rem; opacity: 0.9; pointer-events: none; }
.ee-in-hand .ee-ribbon { background: #eee8de; color: #5c534b; }
.ee-edge.ee-long { font-size: 0.56rem; letter-spacing: -0.02em; }
.ee-edge.ee-top.ee-long { font-size: 0.72rem; }
.ee-warned { outline: 2px solid #c8342c; }
.ee-edge.ee-warned { outline-offset: -2px; }
.ee-glance { border-collapse: collapse; font-size: 0.8rem; background: #fffdf8; border: 1px solid #ddd3c4; border-radius: 10px; }
.ee-glance caption { text-align: left; font-size: 0.78rem; color: #766c62; padding: 0 0.2rem 0.2rem; }
.ee-glance th, .ee-glance td { padding: 0.2rem 0.5rem; text-align: left; border-bottom: 1px solid #eee8de; }
.ee-glance thead th { font-weight: 600; color: #766c62; font-size: 0.72rem; }
.ee-glance td { white-space: nowrap; }
.ee-glance td .ee-stack + .ee-stack { margin-left: 0.4rem; }
.ee-glance-me th { color: #8c3b1f; }
.ee-glance tbody th { white-space: nowrap; }
.ee-placed { display: inline-flex; align-items: center; gap: 2px; margin-right: 0.5rem; font-weight: 700; }
.ee-placed.ee-empty { opacity: 0.35; }
.breakdown th, .breakdown td { padding-inline: 0.22rem; }
.ee-back { background: repeating-linear-gradient(45deg, #5b3a29, #5b3a29 6px, #6b4633 6px, #6b4633 12px); border-color: #3f271b; }
.ee-back .ee-letter { color: #f4efe6; opacity: 0.8; }
.ee-letter { position: absolute; inset: 0; display: grid; place-items: center; font-size: 2rem; font-weight: 800;
  color: #b59f80; opacity: 0.45; pointer-events: none; }
.ee-edge { position: absolute; display: flex; align-items: center; justify-content: center; font-size: 0.64rem;
  line-height: 1; color: #5c534b; border: 0; background: transparent; padding: 0; margin: 0; min-height: 0;
  border-radius: 4px; font-family: inherit; white-space: nowrap; overflow: hidden; }
.ee-edge.ee-top { top: 5px; left: 5px; right: 5px; height: 1.5rem; font-size: 0.8rem; font-weight: 700; color: #fff;
  background: var(--ee-action, #8c3b1f); box-shadow: 0 1px 2px rgb(0 0 0 / 0.25); }
.ee-edge.ee-bottom { bottom: 6px; left: 1.4rem; right: 1.4rem; height: 1.1rem; transform: rotate(180deg); }
.ee-edge.ee-left, .ee-edge.ee-right { top: 1.8rem; bottom: 1.3rem; width: 1.1rem; writing-mode: vertical-rl; }
.ee-edge.ee-left { left: 5px; transform: rotate(180deg); }
.ee-edge.ee-right { right: 5px; }
.ee-edge:not(.ee-top) { color: var(--ee-action, #5c534b); font-weight: 600; }
.ee-pick { cursor: pointer; outline: 1px dashed var(--ee-action); }
.ee-pick:hover, .ee-pick:focus-visible { background: var(--ee-action); color: #fff !important; }
.ee-act-arm, .ee-act-produce, .ee-act-invent { --ee-action: #2f6f3e; }
.ee-act-attack { --ee-action: #a32b2b; }
.ee-act-defend { --ee-action: #2b4f86; }
.ee-act-export, .ee-act-salvage { --ee-action: #9a6b12; }
.ee-gear { position: relative; display: grid; place-items: center; width: 2.3rem; height: 2.3rem; border-radius: 50%;
  background: radial-gradient(circle, #fdfaf4 38%, #8a7a66 40%, #8a7a66 58%, transparent 60%),
    repeating-conic-gradient(#8a7a66 0 15deg, transparent 15deg 30deg); }
.ee-gear-value { font-weight: 800; font-size: 0.95rem; color: #2b2622; }
.ee-gear .ee-cube { position: absolute; right: -0.3rem; bottom: -0.1rem; }
.ee-note { font-size: 0.75rem; color: #766c62; font-style: italic; }
.ee-hint { margin: 0; font-size: 0.82rem; color: #8c3b1f; }
.ee-gears { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 0.5rem; }
.ee-gear-choices { border: 1px solid #e6dccd; border-radius: 8px; padding: 0.35rem 0.5rem; font-size: 0.78rem; }
.ee-gear-title { font-weight: 600; margin-bottom: 0.2rem; }
.ee-gear-row { display: flex; align-items: center; gap: 0.3rem; padding: 0.1rem 0; }
.ee-gear-name { flex: 1 1 auto; color: #5c534b; white-space: nowrap; }
.ee-chip { font-size: 0.72rem; font-weight: 700; color: #fff; background: var(--ee-action); border-radius: 4px; padding: 0 0.3rem; }
.ee-gear-pick { min-height: 1.6rem; min-width: 1.8rem; padding: 0 0.35rem; font-size: 0.8rem; }
.ee-piles { display: flex; flex-direction: column; gap: 0.3rem; font-size: 0.85rem; }
.ee-pile { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.6rem; }
.ee-pile-name { width: 6.5rem; color: #766c62; font-size: 0.78rem; }
.ee-stack { display: inline-flex; align-items: center; gap: 2px; }
.ee-stack.ee-empty { opacity: 0.45; }
.ee-count { margin-left: 3px; font-variant-numeric: tabular-nums; font-weight: 600; }
.ee-total { font-size: 0.75rem; color: #766c62; }
.ee-cube { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 2px;
  box-shadow: inset -2px -2px 0 rgb(0 0 0 / 0.2), inset 2px 2px 0 rgb(255 255 255 / 0.35); }
.ee-soldier { background: #c8342c; }
.ee-good { background: #e8b923; }
.ee-invention { background: #2f6fb8; }
.ee-hidden { background: #8d8379; }
.ee-ghost { background: transparent; box-shadow: inset 0 0 0 1px #bbb; }
@media (max-width: 420px) {
  .ee-pile-name { width: 100%; }
  .ee-engines { gap: 0.4rem; }
}
`;
