// Changing your mind: "Take back my choice" while a secret simultaneous decision this seat has
// chosen in is still open, and "Undo my move" when the server says this seat may undo its last
// move (the table allows it, nobody has acted since, nothing hidden was revealed).

import { t } from "/static/i18n.js";
import { h } from "/static/ui.js";

/** Whether ``me`` has a secret choice waiting in the open decision of ``state``. */
function hasChoice(state, me) {
  if (state.decision !== "simultaneous" || state.waiting.includes(me)) return false;
  const chosen = state.view && state.view.chosen;
  return Array.isArray(chosen) ? chosen.includes(me) : state.waiting.length > 0;
}

/** Fill ``box`` with the buttons open to seat ``me`` (null: a spectator) in ``state``;
 * ``send`` sends a message to the server. The box is hidden when there is none. */
export function renderChangeMind(box, state, me, send, { replaying = false } = {}) {
  const buttons = [];
  if (state && me !== null && !replaying && state.status === "running") {
    if (hasChoice(state, me)) {
      buttons.push(
        h("button", { type: "button", id: "take-back-button", class: "secondary", onclick: () => send({ type: "take_back" }) }, t("take_back")),
      );
    }
    if (state.undo === true) {
      buttons.push(h("button", { type: "button", id: "undo-button", class: "secondary", onclick: () => send({ type: "undo" }) }, t("undo_move")));
    }
  }
  box.replaceChildren(...buttons);
  box.hidden = !buttons.length;
}
