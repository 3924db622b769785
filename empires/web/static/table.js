// The table page: takes the seat its claim link invites to (or the seat this browser holds, or
// watches), keeps a live connection,
// and shows the position through the game's own view module, the decisions open to this
// seat as buttons, the log, the clocks, the result, and a move-by-move replay at the end.

import { alertControls, turnAlert } from "/static/alerts.js";
import { Chat } from "/static/chat.js";
import { choiceControls } from "/static/choices.js";
import { TableConnection } from "/static/connection.js";
import { renderFairness } from "/static/fairness.js";
import { duration, has, lang, languageSwitch, number, onLangChange, t, translatePage } from "/static/i18n.js";
import { markdownToHtml } from "/static/markdown.js";
import { words } from "/static/kit.js";
import { Hints } from "/static/hints.js";
import { Keepers, hideCover, hotseatAt, seatToShow, showCover } from "/static/hotseat.js";
import { nameOnce } from "/static/names.js";
import { api, h, toast } from "/static/ui.js";
import { renderChangeMind } from "/static/undo.js";
import { renderAfterGame } from "/static/rematch.js";
import { ReviewPanel } from "/static/review.js";

const $ = (id) => document.getElementById(id);
const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const NAME_KEY = "empires.name";
const SEATS_KEY = "empires.seats"; // {tableId: {seat, token}}: seats this browser holds
const seatKey = `empires.seat.${tableId}`;

const page = {
  seat: null, // {seat, token} or null for a spectator
  claim: null, // the code of the claim link this page was opened with, until it is used
  title: "",
  game: null,
  viewModule: null,
  words: words({}), // the game's words in the page's language, from the server
  latest: null, // the newest state from the server
  log: [],
  pending: null, // {ply, text}: a move sent at this ply, until the next state answers it
  choice: null, // the text of this seat's choice in the running simultaneous decision
  replay: null, // {ply, plies, frames: Map} while replaying, else null
  wantReplay: false,
  connection: null,
  chat: null,
  elsewhere: false, // the seat was opened in another window: this one watches until taken back
  spectatorChat: false, // the table lets spectators write in its chat
  hints: new Hints(), // the hint button, where the table allows hints (hints.js)
  hotseat: [], // every seat this browser holds here, when people take turns at this device
  shown: null, // hotseat: the seat whose view was shown last (its person has the device)
  keepers: null, // hotseat: the quiet connections keeping the seats not shown present
  rulesLoading: null, // {want: "game:lang", done: Promise} while the rules are fetched
  review: null, // the coach's review of this seat's decisions in the replay (review.js)
};
page.review = new ReviewPanel({ tableId, seat: () => page.seat, jump: (ply) => showReplay(ply), lang });

// -- the seat: claimed with the link's code, else from this tab's (or browser's) memory --------

/** The claim code in the link's fragment (taken out of the address bar at once), and the seat
 * this browser already holds at this table, if any. Seat tokens never appear in a link. */
function readSeat() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  page.wantReplay = fragment.has("replay");
  page.claim = fragment.get("claim");
  if (page.claim) {
    history.replaceState(null, "", location.pathname + location.search + (page.wantReplay ? "#replay" : ""));
  }
  const stored = sessionStorage.getItem(seatKey);
  if (stored) return JSON.parse(stored);
  return JSON.parse(localStorage.getItem(SEATS_KEY) || "{}")[tableId] || null;
}

function rememberSeat(seat) {
  sessionStorage.setItem(seatKey, JSON.stringify(seat));
  const all = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
  all[tableId] = seat;
  localStorage.setItem(SEATS_KEY, JSON.stringify(all));
  page.seat = seat;
}

/** Use the claim link's invitation: the server answers with a seat token of this browser's
 * own. A used invitation is refused with "seat_taken": then this page watches. */
async function claimSeat(name) {
  const code = page.claim;
  page.claim = null;
  try {
    const answer = await api(`/api/tables/${encodeURIComponent(tableId)}/claim`, {
      method: "POST",
      body: { code, name },
    });
    rememberSeat({ seat: answer.seat, token: answer.token });
  } catch (failure) {
    showNotice(failure.code === "seat_taken" ? "seat_taken" : null, `${t("claim_failed")} ${failure.message}`);
  }
}

