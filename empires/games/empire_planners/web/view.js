// Empire Planners on the web table: the six city blocks with their buildings and owners'
// dice, the factory cards with their goods tracks and rail links (trains drawn on their
// link, with riders), the two face-up action cards, the pollution track and the money.
// Clicking a building site, a die or an action icon plays that move when it is one of the
// legal ones; clicking a factory for sale never pays by itself: it picks that factory's
// payment control among the choices, where the person sets how much Profit to pay. Every
// piece has a tooltip from the game's words, and an action icon tells what claiming it would
// do now, or warns that it would do nothing.
//
// The kit (/static/kit.js) describes what render receives; the words come from the server.

import { clickable, cube, el, keyed, legalMove, seatName, showChanges, tip, track, useStyle } from "/static/kit.js";

/** @typedef {import("/static/kit.js").Words} Words */
/** @typedef {{ type: string, block?: number, site?: number, building?: number, die?: number, card?: number, slot?: number }} Move */
/** @typedef {import("/static/kit.js").Helpers<Move>} Helpers */
/** @typedef {{ move: Move, text: string, cost?: string, result?: string, warning?: string, group?: string }} Described */
/** @typedef {{ name: string, cost: number, links: number, track: number, goods: string }} FactoryFace */
/**
 * @typedef {object} PlannersView
 * @property {number} round
 * @property {number} rounds
 * @property {string} phase
 * @property {number} first
 * @property {boolean} solo
 * @property {number} pollution
 * @property {number | null} market_die
 * @property {number[]} dice the building dice
 * @property {boolean} rerolled
 * @property {{ owner: number | null, value: number }[]} city
 * @property {{ owner: number | null, side: number, goods: number, train: { at: number, die: number, riders: number } | null }[]} factories
 * @property {number[]} market the factory cards for sale
 * @property {number[]} face_up the face-up action cards
 * @property {{ slot: number, player: number }[]} claims
 * @property {number} deck_count
 * @property {number[]} discard
 * @property {{ kind: string } | null} pending
 * @property {number | null} actor
 * @property {{ capital: number, profit: number, free_cubes: number, buildings: number }[]} empire
 * @property {{ market: Record<string, number[]>, city: { kind: string, top: number }[], factories: FactoryFace[][], action_cards: string[][] }} components
 */

/** @type {Record<string, string>} */
const KIND_COLOURS = {
  residential: "#2f7d3a",
  commercial: "#2b5fa6",
  mixed: "linear-gradient(135deg, #2b5fa6 50%, #2f7d3a 50%)",
  leisure: "#b3312c",
  station: "#2b2622",
  townhall: "#6d3d8c",
  industrial: "#c9a227",
};
/** @type {Record<string, string>} */
const GOODS_COLOURS = { red: "#b3312c", blue: "#2b5fa6", brown: "#7a4e2d" };
const PLAYER_COLOURS = ["#8c3b1f", "#2b6f8c"];

/**
 * Make ``node`` play ``move`` when it is legal.
 * @param {HTMLElement} node
 * @param {Move | null} move
 * @param {Helpers} helpers
 * @param {string} title
 */
function pickable(node, move, helpers, title) {
  return clickable(node, move, helpers.play, { title, pickClass: "ep-pick" });
}

/**
 * The described choice of a legal move (the server's words: text, cost, result, warning).
 * @param {Helpers} helpers
 * @param {Move | null} move
 * @returns {Described | undefined}
 */
function described(helpers, move) {
  const legal = /** @type {Described[]} */ (/** @type {unknown} */ (helpers.legal));
  return move ? legal.find((choice) => choice.move === move) : undefined;
}

/**
 * A choice's words for a tooltip: its text, what it brings and its warning.
 * @param {Described | undefined} choice
 * @param {string} fallback
 */
function choiceTip(choice, fallback) {
  if (!choice) return fallback;
  return [fallback, choice.text, choice.result, choice.warning && `⚠ ${choice.warning}`].filter(Boolean).join("\n");
}

/**
 * Clicking a factory for sale: bring its payment control (a number of Profit to pay, or its
 * buttons) into view and focus it; nothing is played until the person confirms there.
 * @param {Helpers} helpers
 * @param {number} card
 */
