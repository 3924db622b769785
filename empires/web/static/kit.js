// The kit every game view draws with: the DOM, the view's style sheet, the game's words (sent
// by the server from the game's catalog: a view translates nothing itself), tooltips, the
// legal moves, and the pieces the views share (seat chips, cubes, tracks, buttons).
//
// A view module exports render(container, state, helpers): `state` is the table's state
// message (TableState, with the seat's view JSON in `view`), `helpers` are the Helpers below.

import { fill } from "/static/fill.js";

/**
 * What a view may append: nodes, texts and numbers; nothing for null, undefined and false.
 * @typedef {Node | string | number | null | undefined | false} Child
 */

/**
 * Parameters of a word's template ("Round {round} of {rounds}").
 * @typedef {Record<string, string | number>} Params
 */

/**
 * The game's words in the page's language: `words(key, params)` fills the template; a key the
 * server did not send comes back as itself and is noted in `missing` (the view tests read it).
 * @typedef {{ (key: string, params?: Params): string, has: (key: string) => boolean, missing: Set<string> }} Words
 */

/**
 * One decision open to this seat: the move as JSON and the server's text for it.
 * @template M
 * @typedef {{ move: M, text: string }} Choice
 */

/**
 * What the table page hands a view besides the state.
 * @template M
 * @typedef {object} Helpers
 * @property {string} lang the page's language ("en" or "de")
 * @property {Words} words the game's words in that language
 * @property {string[]} names the seats' names
 * @property {number | null} me the seat this page holds, null for a spectator
 * @property {Choice<M>[]} legal
 * @property {string} [lang] the language of the server's words in this message this seat's decisions now (none while a move is on its way)
 * @property {(move: M) => boolean} play send one of the legal moves
 * @property {Choice<M>[]} [optional] the seat's optional moves now, asked or not (docs/api.md)
 * @property {(move: M) => boolean} [playOptional] send an optional move (any the game accepts,
 *   listed or not) at once, without waiting for a turn; refusals come back as a toast
 * @property {boolean} replay whether the page is replaying a finished game
 */

/**
 * The table's state message as a view receives it; `view` is the seat's view JSON, whose
 * shape each game describes.
 * @template V, M
 * @typedef {object} TableState
 * @property {string} game
 * @property {string} status "open", "running", "finished", ...
 * @property {number} ply
 * @property {number | null} seat
 * @property {{ seat: number, name: string }[]} seats
 * @property {string} decision "sequential", "simultaneous", "over" or "replay"
 * @property {number[]} waiting the seats asked to decide
 * @property {V} view
 * @property {Choice<M>[]} legal
 * @property {string} [lang] the language of the server's words in this message
 */

// -- the DOM ---------------------------------------------------------------------------------

/**
 * A new element with a class (or none) and children; arrays of children are flattened.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string | null} [className]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/**
 * Set a node's tooltip (and, with `label`, the name screen readers say).
 * @template {Element} E
 * @param {E} node
 * @param {string} text
 * @param {{ label?: boolean }} [options]
 * @returns {E}
 */
export function tip(node, text, { label = false } = {}) {
  node.setAttribute("title", text);
  if (label) node.setAttribute("aria-label", text);
  return node;
}

/** @type {Set<string>} */
const adopted = new Set();

/**
 * Add a view's style sheet to the document, once. A constructed sheet: the server's
 * Content-Security-Policy refuses <style> elements and style= attributes.
 * @param {string} css
 */