/** A lasting notice under the seats (a translated key, or a text as given). */
function showNotice(key, fallback = "") {
  const notice = $("notice");
  notice.dataset.key = key || "";
  notice.textContent = key ? t(key) : fallback;
  notice.hidden = false;
  document.body.dataset.notice = key || "error";
}

function forgetSeat() {
  sessionStorage.removeItem(seatKey);
  const all = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
  delete all[tableId];
  localStorage.setItem(SEATS_KEY, JSON.stringify(all));
  page.seat = null;
}

function askName() {
  return new Promise((resolve) => {
    const overlay = $("name-overlay");
    const input = $("name-input");
    input.value = localStorage.getItem(NAME_KEY) || "";
    overlay.hidden = false;
    input.focus();
    $("name-form").addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        const name = input.value.trim().slice(0, 40);
        localStorage.setItem(NAME_KEY, name);
        overlay.hidden = true;
        resolve(name);
      },
      { once: true },
    );
  });
}

// -- messages from the server ---------------------------------------------------------------

function onMessage(message) {
  if (message.type === "state") onState(message);
  else if (message.type === "chat") page.chat.add(message);
  else if (message.type === "error") onError(message);
  else if (message.type === "hint") {
    page.hints.take(message, page.latest ? page.latest.seat : null);
    renderDecisions();
  }
}

function onState(state) {
  if (page.hotseat.length && !hotseatShows(state)) return;
  // Log lines come as a slice starting at log_start: all of them after a (re)connection or a
  // language switch, else only the new ones.
  if (state.log_start <= page.log.length) {
    page.log = page.log.slice(0, state.log_start).concat(state.log);
  } else {
    page.connection.send({ type: "lang", lang: lang() }); // a gap: ask for everything again
  }
  const previous = page.latest;
  page.latest = state;
  document.body.dataset.stateLang = state.lang; // the language of the server's words shown
  if (page.pending && state.ply !== page.pending.ply) page.pending = null;
  const ownChoice = state.view && "my_choice" in state.view ? state.view.my_choice : undefined;
  if (state.decision !== "simultaneous" || (previous && previous.decision !== state.decision) || ownChoice === null) {
    page.choice = null;
  }
  // Exposed for scripts and tests: where the game stands, and who it waits for.
  document.body.dataset.status = state.status;
  document.body.dataset.ply = String(state.ply);
  document.body.dataset.waiting = state.waiting.join(" ");
  document.body.dataset.seat = state.seat === null ? "" : String(state.seat);
  if (state.chat) page.chat.reset(state.chat); // the talk so far, on every (re)connection
  if (state.status === "finished" && page.wantReplay && !page.replay) {
    page.wantReplay = false;
    startReplay();
  }
  render();
}

function onError(error) {
  if (error.code.startsWith("chat_")) return page.chat.onError(error);
  if (error.code.startsWith("hint")) page.hints.refused();
  if (error.code === "seat_elsewhere") {
    // One window acts for a seat at a time: this one watches (and reconnects as a spectator)
    // until its person takes the seat back here.
    page.elsewhere = true;
    showNotice("seat_elsewhere");
    $("play-here-button").hidden = false;
    return;
  }
  if (error.code === "bad_token" || error.code === "seat_lost") {
    forgetSeat();
    showNotice(error.code === "bad_token" ? "bad_link" : "seat_lost");
    if (error.code === "bad_token") page.connection.reconnect();
    else renderSeatControls();
    return;
  }
  page.pending = null;
  // Refusals the page knows are said in its language (the server's words are English); a
  // game's rule broken is said in the game's words when it has some for it.
  const ruled = error.rule && page.words && page.words.has(`refused_${error.rule}`);
  const known = () =>
    ruled ? page.words(`refused_${error.rule}`) : lang() !== "en" && has(`refused_${error.code}`) ? t(`refused_${error.code}`) : error.message;
  toast(() => (error.code === "stale" ? t("stale") : known()), { error: error.code !== "stale" });
  renderControls();
}

function onStatus(status) {
  $("conn-dot").dataset.status = status;
  const banner = $("banner");
  banner.hidden = status !== "lost";
  banner.textContent = t("reconnecting");
  document.body.dataset.connection = status;
  if (status !== "open") {
    page.pending = null;
    page.hints.refused(); // an answer on the lost connection will not come
    if (page.latest) renderControls();
  }
}

// -- hotseat: one person at a time at this device (hotseat.js) ---------------------------------

