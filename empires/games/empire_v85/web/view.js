// Empire V8.5 on the web table: the map as a grid of cells around the Town Center, tiles
// coloured by kind (developed tiles pale, buildings with their letter and owner), chains drawn
// as joins between cells, workers as numbered pawns. When it is your turn to place, the cells
// you may use are outlined: pick a tile from your hand and click a cell to lay it, or click a
// cell to send a worker there (where there is a choice, a building or a resource, the choices
// appear under the map). The city, the players and the secret choices are shown beside it.
//
// The kit (/static/kit.js) describes what render receives; the words come from the server.

import { button, chip, el, keyed, legalMoves, seatName, showChanges, tip, useStyle } from "/static/kit.js";

/** @typedef {import("/static/kit.js").Words} Words */
/** @typedef {{ type: string, tile?: string, x?: number, y?: number, build?: string | null, take?: string | null }} Move */
/** @typedef {import("/static/kit.js").Helpers<Move>} Helpers */
/** @typedef {Record<string, number>} Goods */
/** @typedef {{ x: number, y: number, kind: string, developed: boolean, building: string | null, owner: number | null }} Tile */
/**
 * @typedef {object} V85View
 * @property {number | null} seat
 * @property {number} players
 * @property {number} turn
 * @property {number} first
 * @property {string} phase
 * @property {string} step
 * @property {number | null} placing
 * @property {number} deck
 * @property {number} discard
 * @property {Tile[]} map
 * @property {{ seat: number, x: number, y: number }[]} workers
 * @property {{ building: string, price: Goods, gold: number }[]} city
 * @property {number[]} to_act
 * @property {number[]} chosen
 * @property {{ goods: Goods, left: number, employed: number, houses: number, hand_count: number, hand?: string[], house_price?: Goods }[]} empires
 * @property {{ width: number, height: number, tiles: Record<string, { letter: string, yields: string | null }>, buildings: Record<string, { letter: string, bonus: Goods, cost: Goods }>, head_start: Record<string, Goods[]> }} components
 */

const RESOURCES = ["food", "wood", "gold", "stone"];

/**
 * @param {Words} w
 * @param {Goods} goods
 */
function goodsText(w, goods) {
  const parts = RESOURCES.filter((k) => goods[k]).map((k) => `${goods[k]} ${w(k)}`);
  return parts.length ? parts.join(", ") : w("nothing");
}

/**
 * A cell's name as players read it: column letter, row number (A1 top left).
 * @param {number} x
 * @param {number} y
 */
function cellName(x, y) {
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}

/**
 * What a tile chains with: its kind while undeveloped, or its building type.
 * @param {Tile | null | undefined} tile
 */
function chainKey(tile) {
  if (!tile) return null;
  if (tile.building) return `building:${tile.building}`;
  if (tile.developed || tile.kind === "town_center" || tile.kind === "ocean") return null;
  return tile.kind;
}

/**
 * What a cell is and does, in words (its tooltip).
 * @param {V85View} view
 * @param {Helpers} helpers
 * @param {Tile | null} tile
 * @param {string} cell
 */
function cellTip(view, helpers, tile, cell) {
  const w = helpers.words;
  if (!tile) return w("tip_empty", { cell });
  if (tile.kind === "town_center") return w("tip_center", { cell });
  if (tile.building && tile.owner !== null) {
    const bonus = goodsText(w, view.components.buildings[tile.building].bonus);
    return w("tip_building", { cell, building: w(tile.building), owner: seatName(helpers.names, tile.owner), bonus });
  }
  if (tile.developed) return w("tip_developed", { cell, kind: w(tile.kind) });
  const yields = view.components.tiles[tile.kind].yields;
  return yields ? w("tip_tile", { cell, kind: w(tile.kind), yields: w(yields) }) : w("tip_ocean", { cell });
}

/**
 * The server's words for a legal move (its text with the cost, and a warning if any).
 * @param {Helpers} helpers
 * @param {Move} move
 * @returns {{ text: string, warning?: string }}
 */
function choiceOf(helpers, move) {
  const same = (/** @type {Move} */ m) => m.type === move.type && m.x === move.x && m.y === move.y && (m.tile ?? null) === (move.tile ?? null) && (m.build ?? null) === (move.build ?? null) && (m.take ?? null) === (move.take ?? null);
  const found = /** @type {{ move: Move, text: string, warning?: string } | undefined} */ (helpers.legal.find((c) => same(c.move)));
  return found ?? { text: "" };
}

