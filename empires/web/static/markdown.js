// A small Markdown renderer for the rules texts: headings, paragraphs, lists, tables, bold,
// italics and code. Everything is escaped first, so a rules file cannot inject markup. A heading
// may end in an anchor, `## Planning {#planning}`: not shown, it becomes the heading's id (with
// a prefix, so that two rules texts on one page do not clash) and its data-anchor, where the
// table page opens the rules at the section of the current decision.

function escape(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function inline(text) {
  return escape(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>");
}

function cells(row) {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => inline(cell.trim()));
}

/** A heading's level, text and anchor (null without one), or null if the line is none. */
function headingOf(line) {
  const match = /^(#{1,4})\s+(.*?)(?:\s*\{#([A-Za-z][\w-]*)\})?\s*$/.exec(line);
  return match ? { level: Math.min(match[1].length + 1, 5), text: match[2], anchor: match[3] || null } : null;
}

/**
 * HTML for a Markdown text.
 * @param {string} source
 * @param {{idPrefix?: string}} [how] the prefix of the headings' ids ("rules-" unless given)
 * @returns {string}
 */
export function markdownToHtml(source, { idPrefix = "rules-" } = {}) {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const out = [];
  let paragraph = [];
  let list = null; // "ul" or "ol" while inside a list

  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(" "))}</p>`);
    paragraph = [];
    if (list) out.push(`</${list}>`);
    list = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = headingOf(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      const { level, text, anchor } = heading; // the page keeps <h1> for itself
      const id = anchor ? ` id="${escape(idPrefix + anchor)}" data-anchor="${escape(anchor)}" tabindex="-1"` : "";
      out.push(`<h${level}${id}>${inline(text)}</h${level}>`);
    } else if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      if (paragraph.length) flush();
      if (list !== kind) {
        if (list) out.push(`</${list}>`);
        out.push(`<${kind}>`);
        list = kind;
      }
      out.push(`<li>${inline((bullet || numbered)[1])}</li>`);
    } else if (line.trim().startsWith("|") && /^\s*\|?[\s:-]+\|/.test(lines[i + 1] || "")) {
      flush();
      const head = cells(line);
      i += 1;
      const rows = [];
      while (i + 1 < lines.length && lines[i + 1].trim().startsWith("|")) rows.push(cells(lines[++i]));
      out.push(
        "<table><thead><tr>" +
          head.map((c) => `<th>${c}</th>`).join("") +
          "</tr></thead><tbody>" +
          rows.map((r) => "<tr>" + r.map((c) => `<td>${c}</td>`).join("") + "</tr>").join("") +
          "</tbody></table>",
      );
    } else if (list && /^\s+\S/.test(line)) {
      // A continuation line of the last list item.
      out[out.length - 1] = out[out.length - 1].replace(/<\/li>$/, ` ${inline(line.trim())}</li>`);
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return out.join("\n");
}