/** Whether ``state`` is to be shown. Else the page has cleared the previous seat's view and
 * either reconnects (as the spectator when nobody here must decide, or as the person who had
 * the device last) or covers the screen until the next person says they have it. */
function hotseatShows(state) {
  const cover = $("pass-cover");
  const current = page.seat ? page.seat.seat : null;
  const next = seatToShow(state, page.hotseat, current);
  const target = next ? next.seat : null;
  if (target === current && (target === null || target === page.shown)) {
    if (!cover.hidden) hideCover(cover);
    return true;
  }
  clearSeatView();
  if (target === null || target === page.shown) {
    hideCover(cover);
    showSeat(next);
    return false;
  }
  // The person who just made a secret choice may take it back before passing the device on.
  const previous = current !== null && state.decision === "simultaneous" && state.choice_text ? state.seats[current].name : null;
  const name = state.seats[target].name || next.name;
  const key = `${target}:${previous}:${name}:${lang()}`;
  if (cover.hidden || cover.dataset.key !== key) {
    showCover(cover, { seat: target, name }, {
      previous,
      onReady: () => {
        hideCover(cover);
        page.shown = target;
        showSeat(next);
      },
      onTakeBack: () => page.connection.send({ type: "take_back" }),
    });
    cover.dataset.key = key;
  }
  return false;
}

/** Connect as ``seat`` (null: as the spectator); the quiet connections keep the others. */
function showSeat(seat) {
  page.seat = seat;
  page.keepers.keep(seat ? seat.seat : null);
  page.connection.reconnect();
}

/** Take everything of the seat's own off the page: its board, decisions, choice and log. */
function clearSeatView() {
  page.latest = null;
  page.log = [];
  page.pending = null;
  page.choice = null;
  $("board").replaceChildren();
  $("decision-buttons").replaceChildren();
  $("decisions-heading").textContent = "";
  $("decisions").hidden = true;
  $("change-mind").replaceChildren();
  $("change-mind").hidden = true;
  $("log").replaceChildren();
  $("result").hidden = true;
  $("status-text").textContent = "";
}

// -- moves -----------------------------------------------------------------------------------