function choosePayment(helpers, card) {
  const legal = /** @type {Described[]} */ (/** @type {unknown} */ (helpers.legal));
  const index = legal.findIndex((choice) => choice.move.type === "buy_factory" && choice.move.card === card);
  if (index < 0) return;
  const group = legal[index].group;
  const control = [...document.querySelectorAll(".move-group")].find((node) => group && node.getAttribute("aria-label") === group.replace("#", "…"));
  /** @type {HTMLElement | null} */
  const target = control ? control.querySelector("input") : document.querySelector(`#decision-buttons button[data-index="${index}"]`);
  if (!target) return;
  for (const node of document.querySelectorAll(".ep-paying")) node.classList.remove("ep-paying");
  (control || target).classList.add("ep-paying");
  target.scrollIntoView({ block: "center" });
  target.focus();
  if (target instanceof HTMLInputElement) target.select();
}

/**
 * Dollars as the language writes them ("$3", "3 $").
 * @param {Helpers} helpers
 * @param {number} price
 */
function dollars(helpers, price) {
  return helpers.words("dollars", { price });
}

/**
 * @param {PlannersView} view
 * @param {Helpers} helpers
 * @param {number} player
 */
function playerName(view, helpers, player) {
  if (view.solo && player === 1) return helpers.words("archie");
  return seatName(helpers.names, player);
}

/**
 * @param {number} value
 * @param {string} colour
 * @param {string} [extra]
 */
function die(value, colour, extra = "") {
  const node = el("span", `ep-die ${extra}`, String(value));
  if (colour) node.style.background = colour;
  return node;
}

/**
 * A goods cube of a colour (``filled``) or its empty place on a track.
 * @param {string} colour
 * @param {boolean} filled
 */
function good(colour, filled) {
  const cell = el("span", `ep-good${filled ? "" : " ep-empty"}`);
  if (filled) cell.style.background = GOODS_COLOURS[colour];
  else cell.style.borderColor = GOODS_COLOURS[colour];
  return cell;
}

// -- the header: round, pollution, market ---------------------------------------------------

/**
 * @param {PlannersView} view
 * @param {Helpers} helpers
 */
function header(view, helpers) {
  const w = helpers.words;
  const round = Math.max(1, Math.min(view.round, view.rounds));
  const years = tip(el("div", "ep-years", track(1, view.rounds, (r) => `ep-dot${r < round ? " ep-past" : ""}${r === round ? " ep-now" : ""}`)), w("tip_years"));
  const smog = track(0, 13, (step) => `ep-smog${step <= view.pollution && step > 0 ? " ep-filled" : ""}${step === view.pollution ? " ep-marker" : ""}`);
  const pollution = keyed(tip(el("div", "ep-pollution", el("span", "ep-label", w("pollution")), smog), w("tip_pollution")), "pollution", view.pollution);
  const market = tip(el("div", "ep-market", el("span", "ep-label", w("market"))), w("tip_market"));
  const marketDie = view.market_die;
  if (marketDie !== null) {
    market.append(die(marketDie, "#f4efe6"));
    for (const colour of ["red", "blue", "brown"]) {
      market.append(el("span", "ep-price", good(colour, true), dollars(helpers, view.components.market[colour][marketDie - 1])));
    }
  } else {
    market.append(el("span", "ep-muted", "–"));
  }
  const first = w("first", { name: playerName(view, helpers, view.first) });
  const text = el("div", "ep-head-text", el("strong", "", w("round", { round, rounds: view.rounds, years: 2 * round })), el("span", "", `${w(`phase_${view.phase}`)} · ${first}`));
  return el("div", "ep-head", text, years, pollution, market);
}

// -- the city ------------------------------------------------------------------------------

/**
 * @param {PlannersView} view
 * @param {Helpers} helpers
 */
function city(view, helpers) {
  const w = helpers.words;
  const grid = el("div", "ep-city");
  const legend = el("div", "ep-muted ep-legend", tip(el("span", "ep-top", "≤"), w("tip_top")), ` ${w("tip_top")}`);
  for (let block = 1; block <= 6; block++) {
    const card = el("div", "ep-block", el("div", "ep-block-name", w("block", { block })));
    for (let face = 1; face <= 6; face++) {
      const index = (block - 1) * 6 + face - 1;
      const site = view.components.city[index];
      const shown = view.city[index];
      const kind = tip(el("span", "ep-kind", w(site.kind)), w(`tip_${site.kind}`));
      kind.style.background = KIND_COLOURS[site.kind];
      const owner = shown.owner === null ? tip(el("span", "ep-free", "·"), w("tip_free")) : tip(die(shown.value, PLAYER_COLOURS[shown.owner], "ep-owned"), w("tip_owned", { name: playerName(view, helpers, shown.owner), value: shown.value }));
      const top = tip(el("span", "ep-top", `≤${site.top}`), w("tip_top"));
      const row = el("div", "ep-site", el("span", "ep-face", String(face)), kind, top, owner);
      row.dataset.site = String(index);
      keyed(row, `site-${index}`, shown.owner === null ? "" : `${shown.owner} ${shown.value}`);
      const move = legalMove(helpers.legal, { type: "build", block, site: face }) || legalMove(helpers.legal, { type: "upgrade", building: index });
      card.append(pickable(row, move, helpers, choiceTip(described(helpers, move), w("tip_site", { block, face, kind: w(site.kind) }))));
    }
    grid.append(card);
  }
  return el("section", "ep-section", el("h3", "", w("city")), legend, grid);
}