export function useStyle(css) {
  if (adopted.has(css)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}

// -- words -----------------------------------------------------------------------------------

/**
 * The game's words, from the table the server sends (GET /games/{game}/words?lang=).
 * @param {Record<string, string>} table
 * @returns {Words}
 */
export function words(table) {
  /** @type {Set<string>} */
  const missing = new Set();
  /** @type {(key: string, params?: Params) => string} */
  const word = (key, params = {}) => {
    const template = table[key];
    if (template === undefined) {
      missing.add(key);
      return key;
    }
    return fill(template, params, document.documentElement.lang || "en");
  };
  return Object.assign(word, { has: (/** @type {string} */ key) => key in table, missing });
}

// -- seats and moves -------------------------------------------------------------------------

/**
 * A seat's name, or "#n" when the page has none.
 * @param {string[]} names
 * @param {number} seat
 */
export function seatName(names, seat) {
  return names[seat] ?? `#${seat + 1}`;
}

/**
 * The seats in drawing order: your own first, then clockwise; for a spectator, seat order.
 * @param {number} players
 * @param {number | null | undefined} me
 * @returns {number[]}
 */
export function seatOrder(players, me) {
  return Array.from({ length: players }, (_, i) => (me === null || me === undefined ? i : (me + i) % players));
}

/**
 * The legal moves whose fields include every field of `wanted`.
 * @template {object} M
 * @param {Choice<M>[]} legal
 * @param {Partial<M>} wanted
 * @returns {M[]}
 */
export function legalMoves(legal, wanted) {
  const fields = Object.entries(wanted);
  return legal.map((choice) => choice.move).filter((move) => fields.every(([key, value]) => /** @type {Record<string, unknown>} */ (move)[key] === value));
}

/**
 * The first legal move whose fields include `wanted`, or null.
 * @template {object} M
 * @param {Choice<M>[]} legal
 * @param {Partial<M>} wanted
 * @returns {M | null}
 */
export function legalMove(legal, wanted) {
  return legalMoves(legal, wanted)[0] ?? null;
}

// -- pieces ----------------------------------------------------------------------------------

/**
 * A button that calls `onClick`.
 * @param {string} className
 * @param {Child | Child[]} label
 * @param {() => void} onClick
 */
export function button(className, label, onClick) {
  const node = el("button", className, label);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}

/**
 * Make `node` play `move` on a click, or by Enter or Space, when there is a move (it gets
 * `pickClass` to look clickable); without a move, `node` stays as it is.
 * @template M
 * @param {HTMLElement} node
 * @param {M | null} move
 * @param {(move: M) => unknown} play
 * @param {{ title?: string, pickClass?: string }} [options]
 */
export function clickable(node, move, play, { title, pickClass = "pick" } = {}) {
  if (!move) return node;
  node.classList.add(pickClass);
  node.tabIndex = 0;
  node.setAttribute("role", "button");
  if (title) tip(node, title);
  const go = () => play(move);
  node.addEventListener("click", go);
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      go();
    }
  });
  return node;
}

/**
 * A seat chip: a small rounded label beside a seat's name ("you", "start player", "has chosen").
 * @param {string} className
 * @param {string} text
 */
export function chip(className, text) {
  return el("span", className, text);
}

/**
 * A cube (or any small square piece), coloured by its class or by `colour`.
 * @param {string} className
 * @param {{ colour?: string, title?: string }} [options]
 */
export function cube(className, { colour, title } = {}) {
  const node = el("span", className);
  if (colour) node.style.background = colour;
  if (title) tip(node, title);
  return node;
}

/**
 * `count` cubes alike.
 * @param {number} count
 * @param {string} className
 * @param {{ colour?: string }} [options]
 */
export function cubes(count, className, options = {}) {
  return Array.from({ length: Math.max(0, count) }, () => cube(className, options));
}

/**
 * A track of numbered steps `from`..`to` (rounds, years, pollution): each a span with the
 * class `classOf(step)` gives it.
 * @param {number} from
 * @param {number} to
 * @param {(step: number) => string} classOf
 */
export function track(from, to, classOf) {
  /** @type {HTMLSpanElement[]} */
  const steps = [];
  for (let step = from; step <= to; step++) steps.push(el("span", classOf(step), String(step)));
  return steps;
}

// -- what just happened ----------------------------------------------------------------------
//
// A view marks the elements that stand for a piece of the position with `keyed(node, key,
// value)`: a key that names the piece the same way in every position ("seat-1-engine-L") and
// the value it shows now ("attack"). After the view has drawn, `showChanges` compares the keys
// with those of the position before and gives every element whose value changed, or that is
// new, the class `changed` (kept until the next position) and, on the first drawing of a
// position, `changed-now` (a short animation, none when the browser asks for reduced motion).
// Marks come only from what this seat's views show, so they reveal nothing hidden.

/**
 * A view's result per seat, for the round summary: the round (or turn) and, per seat, a few
 * named numbers (their words are the game's `summary_<name>`, such as "{count} points"); null
 * for a seat whose numbers this view does not show; `names` for players that are not seats
 * (a solo game's opponent run by the rules).
 * @typedef {{ round: number, seats: (Record<string, number> | null)[], names?: (string | null)[] }} RoundResult
 */

/**
 * What `showChanges` remembers of a board between drawings.
 * @typedef {object} Memory
 * @property {number} ply the position drawn last
 * @property {boolean} replay whether it was a replay frame
 * @property {number | null} seat the seat whose view it was
 * @property {Map<string, string> | null} before the keys of the position before it
 * @property {Map<string, string>} now its keys
 * @property {number | null} round the round of the position drawn last (null: no rounds)
 * @property {{ round: number, result: RoundResult } | null} start the result when its round began, if seen
 * @property {{ round: number, from: RoundResult, to: RoundResult } | null} summary the last round seen to its end
 */

/** @type {WeakMap<Element, Memory>} */
const memories = new WeakMap();