function sameMove(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Send one of the legal moves at the newest position; false if it cannot be sent now. */
function play(move) {
  const state = page.latest;
  if (!state || page.pending || page.replay) return false;
  const entry = state.legal.find((choice) => sameMove(choice.move, move));
  if (!entry) return false;
  if (!page.connection.send({ type: "move", move: entry.move, ply: state.ply })) {
    toast(() => t("reconnecting"), { error: true });
    return false;
  }
  page.pending = { ply: state.ply, text: entry.text };
  if (state.decision === "simultaneous") page.choice = entry.text;
  renderControls();
  return true;
}

/** Send an optional move (docs/api.md, "Optional moves"): any time, without a ply, so it is
 * checked against the position it meets; it never makes a decision pending. False if it
 * cannot be sent now. */
function playOptional(move) {
  const state = page.latest;
  if (!state || page.replay || state.seat === null || state.status !== "running") return false;
  if (!page.connection.send({ type: "move", move })) {
    toast(() => t("reconnecting"), { error: true });
    return false;
  }
  return true;
}

// -- drawing ---------------------------------------------------------------------------------

function names() {
  const state = page.latest;
  return state ? state.seats.map((s) => s.name) : [];
}

function helpers(extra = {}) {
  const state = page.latest;
  return {
    lang: lang(),
    t,
    words: page.words,
    names: names(),
    me: page.seat ? page.seat.seat : null,
    legal: !page.replay && state && !page.pending ? state.legal : [],
    play,
    optional: !page.replay && state ? state.optional || [] : [],
    playOptional,
    replay: !!page.replay,
    ...extra,
  };
}

function render() {
  renderTitle();
  renderStatus();
  renderSeats();
  renderSeatControls();
  renderDecisions();
  renderChangeMind($("change-mind"), page.latest, page.seat ? page.seat.seat : null, (m) => page.connection.send(m), { replaying: !!page.replay });
  renderResult();
  renderFairness(page.latest, tableId, t);
  renderLog();
  page.chat.render();
  if (!page.replay) renderBoard();
  // Open rules follow the game to the section of each new decision (within the panel only).
  const topic = helpTopic();
  if (topic && $("rules-panel").open && $("rules").dataset.topic !== topic) openRules(topic);
  $("replay-toggle").hidden = !page.latest || page.latest.status !== "finished";
  $("replay-toggle").textContent = page.replay ? t("live_mode") : t("replay_mode");
}

function renderTitle() {
  const title = page.title || (page.latest && page.latest.game) || "Empires";
  $("title").textContent = `${title} · ${tableId}`;
  const state = page.latest;
  // This seat must decide: the title, the icon, and the optional sound and notification.
  const mine = !!state && state.status === "running" && state.legal.length > 0 && !page.pending && !page.replay;
  turnAlert(title, mine, state ? `${tableId}:${state.ply}` : null, t("turn_note_body", { game: title, table: tableId }));
}

function renderBoard() {
  const state = page.latest;
  if (!state || !page.viewModule) return;
  page.viewModule.render($("board"), state, helpers());
}

function seatNames(seats) {
  const all = names();
  return seats.map((s) => all[s] ?? `#${s + 1}`).join(", ");
}

/** The seat this connection acts for, as the server says (null: watching). A browser that
 * remembers a seat it no longer holds is not "you" there. */
function heldSeat() {
  return page.latest ? page.latest.seat : null;
}

function renderStatus() {
  const state = page.latest;
  const text = $("status-text");
  if (!state) return;
  const mine = heldSeat();
  let message = t(`status_${state.status}`);
  if (state.status === "running") {
    if (state.legal.length) message = t("your_turn_status");
    else if (state.waiting.length) message = t("waiting_for", { names: seatNames(state.waiting) });
    if (state.paused) message = `${message} ${t("paused")}`;
  }
  if (mine === null && !page.hotseat.length) message = `${t("spectating")} ${message}`;
  text.textContent = message;
  text.classList.toggle("my-turn", state.legal.length > 0 && !page.pending);
  renderClock();
}

/** The turn timer (and stand-in countdowns), redrawn every second. */
function renderClock() {
  const state = page.latest;
  const timer = $("timer");
  if (!state) return;
  const now = Date.now() / 1000;
  timer.hidden = !state.deadline || state.status !== "running";
  if (!timer.hidden) {
    const left = state.deadline - now;
    timer.textContent = t("timer", { time: duration(left) });
    timer.classList.toggle("urgent", left < 10);
  }
  for (const el of document.querySelectorAll("[data-takeover]")) {
    el.textContent = t("takeover_in_short", { time: duration(Number(el.dataset.takeover) - now) });
  }
}

function renderSeats() {
  const state = page.latest;
  const mine = heldSeat();
  const chosen = new Set((state.view && state.view.chosen) || []);
  const waiting = new Set(state.waiting);
  const simultaneous = state.decision === "simultaneous";
  $("seats").replaceChildren(
    ...state.seats.map((seat) => {
      const notes = [];
      const human = seat.kind === "human";
      if (seat.seat === mine) notes.push(h("span", { class: "tag me" }, t("you")));
      if (!human) notes.push(h("span", { class: "tag" }, t("bot")));
      else if (!seat.joined) notes.push(h("span", { class: "tag warn" }, t("not_joined")));
      else notes.push(h("span", { class: `tag ${seat.online ? "online" : "offline"}` }, seat.online ? t("online") : t("offline")));
      if (state.status === "running") {
        if (simultaneous && waiting.has(seat.seat)) notes.push(h("span", { class: "tag waiting" }, t("still_choosing")));
        else if (simultaneous && chosen.has(seat.seat)) notes.push(h("span", { class: "tag done" }, t("has_chosen")));
        else if (waiting.has(seat.seat)) notes.push(h("span", { class: "tag waiting" }, t("to_move")));
      }
      if (seat.stood_in) notes.push(h("span", { class: "tag warn stood-in", title: t("stood_in_help") }, t("stood_in")));
      if (seat.takeover_at) notes.push(h("span", { class: "tag warn", dataset: { takeover: seat.takeover_at } }));
      return h(
        "li",
        { class: `seat${waiting.has(seat.seat) ? " is-waiting" : ""}${seat.seat === mine ? " is-me" : ""}`, dataset: { seat: seat.seat } },
        h("span", { class: "seat-name" }, seat.name),
        ...notes,
      );
    }),
  );
  renderClock();
}

function renderDecisions() {
  const state = page.latest;
  const box = $("decision-buttons");
  const panel = $("decisions");
  if (!state || page.replay) {
    panel.hidden = true;
    return;
  }
  const legal = state.legal;
  // The server says the seat's waiting choice in the page's language (choice_text).
  const choice = state.choice_text || page.choice;
  const showChoice = choice && !legal.length && state.decision === "simultaneous";
  panel.hidden = !legal.length && !showChoice;
  if (showChoice) {
    $("decisions-heading").textContent = t("your_choice", { text: choice });
    box.replaceChildren();
    $("hint-box").hidden = true;
    return;
  }
  $("decisions-heading").textContent = page.pending ? t("sent") : t("your_turn");
  const disabled = !!page.pending || !page.connection.isOpen();
  box.replaceChildren(...choiceControls(legal, { disabled, play }), rulesLink());
  page.hints.render($("hint-box"), box, state, state.seat, (m) => page.connection.send(m));
  focusNewDecision(state, disabled);
}

/** When a new decision comes to this seat, focus moves to its first choice (so a keyboard or
 * screen reader user is taken there), unless the person is typing somewhere. */
function focusNewDecision(state, disabled) {
  const key = `${state.seat}:${state.ply}:${state.legal.length}`; // a hotseat shows seats in turn
  if (disabled || !state.legal.length || page.focusedDecision === key) return;
  page.focusedDecision = key;
  const typing = document.activeElement && document.activeElement.matches("input, textarea, select");
  const first = $("decision-buttons").querySelector("input, button");
  if (!typing && first) first.focus({ preventScroll: false });
}

/** Decisions and board together: the board's clickable parts follow the pending move. */
function renderControls() {
  renderTitle();
  renderStatus();
  renderDecisions();
  if (!page.replay) renderBoard();
}

function label(key) {
  if (has(key)) return t(key);
  const column = `column_${key}`; // a game's own score columns, among its words
  return page.words.has(column) ? page.words(column) : key.replace(/_/g, " ");
}

/** A breakdown row's columns: [key, group label or null, label, value]; nested objects become
 * one group of columns (e.g. the score pile by kind). */
function columnsOf(row) {
  const columns = [];
  for (const [key, value] of Object.entries(row)) {
    if (key === "side") continue;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [sub, inner] of Object.entries(value)) columns.push([key, label(key), label(sub), inner]);
    } else {
      columns.push([key, null, label(key), value]);
    }
  }
  return columns;
}

