// Empire Engine on the web table: every empire drawn as its two engine cards (the action on
// the top edge is the one it performs), the engines or gears placed face down this round,
// and its ready and score piles as coloured cubes. Clicking an edge of an engine in round one,
// or a gear choice later, plays that move when it is one of the legal ones.
//
// Module interface (shared by every game view): render(container, state, helpers), where
// state carries `view` (the seat's view JSON) and helpers carry lang, names, me, legal, play.

/** The actions clockwise around each card, starting at the top edge, and the clockwise
 * quarter turns of each gear (plain, and with a cube on it): filled from the view's
 * `components`, which the server reads from data/engines.toml. */
const LAYOUTS = {};
const GEARS = {};

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

const WORDS = {
  en: {
    arm: "Arm",
    salvage: "Salvage",
    produce: "Produce",
    attack: "Attack",
    invent: "Invent",
    defend: "Defend",
    export: "Export",
    soldier: "soldiers",
    good: "goods",
    invention: "inventions",
    L: "left engine",
    R: "right engine",
    round: "Round {round} of {rounds}",
    phase_plan: "Plan: engines and gears go face down",
    phase_block: "Defend: defenders choose which attack to block",
    phase_steal: "Steal: attackers choose what to take",
    phase_salvage: "Salvage: who salvages chooses a cube",
    phase_over: "Game over",
    ready: "Ready",
    score: "Score",
    hidden: "{count} hidden",
    you: "you",
    left_of: "your left neighbour",
    right_of: "your right neighbour",
    team: "teammate",
    start: "start player",
    hit: "hit",
    exported: "exported",
    to_act: "deciding",
    chosen: "has chosen",
    face_down: "face down",
    not_revealed: "not revealed yet",
    pick_edge: "Click an edge to place this engine with that action on top.",
    gear_choices: "Gears for the {engine}",
    gear_plain: "{gear}-gear",
    gear_boosted: "{gear}-gear with a cube",
    with_cube: "put a {kind} on it",
    becomes: "brings {action} to the top",
    attacks: "Attacks this round",
    attack_line: "{attacker} attacks {target} ({engine})",
    attack_failed: "failed: no soldier to send",
    steals: "Successful attacks",
    steal_line: "{attacker} takes from {target}",
    joint: "joint attack",
    cubes: "{count} cubes",
  },
  de: {
    arm: "Bewaffnung",
    salvage: "Bergung",
    produce: "Produktion",
    attack: "Angriff",
    invent: "Erfindung",
    defend: "Verteidigung",
    export: "Export",
    soldier: "Soldaten",
    good: "Waren",
    invention: "Erfindungen",
    L: "linke Maschine",
    R: "rechte Maschine",
    round: "Runde {round} von {rounds}",
    phase_plan: "Planung: Maschinen und Zahnräder werden verdeckt gelegt",
    phase_block: "Verteidigung: Verteidiger wählen, welchen Angriff sie abwehren",
    phase_steal: "Beute: Angreifer wählen, was sie nehmen",
    phase_salvage: "Bergung: wer birgt, wählt einen Würfel",
    phase_over: "Spielende",
    ready: "Aktionsbereich",
    score: "Wertung",
    hidden: "{count} verdeckt",
    you: "du",
    left_of: "dein linker Nachbar",
    right_of: "dein rechter Nachbar",
    team: "Partner",
    start: "Startspieler",
    hit: "getroffen",
    exported: "exportiert",
    to_act: "entscheidet",
    chosen: "hat gewählt",
    face_down: "verdeckt",
    not_revealed: "noch nicht aufgedeckt",
    pick_edge: "Klicke auf eine Kante, um die Maschine mit dieser Aktion oben abzulegen.",
    gear_choices: "Zahnräder für die {engine}",
    gear_plain: "{gear}er-Zahnrad",
    gear_boosted: "{gear}er-Zahnrad mit Würfel",
    with_cube: "{kind} darauflegen",
    becomes: "bringt {action} nach oben",
    attacks: "Angriffe in dieser Runde",
    attack_line: "{attacker} greift {target} an ({engine})",
    attack_failed: "gescheitert: kein Soldat",
    steals: "Erfolgreiche Angriffe",
    steal_line: "{attacker} nimmt von {target}",
    joint: "gemeinsamer Angriff",
    cubes: "{count} Würfel",
  },
};