/**
 * @param {PlannersView} view
 * @param {Helpers} helpers
 */
function buildingDice(view, helpers) {
  if (!view.dice.length) return null;
  const dice = view.dice.map((value, index) => {
    const move = legalMove(helpers.legal, { type: "reroll", die: index });
    return pickable(tip(die(value, "#fffdf8"), helpers.words("tip_die")), move, helpers, choiceTip(described(helpers, move), helpers.words("tip_die")));
  });
  return el("div", "ep-dice", el("span", "ep-label", helpers.words("dice")), dice, view.rerolled && el("span", "ep-muted", helpers.words("rerolled")));
}

// -- factories -----------------------------------------------------------------------------

/**
 * @param {PlannersView} view
 * @param {number} card
 * @param {Helpers} helpers
 */
function factoryCard(view, card, helpers) {
  const w = helpers.words;
  const shown = view.factories[card];
  const face = view.components.factories[card][shown.side];
  const owner = shown.owner;
  if (owner === null && !view.market.includes(card)) return null;
  const box = el("div", `ep-factory${owner !== null ? "" : " ep-for-sale"}`);
  box.dataset.card = String(card);
  // Marked when the factory is bought, fills up or its train moves.
  const train = shown.train ? `${shown.train.at} ${shown.train.die} ${shown.train.riders}` : "";
  keyed(box, `factory-${card}`, `${owner} ${shown.side} ${shown.goods} ${train}`);
  if (owner !== null) box.style.borderColor = PLAYER_COLOURS[owner];
  const who = owner !== null ? playerName(view, helpers, owner) : w("for_sale");
  const name = w(face.name);
  tip(box, w("tip_factory", { name, cost: face.cost, links: face.links, goods: w(face.goods), owner: who }));
  box.append(el("div", "ep-factory-head", el("strong", "", name), el("span", "ep-muted", who)));
  box.append(el("div", "ep-muted", `${w("cost", { cost: face.cost })} · ${w("links", { links: face.links })}`));
  const goods = Array.from({ length: face.track }, (_, g) => good(face.goods, g < shown.goods));
  box.append(tip(el("div", "ep-track", el("span", "ep-label", w("goods")), goods), w("tip_goods")));
  const rail = tip(el("div", "ep-rail"), w("tip_rail"));
  for (let link = 0; link < face.links; link++) {
    const train = shown.train && shown.train.at === link ? shown.train : null;
    const cell = el("span", `ep-link${link === 0 ? " ep-start" : ""}`);
    if (train && owner !== null) {
      cell.append(die(train.die, "#8d8379", "ep-train"));
      for (let r = 0; r < train.riders; r++) cell.append(cube("ep-rider", { colour: PLAYER_COLOURS[1 - owner] }));
      tip(cell, `${w("tip_train", { die: train.die })}${train.riders ? ` · ${w("riders", { count: train.riders })}` : ""}`);
    }
    rail.append(cell);
  }
  box.append(rail);
  const buy = legalMove(helpers.legal, { type: "buy_factory", card });
  if (buy) {
    box.classList.add("ep-buyable");
    return clickable(box, buy, () => choosePayment(helpers, card), { title: w("tip_factory", { name, cost: face.cost, links: face.links, goods: w(face.goods), owner: who }), pickClass: "ep-pick" });
  }
  const move = ["train", "passenger", "move_train", "produce"].map((type) => legalMove(helpers.legal, { type, card })).find((m) => m) ?? null;
  return pickable(box, move, helpers, choiceTip(described(helpers, move), box.title));
}

/**
 * @param {PlannersView} view
 * @param {Helpers} helpers
 */
function factories(view, helpers) {
  const cards = view.factories.map((_, card) => factoryCard(view, card, helpers));
  return el("section", "ep-section", el("h3", "", helpers.words("factories")), el("div", "ep-factories", cards));
}

// -- action cards --------------------------------------------------------------------------

/**
 * @param {PlannersView} view
 * @param {Helpers} helpers
 */
