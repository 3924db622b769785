// The lobby: the games, a form to create a table, the claim links to send (shown once), the
// tables this browser created, and the lists of open, running and finished tables.

import "/static/turn-strings.js";
import { ago, lang, languageSwitch, onLangChange, t, translatePage } from "/static/i18n.js";
import { hotseatNames, isHotseat, renderHotseatNames, takeEverySeat } from "/static/hotseat-form.js";
import { markdownToHtml } from "/static/markdown.js";
import { renderMyTables } from "/static/my-tables.js";
import { api, copyText, h, toast } from "/static/ui.js";

const CREATED_KEY = "empires.created";
const SEATS_KEY = "empires.seats"; // {tableId: {seat, token}}, shared with the table page
const KEEP_CREATED = 30;
const REFRESH_MS = 5000;

let games = [];
const $ = (id) => document.getElementById(id);

// -- tables this browser created -------------------------------------------------------------
// Kept: the creator's own seat (its token where the table page looks for it) and the owner
// token. Not kept: the claim links, which are for the invited people (shown once, to send).

function createdTables() {
  try {
    return JSON.parse(localStorage.getItem(CREATED_KEY)) || [];
  } catch {
    return [];
  }
}

function rememberCreated(table) {
  const entry = {
    id: table.id,
    title: table.title,
    created_at: table.created_at,
    spectate: table.spectate,
    seat: table.seat ? table.seat.seat : null,
    owner_token: table.owner_token,
  };
  if (table.seat) {
    const seats = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
    seats[table.id] = { seat: table.seat.seat, token: table.seat.token };
    localStorage.setItem(SEATS_KEY, JSON.stringify(seats));
  }
  const rest = createdTables().filter((t) => t.id !== table.id);
  localStorage.setItem(CREATED_KEY, JSON.stringify([entry, ...rest].slice(0, KEEP_CREATED)));
}

async function cancelCreated(entry) {
  if (!window.confirm(t("cancel_confirm"))) return;
  try {
    const response = await fetch(`/api/tables/${entry.id}/cancel`, {
      method: "POST",
      headers: { authorization: `Bearer ${entry.owner_token}` },
    });
    const data = await response.json().catch(() => null);
    if (!response.ok) throw new Error((data && data.detail) || `${response.status} ${response.statusText}`);
    toast(() => t("cancelled"));
  } catch (failure) {
    toast(() => `${t("error")}: ${failure.message}`, { error: true });
  }
  refreshLists();
}

function forgetCreated(id) {
  localStorage.setItem(CREATED_KEY, JSON.stringify(createdTables().filter((t) => t.id !== id)));
  renderMine();
}

// -- games --------------------------------------------------------------------------------

function renderGames() {
  const box = $("games");
  box.replaceChildren(
    ...games.map((game) => {
      const rules = h("div", { class: "rules markdown", hidden: true });
      const toggle = h("button", { type: "button", class: "secondary" }, t("show_rules"));
      toggle.addEventListener("click", async () => {
        if (rules.hidden && !rules.dataset.loaded) {
          try {
            const response = await fetch(`/games/${game.name}/rules?lang=${lang()}`);
            if (!response.ok) throw new Error(response.statusText);
            rules.innerHTML = markdownToHtml(await response.text(), { idPrefix: `rules-${game.name}-` });
            rules.dataset.loaded = "1";
          } catch {
            rules.textContent = t("rules_failed");
          }
        }
        rules.hidden = !rules.hidden;
        toggle.textContent = rules.hidden ? t("show_rules") : t("hide_rules");
      });
      return h(
        "article",
        { class: "game-card" },
        h("h3", {}, game.title),
        h("p", { class: "muted small" }, t("players_range", { min: game.min_players, max: game.max_players })),
        h("p", {}, game.summary),
        toggle,
        rules,
      );
    }),
  );
}

function currentGame() {
  return games.find((g) => g.name === $("game").value) || games[0];
}

// -- the create form ------------------------------------------------------------------------

/** One option by its human name, with its help; an option the game cannot offer (its reason
 * given) is shown disabled, with the reason as its tooltip. */