function breakdownHead(columns) {
  const top = h("tr", {}, h("th", { rowspan: 2 }, t("player")));
  const bottom = h("tr");
  for (let i = 0; i < columns.length; i++) {
    const [key, group, name] = columns[i];
    if (group === null) {
      top.append(h("th", { rowspan: 2, class: key === "total" ? "total" : "" }, name));
    } else {
      if (i === 0 || columns[i - 1][0] !== key) {
        const span = columns.filter((c) => c[0] === key).length;
        top.append(h("th", { colspan: span, class: "group" }, group));
      }
      bottom.append(h("th", {}, name));
    }
  }
  return h("thead", {}, top, bottom);
}

function renderResult() {
  const state = page.latest;
  const panel = $("result");
  panel.hidden = !state || !state.winners || !!page.replay;
  if (panel.hidden) return;
  const all = names();
  // Players the rules run (a solo game's Archie Indus) have rows of their own after the seats.
  const others = state.rules_players || [];
  const rows = (state.breakdown || state.scores.map((score) => ({ total: score }))).map((row, seat) => ({
    name: all[seat],
    won: state.winners.includes(seat),
    row,
    seat,
  }));
  for (const other of others) {
    const { name, won, ...row } = other;
    rows.push({ name, won, row, seat: "rules" });
  }
  const winners = rows.filter((r) => r.won).map((r) => r.name);
  const key = winners.length > 1 ? "winners" : winners.length ? "winner" : "no_winner";
  $("winners").textContent = t(key, { names: winners.join(", ") });
  // The server says the game's tie-break rule when it, not the scores, decided the winners.
  $("tie-break").hidden = !state.tie_break;
  $("tie-break").textContent = state.tie_break ? t("tie_break_decided", { rule: state.tie_break }) : "";
  $("breakdown").replaceChildren(
    breakdownHead(columnsOf(rows[0].row)),
    h(
      "tbody",
      {},
      ...rows.map(({ name, won, row, seat }) =>
        h(
          "tr",
          { class: won ? "winner" : "", dataset: { seat } },
          h("th", {}, name),
          ...columnsOf(row).map(([key, , , value]) => h("td", { class: key === "total" ? "total" : "" }, number(value, lang()))),
        ),
      ),
    ),
  );
  renderAfterGame($("after-game"), state, tableId, page.seat, page.hotseat);
}

