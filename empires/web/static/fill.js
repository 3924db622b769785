// Filling word templates, as empires/kernel/words.py does on the server: a field may choose a
// plural form, {count:# cube|# cubes} ("#" for the number), and numbers are written in the
// language's form (12.500 and 0,5 in German; four digits stay ungrouped, as years do).

/**
 * A number as the language writes it.
 * @param {number | string} value
 * @param {string} code "en" or "de"
 * @returns {string}
 */
export function number(value, code) {
  if (typeof value !== "number" || !Number.isFinite(value)) return String(value);
  const useGrouping = Math.abs(value) >= 10000;
  return value.toLocaleString(code === "de" ? "de-DE" : "en-US", { useGrouping, maximumFractionDigits: 2 });
}

/**
 * A template with its {name} fields filled in the language ``code``.
 * @param {string} template
 * @param {Record<string, string | number>} params
 * @param {string} code "en" or "de"
 * @returns {string}
 */
export function fill(template, params, code) {
  return template.replace(/\{(\w+)(?::([^}]*))?\}/g, (whole, name, spec) => {
    if (!(name in params)) return whole;
    const value = params[name];
    if (spec && spec.includes("|") && typeof value === "number") {
      const [one, other] = spec.split("|");
      return (Math.abs(value) === 1 ? one : other).replaceAll("#", number(value, code));
    }
    return typeof value === "number" ? number(value, code) : String(value);
  });
}