function optionInput(option) {
  const id = `opt-${option.name}`;
  const hint = "default" in option && option.default !== null ? t("default_value", { value: option.default }) : t("automatic");
  const off = option.unavailable || null;
  const tip = off || option.help;
  let input;
  if (option.kind === "bool") {
    input = h("input", { id, type: "checkbox", name: option.name, checked: option.default === true, disabled: !!off, title: tip });
    return h(
      "label",
      { class: `field check${off ? " unavailable" : ""}`, title: tip, dataset: { option: option.name } },
      input,
      h("span", {}, option.label, h("small", { class: "muted" }, ` ${off || option.help}`)),
    );
  }
  if (option.kind === "choice") {
    const named = option.choice_labels || {};
    const shown = "default" in option && option.default !== null ? t("default_value", { value: named[option.default] ?? option.default }) : hint;
    input = h(
      "select",
      { id, name: option.name },
      h("option", { value: "" }, `(${shown})`),
      ...option.choices.map((c) => h("option", { value: c }, named[c] ?? c)),
    );
  } else if (option.name === "start_player") {
    // Seats are numbered from 1 on the page and from 0 in the API.
    const count = Number($("players").value) || 0;
    input = h(
      "select",
      { id, name: option.name, dataset: { seats: "1" } },
      h("option", { value: "" }, `(${hint})`),
      ...Array.from({ length: count }, (_, i) => h("option", { value: String(i) }, t("seat_n", { n: i + 1 }))),
    );
  } else {
    input = h("input", {
      id,
      name: option.name,
      type: option.kind === "int" ? "number" : "text",
      inputmode: option.kind === "int" ? "numeric" : undefined,
      min: option.minimum,
      max: option.maximum,
      placeholder: hint,
    });
  }
  input.disabled = !!off;
  input.title = tip;
  return h(
    "label",
    { class: `field${off ? " unavailable" : ""}`, title: tip, dataset: { option: option.name } },
    h("span", {}, option.label),
    input,
    h("small", { class: "muted" }, off || option.help),
  );
}

/** The bot kinds to offer (each once: a kind's second name is left out), by readable name. */
function botChoices(game) {
  return game.bot_info.filter((bot) => !bot.same_as);
}

/** What was measured of a bot kind at this game: one line per player count (the server's
 * words, numbers in the language's format), or nothing. */
function measuredList(bot) {
  if (!bot.measured.length) return null;
  return h(
    "div",
    { class: "strength muted", dataset: { kind: bot.kind } },
    t("bot_measured"),
    h("ul", {}, ...bot.measured.map((run) => h("li", {}, run.text))),
  );
}

function renderBotInfo(game) {
  $("bot-info").replaceChildren(
    ...botChoices(game).flatMap((bot) => [
      h("dt", {}, bot.label),
      h("dd", {}, bot.about, measuredList(bot)),
    ]),
  );
}

function countChanged() {
  const game = currentGame();
  const changed = Object.keys(optionValues(game)).length;
  $("options-summary").textContent = t("options_count", { changed, count: game.options.length });
}

function renderOptions() {
  const game = currentGame();
  $("options").replaceChildren(...game.options.map(optionInput));
  countChanged();
  renderBotInfo(game);
  $("takeover-bot").replaceChildren(...botChoices(game).map((b) => h("option", { value: b.kind }, b.label)));
  if (game.bots.includes("heuristic")) $("takeover-bot").value = "heuristic";
  const players = $("players");
  players.min = game.min_players;
  players.max = game.max_players;
  const count = Number(players.value) || Math.min(4, game.max_players);
  players.value = Math.min(game.max_players, Math.max(game.min_players, count));
  renderSeats();
}

/** The start player's choices follow the number of seats. */
function renderStartPlayer(count) {
  const select = $("opt-start_player");
  if (!select || select.tagName !== "SELECT") return;
  const kept = select.value;
  select.replaceChildren(
    select.options[0],
    ...Array.from({ length: count }, (_, i) => h("option", { value: String(i) }, t("seat_n", { n: i + 1 }))),
  );
  select.value = Number(kept) < count ? kept : "";
}

function renderSeats() {
  const game = currentGame();
  const box = $("seats");
  const previous = [...box.querySelectorAll("select")].map((s) => s.value);
  const previousMine = $("my-seat").value;
  const count = Math.min(game.max_players, Math.max(game.min_players, Number($("players").value) || 2));
  const fallbackBot = game.bots.includes("heuristic") ? "heuristic" : game.bots[0];
  const seats = [];
  for (let i = 0; i < count; i++) {
    const select = h(
      "select",
      { id: `seat-${i}`, name: `seat-${i}` },
      h("option", { value: "human" }, t("human")),
      ...botChoices(game).map((b) => h("option", { value: b.kind }, t("bot_seat", { label: b.label }))),
    );
    select.value = previous[i] ?? (i === 0 ? "human" : fallbackBot);
    select.addEventListener("change", () => {
      renderMySeat();
      renderHotseatNames();
    });
    seats.push(h("label", { class: "field" }, h("span", {}, t("seat_n", { n: i + 1 })), select));
  }
  box.replaceChildren(...seats);
  renderStartPlayer(count);
  renderMySeat(previousMine);
  renderHotseatNames();
}

