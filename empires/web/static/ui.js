// Small DOM helpers shared by the lobby and the table page.

import { onLangChange } from "/static/i18n.js";

/** An element with attributes/properties and children (strings become text). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key in el && typeof value !== "string") el[key] = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

let toastBox = null;
const toastWords = new Map(); // a shown toast -> the function that says it in the page's language

/** A message at the corner of the screen that goes away by itself. Given as a function (of no
 * arguments, calling ``t``), it is said again in the new language if the language changes. */
export function toast(message, { error = false, seconds = 6 } = {}) {
  if (!toastBox) {
    toastBox = h("div", { class: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(toastBox);
    onLangChange(() => {
      for (const [note, say] of toastWords) note.textContent = say();
    });
  }
  const say = typeof message === "function" ? message : null;
  const note = h("div", { class: error ? "toast error" : "toast" }, say ? say() : message);
  if (say) toastWords.set(note, say);
  toastBox.append(note);
  setTimeout(() => {
    note.remove();
    toastWords.delete(note);
  }, seconds * 1000);
}

/** Put text on the clipboard; falls back to a hidden text field where the API is missing. */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = h("textarea");
    field.style.cssText = "position:fixed;opacity:0"; // not a style= attribute: CSP refuses those
    field.value = text;
    document.body.append(field);
    field.select();
    const ok = document.execCommand("copy");
    field.remove();
    return ok;
  }
}

/** GET or POST JSON; throws an Error carrying the server's explanation. */
export async function api(path, { method = "GET", body, headers = {} } = {}) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = data && data.detail;
    const text = Array.isArray(detail)
      ? detail.map((d) => `${(d.loc || []).slice(1).join(".")}: ${d.msg}`).join("; ")
      : detail || `${response.status} ${response.statusText}`;
    const failure = new Error(text);
    failure.code = data && data.error; // the server's error code, e.g. "seat_taken"
    throw failure;
  }
  return data;
}
