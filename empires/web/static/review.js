// The coach's review in the replay of a finished game: a player of the table asks for the review
// of their own decisions (web/reviews.py works it out once, with the hard search, from their
// own view, and keeps it); the replay then marks the key decisions on its slider, lists them
// with the line of why, jumps to one on a click, and says at each rated move what was played
// and what the search prefers.

import { t } from "/static/i18n.js";
import { api, h, toast } from "/static/ui.js";

/** @typedef {{number: number, played_text: string, preferred_text: string, before: number, after: number, cost: number, agrees: boolean, why: string}} Decision */
/** @typedef {{status: string, seat: number, name: string, level: string, level_label: string, decisions: Decision[], key: number[]}} Review */

const POLL_MS = 1000;

const percent = (/** @type {number} */ chance) => `${Math.round(chance * 100)}%`;

export class ReviewPanel {
  /** @param {{tableId: string, seat: () => ({seat: number, token: string} | null), jump: (ply: number) => void, lang: () => string}} page */
  constructor(page) {
    this.page = page;
    /** @type {Review | null} */
    this.review = null;
    this.asking = false;
    this.ply = 0;
    this.plies = 0;
    this.generation = 0; // a newer open() or language makes older answers stale
  }

  path() {
    return `/api/tables/${encodeURIComponent(this.page.tableId)}/review?lang=${this.page.lang()}`;
  }

  headers() {
    const seat = this.page.seat();
    return seat ? { authorization: `Bearer ${seat.token}` } : {};
  }

  /** The replay opened (or the language changed): show the seat's review if it has one, else
   * the button that asks for it. Spectators get neither. */
  async open() {
    const generation = ++this.generation;
    this.review = null;
    this.asking = false;
    if (!this.page.seat()) return this.render();
    this.render();
    try {
      await this.take(await api(this.path(), { headers: this.headers() }), generation);
    } catch (failure) {
      if (generation !== this.generation) return;
      if (failure.code !== "no_review") this.refused(failure);
      this.render();
    }
  }

  /** Ask the server for the review (it answers at once with a stored one). */
  async ask() {
    const generation = this.generation;
    this.asking = true;
    this.render();
    try {
      await this.take(await api(this.path(), { method: "POST", headers: this.headers() }), generation);
    } catch (failure) {
      if (failure.code === "review_running") return this.poll(generation);
      this.asking = false;
      this.refused(failure);
      this.render();
    }
  }

  /** @param {any} answer @param {number} generation */
  async take(answer, generation) {
    if (generation !== this.generation) return;
    if (answer.status === "running") {
      this.asking = true;
      this.render();
      return this.poll(generation);
    }
    this.asking = false;
    this.review = answer;
    this.render();
  }

  /** @param {number} generation */
  async poll(generation) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (generation !== this.generation) return;
    try {
      await this.take(await api(this.path(), { headers: this.headers() }), generation);
    } catch (failure) {
      if (generation !== this.generation) return;
      this.asking = false;
      this.refused(failure);
      this.render();
    }
  }

  /** @param {any} failure */
  refused(failure) {
    const key = `refused_${failure.code}`;
    toast(() => (failure.code && t(key) !== key ? t(key) : `${t("review_failed")} ${failure.message}`), { error: true });
  }

  /** The replay shows ``ply`` of ``plies``: the marks and the words for this move. */
  at(ply, plies) {
    this.ply = ply;
    this.plies = plies;
    this.render();
  }

  render() {
    const box = document.getElementById("review");
    const marks = document.getElementById("review-marks");
    if (!box || !marks) return;
    const seat = this.page.seat();
    box.hidden = !seat;
    document.body.dataset.review = this.review ? "done" : this.asking ? "running" : "";
    marks.replaceChildren(...this.marks());
    if (!seat) return box.replaceChildren();
    if (!this.review) {
      const button = h(
        "button",
        { type: "button", id: "review-button", class: "secondary", disabled: this.asking, onclick: () => this.ask() },
        this.asking ? t("review_asking") : t("review_button"),
      );
      return box.replaceChildren(button, h("p", { class: "muted review-help" }, t("review_help")));
    }
    const review = this.review;
    box.replaceChildren(
      h("h3", { id: "review-title" }, t("review_title", { name: review.name, level: review.level_label })),
      h("p", { class: "muted" }, t("review_summary", { count: review.decisions.length })),
      this.here(),
      h("h4", {}, t("review_key")),
      review.key.length ? h("ol", { id: "review-key", class: "review-key" }, ...review.key.map((n) => this.keyItem(n))) : h("p", { id: "review-key" }, t("review_no_key")),
    );
  }

  /** @param {number} number */
  decision(number) {
    return this.review ? this.review.decisions.find((d) => d.number === number) : undefined;
  }

  /** The words on the decision made at the move the replay shows (if it is a rated one). */
  here() {
    const decision = this.decision(this.ply);
    if (!decision) return h("p", { id: "review-here", hidden: true });
    const said = {
      number: decision.number,
      played: decision.played_text,
      preferred: decision.preferred_text,
      before: percent(decision.before),
      after: percent(decision.after),
    };
    const key = decision.agrees ? "review_here_agrees" : "review_here_better";
    return h(
      "div",
      { id: "review-here", class: "review-here", dataset: { number: String(decision.number) } },
      h("p", {}, h("strong", {}, t(key, said))),
      decision.why ? h("p", { class: "review-why" }, decision.why) : null,
    );
  }

  /** @param {number} number */
  keyItem(number) {
    const decision = this.decision(number);
    if (!decision) return null;
    const label = t("review_key_item", { number, played: decision.played_text, before: percent(decision.before), after: percent(decision.after) });
    return h(
      "li",
      { class: number === this.ply ? "current" : "", dataset: { number: String(number) } },
      h("button", { type: "button", class: "link-button review-jump", onclick: () => this.page.jump(number) }, label),
      h("p", { class: "review-why" }, decision.why),
    );
  }

  /** One mark on the slider per key decision, at its move. */
  marks() {
    if (!this.review || !this.plies) return [];
    return this.review.key.map((number) => {
      const mark = h("button", {
        type: "button",
        class: number === this.ply ? "review-mark current" : "review-mark",
        dataset: { number: String(number) },
        title: t("review_mark", { number }),
        "aria-label": t("review_mark", { number }),
        onclick: () => this.page.jump(number),
      });
      // Under the thumb's centre at that move (the thumb is about 16 px wide); set through the
      // CSSOM, since the page's policy refuses style attributes.
      mark.style.left = `calc(8px + (100% - 16px) * ${number / this.plies})`;
      return mark;
    });
  }
}