// Module state kept between renders: the tile kind picked from the hand, and the cell whose
// choices (a building or a resource) are shown.
/** @type {string | null} */
let pickedTile = null;
/** @type {string | null} */
let choosingCell = null;

/**
 * @param {Helpers} helpers
 * @param {string} type
 */
function legalOf(helpers, type) {
  return legalMoves(helpers.legal, { type });
}

// -- the map -----------------------------------------------------------------------------------

/**
 * @param {V85View} view
 * @param {Helpers} helpers
 * @param {() => void} rerender
 */
function mapGrid(view, helpers, rerender) {
  const w = helpers.words;
  const { width, height } = view.components;
  const tiles = new Map(view.map.map((t) => [`${t.x},${t.y}`, t]));
  /** @type {Map<string, V85View["workers"]>} */
  const workers = new Map();
  for (const worker of view.workers) {
    const key = `${worker.x},${worker.y}`;
    workers.set(key, [...(workers.get(key) || []), worker]);
  }
  // Crop to the tiles and one free ring around them.
  const xs = view.map.map((t) => t.x);
  const ys = view.map.map((t) => t.y);
  const x0 = Math.max(Math.min(...xs) - 1, 0);
  const x1 = Math.min(Math.max(...xs) + 1, width - 1);
  const y0 = Math.max(Math.min(...ys) - 1, 0);
  const y1 = Math.min(Math.max(...ys) + 1, height - 1);

  const tileMoves = legalOf(helpers, "place_tile");
  const workerMoves = legalOf(helpers, "place_worker");
  const kinds = [...new Set(tileMoves.map((m) => m.tile ?? ""))];
  if (kinds.length === 1) pickedTile = kinds[0];
  if (pickedTile === null || !kinds.includes(pickedTile)) pickedTile = kinds.length === 1 ? kinds[0] : null;

  const grid = el("div", "v85-grid", el("span", "v85-label"));
  grid.style.gridTemplateColumns = `1.2rem repeat(${x1 - x0 + 1}, var(--v85-cell))`;
  for (let x = x0; x <= x1; x++) grid.append(el("span", "v85-label", String.fromCharCode(65 + x)));
  for (let y = y0; y <= y1; y++) {
    grid.append(el("span", "v85-label", String(y + 1)));
    for (let x = x0; x <= x1; x++) {
      const tile = tiles.get(`${x},${y}`) || null;
      const cell = tip(el("button", "v85-cell"), cellTip(view, helpers, tile, cellName(x, y)));
      cell.type = "button";
      cell.dataset.cell = cellName(x, y);
      // A cell stands for its tile (laid, developed, built on): marked when that changes.
      if (tile) {
        keyed(cell, `cell-${cellName(x, y)}`, `${tile.kind} ${tile.developed} ${tile.building} ${tile.owner}`);
        cell.classList.add(`v85-${tile.kind}`);
        if (tile.developed) cell.classList.add("v85-developed");
        const key = chainKey(tile);
        if (key && key === chainKey(tiles.get(`${x + 1},${y}`))) cell.classList.add("v85-join-right");
        if (key && key === chainKey(tiles.get(`${x},${y + 1}`))) cell.classList.add("v85-join-down");
        if (tile.kind === "town_center") cell.append(el("span", "v85-tc", "TC"));
        else if (tile.building && tile.owner !== null) {
          const letter = view.components.buildings[tile.building].letter;
          cell.append(el("span", `v85-building v85-owner-${tile.owner}`, letter));
        } else cell.append(el("span", "v85-kind", view.components.tiles[tile.kind].letter));
      } else cell.classList.add("v85-empty");
      (workers.get(`${x},${y}`) || []).forEach((worker, i) => {
        const pawn = tip(el("span", `v85-pawn v85-owner-${worker.seat}`, String(worker.seat + 1)), w("tip_pawn", { name: seatName(helpers.names, worker.seat) }));
        cell.append(keyed(pawn, `pawn-${cellName(x, y)}-${i}`, worker.seat));
      });
      const lay = pickedTile && tileMoves.find((m) => m.tile === pickedTile && m.x === x && m.y === y);
      const go = workerMoves.filter((m) => m.x === x && m.y === y);
      if (lay) {
        tip(cell, `${cell.title} · ${choiceOf(helpers, lay).text}`);
        cell.classList.add("v85-pick");
        cell.addEventListener("click", () => helpers.play(lay));
      } else if (go.length) {
        if (go.length === 1) tip(cell, `${cell.title} · ${choiceOf(helpers, go[0]).text}`);
        cell.classList.add("v85-pick");
        cell.addEventListener("click", () => {
          if (go.length === 1) helpers.play(go[0]);
          else {
            choosingCell = `${x},${y}`;
            rerender();
          }
        });
      } else cell.disabled = true;
      if (choosingCell === `${x},${y}` && go.length > 1) cell.classList.add("v85-choosing");
      grid.append(cell);
    }
  }
  return grid;
}

