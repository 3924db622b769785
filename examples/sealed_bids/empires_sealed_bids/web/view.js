// Sealed Bids on the web table: the prize on show and the prizes to come, every seat with the
// prizes it has won and whether it has bid, the last round's bids, and your hand: click a card
// to bid it. Drawn with the kit (/static/kit.js); every word comes from the server.

import { chip, clickable, el, keyed, legalMove, seatName, seatOrder, showChanges, tip, useStyle } from "/static/kit.js";

/** @typedef {{ type: "bid", card: number }} Move */
/** @typedef {import("/static/kit.js").Helpers<Move>} Helpers */
/**
 * What the server sends a seat (Rules.view): the state without its secrets.
 * @typedef {object} SealedBidsView
 * @property {number | null} seat
 * @property {number} players
 * @property {{ cards: number }} options
 * @property {string} phase "bid" or "over"
 * @property {number} round
 * @property {number} prize the prize on show (while bidding)
 * @property {number[]} prizes_left the prizes still to come, in order of value
 * @property {number[][]} hands every seat's cards (open: bids are shown once made)
 * @property {number[][]} won the prizes every seat has won
 * @property {number[]} points
 * @property {number[]} to_act the seats still to bid
 * @property {number[]} chosen the seats that have bid this round
 * @property {number | null} my_bid this seat's secret bid, until the round ends
 * @property {{ prize: number, bids: number[] } | null} last the round before
 */

/**
 * A card: its number, with a class for its kind ("prize", "hand", ...).
 * @param {string} kind
 * @param {number} value
 */
function card(kind, value) {
  return el("span", `sb-card sb-${kind}-card`, String(value));
}

/**
 * @param {import("/static/kit.js").Words} w
 * @param {number[]} values
 * @param {string} kind
 */
function cards(w, values, kind) {
  return values.length ? values.map((value) => card(kind, value)) : el("span", "sb-none", w("none"));
}

/**
 * Draw the table.
 * @param {HTMLElement} container
 * @param {import("/static/kit.js").TableState<SealedBidsView, Move>} state
 * @param {Helpers} helpers
 */
export function render(container, state, helpers) {
  useStyle(CSS);
  const view = state.view;
  const w = helpers.words;
  const over = view.phase === "over";
  const head = el("div", "sb-head", over ? w("over") : w("round", { round: view.round, rounds: view.options.cards }));
  const prize = over ? null : el("div", "sb-prize", el("span", "sb-label", w("prize")), card("prize", view.prize));
  const future = over ? null : el("div", "sb-future", el("span", "sb-label", w("prizes_left")), cards(w, view.prizes_left, "future"));

  const seats = seatOrder(view.players, view.seat).map((seat) => {
    const doing = view.chosen.includes(seat) ? chip("sb-chip sb-done", w("chosen")) : view.to_act.includes(seat) ? chip("sb-chip", w("bidding")) : null;
    const bid = view.last ? keyed(tip(card("bid", view.last.bids[seat]), w("last", { prize: view.last.prize })), `seat-${seat}-bid`, `${view.last.prize} ${view.last.bids[seat]}`) : null;
    return el(
      "div",
      `sb-seat${seat === view.seat ? " sb-me" : ""}`,
      el("div", "sb-name", seatName(helpers.names, seat), doing),
      keyed(el("div", "sb-won", el("span", "sb-label", w("won")), cards(w, view.won[seat], "won"), el("span", "sb-points", w("points", { points: view.points[seat] }))), `seat-${seat}-won`, view.won[seat].join(" ")),
      bid,
    );
  });

  let last = null;
  if (view.last) {
    const bids = view.last.bids;
    const top = bids.filter((bid) => bid === Math.max(...bids)).length;
    const taker = bids.indexOf(Math.max(...bids));
    last = el("div", "sb-last", w("last", { prize: view.last.prize }), " · ", top === 1 ? w("took", { name: seatName(helpers.names, taker) }) : w("lost"));
  }

  let hand = null;
  if (view.seat !== null && !over) {
    const mine = view.hands[view.seat].map((value) => {
      const node = card("hand", value);
      if (value === view.my_bid) node.classList.add("sb-bid");
      return clickable(node, legalMove(helpers.legal, { card: value }), helpers.play, { title: w("pick", { card: value }), pickClass: "sb-pick" });
    });
    const note = view.my_bid !== null ? el("span", "sb-note", w("your_bid", { card: view.my_bid })) : null;
    hand = el("div", "sb-hand", el("span", "sb-label", w("hand")), mine, note);
  }
  container.replaceChildren(el("div", "sb-board", head, el("div", "sb-top", prize, future), last, el("div", "sb-seats", seats), hand));
  showChanges(container, state, helpers, roundResult);
}

/**
 * Each seat's points, for the round summary.
 * @param {SealedBidsView} view
 * @returns {import("/static/kit.js").RoundResult}
 */
export function roundResult(view) {
  return { round: view.phase === "over" ? view.round + 1 : view.round, seats: view.points.map((points) => ({ points })) };
}

const CSS = `
.sb-board { display: flex; flex-direction: column; gap: 0.7rem; }
.sb-head { background: #2e3440; color: #eceff4; border-radius: 10px; padding: 0.5rem 0.8rem; font-weight: 600; }
.sb-top { display: flex; flex-wrap: wrap; gap: 1.2rem; align-items: center; }
.sb-prize, .sb-future, .sb-hand, .sb-won { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
.sb-label { color: var(--muted, #666); font-size: 0.85rem; margin-right: 0.2rem; }
.sb-card { display: inline-grid; place-items: center; width: 2rem; height: 2.8rem; border-radius: 6px;
  border: 1px solid #4c566a; background: #fff; font-weight: 700; }
.sb-prize .sb-card { width: 3.2rem; height: 4.4rem; font-size: 1.6rem; background: #ebcb8b; }
.sb-future .sb-card, .sb-won .sb-card { width: 1.5rem; height: 2rem; font-size: 0.8rem; background: #eceff4; }
.sb-won .sb-card { background: #a3be8c; }
.sb-hand .sb-card { width: 2.6rem; height: 3.6rem; font-size: 1.2rem; }
.sb-pick { cursor: pointer; outline: 3px solid #d08770; outline-offset: -3px; }
.sb-pick:hover, .sb-pick:focus-visible { background: #ffe8d6; }
.sb-bid { background: #88c0d0; }
.sb-none { color: var(--muted, #999); font-style: italic; }
.sb-last { font-size: 0.9rem; }
.sb-seats { display: flex; flex-wrap: wrap; gap: 0.6rem; }
.sb-seat { border: 1px solid var(--line, #ddd); border-radius: 8px; padding: 0.4rem 0.6rem; display: flex;
  flex-direction: column; gap: 0.3rem; min-width: 9rem; position: relative; }
.sb-seat > .sb-card { position: absolute; top: 0.4rem; right: 0.5rem; width: 1.5rem; height: 2rem;
  font-size: 0.8rem; background: #d8dee9; }
.sb-me { border-color: #5e81ac; }
.sb-name { font-weight: 600; display: flex; gap: 0.4rem; align-items: center; padding-right: 2rem; }
.sb-chip { font-size: 0.7rem; font-weight: 400; border-radius: 999px; padding: 0.05rem 0.45rem; background: #eceff4; }
.sb-done { background: #a3be8c; }
.sb-points { font-size: 0.85rem; margin-left: 0.3rem; }
.sb-note { font-size: 0.9rem; margin-left: 0.5rem; }
`;
