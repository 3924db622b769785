// Empire (the colonial card game) on the web table: every empire with its nation and its four
// stacks as cards (face down for the others until the end), the auction row with the shortage
// card, the live bidding round (who is still in, every bid, who still has to choose) and the
// trading window (whose turn, the offer being made, answered offers, accept/decline buttons),
// or, when trading goes on at any time, the open offers and the offer builder (trade.js).
//
// The kit (/static/kit.js) describes what render receives; the words come from the server.

import { button, chip, el, keyed, seatOrder, showChanges, tip, useStyle } from "/static/kit.js";
import { KINDS, TRADE_CSS, stacksOf, tradePanel } from "./trade.js";

/** @typedef {import("/static/kit.js").Words} Words */
/** @typedef {import("./trade.js").Move} Move */
/** @typedef {import("/static/kit.js").Helpers<Move>} Helpers */
/** @typedef {{ kind: string | null, count: number }} Item */
/** @typedef {{ from: number, to: number | null, give: Item | null, ask: Item | null, accepted?: boolean }} Offer */
/**
 * @typedef {object} ColonialView
 * @property {number | null} seat
 * @property {number} players
 * @property {string} phase
 * @property {number} round
 * @property {number} rounds
 * @property {string[]} market the nations in the market while claiming
 * @property {Record<string, [number, number]>} claim_stacks supporters and revolts below each nation
 * @property {string[] | null} last_clash the nation each seat selected in the last clash (while claiming)
 * @property {{ nations: Record<string, { number: number, institution: string, top: string, base: string }> }} components
 * @property {string[]} row the auction row
 * @property {number | null} shortage
 * @property {number[]} auctions
 * @property {number} auction
 * @property {string | null} card
 * @property {{ round: number, bids: number[], withdrawn: boolean[] } | null} bidding
 * @property {{ turn: number, draft: Offer | null, offers: Offer[] } | null} trading
 * @property {number[] | null} sales
 * @property {number} price
 * @property {{ key: string, params: any }[] | null} record the public record: the entries that change stacks
 * @property {number[]} to_act
 * @property {{ nation: string | null, stacks: Record<string, number> | null }[]} empires
 * @property {Record<string, number>[] | null} known every empire's stacks as the public record fixes them
 * @property {Record<string, any>} options the game's options
 * @property {import("./trade.js").OpenOffer[]} [bundles] the open offers (trading at any time)
 */

/**
 * @param {Item | null} item
 * @param {Words} w
 */
function itemText(item, w) {
  if (!item) return "?";
  if (item.kind === null) return w("nothing");
  return w(`count_${item.kind}`, { n: item.count });
}

/**
 * Draw the whole table as ``state.view`` shows it.
 * @param {HTMLElement} container
 * @param {import("/static/kit.js").TableState<ColonialView, Move>} state
 * @param {Helpers} helpers
 */
export function render(container, state, helpers) {
  useStyle(CSS);
  useStyle(TRADE_CSS);
  const view = state.view;
  // The builder redraws the board as it is clicked; the focus stays on the control it was on.
  const redraw = () => render(container, state, helpers);
  const focused = document.activeElement instanceof HTMLElement && container.contains(document.activeElement) ? document.activeElement.dataset.focus : undefined;
  const w = helpers.words;
  const names = helpers.names.length ? helpers.names : view.empires.map((_, i) => `#${i + 1}`);
  const board = el("div", "ec-board", header(view, w), view.phase === "claim" ? market(view, w) : row(view, w, names));
  if (view.last_clash) board.append(el("div", "ec-panel ec-clash", w("clash", { claims: view.last_clash.map((n, s) => `${names[s]}: ${w(n)}`).join(", ") })));
  if (view.bidding) board.append(bidding(view, view.bidding, names, w));
  const trade = tradePanel(view, names, helpers, redraw);
  if (trade) board.append(trade);
  if (view.trading) board.append(trading(view.trading, names, helpers));
  if (view.sales) board.append(sales(view, view.sales, names, w));
  // Nobody holds anything before the nations are claimed.
  if (view.phase !== "claim") board.append(race(view, names, w));
  if (view.seat !== null && view.phase !== "claim") board.append(empire(view, view.seat, names, w));
  container.replaceChildren(board);
  if (focused) /** @type {HTMLElement | null} */ (container.querySelector(`[data-focus="${focused}"]`))?.focus();
  showChanges(container, state, helpers, roundResult);
}

/**
 * What each empire holds, for the round summary: its gold and its cards; nothing for an
 * empire whose stacks this seat does not see.
 * @param {ColonialView} view
 * @returns {import("/static/kit.js").RoundResult}
 */
