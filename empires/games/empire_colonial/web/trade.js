// Trading at any time during exploration (the option trade_when=anytime) at the web table: every
// open offer as a card naming both players and both bundles (accept, decline or counter one made
// to you; withdraw your own), and the offer builder: a player, then steppers for each kind of
// card and a gold field per side, beside both stacks, kept legal as you click. Offers are
// optional moves (docs/api.md): sent at once, whoever the game waits for; the bidding decision
// stays where it is.

import { button, el, keyed, tip } from "/static/kit.js";

/** @typedef {import("/static/kit.js").Words} Words */
/** @typedef {Record<string, number>} Counts */
/** @typedef {{ id: number, from: number, to: number, give: Counts, ask: Counts, counters: number | null }} OpenOffer */
/** @typedef {{ type: string, [field: string]: any }} Move */
/** @typedef {import("/static/kit.js").Helpers<Move>} Helpers */
/**
 * What of the colonial view the trading panel reads.
 * @typedef {object} TradeView
 * @property {number | null} seat
 * @property {number} players
 * @property {string} phase
 * @property {Record<string, any>} options
 * @property {{ bids: number[], withdrawn: boolean[] } | null} bidding
 * @property {OpenOffer[]} [bundles]
 * @property {{ stacks: Record<string, number> | null }[]} empires
 * @property {Record<string, number>[] | null} known
 */

/** The kinds an offer names, in the order of the stacks. */
export const KINDS = ["good", "population", "colony", "bond", "supporter", "revolt", "gold"];
/** The largest count a side may name when its stacks are not known (a position without record). */
const UNKNOWN_MAX = 99;

/**
 * The builder's offer, kept between drawings (the board is drawn anew with every position):
 * the player it goes to, what each side gives, and the offer it counters.
 * @type {{ open: boolean, to: number | null, give: Counts, ask: Counts, counters: number | null }}
 */
const draft = { open: false, to: null, give: {}, ask: {}, counters: null };

/**
 * An empire's stacks as this seat may know them: its own, everybody's at the end, else what
 * the public record fixes (null for a position set up without its record).
 * @param {TradeView} view
 * @param {number} seat
 */
export function stacksOf(view, seat) {
  return view.empires[seat].stacks ?? (view.known ? view.known[seat] : null);
}

/**
 * Gold in ``seat``'s standing bid (which it cannot trade).
 * @param {TradeView} view
 * @param {number} seat
 */
function bidOf(view, seat) {
  return view.bidding && !view.bidding.withdrawn[seat] ? view.bidding.bids[seat] : 0;
}

/**
 * What ``seat`` may trade away now: its stacks less the gold of its standing bid (null: unknown).
 * @param {TradeView} view
 * @param {number} seat
 * @returns {Counts | null}
 */
function freeOf(view, seat) {
  const stacks = stacksOf(view, seat);
  return stacks ? { ...stacks, gold: stacks.gold - bidOf(view, seat) } : null;
}

/**
 * A bundle in words: "2 goods, 1 colony, 5 gold", or "nothing".
 * @param {Counts} counts
 * @param {Words} w
 */
export function bundleText(counts, w) {
  const parts = KINDS.filter((kind) => counts[kind]).map((kind) => w(`count_${kind}`, { n: counts[kind] }));
  return parts.length ? parts.join(", ") : w("nothing");
}

/** @param {Counts} counts */
const empty = (counts) => KINDS.every((kind) => !counts[kind]);

/**
 * Whether trading at any time is on and exploration is under way.
 * @param {TradeView} view
 */
export function tradingLive(view) {
  return view.options.trade_when === "anytime" && view.phase === "bid";
}

/**
 * Why ``seat`` cannot hand over ``counts`` now, in words (null: it can, or nobody knows).
 * @param {TradeView} view
 * @param {number} seat
 * @param {Counts} counts
 * @param {string[]} names
 * @param {Words} w
 */
function lacking(view, seat, counts, names, w) {
  const free = freeOf(view, seat);
  if (!free) return null;
  const kind = KINDS.find((k) => (counts[k] || 0) > free[k]);
  if (!kind) return null;
  const params = { name: names[seat], have: w(`count_${kind}`, { n: Math.max(0, free[kind]) }), want: w(`count_${kind}`, { n: counts[kind] }) };
  const said = w(seat === view.seat ? "lack_you" : "lack_other", params);
  const bid = kind === "gold" ? bidOf(view, seat) : 0;
  return bid ? `${said} ${w("lack_bid", { bid: w("count_gold", { n: bid }) })}` : said;
}

