// The lobby's hotseat choice: everyone plays on this device. When ticked, the form asks a name
// for each person's seat, and creating the table takes every one of those seats in this
// browser (the creator's seat with the creation, the others with their claim codes, which are
// used at once and never shown).

import { t } from "/static/i18n.js";
import { keepHotseat } from "/static/hotseat.js";
import { api, h } from "/static/ui.js";

const $ = (id) => document.getElementById(id);

/** Whether the form asks for a hotseat table. */
export function isHotseat() {
  const box = $("hotseat");
  return !!box && box.checked;
}

/** The people's seats of the form (their indices), in seat order. */
function peopleSeats() {
  return [...$("seats").querySelectorAll("select")]
    .map((select, i) => (select.value === "human" ? i : null))
    .filter((i) => i !== null);
}

/** One name field per person's seat while hotseat is ticked (names typed so far are kept);
 * "My seat" is hidden then: every person's seat is this browser's. */
export function renderHotseatNames() {
  const box = $("hotseat-names");
  const on = isHotseat();
  const kept = new Map([...box.querySelectorAll("input")].map((input) => [input.dataset.seat, input.value]));
  box.hidden = !on;
  $("my-seat").closest("label").hidden = on;
  if (!on) {
    box.replaceChildren();
    return;
  }
  box.replaceChildren(
    ...peopleSeats().map((i) =>
      h(
        "label",
        { class: "field" },
        h("span", {}, t("hotseat_name", { n: i + 1 })),
        h("input", {
          type: "text",
          class: "hotseat-name",
          id: `hotseat-name-${i}`,
          maxlength: 40,
          autocomplete: "off",
          value: kept.get(String(i)) ?? "",
          dataset: { seat: String(i) },
        }),
      ),
    ),
  );
}

/** The names typed, by seat: {seat: name}. Throws an Error saying what is missing when a name
 * is empty or two people share one (the pass screen names whom to hand the device to). */
export function hotseatNames() {
  const names = new Map();
  for (const input of $("hotseat-names").querySelectorAll("input")) {
    names.set(Number(input.dataset.seat), input.value.trim());
  }
  const given = [...names.values()];
  if (given.length < 2) throw new Error(t("hotseat_two_people"));
  if (given.some((name) => !name)) throw new Error(t("hotseat_name_missing"));
  if (new Set(given.map((name) => name.toLowerCase())).size !== given.length) throw new Error(t("hotseat_same_names"));
  return names;
}

/** After creating ``table`` (the first person's seat marked as the creator's): claim every
 * other person's seat under its name, and keep every seat's token in this browser. The
 * creator's seat gets its name from the table page's first hello (a seat without a name takes
 * the hello's). */
export async function takeEverySeat(table, names) {
  const seats = [{ seat: table.seat.seat, token: table.seat.token, name: names.get(table.seat.seat) }];
  for (const invite of table.invites) {
    const name = names.get(invite.seat) ?? "";
    const answer = await api(`/api/tables/${encodeURIComponent(table.id)}/claim`, {
      method: "POST",
      body: { code: invite.code, name },
    });
    seats.push({ seat: answer.seat, token: answer.token, name });
  }
  keepHotseat(table.id, seats);
}