/**
 * @param {V85View} view
 * @param {Helpers} helpers
 * @param {() => void} rerender
 */
function handBox(view, helpers, rerender) {
  const me = view.seat;
  if (me === null || me === undefined) return null;
  const hand = view.empires[me].hand || [];
  if (!hand.length) return null;
  const w = helpers.words;
  const kinds = new Set(legalOf(helpers, "place_tile").map((m) => m.tile));
  const tiles = hand.map((kind) => {
    const pick = () => {
      pickedTile = kind;
      rerender();
    };
    const tile = tip(button(`v85-hand-tile v85-${kind}`, view.components.tiles[kind].letter, pick), w("tip_hand", { kind: w(kind) }));
    tile.dataset.tile = kind;
    tile.disabled = !kinds.has(kind);
    if (kind === pickedTile) tile.classList.add("v85-picked");
    return tile;
  });
  return el("div", "v85-hand", el("span", "v85-hand-title", w("hand")), tiles, kinds.size > 1 && el("span", "v85-hint", w("pick_tile")));
}

/** @param {Helpers} helpers */
function chooser(helpers) {
  if (!choosingCell) return null;
  const w = helpers.words;
  const [x, y] = choosingCell.split(",").map(Number);
  const options = legalOf(helpers, "place_worker").filter((m) => m.x === x && m.y === y);
  if (options.length < 2) {
    choosingCell = null;
    return null;
  }
  const box = el("div", "v85-chooser", el("span", "", w("choose", { cell: cellName(x, y) })));
  for (const move of options) {
    const said = choiceOf(helpers, move);
    const choice = button(said.warning ? "v85-choice v85-warned" : "v85-choice", said.text, () => {
      choosingCell = null;
      helpers.play(move);
    });
    if (said.warning) choice.append(el("small", "v85-warning", `⚠ ${said.warning}`));
    tip(choice, said.warning ? `${said.text} — ${said.warning}` : said.text);
    choice.dataset.build = move.build ?? "";
    choice.dataset.take = move.take ?? "";
    box.append(choice);
  }
  return box;
}

// -- beside the map ----------------------------------------------------------------------------

/**
 * @param {V85View} view
 * @param {Helpers} helpers
 */
function header(view, helpers) {
  const w = helpers.words;
  const placing = view.placing;
  return el(
    "div",
    "v85-head",
    el("strong", "", w("turn", { turn: view.turn })),
    el("span", "", w("first", { name: seatName(helpers.names, view.first) })),
    el("span", "", w(`phase_${view.phase}`)),
    el("span", "", w("deck", { deck: view.deck, discard: view.discard })),
    placing !== null && placing !== undefined && el("span", "v85-now", w("placing", { name: seatName(helpers.names, placing), step: w(`step_${view.step}`) })),
  );
}

/**
 * A building card of the city: letter, name, cost → bonus.
 * @param {Words} w
 * @param {string} letter
 * @param {string} name
 * @param {Goods} cost
 * @param {Goods} bonus
 */
function buildingCard(w, letter, name, cost, bonus, house = false) {
  const parts = [el("span", "v85-letter", letter), el("span", "v85-card-name", name), el("span", "v85-cost", goodsText(w, cost))];
  const deal = el("span", "v85-deal", parts.pop() ?? "", el("span", "v85-arrow", " → "), el("span", "v85-bonus", goodsText(w, bonus)));
  const card = el("div", "v85-card", parts, deal);
  return tip(card, w(house ? "tip_house" : "tip_card", { name, cost: goodsText(w, cost), bonus: goodsText(w, bonus) }));
}

/**
 * @param {V85View} view
 * @param {Words} w
 */
