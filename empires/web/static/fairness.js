// The table page's fairness parts: the banner of a table whose creator chose the seed, and the
// commitment to the seed shown during the game; at the end the revealed seed and salt, hashed
// again here in the browser and compared with the commitment, the server's replay of the game
// from them, and how to check it all yourself (empires/web/fairness.py says what is hashed).

import { lang, number } from "/static/i18n.js";
import { sha256Hex } from "/static/sha256.js";
import { h } from "/static/ui.js";

const $ = (id) => document.getElementById(id);
const hashes = new Map(); // "seed:salt" -> Promise of {hex, by}

function hashOf(text) {
  if (!hashes.has(text)) hashes.set(text, sha256Hex(text));
  return hashes.get(text);
}

/** The commitment this browser saw before the game ended (remembered per table). */
function remembered(tableId, fairness, finished) {
  const key = `empires.commitment.${tableId}`;
  if (!finished && fairness.commitment) {
    try {
      if (!localStorage.getItem(key)) localStorage.setItem(key, fairness.commitment);
    } catch {
      // storage may be off: then there is just nothing remembered
    }
  }
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function renderBanner(fairness, t) {
  const banner = $("seeded-banner");
  banner.hidden = !fairness.seeded;
  if (fairness.seeded) banner.textContent = t("seeded_banner", { seed: fairness.seed });
}

function code(text) {
  return h("code", { class: "fairness-code" }, text);
}

function renderCheck(section, fairness, t, earlier) {
  const text = `${fairness.seed}:${fairness.salt}`;
  const line = h("p", { id: "fairness-hash", class: "fairness-check" }, t("fairness_hashing"));
  section.dataset.check = "pending";
  hashOf(text).then(({ hex, by }) => {
    if (!line.isConnected) return; // redrawn meanwhile
    const same = hex === fairness.commitment;
    section.dataset.check = same ? "match" : "mismatch";
    section.dataset.hashedBy = by;
    line.classList.add(same ? "good" : "bad");
    line.replaceChildren(
      (same ? "✓ " : "✗ ") +
        t(same ? "fairness_match" : "fairness_mismatch", { by: t(`fairness_by_${by}`) }),
      " ",
      code(`SHA-256("${text}") = ${hex}`),
    );
  });
  const notes = [line];
  if (earlier) {
    const same = earlier === fairness.commitment;
    notes.push(
      h("p", { class: `fairness-check ${same ? "good" : "bad"}` }, t(same ? "fairness_seen_same" : "fairness_seen_other", { earlier })),
    );
  }
  return notes;
}

function renderReplay(fairness, t) {
  const check = fairness.check;
  if (!check) return [];
  let message;
  if (check.replays && check.same_result) message = t("fairness_replay_same", { moves: check.moves, scores: check.scores.map((score) => number(score, lang())).join(", ") });
  else if (check.replays) message = t("fairness_replay_differs", { moves: check.moves, scores: check.scores.map((score) => number(score, lang())).join(", ") });
  else message = t("fairness_replay_failed", { problem: check.problem || "" });
  return [
    h(
      "p",
      { id: "fairness-replay", class: `fairness-check ${check.replays && check.same_result ? "good" : "bad"}`, dataset: { same: String(!!check.same_result) } },
      message,
    ),
  ];
}

/** Draw the banner and the fairness section for the newest state (``state.fairness``). */
export function renderFairness(state, tableId, t) {
  const fairness = state && state.fairness;
  const section = $("fairness");
  if (!fairness) {
    section.hidden = true;
    $("seeded-banner").hidden = true;
    return;
  }
  renderBanner(fairness, t);
  // Tables from before commitments have none: then there is nothing to show.
  section.hidden = !fairness.commitment;
  if (!fairness.commitment) return;
  const finished = state.status === "finished";
  const earlier = remembered(tableId, fairness, finished);
  const body = [
    h("h2", {}, t("fairness_title")),
    h("p", {}, t(fairness.seeded ? "fairness_intro_seeded" : "fairness_intro")),
    h("p", {}, t("fairness_commitment"), " ", code(fairness.commitment)),
  ];
  if (finished && fairness.salt) {
    const record = `/api/tables/${encodeURIComponent(tableId)}/record`;
    const file = `table-${tableId}.json`;
    body.push(
      h("p", {}, t("fairness_seed"), " ", code(fairness.seed), " ", t("fairness_salt"), " ", code(fairness.salt)),
      ...renderCheck(section, fairness, t, earlier),
      ...renderReplay(fairness, t),
      h(
        "p",
        { class: "muted" },
        t("fairness_yourself"),
        " ",
        h("a", { href: record, download: file, id: "fairness-record" }, t("fairness_record")),
        " ",
        code(`empires verify ${file} --commitment ${fairness.commitment} --salt ${fairness.salt}`),
      ),
    );
  } else {
    delete section.dataset.check;
    body.push(h("p", { class: "muted" }, t("fairness_later")));
  }
  section.replaceChildren(...body);
}
