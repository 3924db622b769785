"""Empire in words, English and German (our own wording, not the rulebook's)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_colonial.components import NATIONS
from empires.games.empire_colonial.moves import (
    Answer,
    Ask,
    Give,
    Move,
    OfferTo,
    Pass,
    Raise,
    SelectNation,
    Sell,
    Stand,
    Withdraw,
)
from empires.kernel.events import Catalog, Event, in_language, per_seat_text, seats_text, view_words

SUMMARIES = {
    "en": (
        "Lead a colonial empire over six rounds: develop your resources into support, sell "
        "goods at a price that falls with every good sold, bid for new resources in open "
        "auctions and trade freely with the table. Most support wins."
    ),
    "de": (
        "Führt ein Kolonialreich durch sechs Runden: entwickelt eure Ressourcen zu Unterstützung, "
        "verkauft Waren zu einem Preis, der mit jeder verkauften Ware fällt, bietet in offenen "
        "Auktionen auf neue Ressourcen und handelt frei mit allen. Die meiste Unterstützung gewinnt."
    ),
}

TERMS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "good": "good",
        "population": "population",
        "colony": "colony",
        "bond": "bond",
        "supporter": "supporter",
        "revolt": "revolt",
        "gold": "gold",
        "nothing": "nothing",
        "ottomans": "the Ottomans",
        "venice": "Venice",
        "portugal": "Portugal",
        "netherlands": "the Netherlands",
        "spain": "Spain",
        "france": "France",
        "britain": "Great Britain",
        "prussia": "Prussia",
        "claim": "claiming nations",
        "commerce": "commerce",
        "trade": "trading",
        "bid": "bidding",
        "over": "game over",
        "round": "Round",
    },
    "de": {
        "good": "Ware",
        "population": "Bevölkerung",
        "colony": "Kolonie",
        "bond": "Anleihe",
        "supporter": "Unterstützer",
        "revolt": "Revolte",
        "gold": "Gold",
        "nothing": "nichts",
        "ottomans": "die Osmanen",
        "venice": "Venedig",
        "portugal": "Portugal",
        "netherlands": "die Niederlande",
        "spain": "Spanien",
        "france": "Frankreich",
        "britain": "Großbritannien",
        "prussia": "Preußen",
        "claim": "Nationenwahl",
        "commerce": "Handel mit der Bank",
        "trade": "Tauschen",
        "bid": "Bieten",
        "over": "Spielende",
        "round": "Runde",
    },
}

#: What the web view shows besides the terms above: labels, headings and shorter or plural
#: forms of some terms (those override the terms of the same key in ``VIEW_WORDS``).
_VIEW_LABELS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "good": "goods",
        "population": "populations",
        "colony": "colonies",
        "bond": "bonds",
        "supporter": "supporters",
        "revolt": "revolts",
        "ottomans": "Ottomans",
        "netherlands": "Netherlands",
        "claim": "Claiming nations: choose a number in secret",
        "commerce": "Commerce: choose in secret how many goods to sell",
        "trade": "Trading window",
        "bid": "Bidding",
        "over": "Game over",
        "round": "Round {round} of {rounds}",
        "row": "Auction row",
        "shortage": "shortage",
        "now": "on auction",
        "done": "auctioned",
        "hidden": "face down",
        "you": "you",
        "support": "support {value}",
        "market": "Nations in the market",
        "below": "{s} supporters / {r} revolts below",
        "institution": "{name}: {top} on {base}",
        "bids": "Bids, bidding round {round}",
        "out": "withdrawn",
        "deciding": "choosing",
        "chose": "has chosen",
        "turn": "{name}'s turn to trade",
        "draft": "Offer being made",
        "offers": "Offers in this window",
        "accepted": "accepted",
        "declined": "declined",
        "gives": "{from} gives {give} to {to} for {ask}",
        "accept": "Accept",
        "decline": "Decline",
        "sales": "Last commerce: price {price}",
        "sold": "{name} sold {count}",
    },
    "de": {
        "good": "Waren",
        "population": "Bevölkerung",
        "colony": "Kolonien",
        "bond": "Anleihen",
        "supporter": "Unterstützer",
        "revolt": "Revolten",
        "ottomans": "Osmanen",
        "netherlands": "Niederlande",
        "claim": "Nationenwahl: wählt geheim eine Nummer",
        "commerce": "Handel: wählt geheim, wie viele Waren ihr verkauft",
        "trade": "Tauschfenster",
        "bid": "Bieten",
        "over": "Spielende",
        "round": "Runde {round} von {rounds}",
        "row": "Auktionsreihe",
        "shortage": "Knappheit",
        "now": "wird versteigert",
        "done": "versteigert",
        "hidden": "verdeckt",
        "you": "du",
        "support": "Unterstützung {value}",
        "market": "Nationen auf dem Markt",
        "below": "{s} Unterstützer / {r} Revolten darunter",
        "institution": "{name}: {top} auf {base}",
        "bids": "Gebote, Bietrunde {round}",
        "out": "ausgestiegen",
        "deciding": "wählt",
        "chose": "hat gewählt",
        "turn": "{name} ist mit Tauschen dran",
        "draft": "Angebot in Arbeit",
        "offers": "Angebote in diesem Fenster",
        "accepted": "angenommen",
        "declined": "abgelehnt",
        "gives": "{from} gibt {to} {give} für {ask}",
        "accept": "Annehmen",
        "decline": "Ablehnen",
        "sales": "Letzter Handel: Preis {price}",
        "sold": "{name} verkaufte {count}",
    },
}

#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels.
VIEW_WORDS = view_words(TERMS, _VIEW_LABELS)

CATALOG = Catalog(
    {
        "en": {
            "row_dealt": "The auction row is dealt: {row}.",
            "nations_dealt": "Nations in the market: {market}.",
            "claim_failed": "Selections clashed ({contested}); a revolt goes below each contested "
            "nation and a supporter below each nation nobody chose ({unchosen}).",
            "nations_claimed": "Nations claimed: {claims}.",
            "round_started": "Round {round} begins; the shortage card covers card {position}.",
            "developed": "Your development: {luxuries} luxuries, {industries} industries, "
            "{institutions} national institutions; {idle_populations} idle populations, "
            "{bonds_paid} bonds paid, {bonds_unpaid} unpaid.",
            "sold": "Commerce: {sales}; {price} gold per good.",
            "window_opened": "Trading is open; {first} speaks first.",
            "offer_made": "{offerer} offers {to} {give} for {ask}.",
            "offer_answered": "{to} {answer} the offer of {offerer} ({give} for {ask}).",
            "window_closed": "Trading is closed.",
            "bidding_opened": "Bidding opens on a {card}.",
            "bidding_round": "Bidding round {round}: {raised}{withdrew}.",
            "auction_won": "{winner} wins the {card} for {paid} gold.",
            "auction_unwon": "Nobody wins the {card}: every bid is tied.",
            "game_over": "The game is over. Support: {support}.",
            "accepts": "accepts",
            "declines": "declines",
            "no_raise": "nobody raised",
            "withdrew": "; withdrew: {seats}",
        },
        "de": {
            "row_dealt": "Die Auktionsreihe liegt aus: {row}.",
            "nations_dealt": "Nationen auf dem Markt: {market}.",
            "claim_failed": "Die Wahl kollidierte ({contested}); unter jede mehrfach gewählte "
            "Nation kommt eine Revolte, unter jede nicht gewählte ein Unterstützer ({unchosen}).",
            "nations_claimed": "Gewählte Nationen: {claims}.",
            "round_started": "Runde {round} beginnt; die Knappheitskarte liegt auf Karte {position}.",
            "developed": "Eure Entwicklung: {luxuries} Luxusgüter, {industries} Industrien, "
            "{institutions} Nationalinstitutionen; {idle_populations} untätige Bevölkerung, "
            "{bonds_paid} Anleihen bezahlt, {bonds_unpaid} unbezahlt.",
            "sold": "Handel: {sales}; {price} Gold je Ware.",
            "window_opened": "Der Tausch ist eröffnet; {first} beginnt.",
            "offer_made": "{offerer} bietet {to} {give} für {ask}.",
            "offer_answered": "{to} {answer} das Angebot von {offerer} ({give} für {ask}).",
            "window_closed": "Der Tausch ist geschlossen.",
            "bidding_opened": "Das Bieten beginnt: {card}.",
            "bidding_round": "Bietrunde {round}: {raised}{withdrew}.",
            "auction_won": "{winner} ersteigert {card} für {paid} Gold.",
            "auction_unwon": "Niemand ersteigert {card}: alle Gebote sind gleich.",
            "game_over": "Das Spiel ist aus. Unterstützung: {support}.",
            "accepts": "nimmt an:",
            "declines": "lehnt ab:",
            "no_raise": "niemand erhöhte",
            "withdrew": "; ausgestiegen: {seats}",
        },
    }
)


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def item_text(item: Mapping[str, Any] | None, lang: str) -> str:
    """An offer side in words: "1 colony", "5 gold", "nothing"."""
    if item is None or item.get("kind") is None:
        return term(lang, "nothing")
    return f"{item['count']} {term(lang, item['kind'])}"


def describe_move(move: Move, lang: str) -> str:
    """A short readable description of a move."""
    de = lang == "de"
    match move:
        case SelectNation(number):
            name = next(n for n, card in NATIONS.items() if card.number == number)
            return f"{'Wähle' if de else 'Select'} {number}: {term(lang, name)}"
        case Sell(count):
            return f"{'Verkaufe' if de else 'Sell'} {count}"
        case Raise(by):
            return f"{'Erhöhe um' if de else 'Raise by'} {by}"
        case Stand():
            return "Bleibe beim Gebot" if de else "Stand"
        case Withdraw():
            return "Aussteigen" if de else "Withdraw"
        case Pass():
            return "Passen" if de else "Pass"
        case Give():
            return f"{'Biete' if de else 'Give'} {item_text(move.to_json(), lang)}"
        case Ask():
            return f"{'Verlange' if de else 'Ask for'} {item_text(move.to_json(), lang)}"
        case OfferTo(seat):
            return f"{'Angebot an Platz' if de else 'Offer to seat'} {seat}"
        case Answer(accept):
            if accept:
                return "Annehmen" if de else "Accept"
            return "Ablehnen" if de else "Decline"
    raise TypeError(f"not an Empire move: {move!r}")


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    return seats_text(seats, names) or "-"


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    p = dict(event.params)
    key = event.key
    if key == "row_dealt":
        p["row"] = ", ".join(term(lang, k) for k in p["row"])
    elif key == "nations_dealt":
        p["market"] = ", ".join(term(lang, k) for k in p["market"])
    elif key == "claim_failed":
        p["contested"] = ", ".join(term(lang, k) for k in p["contested"]) or "-"
        p["unchosen"] = ", ".join(term(lang, k) for k in p["unchosen"]) or "-"
    elif key == "nations_claimed":
        p["claims"] = ", ".join(f"{names[s]}: {term(lang, n)}" for s, n in enumerate(p["nations"]))
    elif key == "round_started":
        p["position"] = p["shortage"] + 1
    elif key == "sold":
        p["sales"] = per_seat_text(p["sales"], names)
    elif key == "window_opened":
        p["first"] = names[p["first"]]
    elif key in ("offer_made", "offer_answered"):
        p["offerer"], p["to"] = names[p["from"]], names[p["to"]]
        p["give"], p["ask"] = item_text(p["give"], lang), item_text(p["ask"], lang)
        if key == "offer_answered":
            p["answer"] = CATALOG.text(lang, "accepts" if p["accepted"] else "declines")
    elif key == "bidding_opened":
        p["card"] = term(lang, p["card"])
    elif key == "bidding_round":
        raised = p["raised"]
        p["raised"] = ", ".join(f"{names[int(s)]} {b}" for s, b in raised.items()) or CATALOG.text(
            lang, "no_raise"
        )
        p["withdrew"] = (
            CATALOG.text(lang, "withdrew", seats=_names(p["withdrew"], names))
            if p["withdrew"]
            else ""
        )
    elif key in ("auction_won", "auction_unwon"):
        p["card"] = term(lang, p["card"])
        if key == "auction_won":
            p["winner"] = names[p["seat"]]
    elif key == "game_over":
        p["support"] = per_seat_text(p["support"], names)
    return CATALOG.text(lang, key, **p)
