// Every string the lobby and the table page show, in English and German, and the chosen
// language (kept in localStorage, so each person keeps their own).

import { fill } from "/static/fill.js";

export { fill, number } from "/static/fill.js";

const STRINGS = {
  en: {
    app: "Empires",
    language: "Language",
    loading: "Loading…",
    none: "none",
    error: "Error",
    close: "Close",
    // lobby
    lobby_title: "Empires: the lobby",
    lobby_intro: "Start a table, invite your friends with their claim links, or watch a game.",
    games: "Games",
    players_range: "{min} to {max} players",
    show_rules: "Rules",
    hide_rules: "Hide the rules",
    new_table: "New table",
    game: "Game",
    players: "Players",
    options: "Options",
    default_value: "default: {value}",
    automatic: "automatic",
    seats: "Seats",
    seat_n: "Seat {n}",
    human: "a person",
    bot_kind: "bot: {kind}",
    bot_measured: "Measured:",
    timers: "Clocks",
    turn_seconds: "Turn timer (seconds)",
    turn_seconds_help: "Empty: no timer. When it runs out, a bot decides for whoever is late.",
    takeover_seconds: "Stand-in after (seconds)",
    takeover_seconds_help: "Empty: never. A bot plays for a person who has been away this long.",
    takeover_bot: "Stand-in bot",
    seed: "Seed (optional)",
    create: "Create the table",
    creating: "Creating…",
    created: "Your table is ready",
    created_help:
      "Send each person their own claim link: the first browser to open it takes the seat, and the link stops working. The links are shown only now.",
    my_seat: "My seat",
    watch_only: "none: I only watch",
    hotseat: "Everyone plays on this device (hotseat)",
    hotseat_name: "Name at seat {n}",
    hotseat_two_people: "A hotseat table needs at least two people's seats.",
    hotseat_name_missing: "Give every person at this device a name.",
    hotseat_same_names: "Each person at this device needs a name of their own.",
    pass_device: "Pass the device to {name}",
    pass_help: "{name} decides next. Everyone else, please look away until {name} has chosen.",
    i_am: "I am {name}",
    pass_take_back: "{name}: take back my choice first",
    your_seat: "Your seat {n}",
    invite_for: "Seat {n}",
    spectator_link: "Spectators",
    copy: "Copy",
    copied: "Copied",
    open_seat: "Play seat {n}",
    my_tables: "Tables I created",
    forget: "Forget",
    cancel_table: "Cancel table",
    cancel_confirm: "Cancel this table? Nobody will be able to sit down at it.",
    cancelled: "The table is cancelled.",
    open_tables: "Waiting for players",
    running_tables: "Being played",
    finished_tables: "Finished",
    no_tables: "No tables.",
    watch: "Watch",
    replay: "Replay",
    joined: "joined",
    free: "free",
    created_at: "created {when}",
    winners_are: "won by {names}",
    refresh: "Refresh",
    // table
    table_title: "Empires: table {id}",
    back_to_lobby: "Lobby",
    connecting: "Connecting…",
    reconnecting: "Connection lost. Reconnecting…",
    your_name: "Your name at the table",
    sit_down: "Sit down",
    name_placeholder: "e.g. Ada",
    spectating: "You are watching.",
    you: "you",
    online: "online",
    offline: "offline",
    not_joined: "not here yet",
    to_move: "to move",
    has_chosen: "has chosen",
    still_choosing: "still choosing",
    bot: "bot",
    status_open: "Waiting for everybody to take their seat.",
    status_running: "The game is on.",
    status_finished: "The game is over.",
    status_cancelled: "This table was cancelled by its creator.",
    status_expired: "This table expired: not everybody came in time.",
    your_turn: "Your decision",
    choice_least: "Least ({amount})",
    choice_most: "Most ({amount})",
    choice_no_amount: "Choose an allowed number from {least} to {most}",
    your_turn_status: "It is your turn: choose below.",
    your_choice: "You chose: {text}",
    waiting_for: "Waiting for {names}.",
    paused: "Paused: every player has been away for a while, so the bots wait until one comes back.",
    timer: "Time left: {time}",
    takeover_in: "a bot stands in {time}",
    takeover_in_short: "stand-in in {time}",
    sent: "Sent…",
    stale: "The game moved on before your choice arrived: please choose again.",
    game_over: "Game over",
    winner: "Winner: {names}",
    winners: "Winners (shared): {names}",
    no_winner: "No seat won: the game beat you",
    breakdown: "Score breakdown",
    player: "Player",
    log: "Game log",
    rules: "Rules",
    rules_failed: "The rules could not be loaded.",
    rules_for_step: "Rules for this step",
    tie_break_decided: "Decided by the tie-break: {rule}",
    options_line: "Options: {options}",
    option_is: "{name}: {value}",
    replay_mode: "Replay",
    live_mode: "Back to the end",
    replay_first: "First",
    replay_prev: "Back",
    replay_next: "Forward",
    replay_last: "Last",
    replay_slider: "Move of the replay (arrow keys step, Home and End jump)",
    board_label: "The board",
    fairness_label: "Fair play",
    replay_at: "Move {ply} of {plies}",
    replay_move: "{name} moved.",
    replay_start: "The start of the game.",
    replay_failed: "The replay could not be loaded.",
    seat_elsewhere: "Your seat is open in another window: you are watching here.",
    play_here: "Play here",
    chat: "Table talk",
    chat_placeholder: "Say something to the table",
    chat_send: "Say",
    chat_readonly: "Spectators read the talk but cannot write at this table.",
    chat_empty_list: "Nothing said yet.",
    chat_spectator: "Spectator",
    chat_table: "Table",
    chat_table_tip: "The table announces this: it happened in the game.",
    chat_mute: "Mute {name} (only for you)",
    chat_mute_short: "mute",
    chat_muted: "Muted:",
    chat_unmute: "Hear {name} again",
    chat_error_too_long: "That line is too long: at most 500 characters.",
    chat_error_too_fast: "Not so fast: at most 5 lines in 10 seconds. Wait a moment.",
    chat_error_bad_text: "A chat line cannot hold line breaks or control characters.",
    chat_error_empty: "Say something first.",
    chat_error_spectator: "Spectators cannot write at this table.",
    stood_in: "the stand-in chose",
    stood_in_help: "A bot chose this seat's last move: its time ran out or its player was away.",
    bad_link: "This seat is no longer yours at this table: you are watching instead.",
    seat_taken: "This seat has already been taken: its invitation link has been used.",
    seat_lost: "Your seat was handed on or left to a bot: you are watching now.",
    claim_failed: "The seat could not be taken:",
    seat_menu: "My seat",
    hand_on: "Hand on seat",
    leave_to_bot: "Leave to a bot",
    rename: "Change my name",
    leave_confirm: "Leave your seat to the stand-in bot for the rest of the game? You cannot come back to it.",
    hand_on_help: "Send this link to the person taking over your seat. You keep playing until they open it.",
    left_to_bot: "A bot plays your seat now: you are watching.",
    side: "Side",
    score_pile: "Score pile",
    base: "Cube points",
    majority_bonus: "Majority bonus",
    total: "Total",
    ready: "Ready pile",
    // fairness (empires/web/fairness.py)
    seeded_banner:
      "This table's creator chose its seed ({seed}): whoever knows the seed can know every hidden draw in advance. Not a fair game between strangers; never rated.",
    fairness_title: "Fair play",
    fairness_intro:
      "The server drew this game's seed at random and fixed it before the first move. Everyone is shown a commitment to it now; at the end the seed and a salt are revealed, and they must hash to this commitment.",
    fairness_intro_seeded:
      "The creator chose this game's seed, so it is shown from the start. The commitment below covers it and a secret salt, revealed at the end.",
    fairness_commitment: "Commitment (SHA-256 of seed:salt):",
    fairness_later: "The seed and the salt are revealed when the game ends.",
    fairness_seed: "Seed:",
    fairness_salt: "Salt:",
    fairness_hashing: "Hashing the seed and the salt…",
    fairness_match: "Checked {by}: the revealed seed and salt hash to the commitment.",
    fairness_mismatch: "Checked {by}: the revealed seed and salt do NOT hash to the commitment.",
    fairness_by_subtle: "in this browser (Web Crypto)",
    fairness_by_script: "in this browser (the page's own SHA-256)",
    fairness_seen_same: "It is the same commitment this browser was shown before the game ended.",
    fairness_seen_other: "Warning: before the game ended this browser was shown another commitment ({earlier}).",
    fairness_replay_same:
      "Replayed by the server: all {moves} moves are legal from the revealed seed and give the final scores {scores}, the table's result.",
    fairness_replay_differs:
      "Replayed by the server: the {moves} moves from the revealed seed give the final scores {scores}, which is NOT the table's result.",
    fairness_replay_failed: "Replayed by the server: the moves do not replay from the revealed seed ({problem}).",
    fairness_yourself: "Check it yourself:",
    fairness_record: "download the game record",
    // changing your mind (static/undo.js) and after the game (static/rematch.js)
    take_back: "Take back my choice",
    undo_move: "Undo my move",
    refused_nothing_to_take_back: "There is no choice of yours to take back: the decision has resolved.",
    refused_cannot_undo: "This move cannot be undone any more.",
    undo_setting: "Allow undoing moves",
    undo_setting_help: "A player may take back a move while nobody has acted since and nothing hidden was revealed.",
    // hints (static/hints.js)
    hints_setting: "Allow hints",
    hints_setting_help: "A seated player may ask the search which choice it prefers at their decision, and why. A table with hints is never rated.",
    hints_on: "Hints allowed (never rated)",
    hint_button: "Hint",
    hint_asking: "The search is thinking…",
    hint_line: "The search ({level}) prefers: {text}, an estimated {chance} chance of first place.",
    hint_only: "The search prefers: {text}.",
    refused_hints_off: "This table does not allow hints.",
    refused_hint_busy: "A hint is being worked out already: wait for it.",
    refused_hint_too_soon: "At most 6 hints a minute for a seat: try again in a moment.",
    refused_hint_failed: "The search found no hint in time: try again.",
    rematch: "Rematch",
    join_rematch: "Join the rematch",
    watch_rematch: "Watch the rematch",
    rematch_help: "A new table with the same players, each one seat further on.",
    rematch_started: "The rematch has started: the same players, each one seat further on.",
    replay_link: "Replay link",
    // the coach's review in the replay (static/review.js)
    review_button: "Review my decisions",
    review_help: "The coach rates each of your decisions from what you saw then, with the hard search, and marks the costliest.",
    review_asking: "The coach is rating your decisions (this may take half a minute)…",
    review_title: "The coach's review of {name} ({level} search, from your own view)",
    review_summary: "{count} decisions rated. The chances of first place are the search's estimates: before, with the move it prefers; after, with the move played.",
    review_key: "Key decisions",
    review_no_key: "No decision cost much by the search's estimate: well played.",
    review_key_item: "Move {number}: {played} ({before} → {after})",
    review_mark: "Key decision at move {number}",
    review_here_better: "Move {number}, you played: {played}. The search prefers {preferred}: an estimated chance of first place of {before} instead of {after}.",
    review_here_agrees: "Move {number}, you played: {played}, as the search prefers (an estimated chance of first place of {after}).",
    review_failed: "The review could not be loaded.",
    refused_review_not_a_player: "Only a player of this table gets a review of their own decisions.",
    refused_review_not_finished: "A game is reviewed once it is finished.",
    refused_review_running: "Your review is being worked out already: wait for it.",
    refused_review_busy: "Another player's review of this table is being worked out: ask again when it is done.",
    refused_reviews_full: "The server is working out several reviews already: ask again in a minute.",
    refused_review_failed: "The review could not be worked out in time: ask again.",
    refused_review_tries: "This review failed too often: the server will not try again.",
  },
  de: {
    app: "Empires",
    language: "Sprache",
    loading: "Lädt…",
    none: "keine",
    error: "Fehler",
    close: "Schließen",
    lobby_title: "Empires: die Lobby",
    lobby_intro:
      "Eröffne einen Tisch, lade deine Mitspieler mit ihren Einladungs-Links ein oder schau einer Partie zu.",
    games: "Spiele",
    players_range: "{min} bis {max} Personen",
    show_rules: "Regeln",
    hide_rules: "Regeln ausblenden",
    new_table: "Neuer Tisch",
    game: "Spiel",
    players: "Personen",
    options: "Optionen",
    default_value: "Vorgabe: {value}",
    automatic: "automatisch",
    seats: "Plätze",
    seat_n: "Platz {n}",
    human: "ein Mensch",
    bot_kind: "Bot: {kind}",
    bot_measured: "Gemessen:",
    timers: "Uhren",
    turn_seconds: "Zugzeit (Sekunden)",
    turn_seconds_help: "Leer: keine Uhr. Läuft sie ab, entscheidet ein Bot für alle, die zu spät sind.",
    takeover_seconds: "Vertretung nach (Sekunden)",
    takeover_seconds_help: "Leer: nie. Ein Bot spielt für jemanden, der so lange weg ist.",
    takeover_bot: "Vertretungs-Bot",
    seed: "Startwert (optional)",
    create: "Tisch eröffnen",
    creating: "Wird eröffnet…",
    created: "Dein Tisch ist bereit",
    created_help:
      "Schicke jeder Person ihren eigenen Einladungs-Link: der erste Browser, der ihn öffnet, bekommt den Platz, danach gilt der Link nicht mehr. Die Links werden nur jetzt gezeigt.",
    my_seat: "Mein Platz",
    watch_only: "keiner: ich schaue nur zu",
    hotseat: "Alle spielen an diesem Gerät (Hotseat)",
    hotseat_name: "Name an Platz {n}",
    hotseat_two_people: "Ein Hotseat-Tisch braucht mindestens zwei Plätze für Personen.",
    hotseat_name_missing: "Gib jeder Person an diesem Gerät einen Namen.",
    hotseat_same_names: "Jede Person an diesem Gerät braucht einen eigenen Namen.",
    pass_device: "Gib das Gerät an {name} weiter",
    pass_help: "{name} entscheidet als Nächstes. Alle anderen schauen bitte weg, bis {name} gewählt hat.",
    i_am: "Ich bin {name}",
    pass_take_back: "{name}: erst meine Wahl zurücknehmen",
    your_seat: "Dein Platz {n}",
    invite_for: "Platz {n}",
    spectator_link: "Zuschauer",
    copy: "Kopieren",
    copied: "Kopiert",
    open_seat: "Platz {n} spielen",
    my_tables: "Meine Tische",
    forget: "Vergessen",
    cancel_table: "Tisch absagen",
    cancel_confirm: "Diesen Tisch absagen? Dann kann sich niemand mehr setzen.",
    cancelled: "Der Tisch ist abgesagt.",
    open_tables: "Warten auf Mitspieler",
    running_tables: "Laufende Partien",
    finished_tables: "Beendet",
    no_tables: "Keine Tische.",
    watch: "Zuschauen",
    replay: "Wiederholung",
    joined: "da",
    free: "frei",
    created_at: "eröffnet {when}",
    winners_are: "gewonnen von {names}",
    refresh: "Aktualisieren",
    table_title: "Empires: Tisch {id}",
    back_to_lobby: "Lobby",
    connecting: "Verbinde…",
    reconnecting: "Verbindung verloren. Verbinde neu…",
    your_name: "Dein Name am Tisch",
    sit_down: "Hinsetzen",
    name_placeholder: "z. B. Ada",
    spectating: "Du schaust zu.",
    you: "du",
    online: "online",
    offline: "offline",
    not_joined: "noch nicht da",
    to_move: "am Zug",
    has_chosen: "hat gewählt",
    still_choosing: "wählt noch",
    bot: "Bot",
    status_open: "Wir warten, bis alle ihren Platz eingenommen haben.",
    status_running: "Die Partie läuft.",
    status_finished: "Die Partie ist vorbei.",
    status_cancelled: "Wer den Tisch eröffnet hat, hat ihn abgesagt.",
    status_expired: "Dieser Tisch ist verfallen: Es kamen nicht alle rechtzeitig.",
    your_turn: "Deine Entscheidung",
    choice_least: "Mindestens ({amount})",
    choice_most: "Höchstens ({amount})",
    choice_no_amount: "Wähle eine erlaubte Zahl von {least} bis {most}",
    your_turn_status: "Du bist dran: wähle unten.",
    your_choice: "Deine Wahl: {text}",
    waiting_for: "Wir warten auf {names}.",
    paused: "Pause: Alle Spieler sind seit einer Weile weg, also warten die Bots, bis jemand zurückkommt.",
    timer: "Verbleibende Zeit: {time}",
    takeover_in: "ein Bot übernimmt {time}",
    takeover_in_short: "Vertretung in {time}",
    sent: "Gesendet…",
    stale: "Die Partie ging weiter, bevor deine Wahl ankam: bitte wähle noch einmal.",
    game_over: "Spielende",
    winner: "Sieg: {names}",
    winners: "Geteilter Sieg: {names}",
    no_winner: "Kein Sitz hat gewonnen: das Spiel war stärker",
    breakdown: "Wertung im Einzelnen",
    player: "Spieler",
    log: "Spielverlauf",
    rules: "Regeln",
    rules_failed: "Die Regeln konnten nicht geladen werden.",
    rules_for_step: "Regeln zu diesem Schritt",
    tie_break_decided: "Den Ausschlag gab die Regel für Gleichstand: {rule}",
    options_line: "Optionen: {options}",
    option_is: "{name}: {value}",
    replay_mode: "Wiederholung",
    live_mode: "Zurück zum Ende",
    replay_first: "Anfang",
    replay_prev: "Zurück",
    replay_next: "Vor",
    replay_last: "Ende",
    replay_slider: "Zug der Wiederholung (Pfeiltasten gehen einen Zug, Pos1 und Ende springen)",
    board_label: "Das Spielbrett",
    fairness_label: "Faires Spiel",
    replay_at: "Zug {ply} von {plies}",
    replay_move: "{name} hat gezogen.",
    replay_start: "Der Beginn der Partie.",
    replay_failed: "Die Wiederholung konnte nicht geladen werden.",
    seat_elsewhere: "Dein Platz ist in einem anderen Fenster geöffnet: hier schaust du zu.",
    play_here: "Hier spielen",
    chat: "Tischgespräch",
    chat_placeholder: "Sag etwas zum Tisch",
    chat_send: "Sagen",
    chat_readonly: "Zuschauer lesen das Gespräch, können an diesem Tisch aber nicht schreiben.",
    chat_empty_list: "Noch nichts gesagt.",
    chat_spectator: "Zuschauer",
    chat_table: "Tisch",
    chat_table_tip: "Der Tisch sagt es an: Es ist im Spiel geschehen.",
    chat_mute: "{name} stummschalten (nur für dich)",
    chat_mute_short: "stumm",
    chat_muted: "Stumm:",
    chat_unmute: "{name} wieder hören",
    chat_error_too_long: "Die Zeile ist zu lang: höchstens 500 Zeichen.",
    chat_error_too_fast: "Nicht so schnell: höchstens 5 Zeilen in 10 Sekunden. Warte einen Moment.",
    chat_error_bad_text: "Eine Chat-Zeile darf keine Zeilenumbrüche oder Steuerzeichen enthalten.",
    chat_error_empty: "Sag zuerst etwas.",
    chat_error_spectator: "Zuschauer können an diesem Tisch nicht schreiben.",
    stood_in: "Vertretung hat gewählt",
    stood_in_help: "Ein Bot hat den letzten Zug dieses Platzes gewählt: die Zeit lief ab oder der Spieler war weg.",
    bad_link: "Dieser Platz gehört an diesem Tisch nicht mehr dir: du schaust zu.",
    seat_taken: "Dieser Platz ist schon vergeben: sein Einladungs-Link wurde bereits benutzt.",
    seat_lost: "Dein Platz wurde weitergegeben oder einem Bot überlassen: du schaust jetzt zu.",
    claim_failed: "Der Platz konnte nicht eingenommen werden:",
    seat_menu: "Mein Platz",
    hand_on: "Platz weitergeben",
    leave_to_bot: "Einem Bot überlassen",
    rename: "Namen ändern",
    leave_confirm: "Deinen Platz für den Rest der Partie dem Vertretungs-Bot überlassen? Du kannst nicht zurück.",
    hand_on_help: "Schicke diesen Link der Person, die deinen Platz übernimmt. Du spielst weiter, bis sie ihn öffnet.",
    left_to_bot: "Ein Bot spielt jetzt deinen Platz: du schaust zu.",
    side: "Seite",
    score_pile: "Wertungsbereich",
    base: "Würfelpunkte",
    majority_bonus: "Mehrheitsbonus",
    total: "Summe",
    ready: "Aktionsbereich",
    // Fairness (empires/web/fairness.py)
    seeded_banner:
      "Wer diesen Tisch eröffnet hat, hat den Startwert gewählt ({seed}): Wer ihn kennt, kann jede verdeckte Ziehung vorher wissen. Kein faires Spiel unter Fremden; nie gewertet.",
    fairness_title: "Faires Spiel",
    fairness_intro:
      "Der Server hat den Startwert dieser Partie zufällig gezogen und vor dem ersten Zug festgelegt. Alle sehen schon jetzt eine Festlegung darauf; am Ende werden Startwert und Salz aufgedeckt und müssen genau diesen Hashwert ergeben.",
    fairness_intro_seeded:
      "Der Startwert dieser Partie wurde beim Eröffnen gewählt und ist darum von Anfang an zu sehen. Die Festlegung unten umfasst ihn und ein geheimes Salz, das am Ende aufgedeckt wird.",
    fairness_commitment: "Festlegung (SHA-256 von Startwert:Salz):",
    fairness_later: "Startwert und Salz werden am Ende der Partie aufgedeckt.",
    fairness_seed: "Startwert:",
    fairness_salt: "Salz:",
    fairness_hashing: "Startwert und Salz werden gehasht…",
    fairness_match: "Geprüft {by}: Der aufgedeckte Startwert und das Salz ergeben die Festlegung.",
    fairness_mismatch: "Geprüft {by}: Der aufgedeckte Startwert und das Salz ergeben NICHT die Festlegung.",
    fairness_by_subtle: "in diesem Browser (Web Crypto)",
    fairness_by_script: "in diesem Browser (das eigene SHA-256 der Seite)",
    fairness_seen_same: "Es ist dieselbe Festlegung, die dieser Browser vor dem Ende gezeigt bekam.",
    fairness_seen_other: "Achtung: Vor dem Ende bekam dieser Browser eine andere Festlegung gezeigt ({earlier}).",
    fairness_replay_same:
      "Vom Server nachgespielt: Alle {moves} Züge sind vom aufgedeckten Startwert aus regelgerecht und ergeben die Endstände {scores}, das Ergebnis des Tisches.",
    fairness_replay_differs:
      "Vom Server nachgespielt: Die {moves} Züge ergeben vom aufgedeckten Startwert aus die Endstände {scores}, NICHT das Ergebnis des Tisches.",
    fairness_replay_failed: "Vom Server nachgespielt: Die Züge lassen sich vom aufgedeckten Startwert aus nicht nachspielen ({problem}).",
    fairness_yourself: "Selbst prüfen:",
    fairness_record: "Spielprotokoll herunterladen",
    take_back: "Meine Wahl zurücknehmen",
    undo_move: "Meinen Zug zurücknehmen",
    refused_nothing_to_take_back: "Du hast keine Wahl zurückzunehmen: Die Entscheidung ist gefallen.",
    refused_cannot_undo: "Dieser Zug lässt sich nicht mehr zurücknehmen.",
    undo_setting: "Züge zurücknehmen erlauben",
    undo_setting_help: "Wer gezogen hat, darf den Zug zurücknehmen, solange niemand danach gehandelt hat und nichts Verdecktes aufgedeckt wurde.",
    // Tipps (static/hints.js)
    hints_setting: "Tipps erlauben",
    hints_setting_help: "Wer am Tisch sitzt, darf die Suche bei der eigenen Entscheidung fragen, welche Möglichkeit sie vorzieht, und warum. Ein Tisch mit Tipps wird nie gewertet.",
    hints_on: "Tipps erlaubt (nie gewertet)",
    hint_button: "Tipp",
    hint_asking: "Die Suche denkt nach …",
    hint_line: "Die Suche ({level}) zieht vor: {text}, geschätzte Aussicht auf den ersten Platz {chance}.",
    hint_only: "Die Suche zieht vor: {text}.",
    refused_hints_off: "An diesem Tisch gibt es keine Tipps.",
    refused_hint_busy: "Ein Tipp wird schon ausgearbeitet: bitte warten.",
    refused_hint_too_soon: "Höchstens 6 Tipps pro Minute für einen Platz: gleich noch einmal versuchen.",
    refused_hint_failed: "Die Suche hat nicht rechtzeitig einen Tipp gefunden: bitte noch einmal.",
    rematch: "Revanche",
    join_rematch: "Zur Revanche",
    watch_rematch: "Revanche zuschauen",
    rematch_help: "Ein neuer Tisch mit denselben Leuten, jede und jeder einen Platz weiter.",
    rematch_started: "Die Revanche ist eröffnet: dieselben Leute, jede und jeder einen Platz weiter.",
    replay_link: "Link zur Wiederholung",
    // die Rückschau des Trainers in der Wiederholung (static/review.js)
    review_button: "Meine Entscheidungen bewerten",
    review_help: "Der Trainer bewertet jede deiner Entscheidungen aus dem, was du damals gesehen hast, mit der schweren Suche, und markiert die teuersten.",
    review_asking: "Der Trainer bewertet deine Entscheidungen (das kann eine halbe Minute dauern) …",
    review_title: "Rückschau des Trainers auf {name} (Suche „{level}“, aus deiner eigenen Sicht)",
    review_summary: "{count} Entscheidungen bewertet. Die Aussichten auf den ersten Platz schätzt die Suche: vorher mit dem Zug, den sie vorzieht; nachher mit dem gespielten Zug.",
    review_key: "Entscheidende Züge",
    review_no_key: "Nach der Schätzung der Suche kostete keine Entscheidung viel: gut gespielt.",
    review_key_item: "Zug {number}: {played} ({before} → {after})",
    review_mark: "Entscheidender Zug {number}",
    review_here_better: "Zug {number}, du hast gespielt: {played}. Die Suche zieht {preferred} vor: geschätzte Aussicht auf den ersten Platz {before} statt {after}.",
    review_here_agrees: "Zug {number}, du hast gespielt: {played}, wie die Suche es vorzieht (geschätzte Aussicht auf den ersten Platz {after}).",
    review_failed: "Die Rückschau konnte nicht geladen werden.",
    refused_review_not_a_player: "Nur wer an diesem Tisch gespielt hat, bekommt eine Rückschau auf die eigenen Entscheidungen.",
    refused_review_not_finished: "Eine Partie wird bewertet, wenn sie zu Ende ist.",
    refused_review_running: "Deine Rückschau wird schon ausgearbeitet: bitte warten.",
    refused_review_busy: "Die Rückschau einer anderen Person an diesem Tisch wird gerade ausgearbeitet: bitte danach noch einmal fragen.",
    refused_reviews_full: "Der Server arbeitet schon mehrere Rückschauen aus: in einer Minute noch einmal fragen.",
    refused_review_failed: "Die Rückschau wurde nicht rechtzeitig fertig: bitte noch einmal fragen.",
    refused_review_tries: "Diese Rückschau ist zu oft gescheitert: der Server versucht es nicht mehr.",
  },
};