/** The creator's own seat: one of the people's seats, or none (the creator only watches). */
function renderMySeat(keep) {
  const mine = $("my-seat");
  const chosen = typeof keep === "string" ? keep : mine.value;
  const people = [...$("seats").querySelectorAll("select")]
    .map((s, i) => (s.value === "human" ? i : null))
    .filter((i) => i !== null);
  mine.replaceChildren(
    h("option", { value: "" }, t("watch_only")),
    ...people.map((i) => h("option", { value: String(i) }, t("seat_n", { n: i + 1 }))),
  );
  mine.value = people.map(String).includes(chosen) ? chosen : people.length ? String(people[0]) : "";
}

function optionValues(game) {
  const options = {};
  for (const option of game.options) {
    const input = $(`opt-${option.name}`);
    if (option.kind === "bool") {
      if (input.checked !== (option.default === true)) options[option.name] = input.checked;
    } else if (input.value !== "") {
      options[option.name] = option.kind === "int" ? Number(input.value) : input.value;
    }
  }
  return options;
}

function numberOrNull(id) {
  const value = $(id).value.trim();
  return value === "" ? null : Number(value);
}

async function createTable(event) {
  event.preventDefault();
  const game = currentGame();
  const error = $("create-error");
  let hotseat = null; // the names typed for a hotseat table, by seat
  try {
    if (isHotseat()) hotseat = hotseatNames();
  } catch (failure) {
    error.textContent = failure.message;
    error.hidden = false;
    return;
  }
  // A hotseat table's creator holds the first person's seat (and then claims the others).
  const mine = hotseat ? String(Math.min(...hotseat.keys())) : $("my-seat").value;
  const seats = [...$("seats").querySelectorAll("select")].map((s, i) =>
    String(i) === mine ? { kind: s.value, creator: true } : { kind: s.value },
  );
  const body = {
    game: game.name,
    players: seats.length,
    options: optionValues(game),
    seats,
    turn_seconds: numberOrNull("turn-seconds"),
    takeover_seconds: numberOrNull("takeover-seconds"),
    takeover_bot: $("takeover-bot").value || null,
    undo: $("undo-allowed").checked,
    hints: $("hints-allowed").checked,
  };
  const seed = numberOrNull("seed");
  if (seed !== null) body.seed = seed;
  const button = $("create-button");
  button.disabled = true;
  button.textContent = t("creating");
  error.hidden = true;
  try {
    const table = await api("/api/tables", { method: "POST", body });
    rememberCreated(table);
    if (hotseat) {
      await takeEverySeat(table, hotseat);
      location.assign(`/t/${encodeURIComponent(table.id)}`);
      return;
    }
    showCreated(table);
    refreshLists();
  } catch (failure) {
    error.textContent = `${t("error")}: ${failure.message}`;
    error.hidden = false;
  } finally {
    button.disabled = false;
    button.textContent = t("create");
  }
}

function linkRow(label, link, openText, extraClass) {
  const field = h("input", { class: "link-field", type: "text", readonly: true, value: link, "aria-label": label });
  field.addEventListener("focus", () => field.select());
  const copy = h("button", { type: "button", class: "secondary copy" }, t("copy"));
  copy.addEventListener("click", async () => {
    if (await copyText(link)) {
      copy.textContent = t("copied");
      setTimeout(() => (copy.textContent = t("copy")), 1500);
    }
  });
  return h(
    "div",
    { class: `link-row ${extraClass}` },
    h("span", { class: "link-label" }, label),
    field,
    copy,
    h("a", { class: "button open-link", href: link, target: "_blank", rel: "noopener" }, openText),
  );
}

function showCreated(table) {
  const rows = [];
  if (table.seat) {
    // The creator's own seat: the page finds its token in this browser, not in the link.
    const n = table.seat.seat + 1;
    rows.push(linkRow(t("your_seat", { n }), table.seat.link, t("open_seat", { n }), "mine"));
  }
  for (const invite of table.invites) {
    const n = invite.seat + 1;
    rows.push(linkRow(t("invite_for", { n }), invite.link, t("open_seat", { n }), "invite"));
  }
  rows.push(linkRow(t("spectator_link"), table.spectate, t("watch"), "spectate"));
  $("created-links").replaceChildren(h("p", {}, h("strong", {}, table.title), ` · ${table.id}`), ...rows);
  $("created").hidden = false;
  $("created").dataset.table = table.id;
  $("created").scrollIntoView({ behavior: "smooth", block: "nearest" });
}

// -- table lists ------------------------------------------------------------------------------

function seatChips(table) {
  return h(
    "span",
    { class: "seat-chips" },
    ...table.seats.map((seat) => {
      const human = seat.kind === "human";
      const label = human && !seat.joined && !seat.name ? `${seat.display} · ${t("free")}` : seat.display;
      return h("span", { class: `chip ${human ? (seat.joined ? "joined" : "free") : "bot"}` }, label);
    }),
  );
}