export function roundResult(view) {
  /** @param {Record<string, number>} s */
  const cards = (s) => ["good", "population", "colony", "bond"].reduce((sum, kind) => sum + s[kind], 0);
  return {
    round: view.round,
    seats: view.empires.map((_, seat) => {
      const stacks = stacksOf(view, seat);
      return stacks ? { gold: stacks.gold, cards: cards(stacks) } : null;
    }),
  };
}

/**
 * @param {ColonialView} view
 * @param {Words} w
 */
function header(view, w) {
  const title = view.phase === "claim" ? w("claim") : w("round", { round: view.round, rounds: view.rounds });
  const phase = view.phase === "claim" ? "" : w(view.phase);
  return el("div", "ec-head", el("strong", "", title), el("span", "ec-phase", phase));
}

/**
 * The nations in the market, each card with its number, starting cards, institution and the
 * support stacked below it.
 * @param {ColonialView} view
 * @param {Words} w
 */
function market(view, w) {
  const cards = view.market.map((name) => {
    const nation = view.components.nations[name];
    const [s, r] = view.claim_stacks[name];
    const card = tip(el("div", "ec-nation", el("div", "ec-number", String(nation.number)), el("div", "ec-nation-name", w(name))), w("tip_nation"));
    card.append(el("div", "ec-small ec-start", w(`starts_${name}`)), el("div", "ec-small ec-start", w(`builds_${name}`)));
    card.append(keyed(tip(el("div", "ec-small ec-below", w("below", { s, r })), w("tip_below")), `below-${name}`, `${s} ${r}`));
    return card;
  });
  return el("div", "ec-panel", el("h4", "", w("market")), el("div", "ec-row", cards));
}

/**
 * @param {ColonialView} view
 * @param {Words} w
 * @param {string[]} names
 */
function row(view, w, names) {
  const current = view.card !== null && view.phase === "bid" ? view.auctions[view.auction] : null;
  const cards = view.row.map((kind, position) => {
    const classes = ["ec-card", `ec-${kind}`];
    let note = "";
    let state = "tip_waiting";
    const auctioned = view.auctions.indexOf(position);
    if (position === view.shortage) {
      classes.push("ec-shortage");
      [note, state] = [w("shortage"), "tip_shortage"];
    } else if (position === current) {
      classes.push("ec-current");
      [note, state] = [w("now"), "tip_now"];
    } else if (auctioned >= 0 && auctioned < view.auction) {
      classes.push("ec-done");
      [note, state] = [w("done"), "tip_done"];
    }
    const card = tip(el("div", classes.join(" "), el("span", "ec-kind", w(kind)), el("span", "ec-note", note)), `${w(state)} ${w(`tip_${kind}`)}`);
    // A card marked when its state changes: its auction begins, or it is won.
    return keyed(card, `row-${position}`, `${kind} ${classes.join(" ")}`);
  });
  const panel = el("div", "ec-panel", el("h4", "", w("row")), el("div", "ec-row", cards));
  const won = wonThisRound(view);
  if (won.length) {
    // Each card won this round with its buyer and price (the public record says them all).
    const lines = won.map((p, i) => keyed(el("li", "", w("won", { card: w(p.card), name: names[p.seat], paid: p.paid })), `won-${i}`, `${p.card} ${p.seat} ${p.paid}`));
    panel.append(el("div", "ec-won", el("b", "", w("won_heading")), el("ul", "", lines)));
  }
  return panel;
}

/**
 * The auctions won since the round began, from the public record (none without one).
 * @param {ColonialView} view
 * @returns {{card: string, seat: number, paid: number}[]}
 */
function wonThisRound(view) {
  const record = view.record || [];
  const start = record.map((entry) => entry.key).lastIndexOf("round_started");
  return record.slice(start + 1).filter((entry) => entry.key === "auction_won").map((entry) => entry.params);
}

/**
 * @param {ColonialView} view
 * @param {NonNullable<ColonialView["bidding"]>} bids
 * @param {string[]} names
 * @param {Words} w
 */
function bidding(view, bids, names, w) {
  const list = el("ul", "ec-bids");
  bids.bids.forEach((bid, seat) => {
    const out = bids.withdrawn[seat];
    const status = out ? w("out") : view.to_act.includes(seat) ? w("deciding") : w("chose");
    const shown = out ? "—" : w("count_gold", { n: bid });
    const line = tip(el("li", out ? "ec-out" : "", el("b", "", names[seat]), ` ${shown} `, el("em", "", status)), w("tip_bid"));
    list.append(keyed(line, `bid-${seat}`, out ? "out" : bid));
  });
  return el("div", "ec-panel ec-live", el("h4", "", `${w("bids", { round: bids.round })}: ${w(view.card ?? "")}`), list);
}

/**
 * @param {Offer} offer
 * @param {string[]} names
 * @param {Words} w
 */
