// Empire Planners on the web table: the six city blocks with their buildings and owners'
// dice, the factory cards with their goods tracks and rail links (trains drawn on their
// link, with riders), the two face-up action cards, the pollution track and the money.
// Clicking a building site, a die, a factory or an action icon plays that move when it is
// one of the legal ones; every move is also in the page's list of choices.
//
// Module interface (shared by every game view): render(container, state, helpers), where
// state carries `view` (the seat's view JSON) and helpers carry lang, names, me, legal, play.

const KIND_COLOURS = {
  residential: "#2f7d3a",
  commercial: "#2b5fa6",
  mixed: "linear-gradient(135deg, #2b5fa6 50%, #2f7d3a 50%)",
  leisure: "#b3312c",
  station: "#2b2622",
  townhall: "#6d3d8c",
  industrial: "#c9a227",
};
const GOODS_COLOURS = { red: "#b3312c", blue: "#2b5fa6", brown: "#7a4e2d" };
const PLAYER_COLOURS = ["#8c3b1f", "#2b6f8c"];

const WORDS = {
  en: {
    round: "Round {round} of {rounds} · {years} years",
    phase_build: "Building",
    phase_buy: "Buying a factory",
    phase_actions: "Actions",
    phase_over: "Game over",
    first: "{name} goes first",
    pollution: "Pollution",
    market: "Market die",
    block: "Block {block}",
    city: "City",
    factories: "Factories",
    for_sale: "for sale",
    goods: "goods",
    links: "{links} rail links",
    cost: "cost ${cost}",
    train: "train {die}",
    riders: "{count} rider(s)",
    actions: "Action cards",
    deck: "deck {deck} · discard {discard}",
    dice: "Building dice",
    rerolled: "rerolled",
    capital: "Capital",
    profit: "Profit",
    cubes: "spare cubes",
    buildings: "buildings",
    archie: "Archie Indus",
    pending: "Carrying out: {kind}",
    residential: "Residential",
    commercial: "Commercial",
    mixed: "Mixed",
    leisure: "Leisure",
    station: "Station",
    townhall: "Town Hall",
    industrial: "Industrial",
    exchange_2: "Exchange $2",
    exchange_3: "Exchange $3",
    add_train: "Add train",
    passenger_owned: "Passenger (own train)",
    passenger_unowned: "Passenger (other's train)",
    move_one: "Move 1 link",
    move_two: "Move 2 links",
    produce: "Produce",
    upgrade_residential: "Upgrade Residential",
    upgrade_commercial: "Upgrade Commercial",
    upgrade_leisure: "Upgrade Leisure",
    upgrade_industrial: "Upgrade Industrial",
    upgrade_any: "Upgrade any ($3)",
    reduce_pollution: "Reduce pollution",
  },
  de: {
    round: "Runde {round} von {rounds} · {years} Jahre",
    phase_build: "Bauen",
    phase_buy: "Fabrikkauf",
    phase_actions: "Aktionen",
    phase_over: "Spielende",
    first: "{name} beginnt",
    pollution: "Verschmutzung",
    market: "Marktwürfel",
    block: "Block {block}",
    city: "Stadt",
    factories: "Fabriken",
    for_sale: "im Angebot",
    goods: "Waren",
    links: "{links} Gleisstücke",
    cost: "kostet {cost} $",
    train: "Zug {die}",
    riders: "{count} Mitfahrer",
    actions: "Aktionskarten",
    deck: "Stapel {deck} · Ablage {discard}",
    dice: "Bauwürfel",
    rerolled: "neu gewürfelt",
    capital: "Kapital",
    profit: "Gewinn",
    cubes: "freie Würfel",
    buildings: "Gebäude",
    archie: "Archie Indus",
    pending: "Führt aus: {kind}",
    residential: "Wohnhaus",
    commercial: "Geschäft",
    mixed: "Misch",
    leisure: "Freizeit",
    station: "Bahnhof",
    townhall: "Rathaus",
    industrial: "Industrie",
    exchange_2: "Tausch 2 $",
    exchange_3: "Tausch 3 $",
    add_train: "Zug einsetzen",
    passenger_owned: "Fahrgast (eigener Zug)",
    passenger_unowned: "Fahrgast (fremder Zug)",
    move_one: "1 Gleisstück fahren",
    move_two: "2 Gleisstücke fahren",
    produce: "Herstellen",
    upgrade_residential: "Wohnhaus ausbauen",
    upgrade_commercial: "Geschäft ausbauen",
    upgrade_leisure: "Freizeit ausbauen",
    upgrade_industrial: "Industrie ausbauen",
    upgrade_any: "Beliebig ausbauen (3 $)",
    reduce_pollution: "Verschmutzung senken",
  },
};

