// The table's chat beside the log: every line with its writer's name (as the seat is called
// now) and time; seats write, spectators read unless the table lets them write. A seat can mute
// another seat for itself: kept in this browser only (localStorage), per table.

import { lang, t } from "/static/i18n.js";
import { h, toast } from "/static/ui.js";

const $ = (id) => document.getElementById(id);
const MAX = 500; // the server's limit (empires/web/chat.py), counted after normalisation

export class Chat {
  /** ``table``: the table id; ``send(message)``: false when the connection is down; ``context()``:
   * {seats, seat, spectatorChat} as the page knows them now. */
  constructor(table, send, context) {
    this.table = table;
    this.send = send;
    this.context = context;
    this.lines = [];
    this.until = null; // during a replay: show the lines written up to this time only
    this.mutedKey = `empires.muted.${table}`;
    $("chat-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.submit();
    });
    $("chat-input").maxLength = MAX * 2; // a character may take two UTF-16 units
  }

  muted() {
    try {
      return new Set(JSON.parse(localStorage.getItem(this.mutedKey) || "[]"));
    } catch {
      return new Set();
    }
  }

  setMuted(seat, on) {
    const muted = this.muted();
    if (on) muted.add(seat);
    else muted.delete(seat);
    localStorage.setItem(this.mutedKey, JSON.stringify([...muted]));
    this.render();
  }

  /** The lines so far, as a (re)connection's first state brings them. */
  reset(lines) {
    this.lines = lines.slice();
    this.render();
  }

  add(line) {
    this.lines.push(line);
    this.render(true);
  }

  /** A refused line: say why in the page's language, and keep the text to edit. */
  onError(error) {
    const key = `chat_error_${error.code.slice("chat_".length)}`;
    toast(() => (t(key) === key ? error.message : t(key)), { error: true });
  }

  submit() {
    const input = $("chat-input");
    const text = input.value.trim();
    if (!text) return;
    if (!this.send({ type: "chat", text })) {
      toast(() => t("reconnecting"), { error: true });
      return;
    }
    input.value = "";
  }

  /** Show only what was said until ``at`` (a replay's move time), or everything (null). */
  showUntil(at) {
    this.until = at;
    this.render();
  }

  writer(line, seats) {
    if (line.table) return t("chat_table"); // an event the game has the table announce
    if (line.seat === null) return t("chat_spectator");
    const seat = seats.find((s) => s.seat === line.seat);
    return seat ? seat.name : line.name;
  }

  render(fresh = false) {
    const { seats, seat: mine, spectatorChat } = this.context();
    const muted = this.muted();
    const list = $("chat-lines");
    const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    const shown = this.lines.filter((l) => this.until === null || l.at <= this.until);
    const time = new Intl.DateTimeFormat(lang(), { hour: "2-digit", minute: "2-digit" });
    list.replaceChildren(
      ...shown
        .filter((line) => line.seat === null || !muted.has(line.seat))
        .map((line) => {
          const name = this.writer(line, seats);
          const other = line.seat !== null && mine !== null && line.seat !== mine;
          return h(
            "li",
            {
              class: `chat-line${line.seat === mine && mine !== null ? " mine" : ""}${line.table ? " chat-table" : ""}`,
              dataset: { seat: line.seat ?? "" },
              title: line.table ? t("chat_table_tip") : undefined,
            },
            other &&
              h(
                "button",
                { type: "button", class: "chat-mute", title: t("chat_mute", { name }), "aria-label": t("chat_mute", { name }), onclick: () => this.setMuted(line.seat, true) },
                t("chat_mute_short"),
              ),
            h("time", { class: "chat-time", datetime: new Date(line.at * 1000).toISOString() }, time.format(new Date(line.at * 1000))),
            h("span", { class: "chat-name" }, name),
            h("span", { class: "chat-text" }, line.text),
          );
        }),
    );
    if (!shown.length) list.replaceChildren(h("li", { class: "muted chat-empty" }, t("chat_empty_list")));
    if (atEnd || fresh) list.scrollTop = list.scrollHeight;
    this.renderMuted(muted, seats);
    const writes = (mine !== null || spectatorChat) && this.until === null;
    $("chat-form").hidden = !writes;
    $("chat-readonly").hidden = writes || this.until !== null;
  }

  renderMuted(muted, seats) {
    const box = $("chat-muted");
    box.hidden = muted.size === 0;
    box.replaceChildren(
      h("span", { class: "muted" }, t("chat_muted")),
      ...[...muted].map((seat) => {
        const name = (seats.find((s) => s.seat === seat) || { name: `#${seat + 1}` }).name;
        return h("button", { type: "button", class: "secondary small chat-unmute", dataset: { seat }, onclick: () => this.setMuted(seat, false) }, t("chat_unmute", { name }));
      }),
    );
  }
}
