// "Your turn": when this browser's seat must decide, the tab's title and icon say so, a short
// sound plays if the person switched it on (off by default, remembered in this browser), and a
// notification appears while the tab is hidden, if the person allowed notifications. The
// permission is asked only when the person presses the button for it, and only once.

import "/static/turn-strings.js";
import { onLangChange, t } from "/static/i18n.js";
import { h } from "/static/ui.js";

const SOUND_KEY = "empires.sound"; // "on" or absent
const ASKED_KEY = "empires.notify-asked"; // set once the permission has been asked
const ICON = "/static/favicon.svg";
const TURN_ICON = "/static/favicon-turn.svg";

const turn = { mine: false, key: null, title: "Empires" };
let audio = null;

/** The page's icon element (added if the page has none). */
function iconLink() {
  let link = document.querySelector("link[rel='icon']");
  if (!link) {
    link = h("link", { rel: "icon", type: "image/svg+xml", href: ICON });
    document.head.append(link);
  }
  return link;
}

/** Title and icon: "● Your turn · Empire Engine" and the marked icon while it is your turn. */
export function showTurn(title, mine) {
  turn.title = title;
  turn.mine = mine;
  document.title = mine ? `● ${t("turn_title")} · ${title}` : title;
  const link = iconLink();
  const href = mine ? TURN_ICON : ICON;
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
  document.body.dataset.yourTurn = mine ? "1" : "";
}

/** Call with every position: ``key`` names the decision (the table and its move number), so
 * the sound and the notification come once per decision, however often the page redraws. */
export function turnAlert(title, mine, key, body) {
  showTurn(title, mine);
  if (!mine || key === turn.key) return;
  turn.key = key;
  if (soundOn()) beep();
  if (document.visibilityState === "hidden") notify(title, body);
}

export function soundOn() {
  return localStorage.getItem(SOUND_KEY) === "on";
}

/** Two short rising tones, made by WebAudio (no sound files). */
export function beep() {
  try {
    audio = audio || new AudioContext();
    if (audio.state === "suspended") audio.resume();
    const now = audio.currentTime;
    [660, 880].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = "sine";
      tone.frequency.value = frequency;
      const start = now + i * 0.16;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.14);
      tone.connect(gain).connect(audio.destination);
      tone.start(start);
      tone.stop(start + 0.15);
    });
    document.body.dataset.beeps = String(Number(document.body.dataset.beeps || 0) + 1);
  } catch {
    // No audio here (a browser without WebAudio): the title and icon still say it.
  }
}

function notify(title, body) {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  try {
    const note = new Notification(`${t("turn_title")} · ${title}`, { body, icon: TURN_ICON, tag: location.pathname });
    note.addEventListener("click", () => {
      window.focus();
      note.close();
    });
    document.body.dataset.notified = String(Number(document.body.dataset.notified || 0) + 1);
  } catch {
    // Some browsers allow notifications only from a service worker: the title still says it.
  }
}

/** The controls: the sound switch and, while the browser has not been asked, the button asking
 * for notifications (the request comes from that click, never by itself). */
export function alertControls(box) {
  if (!box.dataset.bound) {
    box.dataset.bound = "1";
    onLangChange(() => alertControls(box));
  }
  const sound = h("input", { type: "checkbox", id: "sound-toggle", checked: soundOn() });
  sound.addEventListener("change", () => {
    if (sound.checked) {
      localStorage.setItem(SOUND_KEY, "on");
      beep(); // the click lets the page start its audio, and the person hears what it sounds like
    } else localStorage.removeItem(SOUND_KEY);
  });
  const note = h("span", { class: "muted small", id: "notify-state" });
  const ask = h("button", { type: "button", class: "secondary small", id: "notify-button", title: t("notify_help") }, t("notify_ask"));
  ask.addEventListener("click", async () => {
    localStorage.setItem(ASKED_KEY, "1");
    ask.hidden = true;
    await Notification.requestPermission();
    renderNotifyState(ask, note);
  });
  box.replaceChildren(h("label", { class: "check small" }, sound, ` ${t("sound_toggle")}`), ask, note);
  renderNotifyState(ask, note);
}

function renderNotifyState(ask, note) {
  const supported = "Notification" in window;
  const permission = supported ? Notification.permission : "denied";
  ask.hidden = !supported || permission !== "default" || localStorage.getItem(ASKED_KEY) === "1";
  note.textContent = permission === "granted" ? t("notify_on") : permission === "denied" && supported && localStorage.getItem(ASKED_KEY) ? t("notify_denied") : "";
}