/**
 * The trading panel: the open offers and the builder (null when there is nothing to show).
 * @param {TradeView} view
 * @param {string[]} names
 * @param {Helpers} helpers
 * @param {() => void} redraw draw the board again (after a click that changes the builder)
 */
export function tradePanel(view, names, helpers, redraw) {
  const offers = view.bundles || [];
  if (!tradingLive(view) && !offers.length) return null;
  const w = helpers.words;
  const me = view.seat;
  const canTrade = me !== null && tradingLive(view) && !!helpers.playOptional && !helpers.replay;
  const box = el("div", "ec-panel ec-trade", el("h4", "", w("trade_heading")));
  box.append(el("p", "ec-small ec-trade-hint", w(canTrade ? "trade_hint" : "trade_hint_watch")));
  // Offers made to me first, then mine, then the others'.
  const rank = (/** @type {OpenOffer} */ o) => (o.to === me ? 0 : o.from === me ? 1 : 2);
  const sorted = [...offers].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  const cards = sorted.map((offer) => offerCard(view, offer, names, helpers, canTrade, redraw));
  box.append(cards.length ? el("div", "ec-offer-list", cards) : el("p", "ec-small ec-no-offers", w("no_offers")));
  if (canTrade && me !== null) box.append(builder(view, me, names, helpers, redraw));
  return box;
}

/**
 * One open offer as a card: who offers whom what, and the buttons its reader may use.
 * @param {TradeView} view
 * @param {OpenOffer} offer
 * @param {string[]} names
 * @param {Helpers} helpers
 * @param {boolean} canTrade
 * @param {() => void} redraw
 */
function offerCard(view, offer, names, helpers, canTrade, redraw) {
  const w = helpers.words;
  const me = view.seat;
  const who = (/** @type {number} */ seat) => (seat === me ? w("you_give") : w("name_gives", { name: names[seat] }));
  const mine = offer.from === me;
  const toMe = offer.to === me;
  const head = el("div", "ec-offer-head", el("b", "", w("offer_from_to", { from: names[offer.from], to: names[offer.to] })), el("span", "ec-small", w(offer.counters === null ? "offer_number" : "counter_number", { id: offer.id })));
  const sides = el(
    "div",
    "ec-offer-sides",
    el("div", "ec-side", el("span", "ec-side-label", who(offer.from)), el("span", "ec-side-what", bundleText(offer.give, w))),
    el("div", "ec-side", el("span", "ec-side-label", who(offer.to)), el("span", "ec-side-what", bundleText(offer.ask, w))),
  );
  const card = el("div", `ec-offer${toMe ? " ec-to-me" : mine ? " ec-by-me" : ""}`, head, sides);
  card.dataset.offer = String(offer.id);
  if (canTrade && toMe) card.append(answers(view, offer, names, helpers, redraw));
  if (canTrade && mine) {
    const withdraw = button("ec-withdraw", w("withdraw"), () => helpers.playOptional?.({ type: "retract", offer: offer.id }));
    card.append(el("div", "ec-offer-buttons", tip(withdraw, w("tip_withdraw", { name: names[offer.to] }))));
  }
  return keyed(card, `offer-${offer.id}`, offer.id);
}

/**
 * Accept (disabled with the reason when the bundle cannot move now), decline and counter.
 * @param {TradeView} view
 * @param {OpenOffer} offer
 * @param {string[]} names
 * @param {Helpers} helpers
 * @param {() => void} redraw
 */
function answers(view, offer, names, helpers, redraw) {
  const w = helpers.words;
  const send = (/** @type {boolean} */ accept) => helpers.playOptional?.({ type: "reply", offer: offer.id, accept });
  const listed = (helpers.optional || []).some(({ move }) => move.type === "reply" && move.offer === offer.id && move.accept);
  const accept = button("ec-accept", w("accept"), () => send(true));
  const decline = tip(button("ec-decline", w("decline"), () => send(false)), w("tip_decline", { name: names[offer.from] }));
  const counter = tip(
    button("ec-counter", w("counter"), () => {
      // The same deal seen from this side, ready to edit: what they ask I give, and back.
      Object.assign(draft, { open: true, to: offer.from, give: { ...offer.ask }, ask: { ...offer.give }, counters: offer.id });
      redraw();
    }),
    w("tip_counter", { name: names[offer.from] }),
  );
  const row = el("div", "ec-offer-buttons", accept, decline, counter);
  const why = listed ? null : lacking(view, offer.from, offer.give, names, w) || lacking(view, view.seat ?? 0, offer.ask, names, w) || w("accept_not_now");
  accept.disabled = !listed;
  tip(accept, why ?? w("tip_accept", { give: bundleText(offer.ask, w), get: bundleText(offer.give, w) }));
  return why ? el("div", "", row, el("p", "ec-small ec-why", why)) : row;
}