function cityBox(view, w) {
  const buildings = view.components.buildings;
  const cards = view.city.map((card, i) =>
    keyed(buildingCard(w, buildings[card.building].letter, w(card.building), card.price, buildings[card.building].bonus), `city-${i}`, `${card.building} ${JSON.stringify(card.price)}`),
  );
  const house = buildings.house;
  const price = view.seat === null || view.seat === undefined ? house.cost : view.empires[view.seat].house_price ?? house.cost;
  return el("div", "v85-city", el("h4", "", w("city")), cards, buildingCard(w, house.letter, w("home_base"), price, house.bonus, true));
}

/**
 * The players side by side: goods, hand, workers, houses and buildings in columns, and who
 * starts with more, and why.
 * @param {V85View} view
 * @param {Helpers} helpers
 */
function playersBox(view, helpers) {
  const w = helpers.words;
  const letters = Array.from({ length: view.players }, () => /** @type {string[]} */ ([]));
  for (const tile of view.map) if (tile.owner !== null && tile.building && tile.building !== "house") letters[tile.owner].push(tile.building);
  const heads = ["col_player", ...RESOURCES, "col_hand", "col_workers", "col_houses", "col_built"].map((key) => el("th", "", w(key)));
  const rows = [];
  for (let seat = 0; seat < view.players; seat++) {
    const empire = view.empires[seat];
    const row = el("tr", `v85-player v85-owner-${seat}`, el("th", "", seatName(helpers.names, seat), view.chosen.includes(seat) && chip("v85-tag", w("chosen"))));
    if (seat === view.seat) row.classList.add("v85-me");
    if (view.to_act.includes(seat)) row.classList.add("v85-to-act");
    /** @param {string} what @param {HTMLElement} node @param {string | number} value @param {string} title */
    const part = (what, node, value, title) => keyed(tip(node, title), `seat-${seat}-${what}`, value);
    for (const kind of RESOURCES) {
      const count = empire.goods[kind] ?? 0;
      row.append(part(kind, el("td", `v85-num v85-res-${kind}`, String(count)), count, w("goods_title", { kind: w(kind), count })));
    }
    const built = letters[seat].map((b) => tip(el("span", "v85-built", view.components.buildings[b].letter), w(b)));
    row.append(
      part("tiles", el("td", "v85-num", String(empire.hand_count)), empire.hand_count, w("tip_tiles")),
      part("workers", el("td", "v85-num", `${empire.left}/${empire.employed}`), `${empire.left} ${empire.employed}`, w("tip_workers")),
      part("houses", el("td", "v85-num", String(empire.houses)), empire.houses, w("houses", { houses: empire.houses })),
      part("buildings", el("td", "v85-score", el("strong", "", String(letters[seat].length)), " ", built), letters[seat].join(" "), w("tip_score")),
    );
    rows.push(row);
  }
  const table = el("table", "v85-players-table", el("thead", "", el("tr", "", heads)), el("tbody", "", rows));
  return el("div", "v85-players", table, headStart(view, helpers));
}

/**
 * Who starts with more, and why (the table's head start, data/components.toml).
 * @param {V85View} view
 * @param {Helpers} helpers
 */
function headStart(view, helpers) {
  const places = view.components.head_start[String(view.players)] || [];
  const firstOfTurnOne = (((view.first - (view.turn - 1)) % view.players) + view.players) % view.players;
  const who = places
    .map((goods, place) => [(firstOfTurnOne + place) % view.players, goods])
    .filter(([, goods]) => Object.values(goods).some((n) => n > 0))
    .map(([seat, goods]) => `${seatName(helpers.names, /** @type {number} */ (seat))} (${goodsText(helpers.words, /** @type {Goods} */ (goods))})`);
  return who.length ? el("p", "v85-head-start", helpers.words("head_start", { who: who.join("; ") })) : null;
}

/**
 * The legend: what the colours, letters, pale tiles, joins and pawns mean.
 * @param {V85View} view
 * @param {Words} w
 */
function legendBox(view, w) {
  const kinds = Object.entries(view.components.tiles).map(([kind, info]) =>
    tip(el("span", "v85-legend-item", el("span", `v85-swatch v85-${kind}`, info.letter), `${w(kind)}${info.yields ? ` → ${w(info.yields)}` : ""}`), w(kind)),
  );
  const more = [
    el("span", "v85-legend-item", el("span", "v85-swatch v85-town_center", "TC"), w("town_center")),
    el("span", "v85-legend-item", el("span", "v85-swatch v85-field v85-developed", "F"), w("legend_developed")),
    el("span", "v85-legend-item", el("span", "v85-swatch v85-join", "—"), w("legend_chain")),
    el("span", "v85-legend-item", el("span", "v85-pawn-key", "1"), w("legend_worker")),
  ];
  return el("div", "v85-legend", el("strong", "", w("legend")), kinds, more);
}

