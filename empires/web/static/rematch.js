// After the game: a rematch (a new table with the same people and bots, the seats rotated by
// one) that each person at the finished table joins with one click, and the replay link to share.

import { keepHotseat } from "/static/hotseat.js";
import { t } from "/static/i18n.js";
import { api, copyText, h, toast } from "/static/ui.js";

const SEATS_KEY = "empires.seats"; // {tableId: {seat, token}}, as the table page keeps it
const found = new Map(); // finished table id -> the rematch's id, once known

/** The rematch of ``tableId`` if one was started (asked again until one is). */
async function rematchOf(tableId) {
  if (!found.has(tableId)) {
    const answer = await api(`/api/tables/${encodeURIComponent(tableId)}/rematch`);
    if (answer.table) found.set(tableId, answer.table);
  }
  return found.get(tableId) || null;
}

/** Start the rematch (or find it, when another person started it): this browser holds its new
 * seat with the token of its old one; then the page goes there. */
async function join(tableId, seat) {
  try {
    const answer = await api(`/api/tables/${encodeURIComponent(tableId)}/rematch`, {
      method: "POST",
      body: { token: seat.token },
    });
    const held = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
    held[answer.table] = { seat: answer.seat, token: seat.token };
    localStorage.setItem(SEATS_KEY, JSON.stringify(held));
    location.assign(`/t/${encodeURIComponent(answer.table)}`);
  } catch (failure) {
    toast(() => `${t("error")}: ${failure.message}`, { error: true });
  }
}

/** A hotseat's rematch: every seat of this device joins it (each with its own token), and
 * the device keeps them all for the new table. */
async function joinEvery(tableId, seats, names) {
  try {
    const kept = [];
    let table = null;
    for (const seat of seats) {
      const answer = await api(`/api/tables/${encodeURIComponent(tableId)}/rematch`, {
        method: "POST",
        body: { token: seat.token },
      });
      table = answer.table;
      kept.push({ seat: answer.seat, token: seat.token, name: names[seat.seat] ?? seat.name });
    }
    keepHotseat(table, kept.sort((a, b) => a.seat - b.seat));
    location.assign(`/t/${encodeURIComponent(table)}`);
  } catch (failure) {
    toast(() => `${t("error")}: ${failure.message}`, { error: true });
  }
}

function replayLink(tableId) {
  return `${location.origin}/t/${encodeURIComponent(tableId)}#replay`;
}

/** Fill ``box`` (in the result panel) for a finished table: the rematch button for a seat's
 * holder ("Rematch", or "Join the rematch" once started), "Watch the rematch" for others,
 * and the replay link with a copy button. ``seat``: this browser's {seat, token} or null;
 * ``hotseat``: every seat this device holds at a hotseat table (the page watches then). */
export async function renderAfterGame(box, state, tableId, seat, hotseat = []) {
  if (!state || state.status !== "finished") {
    box.hidden = true;
    return;
  }
  let next = null;
  try {
    next = await rematchOf(tableId);
  } catch {
    next = null; // the rematch button still works: the server answers the same table
  }
  const holder = hotseat.length > 0 || (seat && state.seat === seat.seat);
  const parts = [];
  if (holder) {
    const text = next ? t("join_rematch") : t("rematch");
    const names = state.seats.map((s) => s.name);
    const onclick = hotseat.length ? () => joinEvery(tableId, hotseat, names) : () => join(tableId, seat);
    parts.push(h("button", { type: "button", id: "rematch-button", onclick }, text));
  } else if (next) {
    parts.push(h("a", { class: "button secondary", id: "watch-rematch", href: `/t/${encodeURIComponent(next)}` }, t("watch_rematch")));
  }
  if (holder) parts.push(h("p", { class: "muted small" }, t(next ? "rematch_started" : "rematch_help")));
  const link = h("input", { class: "link-field", id: "replay-link", type: "text", readonly: true, value: replayLink(tableId) });
  const copy = async () => {
    const copied = await copyText(link.value);
    toast(() => (copied ? t("copied") : t("error")));
  };
  parts.push(
    h("div", { class: "replay-share" }, h("label", { for: "replay-link" }, t("replay_link")), link, h("button", { type: "button", class: "secondary small", id: "copy-replay", onclick: copy }, t("copy"))),
  );
  box.replaceChildren(...parts);
  box.hidden = false;
}