function renderLogLines(lines, fresh = 0) {
  const list = $("log");
  const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  list.replaceChildren(
    ...lines.map((line, i) =>
      h("li", { class: i >= lines.length - fresh ? "fresh" : "", dataset: { n: `${i + 1}.` } }, line),
    ),
  );
  if (atEnd || fresh) list.scrollTop = list.scrollHeight;
}

function renderLog() {
  if (!page.replay) renderLogLines(page.log);
}

// -- the holder's own seat: rename, hand on, leave to the stand-in bot ---------------------------

function renderSeatControls() {
  const state = page.latest;
  // A hotseat's seats are everyone's at this device: nobody renames or hands them on here.
  const holding = !!page.seat && !!state && state.seat === page.seat.seat && !page.hotseat.length;
  $("seat-controls").hidden = !holding;
  $("alerts").hidden = !holding;
  $("hand-on-button").hidden = $("leave-button").hidden = !holding || !["open", "running"].includes(state.status);
  if (!holding) $("hand-on-box").hidden = true;
}

async function seatRequest(action, body = {}) {
  return api(`/api/tables/${encodeURIComponent(tableId)}/seat/${action}`, {
    method: "POST",
    body: { token: page.seat.token, ...body },
  });
}

function bindSeatControls() {
  $("rename-button").addEventListener("click", async () => {
    const name = await askName();
    try {
      await seatRequest("name", { name });
    } catch (failure) {
      toast(() => `${t("error")}: ${failure.message}`, { error: true });
    }
  });
  $("hand-on-button").addEventListener("click", async () => {
    try {
      const answer = await seatRequest("hand-on");
      $("hand-on-link").value = answer.link;
      $("hand-on-box").hidden = false;
      $("hand-on-link").select();
    } catch (failure) {
      toast(() => `${t("error")}: ${failure.message}`, { error: true });
    }
  });
  $("leave-button").addEventListener("click", async () => {
    if (!window.confirm(t("leave_confirm"))) return;
    try {
      await seatRequest("leave");
    } catch (failure) {
      toast(() => `${t("error")}: ${failure.message}`, { error: true });
      return;
    }
    forgetSeat();
    showNotice("left_to_bot");
    page.connection.reconnect(); // as a spectator now
  });
  $("hand-on-link").addEventListener("focus", (event) => event.target.select());
  $("play-here-button").addEventListener("click", () => {
    page.elsewhere = false;
    $("play-here-button").hidden = true;
    $("notice").hidden = true;
    $("notice").dataset.key = "";
    delete document.body.dataset.notice;
    page.connection.reconnect(); // as the seat again: the other window watches now
  });
}

// -- rules -----------------------------------------------------------------------------------

/** The rules in the page's language, fetched once per language (one fetch at a time). */
function loadRules() {
  const box = $("rules");
  if (!page.game || !$("rules-panel").open) return Promise.resolve();
  const want = `${page.game}:${lang()}`;
  if (box.dataset.loaded === want) return Promise.resolve();
  if (page.rulesLoading && page.rulesLoading.want === want) return page.rulesLoading.done;
  const done = (async () => {
    try {
      const response = await fetch(`/games/${encodeURIComponent(page.game)}/rules?lang=${lang()}`);
      if (!response.ok) throw new Error(response.statusText);
      box.innerHTML = markdownToHtml(await response.text());
      box.dataset.loaded = want;
    } catch {
      box.textContent = t("rules_failed");
    }
  })();
  page.rulesLoading = { want, done };
  return done;
}

/** The section of the rules the current decision is about (the server's help_topic). */
function helpTopic() {
  return (page.latest && page.latest.help_topic) || null;
}

/** Open the rules panel at ``topic``'s section (at the top when its rules have no such
 * heading, as rules without anchors do); ``focus`` moves the keyboard there too. */
