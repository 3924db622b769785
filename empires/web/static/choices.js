// The seat's open decision as controls: one button per choice, with its result and its warning
// under it, and one number control for the choices that differ only in a number to pick (the
// server groups them: empires/kernel/choices.py).

import { t } from "/static/i18n.js";
import { h } from "/static/ui.js";

/** A group is offered as a number control from this many choices on; fewer stay buttons. */
const GROUP_FROM = 3;
let noteCount = 0; // ids of the number controls' warnings

/**
 * The controls for ``legal`` (the payload's choices), in the order the server gives.
 * @param {Array<{move: any, text: string, cost?: string, result?: string, warning?: string, group?: string, amount?: number}>} legal
 * @param {{disabled: boolean, play: (move: any) => void}} how
 * @returns {HTMLElement[]}
 */
export function choiceControls(legal, { disabled, play }) {
  const groups = new Map();
  for (const choice of legal) {
    if (choice.group === undefined || choice.amount === undefined) continue;
    if (!groups.has(choice.group)) groups.set(choice.group, []);
    groups.get(choice.group).push(choice);
  }
  const shown = new Set();
  const controls = [];
  legal.forEach((choice, index) => {
    const members = choice.group === undefined ? undefined : groups.get(choice.group);
    if (members && members.length >= GROUP_FROM) {
      if (shown.has(choice.group)) return;
      shown.add(choice.group);
      controls.push(numberControl(choice.group, members, { disabled, play }));
      return;
    }
    controls.push(choiceButton(choice, index, { disabled, play }));
  });
  return controls;
}

/** One choice as a button: its text, then its result and warning in smaller lines. */
function choiceButton(choice, index, { disabled, play }) {
  const lines = [h("span", { class: "choice-text" }, choice.text)];
  if (choice.result && !choice.text.includes(choice.result)) {
    lines.push(h("small", { class: "choice-result" }, choice.result));
  }
  if (choice.warning) lines.push(h("small", { class: "choice-warning" }, `⚠ ${choice.warning}`));
  return h(
    "button",
    {
      type: "button",
      class: choice.warning ? "move warned" : "move",
      disabled,
      title: choice.warning || undefined,
      dataset: { index },
      onclick: () => play(choice.move),
    },
    ...lines,
  );
}

/** The choices of one group as a number field with quick buttons (least, most) and one button
 * that plays the choice of the number in the field, its full text on it. */
function numberControl(group, members, { disabled, play }) {
  const byAmount = new Map(members.map((choice) => [choice.amount, choice]));
  const amounts = [...byAmount.keys()].sort((a, b) => a - b);
  const least = amounts[0];
  const most = amounts[amounts.length - 1];
  const field = h("input", {
    type: "number",
    class: "choice-amount",
    min: String(least),
    max: String(most),
    step: "1",
    value: String(least),
    disabled,
    "aria-label": group.replace("#", "…"),
  });
  noteCount += 1;
  const noteId = `choice-note-${noteCount}`;
  // The play button says the whole choice; a screen reader also hears its warning, and hears
  // a new warning when the number changes.
  const go = h("button", { type: "button", class: "move", disabled, "aria-describedby": noteId });
  const note = h("small", { id: noteId, class: "choice-warning", hidden: true, "aria-live": "polite" });
  const chosen = () => byAmount.get(Number(field.value));
  const update = () => {
    const choice = chosen();
    go.disabled = disabled || choice === undefined;
    go.replaceChildren(h("span", { class: "choice-text" }, choice ? choice.text : t("choice_no_amount", { least, most })));
    note.hidden = !(choice && choice.warning);
    note.textContent = choice && choice.warning ? `⚠ ${choice.warning}` : "";
  };
  const quick = (amount, key) =>
    h("button", {
      type: "button",
      class: "secondary choice-quick",
      disabled,
      onclick: () => {
        field.value = String(amount);
        update();
      },
    }, t(key, { amount }));
  field.addEventListener("input", update);
  // Enter in the field plays the number typed (as the play button does).
  field.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (chosen() && !go.disabled) play(chosen().move);
  });
  go.addEventListener("click", () => {
    const choice = chosen();
    if (choice) play(choice.move);
  });
  update();
  const [before, after] = group.split("#");
  return h(
    "div",
    { class: "move-group", role: "group", "aria-label": group.replace("#", "…") },
    h("label", { class: "choice-group" }, before, field, after ?? ""),
    h("div", { class: "choice-quicks" }, quick(least, "choice_least"), quick(most, "choice_most")),
    go,
    note,
  );
}