function offerText(offer, names, w) {
  const to = offer.to === null ? "?" : names[offer.to];
  return w("gives", { from: names[offer.from], to, give: itemText(offer.give, w), ask: itemText(offer.ask, w) });
}

/**
 * @param {NonNullable<ColonialView["trading"]>} t
 * @param {string[]} names
 * @param {Helpers} helpers
 */
function trading(t, names, helpers) {
  const w = helpers.words;
  const box = el("div", "ec-panel ec-live", el("h4", "", w("turn", { name: names[t.turn] })));
  if (t.draft) {
    box.append(el("div", "ec-draft", el("b", "", `${w("draft")}: `), offerText(t.draft, names, w)));
    const answers = helpers.legal.filter((choice) => choice.move.type === "answer");
    if (answers.length) {
      const buttons = answers.map(({ move, text }) => tip(button(move.accept ? "ec-accept" : "ec-decline", w(move.accept ? "accept" : "decline"), () => helpers.play(move)), text));
      box.append(el("div", "ec-answers", buttons));
    }
  }
  if (t.offers.length) {
    const list = t.offers.map((offer, i) => keyed(tip(el("li", "", offerText(offer, names, w), " — ", el("em", "", w(offer.accepted ? "accepted" : "declined"))), w("tip_offer")), `offer-${i}`, !!offer.accepted));
    box.append(el("h4", "", w("offers")), el("ul", "ec-offers", list));
  }
  return box;
}

/**
 * @param {ColonialView} view
 * @param {number[]} sold
 * @param {string[]} names
 * @param {Words} w
 */
function sales(view, sold, names, w) {
  const parts = sold.map((count, seat) => w("sold", { name: names[seat], count }));
  return tip(el("div", "ec-small ec-sales", `${w("sales", { price: view.price })} · ${parts.join(", ")}`), w("tip_sales"));
}

/** The columns of the race: the stacks, then support. */
const COLUMNS = [...KINDS.slice(0, 6), "support", "gold"];

/**
 * Every empire side by side: its nation and the counts of its stacks as this seat may know
 * them (the public record fixes every change), its support so far and its gold.
 * @param {ColonialView} view
 * @param {string[]} names
 * @param {Words} w
 */
function race(view, names, w) {
  const head = el("tr", "", el("th", "", w("player")), el("th", "ec-nat", w("nation")), COLUMNS.map((key) => tip(el("th", `ec-col ec-${key}`, w(key === "support" ? "column_support" : key)), w(`tip_${key}`))));
  const rows = seatOrder(view.players, view.seat).map((seat) => {
    const stacks = stacksOf(view, seat);
    const nation = view.empires[seat].nation;
    const cells = COLUMNS.map((key) => {
      const value = stacks ? (key === "support" ? stacks.supporter - stacks.revolt : stacks[key]) : null;
      const cell = tip(el("td", "ec-num", value === null ? w("unknown") : String(value)), stacks ? w(`tip_${key}`) : w("race_unknown_tip"));
      return keyed(cell, `race-${seat}-${key}`, value);
    });
    const card = nation ? `${w(nation)}. ${w(`starts_${nation}`)}; ${w(`builds_${nation}`)}` : w("race_tip");
    // On a phone the nation column gives way; the player's name then tells it in its tooltip.
    const who = tip(el("th", "", names[seat] + (seat === view.seat ? ` (${w("you")})` : "")), card);
    const nationCell = tip(el("td", "ec-nat", nation ? chip("ec-badge", w(nation)) : "–"), card);
    return el("tr", `${seat === view.seat ? "ec-mine" : ""}${view.to_act.includes(seat) ? " ec-to-act" : ""}`, who, nationCell, cells);
  });
  const table = el("table", "ec-race", el("thead", "", head), el("tbody", "", rows));
  return tip(el("div", "ec-panel ec-race-box", el("h4", "", w("race")), el("div", "ec-scroll", table)), w("race_tip"));
}

/**
 * This seat's own empire as cards, one per stack.
 * @param {ColonialView} view
 * @param {number} seat
 * @param {string[]} names
 * @param {Words} w
 */
function empire(view, seat, names, w) {
  const stacks = stacksOf(view, seat);
  const box = el("div", "ec-empire ec-mine", el("div", "ec-empire-head", el("b", "", `${names[seat]} (${w("you")})`)));
  if (!stacks) return box;
  const cards = KINDS.map((kind) => {
    const card = el("div", `ec-card ec-${kind}${stacks[kind] ? "" : " ec-empty"}`, el("span", "ec-count", String(stacks[kind])), el("span", "ec-kind", w(kind)));
    return keyed(tip(card, w(`tip_${kind}`)), `seat-${seat}-${kind}`, stacks[kind]);
  });
  box.append(el("div", "ec-stacks", cards));
  return box;
}