/** Labels of the score breakdown's resource columns, for the table page. */
export const terms = {
  en: { soldier: "soldiers", good: "goods", invention: "inventions" },
  de: { soldier: "Soldaten", good: "Waren", invention: "Erfindungen" },
};

function words(lang) {
  const table = WORDS[lang] || WORDS.en;
  return (key, params = {}) =>
    (table[key] ?? WORDS.en[key] ?? key).replace(/\{(\w+)\}/g, (m, name) => (name in params ? params[name] : m));
}

function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** The action on top after turning an engine clockwise by ``turns`` quarter turns. */
export function turned(engine, top, turns) {
  const layout = LAYOUTS[engine];
  return layout[(((layout.indexOf(top) - turns) % 4) + 4) % 4];
}

/** The legal move equal to ``wanted`` (only the listed fields compared), or null. */
function legalMove(helpers, wanted) {
  for (const { move } of helpers.legal || []) {
    if (Object.entries(wanted).every(([key, value]) => move[key] === value)) return move;
  }
  return null;
}

// -- pieces ------------------------------------------------------------------------------------

function cube(kind, title) {
  const node = el("span", `ee-cube ee-${kind}`);
  if (title) node.title = title;
  return node;
}

function cubeStack(kind, count, label) {
  const stack = el("span", `ee-stack${count ? "" : " ee-empty"}`);
  stack.title = `${count} ${label}`;
  stack.setAttribute("aria-label", `${count} ${label}`);
  const drawn = Math.min(count, MAX_DRAWN_CUBES);
  for (let i = 0; i < drawn; i++) stack.append(cube(kind));
  if (!count) stack.append(cube(`${kind} ee-ghost`));
  stack.append(el("span", "ee-count", count > MAX_DRAWN_CUBES ? `+${count - MAX_DRAWN_CUBES}=${count}` : String(count)));
  return stack;
}

/**
 * One engine card, square, with an action on each edge. ``top`` is the action on the top edge;
 * ``pick`` (optional) makes every edge a button that plays the move putting it on top.
 */
function engineCard(engine, top, w, { pick = null, faceDown = false } = {}) {
  const card = el("div", `ee-card ee-engine-${engine}${faceDown ? " ee-face-down" : ""}`);
  const layout = LAYOUTS[engine];
  const start = layout.indexOf(top);
  ["top", "right", "bottom", "left"].forEach((side, i) => {
    const action = layout[(start + i) % 4];
    const label = w(action);
    let edge;
    const move = pick && pick(action);
    if (move) {
      edge = el("button", `ee-edge ee-${side} ee-act-${action} ee-pick`, label);
      edge.type = "button";
      edge.title = label;
      edge.addEventListener("click", () => pick.play(move));
    } else {
      edge = el("span", `ee-edge ee-${side} ee-act-${action}`, label);
    }
    edge.dataset.action = action;
    card.append(edge);
  });
  card.append(el("span", "ee-letter", engine));
  card.title = `${w(engine)}: ${w(top)}`;
  card.dataset.top = top;
  return card;
}

function cardBack(engine, w, note) {
  const card = el("div", `ee-card ee-back ee-engine-${engine}`, el("span", "ee-letter", engine));
  card.title = `${w(engine)}: ${note}`;
  return card;
}

function gearToken(entry, w) {
  const token = el("div", "ee-gear", el("span", "ee-gear-value", entry.gear ?? "?"));
  if (entry.boost) token.append(cube(entry.boost, w(entry.boost)));
  token.title = entry.gear ? w("gear_plain", { gear: entry.gear }) : w("face_down");
  return token;
}

// -- an empire --------------------------------------------------------------------------------

function relationBadges(view, seat, me, w) {
  const badges = [];
  const n = view.players;
  if (seat === me) badges.push(["ee-badge ee-me", w("you")]);
  else if (me !== null && me !== undefined) {
    if (seat === (me + 1) % n) badges.push(["ee-badge", w("left_of")]);
    if (seat === (me - 1 + n) % n && n > 2) badges.push(["ee-badge", w("right_of")]);
    if (view.options.teams && seat === (me + 2) % 4) badges.push(["ee-badge ee-team", w("team")]);
  }
  if (seat === view.start_player) badges.push(["ee-badge ee-start", w("start")]);
  if (view.hit[seat]) badges.push(["ee-badge ee-hit", w("hit")]);
  if (view.exported[seat]) badges.push(["ee-badge ee-exported", w("exported")]);
  if (view.phase !== "plan" && view.phase !== "over") {
    if (view.chosen.includes(seat)) badges.push(["ee-badge ee-chosen", w("chosen")]);
    else if (view.to_act.includes(seat)) badges.push(["ee-badge ee-acting", w("to_act")]);
  }
  return badges.map(([cls, text]) => el("span", cls, text));
}