async function openRules(topic, { focus = false } = {}) {
  const panel = $("rules-panel");
  if (!panel.open) panel.open = true; // its toggle loads the rules, and comes here again
  await loadRules();
  const box = $("rules");
  const heading = topic ? box.querySelector(`[data-anchor="${CSS.escape(topic)}"]`) : null;
  for (const old of box.querySelectorAll(".current-topic")) old.classList.remove("current-topic");
  box.dataset.topic = topic || "";
  if (heading) {
    heading.classList.add("current-topic");
    box.scrollTop = heading.offsetTop; // the box is the heading's offset parent
  } else {
    box.scrollTop = 0;
  }
  if (focus) {
    (heading || panel.querySelector("summary")).focus({ preventScroll: true });
    (heading || panel).scrollIntoView({ block: "start", behavior: "smooth" });
  }
}

/** The link under the decision to the rules of this step. */
function rulesLink() {
  return h(
    "button",
    { type: "button", class: "link-button rules-link", dataset: { topic: helpTopic() || "" }, onclick: () => openRules(helpTopic(), { focus: true }) },
    t("rules_for_step"),
  );
}

// -- replay ----------------------------------------------------------------------------------

async function replayFrame(ply) {
  const frames = page.replay.frames;
  if (!frames.has(ply)) {
    // The seat token goes in a header, never in the address (addresses end up in logs).
    const headers = page.seat ? { authorization: `Bearer ${page.seat.token}` } : {};
    const path = `/api/tables/${encodeURIComponent(tableId)}/replay?ply=${ply}&lang=${lang()}`;
    frames.set(ply, await api(path, { headers }));
  }
  return frames.get(ply);
}

async function showReplay(ply) {
  const replay = page.replay;
  if (!replay) return;
  let frame;
  try {
    frame = await replayFrame(Math.max(0, Math.min(ply, replay.plies ?? ply)));
  } catch (failure) {
    toast(() => `${t("replay_failed")} ${failure.message}`, { error: true });
    return;
  }
  if (page.replay !== replay) return; // left replay meanwhile
  replay.ply = frame.ply;
  replay.plies = frame.plies;
  const slider = $("replay-slider");
  slider.max = String(frame.plies);
  slider.value = String(frame.ply);
  $("replay-at").textContent = t("replay_at", { ply: frame.ply, plies: frame.plies });
  $("replay-first").disabled = $("replay-prev").disabled = frame.ply === 0;
  $("replay-next").disabled = $("replay-last").disabled = frame.ply === frame.plies;
  const before = replay.frames.get(frame.ply - 1);
  const fresh = before ? frame.log.slice(before.log.length) : [];
  const frameNames = frame.seats.map((s) => s.name);
  const heading = frame.move ? t("replay_move", { name: frameNames[frame.move.seat] }) : t("replay_start");
  $("replay-events").replaceChildren(h("li", { class: "muted" }, heading), ...fresh.map((line) => h("li", {}, line)));
  renderLogLines(frame.log, fresh.length);
  page.chat.showUntil(frame.at ?? 0); // the talk as it stood when this move was made
  document.body.dataset.replayPly = String(frame.ply);
  page.review.at(frame.ply, frame.plies);
  if (page.viewModule) {
    const shown = { ...frame, status: "finished", decision: "replay", legal: [], waiting: frame.waiting };
    page.viewModule.render($("board"), shown, helpers({ names: frameNames, legal: [] }));
  }
}

function startReplay() {
  page.replay = { ply: 0, plies: null, frames: new Map() };
  $("replay-bar").hidden = false;
  render();
  showReplay(0);
  page.review.open();
}

function stopReplay() {
  page.replay = null;
  page.chat.showUntil(null);
  $("replay-bar").hidden = true;
  delete document.body.dataset.replayPly;
  render();
}

function bindReplay() {
  const step = (to) => () => page.replay && showReplay(to(page.replay));
  $("replay-toggle").addEventListener("click", () => (page.replay ? stopReplay() : startReplay()));
  $("replay-first").addEventListener("click", step(() => 0));
  $("replay-prev").addEventListener("click", step((r) => r.ply - 1));
  $("replay-next").addEventListener("click", step((r) => r.ply + 1));
  $("replay-last").addEventListener("click", step((r) => r.plies));
  $("replay-slider").addEventListener("input", (event) => page.replay && showReplay(Number(event.target.value)));
  // The arrow keys step through the replay (the slider, when focused, does so itself), Home
  // and End go to the start and the end; keys typed into a text field are left alone.
  const keys = { ArrowLeft: (r) => r.ply - 1, ArrowRight: (r) => r.ply + 1, Home: () => 0, End: (r) => r.plies };
  document.addEventListener("keydown", (event) => {
    const to = keys[event.key];
    if (!page.replay || !to || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.matches("input, textarea, select")) return;
    event.preventDefault();
    showReplay(to(page.replay));
  });
}

