// "My tables" in the lobby: the tables this browser sits at (it keeps their seat tokens), asked
// of the server in a POST body (tokens never go in an address), "your turn" first. The lobby's
// title and icon say when any of them waits for this browser.

import "/static/turn-strings.js";
import { showTurn } from "/static/alerts.js";
import { ago, lang, t } from "/static/i18n.js";
import { api, h, toast } from "/static/ui.js";

const SEATS_KEY = "empires.seats"; // {tableId: {seat, token}}, written by the table page
const MAX_SEATS = 50; // the server's bound (empires/web/my_tables.py)

function heldSeats() {
  try {
    const all = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
    // A hotseat table's entry lists every seat it holds there (hotseat.js); the others one.
    return Object.entries(all)
      .filter(([, seat]) => seat && typeof seat.token === "string")
      .flatMap(([table, seat]) => (Array.isArray(seat.hotseat) ? seat.hotseat : [seat]).map((s) => ({ table, token: s.token })))
      .filter((seat) => typeof seat.token === "string")
      .slice(-MAX_SEATS); // the newest ones: entries keep the order they were added in
  } catch {
    return [];
  }
}

function forget(id) {
  const all = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
  delete all[id];
  localStorage.setItem(SEATS_KEY, JSON.stringify(all));
}

function item(table, refresh) {
  const chips = table.seats.map((seat) =>
    h("span", { class: `chip${seat.seat === table.seat ? " me" : ""}${seat.kind === "human" ? "" : " bot"}` }, seat.display),
  );
  const badge = table.your_turn
    ? h("span", { class: "badge turn" }, t("your_turn_badge"))
    : h("span", { class: "badge" }, table.held ? t(`status_word_${table.status}`) : t("not_yours"));
  const links = [h("a", { class: "button open-link", href: `/t/${table.id}` }, t("open_table"))];
  if (!table.held || ["finished", "cancelled", "expired"].includes(table.status)) {
    const drop = h("button", { type: "button", class: "secondary small" }, t("forget"));
    drop.addEventListener("click", () => {
      forget(table.id);
      refresh();
    });
    links.push(drop);
  }
  return h(
    "li",
    { class: `table-item${table.your_turn ? " your-turn" : ""}`, dataset: { table: table.id, yourTurn: table.your_turn ? "1" : "" } },
    h("div", {}, badge, " ", h("strong", {}, table.title), h("span", { class: "muted small" }, ` ${table.id} · ${ago(table.created_at)}`)),
    h("span", { class: "seat-chips" }, ...chips),
    h("div", { class: "item-links" }, ...links),
  );
}

/** One row per table: a hotseat table's seats are answered one by one; it waits for this
 * browser when any of them must decide. */
function mergeHotseats(tables) {
  const byId = new Map();
  for (const table of tables) {
    const seen = byId.get(table.id);
    byId.set(table.id, seen ? { ...seen, held: seen.held || table.held, your_turn: seen.your_turn || table.your_turn } : table);
  }
  const merged = [...byId.values()];
  // "your turn" first, as the server orders them.
  return [...merged.filter((table) => table.your_turn), ...merged.filter((table) => !table.your_turn)];
}

/** Fill the panel (hidden while this browser sits nowhere); returns the tables. */
export async function renderMyTables(panel, list) {
  const seats = heldSeats();
  panel.hidden = seats.length === 0;
  if (!seats.length) return [];
  let tables;
  try {
    tables = await api(`/api/my-tables?lang=${lang()}`, { method: "POST", body: { seats } });
  } catch (failure) {
    toast(() => `${t("error")}: ${failure.message}`, { error: true });
    return [];
  }
  tables = mergeHotseats(tables);
  const refresh = () => renderMyTables(panel, list);
  list.replaceChildren(...tables.map((table) => item(table, refresh)));
  panel.hidden = tables.length === 0;
  const waiting = tables.filter((table) => table.your_turn).length;
  showTurn(t("app"), waiting > 0);
  return tables;
}