/**
 * The offer builder: the player, a stepper per kind and a gold field per side, both stacks,
 * what the offer will do in words, and the button that sends it.
 * @param {TradeView} view
 * @param {number} me
 * @param {string[]} names
 * @param {Helpers} helpers
 * @param {() => void} redraw
 */
function builder(view, me, names, helpers, redraw) {
  const w = helpers.words;
  if (!draft.open) {
    const start = button("ec-new-offer", w("new_offer"), () => {
      Object.assign(draft, { open: true, give: {}, ask: {}, counters: null });
      redraw();
    });
    start.dataset.focus = "new-offer";
    return el("div", "ec-builder-closed", start);
  }
  const others = Array.from({ length: view.players }, (_, seat) => seat).filter((seat) => seat !== me);
  if (draft.to === me) draft.to = null; // a hotseat page shows another seat now
  if (draft.to === null && others.length === 1) draft.to = others[0];
  // A counter whose offer closed meanwhile becomes a new offer.
  if (draft.counters !== null && !(view.bundles || []).some((o) => o.id === draft.counters && o.to === me)) draft.counters = null;
  const box = el("div", "ec-builder");
  box.append(el("h4", "", w(draft.counters === null ? "builder_heading" : "builder_counter", { name: draft.to === null ? "" : names[draft.to] })));
  const pick = others.map((seat) => {
    const chosen = seat === draft.to;
    const node = button(`ec-player${chosen ? " ec-chosen" : ""}`, names[seat], () => {
      draft.to = seat;
      if (draft.counters !== null) draft.counters = null; // another player: no longer a counter
      redraw();
    });
    node.setAttribute("aria-pressed", String(chosen));
    node.dataset.focus = `player-${seat}`;
    return node;
  });
  box.append(el("div", "ec-with", el("span", "ec-small", w("trade_with")), pick));
  const mine = freeOf(view, me);
  const theirs = draft.to === null ? null : freeOf(view, draft.to);
  clamp(draft.give, mine);
  clamp(draft.ask, theirs);
  const summary = el("p", "ec-summary");
  const sendButton = button("ec-send", "", () => send(draft.to, helpers, redraw));
  sendButton.dataset.focus = "send";
  const update = () => describe(view, me, names, w, summary, sendButton);
  box.append(sidesTable(view, me, names, w, mine, theirs, redraw, update));
  const cancel = button("ec-cancel", w("cancel_offer"), () => {
    Object.assign(draft, { open: false, give: {}, ask: {}, counters: null });
    redraw();
  });
  box.append(summary, el("div", "ec-offer-buttons", sendButton, cancel));
  update();
  return box;
}

/**
 * Bring each count within what the side holds (its stacks changed since the click).
 * @param {Counts} counts
 * @param {Counts | null} held
 */
function clamp(counts, held) {
  for (const kind of KINDS) counts[kind] = Math.max(0, Math.min(counts[kind] || 0, held ? held[kind] : UNKNOWN_MAX));
}

/**
 * The builder's table: a row per kind with my stack, what I give, what I get and their stack.
 * @param {TradeView} view
 * @param {number} me
 * @param {string[]} names
 * @param {Words} w
 * @param {Counts | null} mine
 * @param {Counts | null} theirs
 * @param {() => void} redraw
 * @param {() => void} update
 */