// -- start -----------------------------------------------------------------------------------

/** The table as the lobby lists it, named in the page's language (its title, on a new language too). */
async function loadTable() {
  const table = await api(`/api/tables/${encodeURIComponent(tableId)}?lang=${lang()}`);
  page.title = table.title;
  page.hints.allowed = !!(table.settings && table.settings.hints);
  renderSettings($("settings"), table.option_words, page.hints.allowed);
  page.game = table.game;
  page.spectatorChat = !!(table.settings && table.settings.spectator_chat);
  page.viewModule = await import(`/games/${encodeURIComponent(table.game)}/view.js`);
  await loadWords();
}

/** The table's options that differ from the game's defaults, named in the page's language,
 * and whether it allows hints (then it is never rated). */
function renderSettings(line, optionWords, hints) {
  const parts = (optionWords || []).map(([name, value]) => t("option_is", { name, value }));
  const said = parts.length ? [t("options_line", { options: parts.join(" · ") })] : [];
  if (hints) said.push(t("hints_on"));
  line.hidden = !said.length;
  line.textContent = said.join(" · ");
}

/** The game's words in the page's language (the server translates; the page only shows). */
async function loadWords() {
  if (page.game) page.words = words(await api(`/games/${encodeURIComponent(page.game)}/words?lang=${lang()}`));
}

async function start() {
  translatePage();
  languageSwitch($("lang-switch"));
  bindReplay();
  page.seat = readSeat();
  page.hotseat = hotseatAt(tableId);
  if (page.hotseat.length) page.seat = null; // connects as a spectator, then as whoever must decide
  bindSeatControls();
  onLangChange(async () => {
    try {
      await loadTable();
    } catch (failure) {
      toast(() => `${t("error")}: ${failure.message}`, { error: true });
    }
    translatePage();
    const notice = $("notice");
    if (notice.dataset.key) notice.textContent = t(notice.dataset.key);
    page.connection.send({ type: "lang", lang: lang() });
    if ($("rules-panel").open) openRules(helpTopic());
    if (page.replay) {
      page.replay.frames.clear();
      showReplay(page.replay.ply);
      page.review.open();
    } else if (page.latest) render();
  });
  // Opened by hand, the rules open at the section of the decision at hand.
  $("rules-panel").addEventListener("toggle", () => $("rules-panel").open && openRules(helpTopic()));
  setInterval(renderClock, 1000);
  alertControls($("alerts"));

  try {
    await loadTable();
  } catch (failure) {
    $("status-text").textContent = `${t("error")}: ${failure.message}`;
    document.body.dataset.status = "missing";
    return;
  }
  renderTitle();
  // Opening a claim link asks the name to sit under, then claims the seat. The name in the
  // hello only fills a seat that has none (the creator's, the first time): it renames nothing.
  // The browser's name is asked once, the first time it is needed, and kept.
  if (page.claim && (page.seat || page.hotseat.length)) {
    // This browser holds a seat here already: the invitation is someone else's; keep it unused.
    page.claim = null;
    showNotice("claim_not_used");
  } else if (page.claim) {
    const chosen = await nameOnce(askName);
    await claimSeat(chosen);
    if (page.seat) toast(() => t("sat_as", { name: chosen }));
  }
  const name = page.seat ? await nameOnce(askName) : "";
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const url = `${scheme}//${location.host}/ws/tables/${encodeURIComponent(tableId)}`;
  if (page.hotseat.length) {
    page.keepers = new Keepers(url, page.hotseat, lang);
    page.keepers.keep(null);
  }
  page.connection = new TableConnection(url, {
    hello: () => ({
      type: "hello",
      token: page.seat && !page.elsewhere ? page.seat.token : null,
      lang: lang(),
      name: (page.seat && page.seat.name) || name,
    }),
    onMessage,
    onStatus,
  });
  page.chat = new Chat(tableId, (message) => page.connection.send(message), () => ({
    seats: page.latest ? page.latest.seats : [],
    seat: heldSeat(),
    spectatorChat: page.spectatorChat,
  }));
  page.connection.connect();
}

start();