export const LANGS = Object.keys(STRINGS);
const KEY = "empires.lang";
const listeners = [];

function initialLang() {
  const stored = localStorage.getItem(KEY);
  if (LANGS.includes(stored)) return stored;
  return (navigator.language || "en").toLowerCase().startsWith("de") ? "de" : "en";
}

let current = initialLang();

/** The language in use: "en" or "de". */
export function lang() {
  return current;
}

/** Switch language, remember it, and tell every listener. */
export function setLang(next) {
  if (!LANGS.includes(next) || next === current) return;
  current = next;
  localStorage.setItem(KEY, next);
  document.documentElement.lang = next;
  for (const listener of listeners) listener(next);
}

export function onLangChange(listener) {
  listeners.push(listener);
}

/** Add strings kept in another module ({en: {...}, de: {...}}), for the pages' own parts. */
export function addStrings(more) {
  for (const code of LANGS) Object.assign(STRINGS[code], more[code] || {});
}

/** Every string in a language (the page's words, for the tests that check the German). */
export function catalog(code = current) {
  return { ...STRINGS[code] };
}

/** Whether a string exists (the table page asks before labelling a game's breakdown fields). */
export function has(key) {
  return key in STRINGS.en;
}

/** A UI string with {placeholders} filled in. */
export function t(key, params = {}) {
  const text = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return fill(text, params, current);
}