function actionCards(view, helpers) {
  const w = helpers.words;
  const icons = view.components.action_cards[0].length;
  const claimed = new Map(view.claims.map((c) => [c.slot, c.player]));
  const cards = view.face_up.map((card, position) => {
    const box = el("div", "ep-card");
    view.components.action_cards[card].forEach((kind, i) => {
      const slot = position * icons + i;
      const player = claimed.get(slot);
      const move = legalMove(helpers.legal, { type: "claim", slot });
      const choice = described(helpers, move);
      const warned = choice && choice.warning ? el("span", "ep-warn", "⚠") : null;
      const icon = el("div", `ep-icon${player !== undefined ? " ep-claimed" : ""}`, w(kind), warned, player !== undefined && cube("ep-rider", { colour: PLAYER_COLOURS[player] }));
      icon.dataset.slot = String(slot);
      const about = player !== undefined ? `${w(`tip_${kind}`)}\n${w("tip_claimed", { name: playerName(view, helpers, player) })}` : w(`tip_${kind}`);
      tip(icon, about);
      keyed(icon, `slot-${slot}-${card}`, player ?? "");
      box.append(pickable(icon, move, helpers, choiceTip(choice, about)));
    });
    return box;
  });
  const section = el("section", "ep-section", el("h3", "", w("actions")), el("div", "ep-cards", cards));
  section.append(el("div", "ep-muted", w("deck", { deck: view.deck_count, discard: view.discard.length })));
  if (view.pending) section.append(el("div", "ep-pending", w("pending", { kind: w(view.pending.kind) })));
  return section;
}

// -- money ---------------------------------------------------------------------------------

/**
 * @param {PlannersView} view
 * @param {Helpers} helpers
 */
function planners(view, helpers) {
  const w = helpers.words;
  const boxes = view.empire.map((empire, player) => {
    const box = el(
      "div",
      `ep-planner${view.actor === player ? " ep-acting" : ""}`,
      el("strong", "", playerName(view, helpers, player)),
      keyed(
        el("div", "ep-money", tip(el("span", "", `${w("capital")}: ${dollars(helpers, empire.capital)}`), w("tip_capital")), tip(el("span", "", `${w("profit")}: ${empire.profit}`), w("tip_profit"))),
        `player-${player}-money`,
        `${empire.capital} ${empire.profit}`,
      ),
      keyed(el("div", "ep-muted", `${w("cubes", { count: empire.free_cubes })} · ${w("buildings", { count: empire.buildings })}`), `player-${player}-cubes`, `${empire.free_cubes} ${empire.buildings}`),
    );
    box.style.borderColor = PLAYER_COLOURS[player];
    return box;
  });
  return el("div", "ep-planners", boxes);
}

/**
 * Draw the whole table as ``state.view`` shows it.
 * @param {HTMLElement} container
 * @param {import("/static/kit.js").TableState<PlannersView, Move>} state
 * @param {Helpers} helpers
 */
export function render(container, state, helpers) {
  useStyle(CSS);
  const view = state.view;
  const board = el("div", "ep-board", header(view, helpers), planners(view, helpers), buildingDice(view, helpers));
  board.append(actionCards(view, helpers), city(view, helpers), factories(view, helpers));
  container.replaceChildren(board);
  showChanges(container, state, helpers, roundResult);
}

/**
 * Each planner's Capital, Profit and buildings, for the round summary (Archie Indus by name).
 * @param {PlannersView} view
 * @param {Words} w
 * @returns {import("/static/kit.js").RoundResult}
 */
export function roundResult(view, w) {
  const seats = view.empire.map((e) => ({ capital: e.capital, profit: e.profit, buildings: e.buildings }));
  return { round: view.phase === "over" ? view.round + 1 : view.round, seats, names: view.solo ? [null, w("archie")] : undefined };
}

// -- looks ---------------------------------------------------------------------------------