/**
 * Say that `node` stands for the piece `key` of the position, showing `value`.
 * @template {HTMLElement} E
 * @param {E} node
 * @param {string} key
 * @param {string | number | boolean | null} value
 * @returns {E}
 */
export function keyed(node, key, value) {
  node.dataset.key = key;
  node.dataset.value = String(value);
  return node;
}

/**
 * The keyed elements inside `container`, by key (the first element of a key wins).
 * @param {Element} container
 */
function keysOf(container) {
  /** @type {Map<string, string>} */
  const keys = new Map();
  for (const node of container.querySelectorAll("[data-key]")) {
    const key = /** @type {HTMLElement} */ (node).dataset.key ?? "";
    if (!keys.has(key)) keys.set(key, /** @type {HTMLElement} */ (node).dataset.value ?? "");
  }
  return keys;
}

/**
 * Mark what changed on the board `container` since the position drawn before, and show the
 * round summary when a round (seen from its start) has ended. Call it after drawing; drawing
 * the same position again keeps its marks. `roundResult` is the view module's, when it has one.
 * @template V, M
 * @param {HTMLElement} container
 * @param {TableState<V, M>} state
 * @param {Helpers<M>} helpers
 * @param {((view: V, words: Words) => RoundResult) | undefined} [roundResult]
 */
export function showChanges(container, state, helpers, roundResult) {
  const old = memories.get(container);
  const now = keysOf(container);
  // Positions compare within one series: live or replay, and one seat's views (a hotseat
  // page showing another seat starts afresh, so no mark compares two seats' secrets).
  const series = !!old && old.replay === helpers.replay && old.seat === state.seat;
  const same = series && !!old && old.ply === state.ply;
  const before = !series || !old ? null : same ? old.before : old.now;
  if (before) {
    for (const node of container.querySelectorAll("[data-key]")) {
      const item = /** @type {HTMLElement} */ (node);
      if (before.get(item.dataset.key ?? "") === item.dataset.value) continue;
      item.classList.add("changed");
      if (!same) item.classList.add("changed-now");
    }
  }
  /** @type {Memory} */
  const memory = { ply: state.ply, replay: helpers.replay, seat: state.seat, before, now, round: null, start: null, summary: null };
  if (roundResult) rememberRound(memory, series ? old ?? null : null, roundResult(state.view, helpers.words), state.ply);
  memories.set(container, memory);
  // The summary pulses when it is new, not with every move of the round after it.
  if (memory.summary) container.prepend(summaryPanel(memory.summary, helpers, !old || old.summary !== memory.summary));
}

/**
 * Carry the round's start and the last summary over from `old`, with the round now `result`.
 * @param {Memory} memory
 * @param {Memory | null} old
 * @param {RoundResult} result
 * @param {number} ply
 */
function rememberRound(memory, old, result, ply) {
  const round = result.round;
  memory.round = round;
  if (!old || old.round === null) {
    // A round is seen from its start only at the game's first position or when it begins.
    memory.start = ply === 0 ? { round, result } : null;
    return;
  }
  memory.summary = old.summary;
  if (old.start && old.start.round === round) memory.start = old.start;
  else if (round === old.round + 1) {
    if (old.start && old.start.round === old.round) memory.summary = { round: old.round, from: old.start.result, to: result };
    memory.start = { round, result };
  }
  if (memory.summary && memory.summary.round >= round) memory.summary = null; // stepped back
}

/**
 * "+4" or "−2".
 * @param {number} count
 */
function signed(count) {
  return count < 0 ? `−${-count}` : `+${count}`;
}

/**
 * The panel "Round 3: Ada +4 points, Bob +1 point …".
 * @param {NonNullable<Memory["summary"]>} summary
 * @param {{ words: Words, names: string[] }} helpers
 * @param {boolean} fresh
 */
function summaryPanel(summary, helpers, fresh) {
  const w = helpers.words;
  // A game may name a round of its own (colonial's round 0 is the claiming of nations).
  const own = `summary_round_${summary.round}`;
  const title = w(w.has(own) ? own : "summary_round", { round: summary.round });
  const panel = el("div", `round-summary${fresh ? " changed-now" : ""}`, el("strong", "", title));
  panel.setAttribute("role", "status");
  panel.dataset.round = String(summary.round);
  summary.to.seats.forEach((numbers, seat) => {
    const from = summary.from.seats[seat];
    if (!numbers || !from) return;
    const parts = Object.entries(numbers).map(([name, value]) => w(`summary_${name}`, { count: signed(value - (from[name] ?? 0)) }));
    const line = el("span", "round-seat", el("b", "", summary.to.names?.[seat] ?? seatName(helpers.names, seat)), ` ${parts.join(", ")}`);
    line.dataset.seat = String(seat);
    panel.append(line);
  });
  return panel;
}
