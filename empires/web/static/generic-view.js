// The drawing used for games without their own view module: a readable outline of the
// view the server sent (nested fields as nested lists). Decisions stay with the page's buttons.

import { el, useStyle } from "/static/kit.js";

const CSS = `
.gv { background: var(--panel, #fff); border: 1px solid var(--line, #ddd); border-radius: 10px;
  padding: 0.8rem 1rem; font-size: 0.9rem; overflow-x: auto; }
.gv dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.15rem 0.8rem; margin: 0; }
.gv dt { font-weight: 600; color: var(--muted, #666); }
.gv dd { margin: 0; min-width: 0; }
.gv ol { margin: 0; padding-left: 1.4rem; }
.gv .null { color: var(--muted, #999); font-style: italic; }
`;

/**
 * @param {unknown} value
 * @returns {value is string | number | boolean | null | undefined}
 */
function isPlain(value) {
  return value === null || typeof value !== "object";
}

/**
 * A value as nested lists: objects as term lists, arrays as numbered lists.
 * @param {unknown} value
 * @returns {HTMLElement}
 */
function outline(value) {
  if (value === null || value === undefined) return el("span", "null", "—");
  if (isPlain(value)) return el("span", null, String(value));
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return el("span", null, value.length ? value.map((v) => (v === null ? "—" : String(v))).join(", ") : "—");
    const list = el("ol", null, value.map((item) => el("li", null, outline(item))));
    list.start = 0; // seats and indices count from 0 in views
    return list;
  }
  return el("dl", null, Object.entries(value).flatMap(([key, item]) => [el("dt", null, key.replace(/_/g, " ")), el("dd", null, outline(item))]));
}

/**
 * Draw ``state.view`` into ``container``.
 * @param {HTMLElement} container
 * @param {import("/static/kit.js").TableState<Record<string, unknown>, unknown>} state
 * @param {import("/static/kit.js").Helpers<unknown>} helpers
 */
export function render(container, state, helpers) {
  useStyle(CSS);
  const names = helpers && helpers.names && helpers.names.length ? { seats: helpers.names } : {};
  container.replaceChildren(el("div", "gv", outline({ ...names, ...state.view })));
}
