// Empire V8.5 on the web table: the map as a grid of cells around the Town Center, tiles
// coloured by kind (developed tiles pale, buildings with their letter and owner), chains drawn
// as joins between cells, workers as numbered pawns. When it is your turn to place, the cells
// you may use are outlined: pick a tile from your hand and click a cell to lay it, or click a
// cell to send a worker there (where there is a choice, a building or a resource, the choices
// appear under the map). The city, the players and the secret choices are shown beside it.
//
// Module interface (shared by every game view): render(container, state, helpers), where
// state carries `view` (the seat's view JSON) and helpers carry lang, names, me, legal, play.

const RESOURCES = ["food", "wood", "gold", "stone"];

const WORDS = {
  en: {
    turn: "Turn {turn}",
    first: "first player: {name}",
    deck: "tile deck {deck} · discarded {discard}",
    phase: { employ: "employing workers", buy: "buying tiles", place: "placing", over: "game over" },
    step: { tile: "lay a tile", worker: "place a worker" },
    placing: "{name}: {step}",
    hand: "Your hand",
    pick_tile: "pick a tile, then a cell",
    choose: "Choose for {cell}:",
    nothing: "nothing",
    build: "build {building}",
    take: "take {kind}",
    just_go: "no building",
    city: "City",
    house: "House (Home Base)",
    workers: "workers {left}/{employed}",
    houses: "houses {houses}",
    buildings: "buildings {count}",
    tiles: "{count} tiles",
    chosen: "has chosen",
    food: "food", wood: "wood", gold: "gold", stone: "stone",
    field: "field", forest: "forest", quarry: "quarry", mine: "mine", ocean: "ocean",
    town_center: "Town Center",
    granary: "Granary", sawmill: "Sawmill", stonemason: "Stonemason", mint: "Mint", market: "Market",
    workshop: "Workshop", temple: "Temple", harbor: "Harbor", tavern: "Tavern", guildhall: "Guildhall",
    house_name: "House",
  },
  de: {
    turn: "Zug {turn}",
    first: "Startspieler: {name}",
    deck: "Plättchenstapel {deck} · abgeworfen {discard}",
    phase: { employ: "Arbeiter anstellen", buy: "Plättchen kaufen", place: "Einsetzen", over: "Spielende" },
    step: { tile: "ein Plättchen legen", worker: "einen Arbeiter einsetzen" },
    placing: "{name}: {step}",
    hand: "Deine Hand",
    pick_tile: "Plättchen wählen, dann ein Feld",
    choose: "Wahl für {cell}:",
    nothing: "nichts",
    build: "{building} bauen",
    take: "{kind} nehmen",
    just_go: "kein Gebäude",
    city: "Stadt",
    house: "Haus (Heimatbasis)",
    workers: "Arbeiter {left}/{employed}",
    houses: "Häuser {houses}",
    buildings: "Gebäude {count}",
    tiles: "{count} Plättchen",
    chosen: "hat gewählt",
    food: "Nahrung", wood: "Holz", gold: "Gold", stone: "Stein",
    field: "Feld", forest: "Wald", quarry: "Steinbruch", mine: "Mine", ocean: "Ozean",
    town_center: "Stadtzentrum",
    granary: "Kornspeicher", sawmill: "Sägewerk", stonemason: "Steinmetz", mint: "Münze", market: "Markt",
    workshop: "Werkstatt", temple: "Tempel", harbor: "Hafen", tavern: "Taverne", guildhall: "Gildenhaus",
    house_name: "Haus",
  },
};

function words(lang) {
  return WORDS[lang] || WORDS.en;
}

function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (_, key) => (key in params ? String(params[key]) : `{${key}}`));
}

function term(w, key) {
  if (key === "house") return w.house_name;
  return w[key] || key;
}

function el(tag, cls, ...children) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

function goodsText(w, goods) {
  const parts = RESOURCES.filter((k) => goods[k]).map((k) => `${goods[k]} ${term(w, k)}`);
  return parts.length ? parts.join(", ") : w.nothing;
}