function tableItem(table, mine) {
  const links = [h("a", { class: "watch", href: `/t/${table.id}` }, t("watch"))];
  if (table.status === "finished") links.push(h("a", { class: "replay", href: `/t/${table.id}#replay` }, t("replay")));
  if (mine && mine.seat !== null && mine.seat !== undefined && table.status !== "finished") {
    links.push(h("a", { class: "play", href: `/t/${table.id}` }, t("open_seat", { n: mine.seat + 1 })));
  }
  const seatName = (s) => (table.seats[s] ? table.seats[s].display : t("seat_n", { n: s + 1 }));
  const result = table.result && table.result.winners
    ? h("span", { class: "small winners" }, " · ", t("winners_are", { names: table.result.winners.map(seatName).join(", ") }))
    : null;
  return h(
    "li",
    { class: "table-item", dataset: { table: table.id } },
    h("div", {}, h("strong", {}, table.title), h("span", { class: "muted small" }, ` ${table.id} · ${t("created_at", { when: ago(table.created_at) })}`), result),
    seatChips(table),
    h("div", { class: "item-links" }, ...links),
  );
}

function renderList(id, tables) {
  const mine = new Map(createdTables().map((c) => [c.id, c]));
  const list = $(id);
  if (!tables.length) list.replaceChildren(h("li", { class: "muted small" }, t("no_tables")));
  else list.replaceChildren(...tables.map((table) => tableItem(table, mine.get(table.id))));
}

function renderMine() {
  const mine = createdTables();
  $("mine-panel").hidden = mine.length === 0;
  $("list-mine").replaceChildren(
    ...mine.map((entry) => {
      const forget = h("button", { type: "button", class: "secondary small" }, t("forget"));
      forget.addEventListener("click", () => forgetCreated(entry.id));
      // Only a table that has not started can be cancelled, and only with its owner token.
      const waiting = entry.owner_token && lastLists.open.some((table) => table.id === entry.id);
      const cancel = waiting ? h("button", { type: "button", class: "secondary small cancel" }, t("cancel_table")) : null;
      cancel?.addEventListener("click", () => cancelCreated(entry));
      return h(
        "li",
        { class: "table-item" },
        h("div", {}, h("strong", {}, entry.title), h("span", { class: "muted small" }, ` ${entry.id} · ${t("created_at", { when: ago(entry.created_at) })}`)),
        h(
          "div",
          { class: "item-links" },
          entry.seat !== null && entry.seat !== undefined
            ? h("a", { href: `/t/${entry.id}` }, t("open_seat", { n: entry.seat + 1 }))
            : null,
          h("a", { href: entry.spectate }, t("watch")),
          cancel,
          forget,
        ),
      );
    }),
  );
}

let lastLists = { open: [], running: [], finished: [] };

async function refreshLists() {
  try {
    const [open, running, finished] = await Promise.all(
      ["open", "running", "finished"].map((status) => api(`/api/tables?status=${status}&limit=30&lang=${lang()}`)),
    );
    lastLists = { open, running, finished };
    renderLists();
    await renderMyTables($("seated-panel"), $("list-seated"));
  } catch (failure) {
    toast(() => `${t("error")}: ${failure.message}`, { error: true });
  }
}

function renderLists() {
  renderList("list-open", lastLists.open);
  renderList("list-running", lastLists.running);
  renderList("list-finished", lastLists.finished);
  renderMine();
}

// -- start --------------------------------------------------------------------------------

async function loadGames() {
  const selected = $("game").value;
  games = await api(`/api/games?lang=${lang()}`);
  renderGames();
  $("game").replaceChildren(...games.map((g) => h("option", { value: g.name }, g.title)));
  if (selected) $("game").value = selected;
  renderOptions();
}

async function start() {
  translatePage();
  languageSwitch($("lang-switch"));
  $("game").addEventListener("change", renderOptions);
  $("players").addEventListener("input", renderSeats);
  $("hotseat").addEventListener("change", renderHotseatNames);
  $("options").addEventListener("change", countChanged);
  $("create-form").addEventListener("submit", createTable);
  onLangChange(async () => {
    translatePage();
    await loadGames();
    refreshLists();
  });
  try {
    await loadGames();
  } catch (failure) {
    $("games").replaceChildren(h("p", { class: "error-text" }, `${t("error")}: ${failure.message}`));
  }
  document.body.dataset.ready = "1";
  await refreshLists();
  setInterval(() => {
    if (document.visibilityState === "visible") refreshLists();
  }, REFRESH_MS);
}

start();
