// Hints (a table setting, off unless its creator allowed them): a "Hint" button at the seat's
// decision asks the server, which asks the search from this seat's view only (web/hints.py);
// the answer highlights the preferred choice and says its chance and why under the choices.

import { lang, t } from "/static/i18n.js";
import { h } from "/static/ui.js";

/** @typedef {{ply: number, seat: number | null, key: string, index: number, text: string, chance: number | null, why: string, level: string, label: string}} Hint */
/** @typedef {{ply: number, seat: number | null, decision: string, status: string, legal: Array<{move: any, group?: string, amount?: number}>}} State */
/** @typedef {(message: object) => void} Send */

export class Hints {
  constructor() {
    /** Whether the table allows hints (its ``hints`` setting). */
    this.allowed = false;
    /** The ply of the hint asked for, until its answer (or a refusal) comes.
     * @type {number | null} */
    this.asking = null;
    /** The latest hint.
     * @type {Hint | null} */
    this.latest = null;
    /** The decision the hint asked for was for (``decisionKey``). */
    this.askedKey = "";
  }

  /** Ask the server for a hint at ``state``'s decision.
   * @param {State} state
   * @param {Send} send */
  ask(state, send) {
    this.asking = state.ply;
    this.askedKey = decisionKey(state);
    send({ type: "hint", ply: state.ply, lang: lang() });
  }

  /** A ``hint`` message from the server, for seat ``me``.
   * @param {Omit<Hint, "seat">} message
   * @param {number | null} me */
  take(message, me) {
    if (this.asking === null) return; // asked for a decision gone since
    this.asking = null;
    this.latest = { ...message, seat: me, key: this.askedKey };
  }

  /** A refusal of a hint: the button may be used again. */
  refused() {
    this.asking = null;
  }

  /** Fill ``box`` under the choices (``buttons``) of seat ``me`` in ``state``: the button, and
   * the hint for this very decision with its choice highlighted. Hidden when hints are off.
   * @param {HTMLElement} box
   * @param {HTMLElement} buttons
   * @param {State | null} state
   * @param {number | null} me
   * @param {Send} send */
  render(box, buttons, state, me, send) {
    const open = this.allowed && state !== null && me !== null && state.status === "running" && state.legal.length > 0;
    box.hidden = !open;
    if (!open || state === null) {
      // The decision is made (or gone): its hint goes with it.
      this.latest = null;
      this.asking = null;
      box.replaceChildren();
      return;
    }
    const button = h(
      "button",
      { type: "button", id: "hint-button", class: "secondary", disabled: this.asking !== null, onclick: () => this.ask(state, send) },
      this.asking !== null ? t("hint_asking") : t("hint_button"),
    );
    const hint = this.latest;
    // Fresh while the seat faces the same choices (another seat's secret choice meanwhile
    // moves the game on, not this seat's decision).
    const fresh = hint && hint.seat === me && hint.key === decisionKey(state) && hint.index < state.legal.length;
    if (!fresh) {
      box.replaceChildren(button);
      return;
    }
    const words = hint.chance === null
      ? t("hint_only", { text: hint.text })
      : t("hint_line", { text: hint.text, chance: `${Math.round(hint.chance * 100)}%`, level: hint.label });
    box.replaceChildren(
      button,
      h("p", { id: "hint-text", class: "hint-text", role: "status" }, h("strong", {}, words), " ", hint.why),
    );
    highlight(buttons, state.legal, hint.index);
  }
}

/** Mark the preferred choice among the controls in ``buttons``: its button, or its number
 * control set to its number.
 * @param {HTMLElement} buttons
 * @param {State["legal"]} legal
 * @param {number} index */
function highlight(buttons, legal, index) {
  const button = buttons.querySelector(`button.move[data-index="${index}"]`);
  if (button) {
    button.classList.add("hinted");
    return;
  }
  const choice = legal[index];
  const named = choice.group;
  if (named === undefined) return;
  const label = named.replace("#", "…");
  const group = [...buttons.querySelectorAll(".move-group")].find((g) => g.getAttribute("aria-label") === label);
  if (!group) return;
  group.classList.add("hinted");
  const field = group.querySelector("input.choice-amount");
  if (field instanceof HTMLInputElement && choice.amount !== undefined) {
    field.value = String(choice.amount);
    field.dispatchEvent(new Event("input"));
  }
}

/** What identifies a seat's decision on the page: the seat, the kind, and its choices.
 * @param {State} state */
function decisionKey(state) {
  return JSON.stringify([state.seat, state.decision, state.legal.map((choice) => choice.move)]);
}