function words(lang) {
  const table = WORDS[lang] || WORDS.en;
  return (key, params = {}) =>
    (table[key] ?? WORDS.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** The first legal move whose fields include ``wanted``, or null. */
function legalMove(helpers, wanted) {
  for (const { move } of helpers.legal || []) {
    if (Object.entries(wanted).every(([key, value]) => move[key] === value)) return move;
  }
  return null;
}

/** Make ``node`` play ``move`` on click (and by keyboard) when the move is legal. */
function clickable(node, move, helpers, title) {
  if (!move) return node;
  node.classList.add("ep-pick");
  node.tabIndex = 0;
  node.setAttribute("role", "button");
  if (title) node.title = title;
  const go = () => helpers.play(move);
  node.addEventListener("click", go);
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      go();
    }
  });
  return node;
}

function playerName(view, helpers, w, player) {
  if (view.solo && player === 1) return w("archie");
  return helpers.names[player] ?? `#${player + 1}`;
}

function die(value, colour, extra = "") {
  const node = el("span", `ep-die ${extra}`, String(value));
  if (colour) node.style.background = colour;
  return node;
}

// -- the header: round, pollution, market ---------------------------------------------------

function header(view, helpers, w) {
  const round = Math.max(1, Math.min(view.round, view.rounds));
  const track = el("div", "ep-years");
  for (let r = 1; r <= view.rounds; r++) {
    track.append(el("span", `ep-dot${r < round ? " ep-past" : ""}${r === round ? " ep-now" : ""}`, String(r)));
  }
  const pollution = el("div", "ep-pollution", el("span", "ep-label", w("pollution")));
  for (let step = 0; step <= 13; step++) {
    pollution.append(el("span", `ep-smog${step <= view.pollution && step > 0 ? " ep-filled" : ""}${step === view.pollution ? " ep-marker" : ""}`, String(step)));
  }
  const market = el("div", "ep-market", el("span", "ep-label", w("market")));
  if (view.market_die !== null) {
    market.append(die(view.market_die, "#f4efe6"));
    for (const colour of ["red", "blue", "brown"]) {
      const price = view.components.market[colour][view.market_die - 1];
      market.append(el("span", "ep-price", el("span", "ep-good", ""), `$${price}`));
      market.lastChild.firstChild.style.background = GOODS_COLOURS[colour];
    }
  } else {
    market.append(el("span", "ep-muted", "–"));
  }
  return el(
    "div",
    "ep-head",
    el(
      "div",
      "ep-head-text",
      el("strong", "", w("round", { round, rounds: view.rounds, years: 2 * round })),
      el("span", "", `${w(`phase_${view.phase}`)} · ${w("first", { name: playerName(view, helpers, w, view.first) })}`),
    ),
    track,
    pollution,
    market,
  );
}

// -- the city ------------------------------------------------------------------------------

function city(view, helpers, w) {
  const grid = el("div", "ep-city");
  for (let block = 1; block <= 6; block++) {
    const card = el("div", "ep-block", el("div", "ep-block-name", w("block", { block })));
    for (let face = 1; face <= 6; face++) {
      const index = (block - 1) * 6 + face - 1;
      const site = view.components.city[index];
      const shown = view.city[index];
      const chip = el("span", "ep-kind", w(site.kind));
      chip.style.background = KIND_COLOURS[site.kind];
      const owner = shown.owner === null ? el("span", "ep-free", "·") : die(shown.value, PLAYER_COLOURS[shown.owner], "ep-owned");
      if (shown.owner !== null) owner.title = playerName(view, helpers, w, shown.owner);
      const row = el("div", "ep-site", el("span", "ep-face", String(face)), chip, el("span", "ep-top", `≤${site.top}`), owner);
      row.dataset.site = String(index);
      const build = legalMove(helpers, { type: "build", block, site: face });
      const upgrade = legalMove(helpers, { type: "upgrade", building: index });
      clickable(row, build || upgrade, helpers, `${w(site.kind)} ${block}-${face}`);
      card.append(row);
    }
    grid.append(card);
  }
  return el("section", "ep-section", el("h3", "", w("city")), grid);
}

function buildingDice(view, helpers, w) {
  if (!view.dice.length) return null;
  const row = el("div", "ep-dice", el("span", "ep-label", w("dice")));
  view.dice.forEach((value, index) => {
    const node = die(value, "#fffdf8");
    clickable(node, legalMove(helpers, { type: "reroll", die: index }), helpers, "$2");
    row.append(node);
  });
  if (view.rerolled) row.append(el("span", "ep-muted", w("rerolled")));
  return row;
}

// -- factories -----------------------------------------------------------------------------