function sidesTable(view, me, names, w, mine, theirs, redraw, update) {
  const other = draft.to === null ? "?" : names[draft.to];
  const head = el("tr", "", el("th", "", ""), el("th", "ec-num", w("you_have")), el("th", "", w("you_give")), el("th", "", w("you_get")), el("th", "ec-num", w("name_has", { name: other })));
  const held = (/** @type {Counts | null} */ side, /** @type {string} */ kind, /** @type {number | null} */ seat) => {
    if (!side) return el("td", "ec-num", w("unknown"));
    const bid = kind === "gold" && seat !== null ? bidOf(view, seat) : 0;
    const cell = el("td", "ec-num", String(Math.max(0, side[kind])));
    return bid ? tip(el("td", "ec-num", cell.textContent, el("span", "ec-small ec-in-bid", ` +${bid}`)), w("in_bid", { bid: w("count_gold", { n: bid }) })) : cell;
  };
  const rows = KINDS.map((kind) => {
    const give = amount("give", kind, mine, w, redraw, update);
    const ask = draft.to === null ? el("span", "ec-small", "–") : amount("ask", kind, theirs, w, redraw, update);
    return el("tr", `ec-kind-row ec-row-${kind}`, tip(el("th", "", w(kind)), w(`tip_${kind}`)), held(mine, kind, me), el("td", "", give), el("td", "", ask), draft.to === null ? el("td", "ec-num", "–") : held(theirs, kind, draft.to));
  });
  return el("div", "ec-scroll", el("table", "ec-trade-table", el("thead", "", head), el("tbody", "", rows)));
}

/**
 * One side's count of one kind: − and + buttons for cards, a number field for gold, never
 * beyond what that side holds.
 * @param {"give" | "ask"} side
 * @param {string} kind
 * @param {Counts | null} held
 * @param {Words} w
 * @param {() => void} redraw
 * @param {() => void} update
 */
function amount(side, kind, held, w, redraw, update) {
  const counts = draft[side];
  const most = held ? Math.max(0, held[kind]) : UNKNOWN_MAX;
  const key = `${side}-${kind}`;
  if (kind === "gold") {
    const field = el("input", "ec-gold-field");
    Object.assign(field, { type: "number", min: "0", max: String(most), step: "1", value: String(counts.gold || 0), inputMode: "numeric" });
    field.dataset.focus = key;
    field.dataset.side = side;
    field.setAttribute("aria-label", w(side === "give" ? "gold_give" : "gold_get", { n: most }));
    field.addEventListener("input", () => {
      const value = Math.max(0, Math.min(most, Math.floor(Number(field.value) || 0)));
      if (field.value !== "" && String(value) !== field.value) field.value = String(value);
      counts.gold = value;
      update(); // the field keeps its focus: only the summary and the button change
    });
    return tip(field, w("gold_most", { n: most }));
  }
  const step = (/** @type {number} */ by) => () => {
    counts[kind] = Math.max(0, Math.min(most, (counts[kind] || 0) + by));
    redraw();
  };
  const label = w(`count_${kind}`, { n: 1 });
  const minus = button("ec-minus", "−", step(-1));
  const plus = button("ec-plus", "+", step(1));
  minus.disabled = !counts[kind];
  plus.disabled = (counts[kind] || 0) >= most;
  minus.dataset.focus = `${key}-minus`;
  plus.dataset.focus = `${key}-plus`;
  minus.setAttribute("aria-label", w(side === "give" ? "give_less" : "get_less", { what: label }));
  plus.setAttribute("aria-label", w(side === "give" ? "give_more" : "get_more", { what: label }));
  tip(plus, plus.disabled ? w("no_more", { n: most }) : w(side === "give" ? "give_more" : "get_more", { what: label }));
  const stepper = el("span", "ec-stepper", minus, el("span", "ec-step-count", String(counts[kind] || 0)), plus);
  stepper.dataset.side = side;
  stepper.dataset.kind = kind;
  return stepper;
}

/**
 * Say what the offer will do, and let it be sent only when it may be.
 * @param {TradeView} view
 * @param {number} me
 * @param {string[]} names
 * @param {Words} w
 * @param {HTMLElement} summary
 * @param {HTMLButtonElement} sendButton
 */
function describe(view, me, names, w, summary, sendButton) {
  const give = bundleText(draft.give, w);
  const ask = bundleText(draft.ask, w);
  const name = draft.to === null ? "" : names[draft.to];
  // The option open_offers (where the game has it) caps each player's open offers.
  const cap = view.options.open_offers;
  const open = (view.bundles || []).filter((o) => o.from === me).length;
  let key = "will_trade";
  if (draft.to === null) key = "choose_player";
  else if (typeof cap === "number" && cap > 0 && open >= cap) key = "offers_full";
  else if (empty(draft.give) && empty(draft.ask)) key = "will_nothing";
  else if (empty(draft.ask)) key = "will_gift";
  else if (empty(draft.give)) key = "will_request";
  const bid = bidOf(view, me);
  const note = bid ? ` ${w("bid_kept", { bid: w("count_gold", { n: bid }) })}` : "";
  const blocked = ["choose_player", "offers_full", "will_nothing"].includes(key);
  summary.textContent = w(key, { name, give, ask, n: open }) + note;
  summary.className = `ec-summary${blocked ? " ec-why" : ""}`;
  sendButton.textContent = w(draft.counters === null ? "send_offer" : "send_counter", { name: name || "?" });
  sendButton.disabled = blocked;
}