/** A cell's name as players read it: column letter, row number (A1 top left). */
function cellName(x, y) {
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}

/** What a tile chains with: its kind while undeveloped, or its building type. */
function chainKey(tile) {
  if (!tile) return null;
  if (tile.building) return `building:${tile.building}`;
  if (tile.developed || tile.kind === "town_center" || tile.kind === "ocean") return null;
  return tile.kind;
}

// Module state kept between renders: the tile kind picked from the hand.
let pickedTile = null;
let choosingCell = null;

function legalOf(helpers, type) {
  return (helpers.legal || []).map((choice) => choice.move).filter((move) => move.type === type);
}

// -- the map -----------------------------------------------------------------------------------

function mapGrid(view, helpers, w, rerender) {
  const { width, height } = view.components;
  const tiles = new Map(view.map.map((t) => [`${t.x},${t.y}`, t]));
  const workers = new Map();
  for (const worker of view.workers) {
    const key = `${worker.x},${worker.y}`;
    if (!workers.has(key)) workers.set(key, []);
    workers.get(key).push(worker);
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
  const kinds = [...new Set(tileMoves.map((m) => m.tile))];
  if (kinds.length === 1) pickedTile = kinds[0];
  if (!kinds.includes(pickedTile)) pickedTile = kinds.length === 1 ? kinds[0] : null;

  const grid = el("div", "v85-grid");
  grid.style.gridTemplateColumns = `1.2rem repeat(${x1 - x0 + 1}, var(--v85-cell))`;
  grid.append(el("span", "v85-label"));
  for (let x = x0; x <= x1; x++) grid.append(el("span", "v85-label", String.fromCharCode(65 + x)));
  for (let y = y0; y <= y1; y++) {
    grid.append(el("span", "v85-label", String(y + 1)));
    for (let x = x0; x <= x1; x++) {
      const tile = tiles.get(`${x},${y}`) || null;
      const here = workers.get(`${x},${y}`) || [];
      const cell = el("button", "v85-cell");
      cell.type = "button";
      cell.dataset.cell = cellName(x, y);
      cell.title = cellName(x, y);
      if (tile) {
        cell.classList.add(`v85-${tile.kind}`);
        if (tile.developed) cell.classList.add("v85-developed");
        const key = chainKey(tile);
        if (key && key === chainKey(tiles.get(`${x + 1},${y}`))) cell.classList.add("v85-join-right");
        if (key && key === chainKey(tiles.get(`${x},${y + 1}`))) cell.classList.add("v85-join-down");
        if (tile.kind === "town_center") cell.append(el("span", "v85-tc", "TC"));
        else if (tile.building) {
          const b = view.components.buildings[tile.building];
          const mark = el("span", `v85-building v85-owner-${tile.owner}`, b.letter);
          mark.title = `${term(w, tile.building)} · ${helpers.names[tile.owner] ?? `#${tile.owner + 1}`}`;
          cell.append(mark);
        } else cell.append(el("span", "v85-kind", view.components.tiles[tile.kind].letter));
        cell.title = `${cellName(x, y)} · ${term(w, tile.kind)}${tile.developed ? " *" : ""}`;
      } else cell.classList.add("v85-empty");
      for (const worker of here) {
        const pawn = el("span", `v85-pawn v85-owner-${worker.seat}`, String(worker.seat + 1));
        pawn.title = helpers.names[worker.seat] ?? `#${worker.seat + 1}`;
        cell.append(pawn);
      }
      const lay = pickedTile && tileMoves.find((m) => m.tile === pickedTile && m.x === x && m.y === y);
      const go = workerMoves.filter((m) => m.x === x && m.y === y);
      if (lay) {
        cell.classList.add("v85-pick");
        cell.addEventListener("click", () => helpers.play(lay));
      } else if (go.length) {
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

function handBox(view, helpers, w, rerender) {
  const me = view.seat;
  if (me === null || me === undefined) return null;
  const hand = view.empires[me].hand || [];
  if (!hand.length) return null;
  const kinds = new Set(legalOf(helpers, "place_tile").map((m) => m.tile));
  const box = el("div", "v85-hand", el("span", "v85-hand-title", w.hand));
  hand.forEach((kind) => {
    const tile = el("button", `v85-hand-tile v85-${kind}`, view.components.tiles[kind].letter);
    tile.type = "button";
    tile.title = term(w, kind);
    tile.dataset.tile = kind;
    tile.disabled = !kinds.has(kind);
    if (kind === pickedTile) tile.classList.add("v85-picked");
    tile.addEventListener("click", () => {
      pickedTile = kind;
      rerender();
    });
    box.append(tile);
  });
  if (kinds.size > 1) box.append(el("span", "v85-hint", w.pick_tile));
  return box;
}

function chooser(helpers, w) {
  if (!choosingCell) return null;
  const [x, y] = choosingCell.split(",").map(Number);
  const options = legalOf(helpers, "place_worker").filter((m) => m.x === x && m.y === y);
  if (options.length < 2) {
    choosingCell = null;
    return null;
  }
  const box = el("div", "v85-chooser", el("span", "", fill(w.choose, { cell: cellName(x, y) })));
  for (const move of options) {
    let label = w.just_go;
    if (move.build) label = fill(w.build, { building: term(w, move.build) });
    if (move.take) label = fill(w.take, { kind: term(w, move.take) });
    const button = el("button", "v85-choice", label);
    button.type = "button";
    button.dataset.build = move.build ?? "";
    button.dataset.take = move.take ?? "";
    button.addEventListener("click", () => {
      choosingCell = null;
      helpers.play(move);
    });
    box.append(button);
  }
  return box;
}

// -- beside the map ----------------------------------------------------------------------------

function header(view, helpers, w) {
  const name = (seat) => helpers.names[seat] ?? `#${seat + 1}`;
  const lines = [
    el("strong", "", fill(w.turn, { turn: view.turn })),
    el("span", "", fill(w.first, { name: name(view.first) })),
    el("span", "", w.phase[view.phase]),
    el("span", "", fill(w.deck, { deck: view.deck, discard: view.discard })),
  ];
  if (view.placing !== null && view.placing !== undefined) {
    lines.push(el("span", "v85-now", fill(w.placing, { name: name(view.placing), step: w.step[view.step] })));
  }
  return el("div", "v85-head", ...lines);
}

function cityBox(view, helpers, w) {
  const box = el("div", "v85-city", el("h4", "", w.city));
  const buildings = view.components.buildings;
  for (const card of view.city) {
    const b = buildings[card.building];
    box.append(
      el(
        "div",
        "v85-card",
        el("span", "v85-letter", b.letter),
        el("span", "v85-card-name", term(w, card.building)),
        el("span", "v85-cost", goodsText(w, card.price)),
        el("span", "v85-arrow", "→"),
        el("span", "v85-bonus", goodsText(w, b.bonus)),
      ),
    );
  }
  const house = buildings.house;
  box.append(
    el(
      "div",
      "v85-card",
      el("span", "v85-letter", house.letter),
      el("span", "v85-card-name", w.house),
      el("span", "v85-cost", goodsText(w, view.seat === null || view.seat === undefined ? house.cost : view.empires[view.seat].house_price)),
      el("span", "v85-arrow", "→"),
      el("span", "v85-bonus", goodsText(w, house.bonus)),
    ),
  );
  return box;
}

function playersBox(view, helpers, w) {
  const built = new Array(view.players).fill(0);
  for (const tile of view.map) if (tile.owner !== null && tile.building !== "house") built[tile.owner] += 1;
  const box = el("div", "v85-players");
  for (let seat = 0; seat < view.players; seat++) {
    const empire = view.empires[seat];
    const row = el("div", `v85-player v85-owner-${seat}`);
    if (seat === view.seat) row.classList.add("v85-me");
    if (view.to_act.includes(seat)) row.classList.add("v85-to-act");
    row.append(el("strong", "", helpers.names[seat] ?? `#${seat + 1}`));
    if (view.chosen.includes(seat)) row.append(el("span", "v85-tag", w.chosen));
    row.append(
      el("span", "", goodsText(w, empire.goods)),
      el("span", "", fill(w.workers, { left: empire.left, employed: empire.employed })),
      el("span", "", fill(w.houses, { houses: empire.houses })),
      el("span", "", fill(w.tiles, { count: empire.hand_count })),
      el("span", "v85-score", fill(w.buildings, { count: built[seat] })),
    );
    box.append(row);
  }
  return box;
}

/** Draw the whole table as ``state.view`` shows it. */
export function render(container, state, helpers) {
  ensureStyle();
  const view = state.view;
  const w = words(helpers.lang);
  const rerender = () => render(container, state, helpers);
  if (!legalOf(helpers, "place_worker").length) choosingCell = null;
  const board = el("div", "v85-board");
  board.append(header(view, helpers, w));
  const left = el("div", "v85-left", mapGrid(view, helpers, w, rerender));
  const hand = handBox(view, helpers, w, rerender);
  if (hand) left.append(hand);
  const choices = chooser(helpers, w);
  if (choices) left.append(choices);
  const right = el("div", "v85-right", cityBox(view, helpers, w), playersBox(view, helpers, w));
  board.append(el("div", "v85-main", left, right));
  container.replaceChildren(board);
}

// -- looks -------------------------------------------------------------------------------------

const CSS = `
.v85-board { display: flex; flex-direction: column; gap: 0.7rem; --v85-cell: 2.6rem; }
.v85-head { display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; align-items: baseline; background: #263238;
  color: #eceff1; border-radius: 10px; padding: 0.5rem 0.8rem; font-size: 0.9rem; }
.v85-now { color: #ffd180; font-weight: 600; }
.v85-main { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.v85-left { display: flex; flex-direction: column; gap: 0.5rem; max-width: 100%; overflow-x: auto; }
.v85-right { display: flex; flex-direction: column; gap: 0.6rem; flex: 1 1 16rem; min-width: 0; }
.v85-grid { display: grid; gap: 3px; grid-auto-rows: var(--v85-cell); }
.v85-label { display: grid; place-items: center; font-size: 0.7rem; color: #78909c; }
.v85-cell { position: relative; border: 1px solid #cfd8dc; border-radius: 5px; background: #fafafa; padding: 0;
  min-height: 0; display: grid; place-items: center; font-weight: 700; font-size: 0.95rem; color: #263238; }
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
.v85-pawn { position: absolute; right: 1px; bottom: 1px; width: 1rem; height: 1rem; border-radius: 50%;
  font-size: 0.65rem; display: grid; place-items: center; color: #fff; background: var(--v85-owner, #000);
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
.v85-card { display: grid; grid-template-columns: 1.4rem 6.5rem 1fr auto 1fr; gap: 0.3rem; align-items: baseline; }
.v85-letter { font-weight: 800; }
.v85-player { display: flex; flex-wrap: wrap; gap: 0.2rem 0.7rem; padding: 0.25rem 0.3rem; border-left: 4px solid var(--v85-owner); }
.v85-player.v85-me { background: #fff8e1; }
.v85-player.v85-to-act { outline: 2px dashed #ff9100; }
.v85-tag { font-size: 0.72rem; background: #e8f5e9; color: #2e7d32; border-radius: 999px; padding: 0 0.4rem; }
.v85-score { font-weight: 700; }
@media (max-width: 420px) { .v85-board { --v85-cell: 2.1rem; } .v85-card { grid-template-columns: 1.2rem 5rem 1fr; } }
`;

let styled = false;

// A constructed style sheet: the server's Content-Security-Policy refuses <style> elements.
function ensureStyle() {
  if (styled) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  styled = true;
}
