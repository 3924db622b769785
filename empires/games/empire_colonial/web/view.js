// Empire (the colonial card game) on the web table: every empire with its nation and its four
// stacks as cards (face down for the others until the end), the auction row with the shortage
// card, the live bidding round (who is still in, every bid, who still has to choose) and the
// trading window (whose turn, the offer being made, answered offers, accept/decline buttons).
//
// Module interface (shared by every game view): render(container, state, helpers), where
// state carries `view` (the seat's view JSON) and helpers carry lang, names, me, legal, play.

const KINDS = ["good", "population", "colony", "bond", "supporter", "revolt", "gold"];

const WORDS = {
  en: {
    good: "goods", population: "populations", colony: "colonies", bond: "bonds",
    supporter: "supporters", revolt: "revolts", gold: "gold", nothing: "nothing",
    ottomans: "Ottomans", venice: "Venice", portugal: "Portugal", netherlands: "Netherlands",
    spain: "Spain", france: "France", britain: "Great Britain", prussia: "Prussia",
    claim: "Claiming nations: choose a number in secret",
    commerce: "Commerce: choose in secret how many goods to sell",
    trade: "Trading window", bid: "Bidding", over: "Game over",
    round: "Round {round} of {rounds}", row: "Auction row", shortage: "shortage",
    now: "on auction", done: "auctioned", hidden: "face down", you: "you",
    support: "support {value}", market: "Nations in the market",
    below: "{s} supporters / {r} revolts below", institution: "{name}: {top} on {base}",
    bids: "Bids, bidding round {round}", out: "withdrawn", deciding: "choosing",
    chose: "has chosen", turn: "{name}'s turn to trade", draft: "Offer being made",
    offers: "Offers in this window", accepted: "accepted", declined: "declined",
    gives: "{from} gives {give} to {to} for {ask}", accept: "Accept", decline: "Decline",
    sales: "Last commerce: price {price}", sold: "{name} sold {count}",
  },
  de: {
    good: "Waren", population: "Bevölkerung", colony: "Kolonien", bond: "Anleihen",
    supporter: "Unterstützer", revolt: "Revolten", gold: "Gold", nothing: "nichts",
    ottomans: "Osmanen", venice: "Venedig", portugal: "Portugal", netherlands: "Niederlande",
    spain: "Spanien", france: "Frankreich", britain: "Großbritannien", prussia: "Preußen",
    claim: "Nationenwahl: wählt geheim eine Nummer",
    commerce: "Handel: wählt geheim, wie viele Waren ihr verkauft",
    trade: "Tauschfenster", bid: "Bieten", over: "Spielende",
    round: "Runde {round} von {rounds}", row: "Auktionsreihe", shortage: "Knappheit",
    now: "wird versteigert", done: "versteigert", hidden: "verdeckt", you: "du",
    support: "Unterstützung {value}", market: "Nationen auf dem Markt",
    below: "{s} Unterstützer / {r} Revolten darunter", institution: "{name}: {top} auf {base}",
    bids: "Gebote, Bietrunde {round}", out: "ausgestiegen", deciding: "wählt",
    chose: "hat gewählt", turn: "{name} ist mit Tauschen dran", draft: "Angebot in Arbeit",
    offers: "Angebote in diesem Fenster", accepted: "angenommen", declined: "abgelehnt",
    gives: "{from} gibt {to} {give} für {ask}", accept: "Annehmen", decline: "Ablehnen",
    sales: "Letzter Handel: Preis {price}", sold: "{name} verkaufte {count}",
  },
};