const CSS = `
.ep-board { display: flex; flex-direction: column; gap: 0.8rem; }
.ep-head { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; background: #2b2622; color: #f4efe6;
  border-radius: 10px; padding: 0.55rem 0.8rem; }
.ep-head-text { display: flex; flex-direction: column; font-size: 0.9rem; }
.ep-years, .ep-pollution, .ep-market, .ep-dice, .ep-track, .ep-rail { display: flex; flex-wrap: wrap; align-items: center; gap: 3px; }
.ep-dot { width: 1.3rem; height: 1.3rem; border-radius: 50%; display: grid; place-items: center; font-size: 0.68rem;
  border: 1px solid #6d625a; color: #b9aea3; }
.ep-dot.ep-past { background: #4a403a; }
.ep-dot.ep-now { background: #e0a060; color: #2b2622; font-weight: 700; }
.ep-label { font-size: 0.75rem; opacity: 0.8; margin-right: 0.3rem; }
.ep-smog { width: 1.15rem; height: 1.15rem; font-size: 0.6rem; display: grid; place-items: center; border-radius: 3px;
  background: #4a403a; color: #b9aea3; }
.ep-smog.ep-filled { background: #7b6f5f; color: #fff; }
.ep-smog.ep-marker { outline: 2px solid #e0a060; background: #1c1a18; color: #fff; font-weight: 700; }
.ep-price { display: inline-flex; align-items: center; gap: 2px; font-size: 0.8rem; }
.ep-die { display: inline-grid; place-items: center; width: 1.45rem; height: 1.45rem; border-radius: 5px; font-weight: 800;
  font-size: 0.8rem; color: #2b2622; border: 1px solid #6d625a; }
.ep-owned { color: #fff; border-color: transparent; }
.ep-train { color: #fff; width: 1.25rem; height: 1.25rem; }
.ep-section { background: #fffdf8; border: 1px solid #ddd3c4; border-radius: 12px; padding: 0.6rem 0.7rem; }
.ep-section h3 { margin: 0 0 0.4rem; font-size: 0.95rem; }
.ep-city { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr)); gap: 0.5rem; }
.ep-block { border: 1px solid #e6dccd; border-radius: 8px; padding: 0.3rem; background: #faf6ee; }
.ep-block-name { font-size: 0.75rem; font-weight: 700; color: #766c62; margin-bottom: 0.15rem; }
.ep-site { display: grid; grid-template-columns: 1rem 1fr 1.6rem 1.5rem; align-items: center; gap: 0.25rem; padding: 1px 2px;
  border-radius: 4px; font-size: 0.72rem; }
.ep-face { font-weight: 700; color: #766c62; text-align: center; }
.ep-kind { color: #fff; border-radius: 3px; padding: 0 0.25rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ep-top { color: #766c62; font-size: 0.68rem; }
.ep-free { text-align: center; color: #b9aea3; }
.ep-factories { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr)); gap: 0.5rem; }
.ep-factory { border: 2px solid #b59f80; border-radius: 8px; padding: 0.4rem; display: flex; flex-direction: column; gap: 0.25rem;
  background: #f7f0e2; font-size: 0.8rem; }
.ep-for-sale { border-style: dashed; background: #fbf8f2; }
.ep-factory-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 0.3rem; }
.ep-good { display: inline-block; width: 0.85rem; height: 0.85rem; border-radius: 50%; border: 2px solid transparent; }
.ep-good.ep-empty { background: transparent; }
.ep-link { position: relative; min-width: 2.3rem; height: 1.7rem; border: 2px solid #6d625a; border-radius: 4px;
  display: inline-flex; align-items: center; justify-content: center; gap: 2px; background: repeating-linear-gradient(90deg, #eee6d6, #eee6d6 5px, #d9ceb9 5px, #d9ceb9 7px); }
.ep-link.ep-start { border-color: #2b2622; border-width: 3px; }
.ep-rider { display: inline-block; width: 0.6rem; height: 0.6rem; border-radius: 2px; margin-left: 2px; }
.ep-cards { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.ep-card { display: flex; flex-direction: column; gap: 3px; border: 2px solid #5b3a29; border-radius: 8px; padding: 0.35rem;
  background: #f3ead9; min-width: 11rem; flex: 1 1 11rem; }
.ep-icon { font-size: 0.8rem; padding: 0.2rem 0.35rem; border-radius: 4px; background: #fffdf8; display: flex; justify-content: space-between; align-items: center; }
.ep-icon.ep-claimed { opacity: 0.6; text-decoration: line-through; }
.ep-pending { margin-top: 0.3rem; font-weight: 700; color: #8c3b1f; }
.ep-planners { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: 0.5rem; }
.ep-planner { border: 2px solid #b59f80; border-radius: 10px; padding: 0.4rem 0.6rem; background: #fffdf8; font-size: 0.85rem; }
.ep-planner.ep-acting { outline: 2px dashed #e0a060; outline-offset: 2px; }
.ep-muted { color: #766c62; font-size: 0.75rem; }
.ep-pick { cursor: pointer; outline: 1px dashed #8c3b1f; }
.ep-warn { color: #a05a00; font-weight: 700; margin-left: auto; padding: 0 0.3rem; }
.ep-legend { margin: -0.2rem 0 0.4rem; }
.ep-money { display: flex; gap: 0.8rem; font-size: 1rem; font-weight: 700; }
.ep-paying { outline: 3px solid #e0a060 !important; outline-offset: 2px; }
.ep-pick:hover, .ep-pick:focus-visible { background: #f6e3d6; }
`;