const CSS = `
.ec-board { display: flex; flex-direction: column; gap: 0.7rem; }
.ec-head { display: flex; justify-content: space-between; flex-wrap: wrap; gap: 0.4rem; background: #1f3a4d; color: #f3efe4;
  border-radius: 10px; padding: 0.5rem 0.8rem; }
.ec-phase { opacity: 0.85; }
.ec-panel { background: #fffdf8; border: 1px solid #d9cfbf; border-radius: 10px; padding: 0.5rem 0.8rem; }
.ec-panel h4 { margin: 0.1rem 0 0.4rem; font-size: 0.9rem; color: #1f3a4d; }
.ec-live { border-color: #c98b2b; box-shadow: 0 0 0 2px #f7e6c8; }
.ec-row, .ec-stacks { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.ec-card { width: 5.2rem; min-height: 3.6rem; border-radius: 8px; border: 2px solid #b59f80; background: #f3ead9;
  display: flex; flex-direction: column; align-items: center; justify-content: center; font-size: 0.78rem; text-align: center; }
.ec-count { font-size: 1.2rem; font-weight: 800; }
.ec-note { font-size: 0.7rem; color: #6b5f52; }
.ec-good { background: #f6e7b8; } .ec-population { background: #f3d3c7; } .ec-colony { background: #d5ead2; }
.ec-bond { background: #dcdcf0; } .ec-supporter { background: #d7e9f7; } .ec-revolt { background: #f0c9c9; }
.ec-gold { background: #f5df8f; }
.ec-shortage { background: repeating-linear-gradient(45deg, #555, #555 6px, #666 6px, #666 12px); color: #fff; }
.ec-shortage .ec-note { color: #fff; }
.ec-current { outline: 3px solid #c98b2b; }
.ec-done { opacity: 0.45; }
.ec-won { margin-top: 0.4rem; font-size: 0.9rem; }
.ec-won ul { margin: 0.2rem 0 0; padding-left: 1.2rem; }
.ec-empty { opacity: 0.5; }
.ec-back { background: repeating-linear-gradient(45deg, #5b3a29, #5b3a29 6px, #6b4633 6px, #6b4633 12px); color: #f4efe6; }
.ec-nation { flex: 1 1 12rem; max-width: 17rem; border: 2px solid #1f3a4d; border-radius: 8px; padding: 0.3rem; background: #f4f0e6; }
.ec-number { font-size: 1.4rem; font-weight: 800; }
.ec-nation-name { font-weight: 700; }
.ec-small { font-size: 0.78rem; color: #5c534b; }
.ec-bids, .ec-offers { margin: 0; padding-left: 1.2rem; }
.ec-out { color: #8b8178; text-decoration: line-through; }
.ec-draft { margin: 0.3rem 0; }
.ec-answers { display: flex; gap: 0.5rem; }
.ec-accept { background: #2f6f3e; color: #fff; } .ec-decline { background: #a32b2b; color: #fff; }
.ec-scroll { overflow-x: auto; }
.ec-race { border-collapse: collapse; font-size: 0.85rem; width: 100%; }
.ec-race th, .ec-race td { padding: 0.15rem 0.35rem; text-align: left; border-bottom: 1px solid #eee5d6; white-space: nowrap; }
.ec-race thead th { font-size: 0.72rem; color: #5c534b; }
.ec-race .ec-num { text-align: right; font-variant-numeric: tabular-nums; }
.ec-race tr.ec-mine { background: #eef4f8; }
.ec-race tr.ec-to-act th { text-decoration: underline dotted #c98b2b; }
.ec-race thead .ec-col { border-radius: 4px; text-align: right; }
@media (max-width: 640px) {
  .ec-race .ec-nat { display: none; }
  .ec-race thead .ec-col { writing-mode: vertical-rl; transform: rotate(180deg); text-align: left; padding: 0.3rem 0.1rem; }
  .ec-race th, .ec-race td { padding: 0.15rem 0.2rem; }
}
.ec-start { margin: 0.15rem 0; color: #2e2a26; }
.ec-below { font-style: italic; }
.ec-empire { background: #fffdf8; border: 1px solid #ddd3c4; border-radius: 12px; padding: 0.6rem;
  display: flex; flex-direction: column; gap: 0.4rem; }
.ec-mine { border-color: #1f3a4d; box-shadow: 0 0 0 2px #dbe6ee; }
.ec-empire.ec-to-act { outline: 2px dashed #c98b2b; outline-offset: 2px; }
.ec-empire-head { display: flex; gap: 0.5rem; align-items: baseline; flex-wrap: wrap; }
.ec-badge { font-size: 0.72rem; border-radius: 999px; padding: 0 0.45rem; background: #1f3a4d; color: #fff; }
`;