function engineSlot(view, empire, engine, mine, helpers, w) {
  const slot = el("div", "ee-slot");
  const placed = empire.placed.find((p) => p.engine === engine);
  const top = empire.engines ? empire.engines[engine] : null;
  if (top === null) {
    // Round one: the engines are still in hand or lie face down.
    const canPick = mine && !placed && legalMove(helpers, { type: "place_engine", engine });
    if (canPick) {
      const pick = (action) => legalMove(helpers, { type: "place_engine", engine, action });
      pick.play = helpers.play;
      slot.append(engineCard(engine, LAYOUTS[engine][0], w, { pick }));
    } else if (placed && placed.action) {
      slot.append(engineCard(engine, placed.action, w, { faceDown: true }));
    } else {
      slot.append(cardBack(engine, w, placed ? w("face_down") : w("not_revealed")));
    }
  } else {
    slot.append(engineCard(engine, top, w));
  }
  if (placed && "gear" in placed) slot.append(gearToken(placed, w));
  else if (placed) slot.append(el("div", "ee-note", w("face_down")));
  slot.append(el("div", "ee-engine-name", w(engine)));
  return slot;
}

/** What each gear would bring to the top of an engine not yet geared this round. */
function gearChoices(view, empire, engine, helpers, w) {
  const top = empire.engines[engine];
  const box = el("div", "ee-gear-choices");
  box.append(el("div", "ee-gear-title", w("gear_choices", { engine: w(engine) })));
  for (const gear of [1, 2]) {
    for (const boosted of [false, true]) {
      const result = turned(engine, top, boosted ? GEARS[gear].boosted : GEARS[gear].turns);
      const row = el("div", "ee-gear-row");
      const name = boosted ? w("gear_boosted", { gear }) : w("gear_plain", { gear });
      row.append(el("span", "ee-gear-name", name), el("span", `ee-chip ee-act-${result}`, w(result)));
      const boosts = boosted ? READY_KINDS : [null];
      for (const boost of boosts) {
        const move = legalMove(helpers, { type: "place_gear", engine, gear, boost });
        if (!move) continue;
        const button = el("button", "ee-gear-pick secondary", boost ? cube(boost) : "✓");
        button.type = "button";
        button.title = `${name}: ${w("becomes", { action: w(result) })}${boost ? ` (${w("with_cube", { kind: w(boost) })})` : ""}`;
        button.setAttribute("aria-label", button.title);
        button.addEventListener("click", () => helpers.play(move));
        row.append(button);
      }
      box.append(row);
    }
  }
  return box;
}

function piles(empire, w) {
  const ready = el("div", "ee-pile", el("span", "ee-pile-name", w("ready")));
  for (const kind of READY_KINDS) ready.append(cubeStack(kind, empire.ready[kind], w(kind)));
  const score = el("div", "ee-pile", el("span", "ee-pile-name", w("score")));
  if (empire.score === null) {
    score.append(cubeStack("hidden", empire.score_total, w("cubes", { count: "" }).trim()));
  } else {
    for (const kind of KINDS) score.append(cubeStack(kind, empire.score[kind], w(kind)));
  }
  const total = empire.score === null ? w("hidden", { count: empire.score_total }) : w("cubes", { count: empire.score_total });
  score.append(el("span", "ee-total", total));
  return el("div", "ee-piles", ready, score);
}

