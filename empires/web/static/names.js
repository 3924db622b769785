// The name this browser's person plays under: chosen once (asked the first time it is needed),
// kept in localStorage, changed at a table by renaming one's own seat. Opening a link never
// changes the name of a seat: a seat's name is set when it is claimed.

const NAME_KEY = "empires.name";

export function storedName() {
  return localStorage.getItem(NAME_KEY);
}

export function keepName(name) {
  localStorage.setItem(NAME_KEY, name);
}

/** The browser's name, asking with ``ask`` (a dialog resolving to a name) only if there is
 * none yet. */
export async function nameOnce(ask) {
  const known = storedName();
  if (known) return known;
  const name = await ask();
  keepName(name);
  return name;
}
