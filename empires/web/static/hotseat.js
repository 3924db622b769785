// Hotseat: several people at one device. A browser keeps the seats it holds in localStorage
// (`empires.seats`, {tableId: {seat, token}}); a hotseat table's entry also lists every seat it
// holds, `hotseat: [{seat, token, name}]`, while `seat` and `token` stay those of the first
// one, so pages that know only the older shape still find a seat. The table page shows one
// seat at a time: the one that must decide, after a cover asking to pass the device to that
// person; when none of them must decide, the spectator's view (no secrets).

import { TableConnection } from "/static/connection.js";
import { t } from "/static/i18n.js";
import { h } from "/static/ui.js";

const SEATS_KEY = "empires.seats";

function allHeld() {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY) || "{}") || {};
  } catch {
    return {};
  }
}

/** Keep every seat of a hotseat table (the first one also where one-seat pages look). */
export function keepHotseat(tableId, seats) {
  const all = allHeld();
  all[tableId] = { seat: seats[0].seat, token: seats[0].token, hotseat: seats };
  localStorage.setItem(SEATS_KEY, JSON.stringify(all));
}

/** The seats this browser holds at ``tableId`` as a hotseat ([{seat, token, name}], in seat
 * order), or [] for a table it holds one seat of (or none). */
export function hotseatAt(tableId) {
  const entry = allHeld()[tableId];
  if (!entry || !Array.isArray(entry.hotseat)) return [];
  const seats = entry.hotseat.filter((s) => s && typeof s.token === "string" && Number.isInteger(s.seat));
  return seats.length > 1 ? seats.sort((a, b) => a.seat - b.seat) : [];
}

/** The seat the page should show after ``state``: the seat ``current`` (the connection's
 * seat, or null) while it must still decide; else the first held seat the game waits for;
 * else null (nobody at this device must decide: the spectator's view). */
export function seatToShow(state, held, current) {
  if (state.status !== "running") return null;
  const waiting = held.filter((s) => state.waiting.includes(s.seat));
  return waiting.find((s) => current !== null && s.seat === current) || waiting[0] || null;
}

/** Quiet connections that keep the people at this device present while someone else's seat,
 * or the spectator's view, is shown: one per held seat that the page does not show. They say
 * hello as their seat (so the table starts once the page opens, and no stand-in or idle pause
 * takes a person who is only waiting for the device) and ignore everything they are sent. */
export class Keepers {
  /** @param {string} url  the table's WebSocket address
   * @param {{seat: number, token: string, name?: string}[]} held  the seats of this device
   * @param {() => string} language */
  constructor(url, held, language) {
    this.url = url;
    this.held = held;
    this.language = language;
    /** @type {Map<number, TableConnection>} */
    this.open = new Map();
  }

  /** Keep every held seat but ``shown`` (a seat, or null for none) connected. */
  keep(shown) {
    for (const seat of this.held) {
      const open = this.open.get(seat.seat);
      if (seat.seat === shown && open) {
        open.close();
        this.open.delete(seat.seat);
      } else if (seat.seat !== shown && !open) {
        const hello = () => ({ type: "hello", token: seat.token, lang: this.language(), name: seat.name || "" });
        const quiet = new TableConnection(this.url, { hello, onMessage: () => {}, onStatus: () => {} });
        quiet.connect();
        this.open.set(seat.seat, quiet);
      }
    }
  }
}

/** The full-screen cover between two people: "Pass the device to Bob" and "I am Bob", and
 * for the person who just made a secret choice, a button to take it back first. */
export function showCover(cover, next, { previous, onReady, onTakeBack }) {
  const ready = h("button", { type: "button", id: "pass-ready", onclick: onReady }, t("i_am", { name: next.name }));
  const back = previous
    ? h("button", { type: "button", class: "secondary", id: "pass-take-back", onclick: onTakeBack }, t("pass_take_back", { name: previous }))
    : null;
  cover.replaceChildren(
    h(
      "div",
      { class: "panel pass-box", role: "dialog", "aria-modal": "true", "aria-labelledby": "pass-title" },
      h("h2", { id: "pass-title" }, t("pass_device", { name: next.name })),
      h("p", {}, t("pass_help", { name: next.name })),
      ready,
      back,
    ),
  );
  cover.dataset.next = String(next.seat);
  cover.hidden = false;
  document.body.dataset.pass = String(next.seat);
  ready.focus();
}

export function hideCover(cover) {
  cover.hidden = true;
  cover.replaceChildren();
  delete cover.dataset.next;
  delete document.body.dataset.pass;
}