/**
 * Draw the whole table as ``state.view`` shows it.
 * @param {HTMLElement} container
 * @param {import("/static/kit.js").TableState<V85View, Move>} state
 * @param {Helpers} helpers
 */
export function render(container, state, helpers) {
  useStyle(CSS);
  const view = state.view;
  const rerender = () => render(container, state, helpers);
  if (!legalOf(helpers, "place_worker").length) choosingCell = null;
  const left = el("div", "v85-left", mapGrid(view, helpers, rerender), handBox(view, helpers, rerender), chooser(helpers), legendBox(view, helpers.words));
  const right = el("div", "v85-right", cityBox(view, helpers.words));
  container.replaceChildren(el("div", "v85-board", header(view, helpers), playersBox(view, helpers), el("div", "v85-main", left, right)));
  showChanges(container, state, helpers, roundResult);
}

/**
 * Each empire's buildings, houses and goods, for the summary of a turn.
 * @param {V85View} view
 * @returns {import("/static/kit.js").RoundResult}
 */
export function roundResult(view) {
  const built = new Array(view.players).fill(0);
  for (const tile of view.map) if (tile.owner !== null && tile.building !== "house") built[tile.owner] += 1;
  const goods = (/** @type {Goods} */ g) => RESOURCES.reduce((sum, kind) => sum + (g[kind] ?? 0), 0);
  return { round: view.phase === "over" ? view.turn + 1 : view.turn, seats: view.empires.map((e, seat) => ({ buildings: built[seat], houses: e.houses, goods: goods(e.goods) })) };
}

// -- looks -------------------------------------------------------------------------------------

