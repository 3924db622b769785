// The drawing used for games without their own view module: a readable outline of the
// view the server sent (nested fields as nested lists). Decisions stay with the page's buttons.

const CSS = `
.gv { background: var(--panel, #fff); border: 1px solid var(--line, #ddd); border-radius: 10px;
  padding: 0.8rem 1rem; font-size: 0.9rem; overflow-x: auto; }
.gv dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.15rem 0.8rem; margin: 0; }
.gv dt { font-weight: 600; color: var(--muted, #666); }
.gv dd { margin: 0; min-width: 0; }
.gv ol { margin: 0; padding-left: 1.4rem; }
.gv .null { color: var(--muted, #999); font-style: italic; }
`;

let styled = false;

// A constructed style sheet: the server's Content-Security-Policy refuses <style> elements.
function ensureStyle() {
  if (styled) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  styled = true;
}

function el(tag, text) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

function isPlain(value) {
  return value === null || typeof value !== "object";
}

function outline(value) {
  if (value === null || value === undefined) {
    const none = el("span", "—");
    none.className = "null";
    return none;
  }
  if (isPlain(value)) return el("span", String(value));
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return el("span", value.length ? value.map((v) => (v === null ? "—" : String(v))).join(", ") : "—");
    const list = el("ol");
    list.start = 0; // seats and indices count from 0 in views
    for (const item of value) {
      const entry = el("li");
      entry.append(outline(item));
      list.append(entry);
    }
    return list;
  }
  const dl = el("dl");
  for (const [key, item] of Object.entries(value)) {
    dl.append(el("dt", key.replace(/_/g, " ")));
    const dd = el("dd");
    dd.append(outline(item));
    dl.append(dd);
  }
  return dl;
}

/** Draw ``state.view`` into ``container``. */
export function render(container, state, helpers) {
  ensureStyle();
  const box = el("div");
  box.className = "gv";
  const names = helpers && helpers.names && helpers.names.length ? { seats: helpers.names } : {};
  box.append(outline({ ...names, ...state.view }));
  container.replaceChildren(box);
}
