"""The terminal client's own words, in English and German (the games bring their own texts).

Templates are filled by ``empires.kernel.words.fill``: numbers in the language's form and
plurals that agree, ``{count:# event|# events}``.
"""

from __future__ import annotations

from typing import Any

from empires.kernel.words import fill

UI: dict[str, dict[str, str]] = {
    "en": {
        "header": "{title} · seed {seed} · {name}",
        "header_spectator": "{title} · seed {seed}",
        "seed": "{title}, {players:# player|# players}, seed {seed} (play it again with --seed {seed}).",
        "resumed": "Continuing the saved game {path} after {moves:# move|# moves}.",
        "news": "What happened:",
        "no_news": "Nothing new since your last turn.",
        "earlier": "  … {count:# earlier event is|# earlier events are} not shown here (type log to see all).",
        "choices": "Your choices, {name}:",
        "more_choices": (
            "  … and {count:# more choice|# more choices}: type list to see all {n};"
            " any number from 1 to {n} can be chosen."
        ),
        "all_choices": "All your choices, {name}:",
        "prompt": "Choose 1-{n} (or hint, log, save, help, quit): ",
        "chose": "{name} chose: {move}",
        "result": "{text} → {result}",
        "warned": "{text}   (!) Careful: {warning}",
        "amount_prompt": "Which number for choice {number} ({amounts})? ",
        "bad_amount": "{amount} is not possible for choice {number}: pick one of {amounts}.",
        "not_amount": "'{text}' is not a number: choice {number} takes one of {amounts}.",
        "no_amount": "Choice {number} takes no number: type just {number}.",
        "details_note": "More of the table than fits here: type details.",
        "no_details": "Everything of this table is on the screen already.",
        "rules": "Rules",
        "tie_break": "The scores tied, so the tie-break decided: {rule}",
        "empty": "Type the number of a choice, or help for the commands.",
        "not_number": "'{text}' is neither a number nor a command; type help for the commands.",
        "out_of_range": "There is no choice {number}: pick a number from 1 to {n}.",
        "hint": (
            "Hint: the search ('{level}', from your view only) would choose {number}: {move}"
            " (estimated chance of first place {chance})"
        ),
        "hint_only": "Hint: {number}: {move}",
        "saved": "Game saved to {path}",
        "save_failed": "Could not save to {path}: {error}",
        "resume_with": "Continue later with: empires play --resume {path}",
        "watch_again": "Watch it again with: empires replay {path} --step",
        "log": "Everything you have seen, {name}:",
        "help": (
            "Commands:\n"
            "  1, 2, …       make that choice\n"
            "  4 5           choice 4 with the number 5 (for a choice that shows numbers)\n"
            "  list          every choice, when the screen shows only the first ones\n"
            "  details       the parts of the table that do not fit on the screen\n"
            "  hint          what the search would choose in your place, and why\n"
            "  log           every event you have seen so far\n"
            "  save [FILE]   save the game (to FILE, or to the save folder)\n"
            "  back          take back your secret choice (at the pass screen, before the\n"
            "                next person sees the game)\n"
            "  optional [N]  the moves open to you at any time, beside this decision (a game may\n"
            "                read them typed in its words too: the line under the choices says how)\n"
            "  help          the rules of this moment and this list\n"
            "  quit          save the game and stop"
        ),
        "pass": "Pass the keyboard to {name}, then press Enter.",
        "pass_or_back": (
            "Pass the keyboard to {name}, then press Enter ({previous}: type back to take back"
            " your secret choice first)."
        ),
        "took_back": "{name} took back their choice: choose again.",
        "nothing_to_take_back": "There is no secret choice of yours to take back now.",
        "quit": "Game stopped.",
        "eof": "Input ended: game stopped.",
        "interrupted": "Interrupted: game stopped.",
        "final": "Final scores",
        "points": "{points:# point|# points}",
        "winner": "Winner: {names}",
        "winners": "Winners (shared): {names}",
        "no_winner": "No seat won: the game beat you",
        "player": "Player {number}",
        "bot": "Bot {number}",
        "game_over_already": "This game is already over.",
        # Replay
        "replay_start": (
            "{title}, {players:# player|# players}, {moves:# move|# moves} — step through"
            " with Enter, q quits."
        ),
        "replay_setup": "Before the first move:",
        "replay_move": "Move {number} of {total} — {name}: {move}",
        "replay_entry": "Move {number} of {total} — {text}",
        "replay_prompt": "[Enter] next move, [q] quit: ",
        "replay_unfinished": "The record ends before the game is over.",
        "replay_stopped": "Replay stopped after move {number}.",
        # Labels of common score-breakdown fields; unknown fields keep their own name.
        "label:total": "total",
        "label:base": "base",
        "label:score_pile": "score pile",
        "label:majority_bonus": "majority bonus",
        "label:ready": "ready",
        "label:side": "team",
        "label:soldier": "soldiers",
        "label:good": "goods",
        "label:invention": "inventions",
    },
    "de": {
        "header": "{title} · Startwert {seed} · {name}",
        "header_spectator": "{title} · Startwert {seed}",
        "seed": "{title}, {players} Spieler, Startwert {seed} (nochmal spielen mit --seed {seed}).",
        "resumed": "Das gespeicherte Spiel {path} geht nach {moves:# Zug|# Zügen} weiter.",
        "news": "Was geschah:",
        "no_news": "Nichts Neues seit deinem letzten Zug.",
        "earlier": (
            "  … {count:# früheres Ereignis ist|# frühere Ereignisse sind} hier nicht gezeigt"
            " (log zeigt alle)."
        ),
        "choices": "Deine Möglichkeiten, {name}:",
        "more_choices": (
            "  … und {count:# weitere Möglichkeit|# weitere Möglichkeiten}: liste zeigt alle {n};"
            " jede Zahl von 1 bis {n} kann gewählt werden."
        ),
        "all_choices": "Alle deine Möglichkeiten, {name}:",
        "prompt": "Wähle 1-{n} (oder tipp, log, speichern, hilfe, ende): ",
        "chose": "{name} wählt: {move}",
        "result": "{text} → {result}",
        "warned": "{text}   (!) Vorsicht: {warning}",
        "amount_prompt": "Welche Zahl für Möglichkeit {number} ({amounts})? ",
        "bad_amount": "{amount} geht bei Möglichkeit {number} nicht: wähle eine aus {amounts}.",
        "not_amount": "'{text}' ist keine Zahl: Möglichkeit {number} nimmt eine aus {amounts}.",
        "no_amount": "Möglichkeit {number} braucht keine Zahl: gib nur {number} ein.",
        "details_note": "Mehr vom Tisch, als hier Platz hat: mehr eingeben.",
        "no_details": "Alles von diesem Tisch ist schon zu sehen.",
        "rules": "Regeln",
        "tie_break": "Gleichstand, also entschied die Regel: {rule}",
        "empty": "Gib die Nummer einer Möglichkeit ein, oder hilfe für die Befehle.",
        "not_number": "'{text}' ist weder eine Zahl noch ein Befehl; hilfe zeigt die Befehle.",
        "out_of_range": "Es gibt keine Möglichkeit {number}: wähle eine Zahl von 1 bis {n}.",
        "hint": (
            "Tipp: die Suche ('{level}', nur aus deiner Sicht) würde {number} wählen: {move}"
            " (geschätzte Aussicht auf den ersten Platz {chance})"
        ),
        "hint_only": "Tipp: {number}: {move}",
        "saved": "Spiel gespeichert in {path}",
        "save_failed": "Speichern in {path} ging nicht: {error}",
        "resume_with": "Später weiterspielen mit: empires play --resume {path}",
        "watch_again": "Nochmal ansehen mit: empires replay {path} --step",
        "log": "Alles, was du bisher gesehen hast, {name}:",
        "help": (
            "Befehle:\n"
            "  1, 2, …            diese Möglichkeit wählen\n"
            "  4 5                Möglichkeit 4 mit der Zahl 5 (wo eine Möglichkeit Zahlen zeigt)\n"
            "  liste              alle Möglichkeiten, wenn der Bildschirm nur die ersten zeigt\n"
            "  mehr               die Teile des Tisches, die nicht auf den Bildschirm passen\n"
            "  tipp               was die Suche an deiner Stelle wählen würde, und warum\n"
            "  log                alle Ereignisse, die du bisher gesehen hast\n"
            "  speichern [DATEI]  das Spiel speichern (in DATEI oder im Spielstand-Ordner)\n"
            "  zurück             deine geheime Wahl zurücknehmen (beim Weitergeben, bevor\n"
            "                     die nächste Person das Spiel sieht)\n"
            "  zusatz [N]         die Züge, die dir jederzeit neben dieser Entscheidung offenstehen\n"
            "                     (ein Spiel liest sie auch in seinen Worten: die Zeile unter den\n"
            "                     Möglichkeiten sagt, wie)\n"
            "  hilfe              die Regeln für diesen Moment und diese Liste\n"
            "  ende               das Spiel speichern und aufhören\n"
            "(Die englischen Befehle hint, save, back, list, details, help, quit gehen auch.)"
        ),
        "pass": "Gib die Tastatur an {name} weiter, dann Enter drücken.",
        "pass_or_back": (
            "Gib die Tastatur an {name} weiter, dann Enter drücken ({previous}: mit zurück"
            " nimmst du vorher deine geheime Wahl zurück)."
        ),
        "took_back": "{name} hat die Wahl zurückgenommen: bitte neu wählen.",
        "nothing_to_take_back": "Du hast gerade keine geheime Wahl zurückzunehmen.",
        "quit": "Spiel beendet.",
        "eof": "Eingabe zu Ende: Spiel beendet.",
        "interrupted": "Abgebrochen: Spiel beendet.",
        "final": "Endwertung",
        "points": "{points:# Punkt|# Punkte}",
        "winner": "Sieg: {names}",
        "winners": "Geteilter Sieg: {names}",
        "no_winner": "Kein Sitz hat gewonnen: das Spiel war stärker",
        "player": "Spieler {number}",
        "bot": "Bot {number}",
        "game_over_already": "Dieses Spiel ist schon zu Ende.",
        "replay_start": "{title}, {players} Spieler, {moves:# Zug|# Züge} — weiter mit Enter, q beendet.",
        "replay_setup": "Vor dem ersten Zug:",
        "replay_move": "Zug {number} von {total} — {name}: {move}",
        "replay_entry": "Zug {number} von {total} — {text}",
        "replay_prompt": "[Enter] nächster Zug, [q] beenden: ",
        "replay_unfinished": "Die Aufzeichnung endet vor dem Spielende.",
        "replay_stopped": "Wiedergabe nach Zug {number} beendet.",
        "label:total": "Summe",
        "label:base": "Grundpunkte",
        "label:score_pile": "Wertungsbereich",
        "label:majority_bonus": "Mehrheitsbonus",
        "label:ready": "Aktionsbereich",
        "label:side": "Team",
        "label:soldier": "Soldaten",
        "label:good": "Waren",
        "label:invention": "Erfindungen",
    },
}

#: Commands, in both languages whatever the chosen language.
COMMANDS: dict[str, str] = {
    "hint": "hint",
    "tipp": "hint",
    "log": "log",
    "protokoll": "log",
    "save": "save",
    "speichern": "save",
    "back": "back",
    "zurück": "back",
    "zurueck": "back",
    "details": "details",
    "list": "list",
    "liste": "list",
    "mehr": "details",
    "help": "help",
    "hilfe": "help",
    "?": "help",
    "quit": "quit",
    "exit": "quit",
    "ende": "quit",
    "beenden": "quit",
}


def ui(lang: str, key: str, **params: Any) -> str:
    """One client text in a language (English when the language lacks it), its numbers in the
    language's form and its plurals agreeing."""
    table = UI.get(lang) or UI["en"]
    template = table.get(key) or UI["en"][key]
    return fill(template, lang, **params) if params else template


def label(lang: str, field: str) -> str:
    """A readable label for a score-breakdown field; unknown fields keep their own name."""
    table = UI.get(lang) or UI["en"]
    return table.get(f"label:{field}") or field.replace("_", " ")