function empireBox(view, seat, helpers, w) {
  const empire = view.empires[seat];
  const me = view.seat;
  const mine = seat === me && !helpers.replay;
  const classes = ["ee-empire"];
  if (seat === me) classes.push("ee-mine");
  if (view.to_act.includes(seat)) classes.push("ee-to-act");
  if (view.hit[seat]) classes.push("ee-was-hit");
  const box = el("article", classes.join(" "));
  box.dataset.seat = seat;
  box.append(
    el("header", "ee-empire-head", el("h3", "ee-name", helpers.names[seat] ?? `#${seat + 1}`), el("div", "ee-badges", relationBadges(view, seat, me, w))),
  );
  const engines = el("div", "ee-engines", ENGINES.map((e) => engineSlot(view, empire, e, mine, helpers, w)));
  box.append(engines);
  if (mine && empire.engines === null && legalMove(helpers, { type: "place_engine" })) {
    box.append(el("p", "ee-hint", w("pick_edge")));
  }
  if (seat === me && view.phase === "plan" && empire.engines) {
    const open = ENGINES.filter((e) => !empire.placed.some((p) => p.engine === e));
    if (open.length) box.append(el("div", "ee-gears", open.map((e) => gearChoices(view, empire, e, mine ? helpers : { ...helpers, legal: [] }, w))));
  }
  box.append(piles(empire, w));
  return box;
}

// -- the round and its fights ------------------------------------------------------------------

function roundTrack(view, w) {
  const track = el("div", "ee-track");
  track.setAttribute("aria-hidden", "true");
  if (view.rounds <= 16) {
    for (let r = 1; r <= view.rounds; r++) {
      track.append(el("span", `ee-dot${r < view.round ? " ee-past" : ""}${r === view.round ? " ee-now" : ""}`, String(r)));
    }
  }
  const round = Math.min(view.round, view.rounds);
  return el(
    "div",
    "ee-round",
    el("div", "ee-round-text", el("strong", "", w("round", { round, rounds: view.rounds })), el("span", "ee-phase", w(`phase_${view.phase}`))),
    track,
  );
}

function fights(view, names, w) {
  if (!view.attacks.length && !view.steals.length) return null;
  const box = el("div", "ee-fights");
  const name = (seat) => names[seat] ?? `#${seat + 1}`;
  if (view.attacks.length) {
    box.append(el("h4", "", w("attacks")));
    const list = el("ul", "");
    for (const a of view.attacks) {
      const line = el("li", a.paid ? "" : "ee-failed", w("attack_line", { attacker: name(a.attacker), target: name(a.target), engine: w(a.engine) }));
      if (!a.paid) line.append(el("span", "ee-why", ` — ${w("attack_failed")}`));
      list.append(line);
    }
    box.append(list);
  }
  if (view.steals.length) {
    box.append(el("h4", "", w("steals")));
    const list = el("ul", "");
    for (const s of view.steals) {
      const line = el("li", "", w("steal_line", { attacker: name(s.attacker), target: name(s.target) }));
      if (s.extra) line.append(el("span", "ee-why", ` (${w("joint")})`));
      list.append(line);
    }
    box.append(list);
  }
  return box;
}

/** Draw the whole table as ``state.view`` shows it. */
export function render(container, state, helpers) {
  ensureStyle();
  const view = state.view;
  loadComponents(view.components);
  const w = words(helpers.lang);
  const n = view.players;
  const me = view.seat;
  // Your own empire first, then clockwise (your left neighbour next); spectators: seat order.
  const order = Array.from({ length: n }, (_, i) => (me === null || me === undefined ? i : (me + i) % n));
  const board = el("div", "ee-board");
  board.append(roundTrack(view, w));
  const fightBox = fights(view, helpers.names, w);
  if (fightBox) board.append(fightBox);
  board.append(el("div", "ee-empires", order.map((seat) => empireBox(view, seat, helpers, w))));
  container.replaceChildren(board);
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
.ee-card.ee-face-down { border-style: dashed; opacity: 0.85; }
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
.ee-edge.ee-left, .ee-edge.ee-right { top: 1.8rem; bottom: 1.4rem; width: 1.1rem; writing-mode: vertical-rl; }
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
.ee-gears { display: grid; grid-template-columns: repeat(auto-fit, minmax(10.5rem, 1fr)); gap: 0.5rem; }
.ee-gear-choices { border: 1px solid #e6dccd; border-radius: 8px; padding: 0.35rem 0.5rem; font-size: 0.78rem; }
.ee-gear-title { font-weight: 600; margin-bottom: 0.2rem; }
.ee-gear-row { display: flex; align-items: center; flex-wrap: wrap; gap: 0.3rem; padding: 0.1rem 0; }
.ee-gear-name { flex: 1 1 auto; color: #5c534b; }
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
  .ee-card { width: 6.6rem; height: 6.6rem; }
  .ee-pile-name { width: 100%; }
  .ee-engines { gap: 0.4rem; }
}
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