function words(lang) {
  const table = WORDS[lang] || WORDS.en;
  return (key, params = {}) =>
    (table[key] ?? WORDS.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

function el(tag, className, children = []) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of [].concat(children)) {
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

function itemText(item, w) {
  if (!item) return "?";
  if (item.kind === null) return w("nothing");
  return `${item.count} ${w(item.kind)}`;
}

/** Draw the whole table as ``state.view`` shows it. */
export function render(container, state, helpers) {
  ensureStyle();
  const view = state.view;
  const w = words(helpers.lang);
  const names = helpers.names.length ? helpers.names : view.empires.map((_, i) => `#${i + 1}`);
  const board = el("div", "ec-board");
  board.append(header(view, w));
  if (view.phase === "claim") board.append(market(view, w));
  else board.append(row(view, w));
  if (view.bidding) board.append(bidding(view, names, w));
  if (view.trading) board.append(trading(view, names, helpers, w));
  if (view.sales) board.append(sales(view, names, w));
  const me = view.seat;
  const n = view.players;
  const order = Array.from({ length: n }, (_, i) => (me === null || me === undefined ? i : (me + i) % n));
  board.append(el("div", "ec-empires", order.map((seat) => empire(view, seat, names, w))));
  container.replaceChildren(board);
}

function header(view, w) {
  const title = view.phase === "claim" ? w("claim") : w("round", { round: view.round, rounds: view.rounds });
  const phase = view.phase === "claim" ? "" : w(view.phase);
  return el("div", "ec-head", [el("strong", "", title), el("span", "ec-phase", phase)]);
}

function market(view, w) {
  const box = el("div", "ec-panel", [el("h4", "", w("market"))]);
  const cards = el("div", "ec-row");
  for (const name of view.market) {
    const nation = view.components.nations[name];
    const [s, r] = view.claim_stacks[name];
    cards.append(
      el("div", "ec-nation", [
        el("div", "ec-number", String(nation.number)),
        el("div", "ec-nation-name", w(name)),
        el("div", "ec-small", w("institution", { name: nation.institution, top: w(nation.top), base: w(nation.base) })),
        el("div", "ec-small", w("below", { s, r })),
      ]),
    );
  }
  box.append(cards);
  return box;
}

function row(view, w) {
  const current = view.card !== null && view.phase === "bid" ? view.auctions[view.auction] : null;
  const cards = view.row.map((kind, position) => {
    const classes = ["ec-card", `ec-${kind}`];
    let note = "";
    if (position === view.shortage) {
      classes.push("ec-shortage");
      note = w("shortage");
    } else if (position === current) {
      classes.push("ec-current");
      note = w("now");
    } else if (view.auctions.indexOf(position) >= 0 && view.auctions.indexOf(position) < view.auction) {
      classes.push("ec-done");
      note = w("done");
    }
    return el("div", classes.join(" "), [el("span", "ec-kind", w(kind)), el("span", "ec-note", note)]);
  });
  return el("div", "ec-panel", [el("h4", "", w("row")), el("div", "ec-row", cards)]);
}

function bidding(view, names, w) {
  const bids = view.bidding;
  const list = el("ul", "ec-bids");
  bids.bids.forEach((bid, seat) => {
    const out = bids.withdrawn[seat];
    const status = out ? w("out") : view.to_act.includes(seat) ? w("deciding") : w("chose");
    list.append(el("li", out ? "ec-out" : "", [el("b", "", names[seat]), ` ${out ? "—" : bid} `, el("em", "", status)]));
  });
  return el("div", "ec-panel ec-live", [el("h4", "", `${w("bids", { round: bids.round })}: ${w(view.card)}`), list]);
}

function trading(view, names, helpers, w) {
  const t = view.trading;
  const box = el("div", "ec-panel ec-live", [el("h4", "", w("turn", { name: names[t.turn] }))]);
  const draft = t.draft;
  if (draft) {
    const to = draft.to === null ? "?" : names[draft.to];
    const line = w("gives", { from: names[draft.from], to, give: itemText(draft.give, w), ask: itemText(draft.ask, w) });
    box.append(el("div", "ec-draft", [el("b", "", `${w("draft")}: `), line]));
    const answers = helpers.legal.filter((choice) => choice.move.type === "answer");
    if (answers.length) {
      const buttons = el("div", "ec-answers");
      for (const choice of answers) {
        const button = el("button", choice.move.accept ? "ec-accept" : "ec-decline", w(choice.move.accept ? "accept" : "decline"));
        button.type = "button";
        button.addEventListener("click", () => helpers.play(choice.move));
        buttons.append(button);
      }
      box.append(buttons);
    }
  }
  if (t.offers.length) {
    const list = el("ul", "ec-offers");
    for (const offer of t.offers) {
      const line = w("gives", { from: names[offer.from], to: names[offer.to], give: itemText(offer.give, w), ask: itemText(offer.ask, w) });
      list.append(el("li", "", [line, " — ", el("em", "", w(offer.accepted ? "accepted" : "declined"))]));
    }
    box.append(el("h4", "", w("offers")), list);
  }
  return box;
}

function sales(view, names, w) {
  const parts = view.sales.map((count, seat) => w("sold", { name: names[seat], count }));
  return el("div", "ec-small", `${w("sales", { price: view.price })} · ${parts.join(", ")}`);
}

function empire(view, seat, names, w) {
  const shown = view.empires[seat];
  const mine = seat === view.seat;
  const box = el("div", `ec-empire${mine ? " ec-mine" : ""}${view.to_act.includes(seat) ? " ec-to-act" : ""}`);
  const title = [el("b", "", names[seat] + (mine ? ` (${w("you")})` : ""))];
  if (shown.nation) title.push(el("span", "ec-badge", w(shown.nation)));
  box.append(el("div", "ec-empire-head", title));
  if (!shown.stacks) {
    box.append(el("div", "ec-stacks", KINDS.slice(0, 4).map(() => el("div", "ec-card ec-back", w("hidden")))));
    return box;
  }
  const stacks = shown.stacks;
  box.append(el("div", "ec-small", w("support", { value: stacks.supporter - stacks.revolt })));
  box.append(
    el(
      "div",
      "ec-stacks",
      KINDS.map((kind) => el("div", `ec-card ec-${kind}${stacks[kind] ? "" : " ec-empty"}`, [el("span", "ec-count", String(stacks[kind])), el("span", "ec-kind", w(kind))])),
    ),
  );
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
.ec-empty { opacity: 0.5; }
.ec-back { background: repeating-linear-gradient(45deg, #5b3a29, #5b3a29 6px, #6b4633 6px, #6b4633 12px); color: #f4efe6; }
.ec-nation { width: 9rem; border: 2px solid #1f3a4d; border-radius: 8px; padding: 0.3rem; background: #f4f0e6; }
.ec-number { font-size: 1.4rem; font-weight: 800; }
.ec-nation-name { font-weight: 700; }
.ec-small { font-size: 0.78rem; color: #5c534b; }
.ec-bids, .ec-offers { margin: 0; padding-left: 1.2rem; }
.ec-out { color: #8b8178; text-decoration: line-through; }
.ec-draft { margin: 0.3rem 0; }
.ec-answers { display: flex; gap: 0.5rem; }
.ec-accept { background: #2f6f3e; color: #fff; } .ec-decline { background: #a32b2b; color: #fff; }
.ec-empires { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); gap: 0.7rem; }
.ec-empire { background: #fffdf8; border: 1px solid #ddd3c4; border-radius: 12px; padding: 0.6rem;
  display: flex; flex-direction: column; gap: 0.4rem; }
.ec-mine { border-color: #1f3a4d; box-shadow: 0 0 0 2px #dbe6ee; }
.ec-to-act { outline: 2px dashed #c98b2b; outline-offset: 2px; }
.ec-empire-head { display: flex; gap: 0.5rem; align-items: baseline; flex-wrap: wrap; }
.ec-badge { font-size: 0.72rem; border-radius: 999px; padding: 0 0.45rem; background: #1f3a4d; color: #fff; }
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