function factoryCard(view, card, helpers, w) {
  const shown = view.factories[card];
  const face = view.components.factories[card][shown.side];
  const owned = shown.owner !== null;
  if (!owned && !view.market.includes(card)) return null;
  const box = el("div", `ep-factory${owned ? "" : " ep-for-sale"}`);
  box.dataset.card = String(card);
  if (owned) box.style.borderColor = PLAYER_COLOURS[shown.owner];
  const who = owned ? playerName(view, helpers, w, shown.owner) : w("for_sale");
  box.append(el("div", "ep-factory-head", el("strong", "", face.name), el("span", "ep-muted", who)));
  box.append(el("div", "ep-muted", `${w("cost", { cost: face.cost })} · ${w("links", { links: face.links })}`));
  const track = el("div", "ep-track", el("span", "ep-label", w("goods")));
  for (let g = 0; g < face.track; g++) {
    const cell = el("span", `ep-good${g < shown.goods ? "" : " ep-empty"}`);
    if (g < shown.goods) cell.style.background = GOODS_COLOURS[face.goods];
    else cell.style.borderColor = GOODS_COLOURS[face.goods];
    track.append(cell);
  }
  box.append(track);
  const rail = el("div", "ep-rail");
  for (let link = 0; link < face.links; link++) {
    const train = shown.train && shown.train.at === link ? shown.train : null;
    const cell = el("span", `ep-link${link === 0 ? " ep-start" : ""}`);
    if (train) {
      cell.append(die(train.die, "#8d8379", "ep-train"));
      for (let r = 0; r < train.riders; r++) {
        const cube = el("span", "ep-rider");
        cube.style.background = PLAYER_COLOURS[1 - shown.owner];
        cell.append(cube);
      }
      cell.title = `${w("train", { die: train.die })}${train.riders ? ` · ${w("riders", { count: train.riders })}` : ""}`;
    }
    rail.append(cell);
  }
  box.append(rail);
  const move =
    legalMove(helpers, { type: "train", card }) ||
    legalMove(helpers, { type: "passenger", card }) ||
    legalMove(helpers, { type: "move_train", card }) ||
    legalMove(helpers, { type: "produce", card }) ||
    legalMove(helpers, { type: "buy_factory", card });
  return clickable(box, move, helpers, face.name);
}

function factories(view, helpers, w) {
  const grid = el("div", "ep-factories");
  for (let card = 0; card < view.factories.length; card++) {
    const box = factoryCard(view, card, helpers, w);
    if (box) grid.append(box);
  }
  return el("section", "ep-section", el("h3", "", w("factories")), grid);
}

// -- action cards --------------------------------------------------------------------------

function actionCards(view, helpers, w) {
  const icons = view.components.action_cards[0].length;
  const claimed = new Map(view.claims.map((c) => [c.slot, c.player]));
  const cards = el("div", "ep-cards");
  view.face_up.forEach((card, position) => {
    const box = el("div", "ep-card");
    view.components.action_cards[card].forEach((kind, i) => {
      const slot = position * icons + i;
      const icon = el("div", `ep-icon${claimed.has(slot) ? " ep-claimed" : ""}`, w(kind));
      icon.dataset.slot = String(slot);
      if (claimed.has(slot)) {
        const cube = el("span", "ep-rider");
        cube.style.background = PLAYER_COLOURS[claimed.get(slot)];
        icon.append(cube);
      }
      clickable(icon, legalMove(helpers, { type: "claim", slot }), helpers, w(kind));
      box.append(icon);
    });
    cards.append(box);
  });
  const section = el("section", "ep-section", el("h3", "", w("actions")), cards);
  section.append(el("div", "ep-muted", w("deck", { deck: view.deck_count, discard: view.discard.length })));
  if (view.pending) section.append(el("div", "ep-pending", w("pending", { kind: w(view.pending.kind) })));
  return section;
}

// -- money ---------------------------------------------------------------------------------

function planners(view, helpers, w) {
  const row = el("div", "ep-planners");
  view.empire.forEach((empire, player) => {
    const box = el("div", `ep-planner${view.actor === player ? " ep-acting" : ""}`);
    box.style.borderColor = PLAYER_COLOURS[player];
    box.append(el("strong", "", playerName(view, helpers, w, player)));
    box.append(el("div", "", `${w("capital")}: $${empire.capital} · ${w("profit")}: ${empire.profit}`));
    box.append(el("div", "ep-muted", `${empire.free_cubes} ${w("cubes")} · ${empire.buildings}/9 ${w("buildings")}`));
    row.append(box);
  });
  return row;
}

/** Draw the whole table as ``state.view`` shows it. */
export function render(container, state, helpers) {
  ensureStyle();
  const view = state.view;
  const w = words(helpers.lang);
  const board = el("div", "ep-board");
  board.append(header(view, helpers, w), planners(view, helpers, w));
  const dice = buildingDice(view, helpers, w);
  if (dice) board.append(dice);
  board.append(actionCards(view, helpers, w), city(view, helpers, w), factories(view, helpers, w));
  container.replaceChildren(board);
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
.ep-factory-head { display: flex; justify-content: space-between; gap: 0.3rem; }
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
.ep-pick:hover, .ep-pick:focus-visible { background: #f6e3d6; }
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