/**
 * Send the builder's offer (a counter when it answers one) and close the builder.
 * @param {number | null} to
 * @param {Helpers} helpers
 * @param {() => void} redraw
 */
function send(to, helpers, redraw) {
  if (to === null || (empty(draft.give) && empty(draft.ask))) return;
  const side = (/** @type {Counts} */ counts) => Object.fromEntries(KINDS.map((kind) => [kind, counts[kind] || 0]));
  const move = { type: "offer", to, give: side(draft.give), ask: side(draft.ask), counters: draft.counters };
  if (helpers.playOptional?.(move)) {
    Object.assign(draft, { open: false, give: {}, ask: {}, counters: null });
    redraw();
  }
}

export const TRADE_CSS = `
.ec-trade { display: flex; flex-direction: column; gap: 0.4rem; }
.ec-trade-hint { margin: 0; }
.ec-offer-list { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.ec-offer { flex: 1 1 15rem; max-width: 24rem; border: 2px solid #b59f80; border-radius: 8px; background: #f8f2e6; padding: 0.35rem 0.5rem;
  display: flex; flex-direction: column; gap: 0.3rem; }
.ec-offer.ec-to-me { border-color: #2f6f3e; background: #eef6ec; }
.ec-offer.ec-by-me { border-color: #1f3a4d; background: #eef4f8; }
.ec-offer-head { display: flex; justify-content: space-between; gap: 0.4rem; flex-wrap: wrap; align-items: baseline; }
.ec-offer-sides { display: grid; grid-template-columns: 1fr 1fr; gap: 0.3rem; }
.ec-side { display: flex; flex-direction: column; background: #fffdf8; border-radius: 6px; padding: 0.2rem 0.35rem; }
.ec-side-label { font-size: 0.72rem; color: #5c534b; }
.ec-side-what { font-weight: 700; }
.ec-offer-buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.ec-why { color: #8a2b1f; font-size: 0.8rem; margin: 0.2rem 0 0; }
.ec-counter, .ec-new-offer, .ec-send { background: #1f3a4d; color: #fff; }
.ec-withdraw, .ec-cancel { background: #eee5d6; color: #2e2a26; }
.ec-builder { border: 1px dashed #1f3a4d; border-radius: 8px; padding: 0.4rem 0.5rem; display: flex; flex-direction: column; gap: 0.35rem; }
.ec-with { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
.ec-player { background: #f3ead9; color: #2e2a26; border: 2px solid #b59f80; }
.ec-player.ec-chosen { background: #1f3a4d; color: #fff; border-color: #1f3a4d; }
.ec-trade-table { border-collapse: collapse; font-size: 0.85rem; }
.ec-trade-table th, .ec-trade-table td { padding: 0.1rem 0.3rem; text-align: left; white-space: nowrap; border-bottom: 1px solid #eee5d6; }
.ec-trade-table thead th { font-size: 0.72rem; color: #5c534b; text-align: center; vertical-align: bottom; }
.ec-trade-table .ec-num { text-align: right; font-variant-numeric: tabular-nums; }
.ec-stepper { display: inline-flex; align-items: center; gap: 0.2rem; }
.ec-stepper button { min-width: 1.9rem; min-height: 1.9rem; padding: 0; font-weight: 700; }
.ec-step-count { min-width: 1.4rem; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
.ec-gold-field { width: 4.2rem; }
.ec-in-bid { color: #8a5a12; }
.ec-summary { margin: 0; font-weight: 600; }
@media (max-width: 640px) {
  .ec-trade-table { font-size: 0.8rem; }
  .ec-trade-table th, .ec-trade-table td { padding: 0.1rem 0.1rem; }
  .ec-trade-table thead th { white-space: normal; }
  .ec-stepper { gap: 0.1rem; }
  .ec-stepper button { min-width: 1.5rem; min-height: 1.7rem; }
  .ec-step-count { min-width: 1rem; }
  .ec-gold-field { width: 3.2rem; }
}
`;