/** Fill every element carrying data-i18n (text) or data-i18n-placeholder. */
export function translatePage(root = document) {
  document.documentElement.lang = current;
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) {
    el.placeholder = t(el.dataset.i18nPlaceholder);
  }
  for (const el of root.querySelectorAll("[data-i18n-label]")) {
    el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  }
}

/** EN / DE buttons that switch the language. */
export function languageSwitch(container) {
  container.replaceChildren();
  container.setAttribute("role", "group");
  container.setAttribute("aria-label", t("language"));
  for (const code of LANGS) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "lang-button";
    button.textContent = code.toUpperCase();
    button.dataset.lang = code;
    button.setAttribute("aria-pressed", String(code === current));
    button.addEventListener("click", () => setLang(code));
    container.append(button);
  }
  onLangChange((code) => {
    for (const button of container.querySelectorAll("button")) {
      button.setAttribute("aria-pressed", String(button.dataset.lang === code));
    }
  });
}

/** "in 42 s", "in 3 min" (German: "in 42 s", "in 3 Min."). */
export function duration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  if (s < 90) return `${s} s`;
  const minutes = Math.round(s / 60);
  return current === "de" ? `${minutes} Min.` : `${minutes} min`;
}

/** A short relative time for lobby lists. */
export function ago(epochSeconds) {
  const rtf = new Intl.RelativeTimeFormat(current, { numeric: "auto" });
  const delta = epochSeconds - Date.now() / 1000;
  const abs = Math.abs(delta);
  if (abs < 60) return rtf.format(Math.round(delta), "second");
  if (abs < 3600) return rtf.format(Math.round(delta / 60), "minute");
  if (abs < 86400) return rtf.format(Math.round(delta / 3600), "hour");
  return rtf.format(Math.round(delta / 86400), "day");
}