const CSS = `
.v85-board { display: flex; flex-direction: column; gap: 0.7rem; --v85-cell: 3.4rem; }
.v85-head { display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; align-items: baseline; background: #263238;
  color: #eceff1; border-radius: 10px; padding: 0.5rem 0.8rem; font-size: 0.9rem; }
.v85-now { color: #ffd180; font-weight: 600; }
.v85-main { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.v85-left { display: flex; flex-direction: column; gap: 0.5rem; max-width: 100%; overflow-x: auto; }
.v85-right { display: flex; flex-direction: column; gap: 0.6rem; flex: 1 1 16rem; min-width: 0; }
.v85-grid { display: grid; gap: 3px; grid-auto-rows: var(--v85-cell); }
.v85-label { display: grid; place-items: center; font-size: 0.7rem; color: #78909c; }
.v85-cell { position: relative; border: 1px solid #cfd8dc; border-radius: 5px; background: #fafafa; padding: 0;
  min-height: 0; display: grid; place-items: center; font-weight: 700; font-size: 1.2rem; color: #263238; }
.v85-cell:disabled { opacity: 1; cursor: default; }
.v85-empty { background: transparent; border-style: dashed; border-color: #eceff1; }
.v85-field { background: #f3d46b; }
.v85-forest { background: #6fa86a; }
.v85-quarry { background: #a7a9ac; }
.v85-mine { background: #d9a441; }
.v85-ocean { background: #6aa3d5; }
.v85-town_center { background: #8d6e63; color: #fff; }
.v85-developed { filter: saturate(0.35) brightness(1.12); }
.v85-join-right::after { content: ""; position: absolute; right: -5px; top: 45%; width: 8px; height: 10%;
  background: #37474f; border-radius: 2px; z-index: 1; }
.v85-join-down::before { content: ""; position: absolute; bottom: -5px; left: 45%; height: 8px; width: 10%;
  background: #37474f; border-radius: 2px; z-index: 1; }
.v85-pick { cursor: pointer; outline: 3px solid #ff9100; outline-offset: -3px; }
.v85-pick:hover, .v85-pick:focus-visible { outline-color: #d50000; }
.v85-choosing { outline: 3px solid #d50000; }
.v85-building { border-radius: 4px; padding: 0 0.25rem; color: #fff; background: var(--v85-owner, #37474f); }
.v85-pawn { position: absolute; right: 1px; bottom: 1px; width: 1.2rem; height: 1.2rem; border-radius: 50%;
  font-size: 0.75rem; display: grid; place-items: center; color: #fff; background: var(--v85-owner, #000);
  box-shadow: 0 0 0 1px #fff; }
.v85-town_center .v85-pawn:nth-of-type(2) { right: auto; left: 1px; }
.v85-town_center .v85-pawn:nth-of-type(3) { bottom: auto; top: 1px; }
.v85-town_center .v85-pawn:nth-of-type(4) { bottom: auto; top: 1px; right: auto; left: 1px; }
.v85-owner-0 { --v85-owner: #c62828; }
.v85-owner-1 { --v85-owner: #1565c0; }
.v85-owner-2 { --v85-owner: #2e7d32; }
.v85-owner-3 { --v85-owner: #6a1b9a; }
.v85-hand { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; font-size: 0.85rem; }
.v85-hand-tile { width: 2rem; height: 2rem; border-radius: 5px; border: 2px solid #cfd8dc; font-weight: 700; padding: 0; min-height: 0; }
.v85-hand-tile.v85-picked { border-color: #d50000; }
.v85-hint { color: #78909c; font-style: italic; }
.v85-chooser { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; font-size: 0.85rem; }
.v85-city, .v85-players { background: #fff; border: 1px solid #e0e0e0; border-radius: 10px; padding: 0.5rem 0.7rem; font-size: 0.85rem; }
.v85-city h4 { margin: 0 0 0.3rem; }
.v85-card { display: grid; grid-template-columns: 1.4rem 1fr; column-gap: 0.3rem; align-items: baseline; padding: 0.15rem 0; }
.v85-card-name { font-weight: 600; }
.v85-deal { grid-column: 2; color: #455a64; }
.v85-letter { font-weight: 800; }
.v85-player.v85-me { background: #fff8e1; }
.v85-player.v85-to-act th { outline: 2px dashed #ff9100; outline-offset: -2px; }
.v85-players { overflow-x: auto; }
.v85-tag { font-size: 0.72rem; background: #e8f5e9; color: #2e7d32; border-radius: 999px; padding: 0 0.4rem; }
.v85-score { font-weight: 700; }
.v85-players-table { border-collapse: collapse; width: 100%; }
.v85-players-table th, .v85-players-table td { padding: 0.15rem 0.35rem; text-align: left; }
.v85-players-table thead th { font-size: 0.75rem; color: #546e7a; font-weight: 600; text-align: right; }
.v85-players-table thead th:first-child, .v85-players-table thead th:last-child { text-align: left; }
.v85-players-table tbody th { border-left: 4px solid var(--v85-owner); }
.v85-players-table .v85-num { text-align: right; font-variant-numeric: tabular-nums; }
.v85-built { display: inline-block; margin-left: 0.15rem; padding: 0 0.2rem; border-radius: 3px; background: var(--v85-owner); color: #fff; font-size: 0.75rem; }
.v85-head-start { margin: 0.4rem 0 0; font-size: 0.78rem; color: #5d4037; }
.v85-legend { display: flex; flex-wrap: wrap; gap: 0.3rem 0.8rem; align-items: center; font-size: 0.8rem; max-width: 36rem; }
.v85-legend-item { display: inline-flex; gap: 0.3rem; align-items: center; }
.v85-swatch { display: inline-grid; place-items: center; width: 1.5rem; height: 1.5rem; border-radius: 4px; font-weight: 700; border: 1px solid #cfd8dc; }
.v85-join { background: #fff; color: #37474f; }
.v85-pawn-key { display: inline-grid; place-items: center; width: 1.1rem; height: 1.1rem; border-radius: 50%; background: #c62828; color: #fff; font-size: 0.7rem; }
.v85-warned { border-color: #e65100; }
.v85-warning { display: block; color: #e65100; font-size: 0.75rem; }
.v85-players-table thead th { white-space: nowrap; }
.v85-players-table th { overflow-wrap: normal; word-break: normal; }
.v85-players-table tbody th { min-width: 5.5rem; }
@media (max-width: 420px) { .v85-board { --v85-cell: 2.2rem; } .v85-players-table thead th { font-size: 0.6rem; }
  .v85-players-table { font-size: 0.75rem; } .v85-players-table th, .v85-players-table td { padding: 0.1rem 0.12rem; }
  .v85-players-table tbody th { min-width: 3.8rem; } .v85-built { margin-left: 0.05rem; padding: 0 0.1rem; }
  .v85-cell { font-size: 1rem; } .v85-pawn { width: 0.9rem; height: 0.9rem; font-size: 0.6rem; } }
`;
