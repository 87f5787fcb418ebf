//! Worlds for searching bots: a full state that agrees with one seat's view, with what the
//! seat cannot see (the decks' order, other knights' face-down cards and missions, cards face
//! down on far tiles) drawn at random from what is left.

use crate::areas;
use crate::cards::Card;
use crate::missions::Mission;
use crate::state::{Board, Excalibur85, Held, Lying, Player, Step};
use crate::territory::{fantastica_deck, iniciatica_deck, Tile, Zone};
use crate::view::View;
use rt_core::{Determinize, GameRng, Seat};

/// Takes one tile like `placed` out of `deck`: the same place and edges if there is one (the
/// sealed-zone rule may have opened a wall), else the same place.
fn take_tile(deck: &mut Vec<Tile>, placed: &Tile) {
    let i = deck
        .iter()
        .position(|t| t == placed)
        .or_else(|| deck.iter().position(|t| t.place == placed.place));
    if let Some(i) = i {
        deck.remove(i);
    }
}

impl Determinize for Excalibur85 {
    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> Excalibur85 {
        // Tiles: the printed decks less what lies on the map.
        let (mut iniciatica, mut fantastica) = (iniciatica_deck(), fantastica_deck());
        for p in view.map.pieces.iter().skip(1) {
            match p.piece.zone {
                Zone::Iniciatica => take_tile(&mut iniciatica, &p.piece),
                Zone::Fantastica => take_tile(&mut fantastica, &p.piece),
            }
        }
        rng.shuffle(&mut iniciatica);
        rng.shuffle(&mut fantastica);
        iniciatica.truncate(view.iniciatica_left);
        fantastica.truncate(view.fantastica_left);

        let boards: Vec<Board> = view
            .boards
            .iter()
            .map(|b| {
                let mut deck = areas::deck(b.area);
                for p in b.grid.pieces.iter().skip(1) {
                    let i = deck
                        .iter()
                        .position(|c| c.spot == p.piece.spot)
                        .or_else(|| deck.iter().position(|c| c.spot == areas::Spot::Plain));
                    if let Some(i) = i {
                        deck.remove(i);
                    }
                }
                rng.shuffle(&mut deck);
                deck.truncate(b.left);
                Board {
                    area: b.area,
                    doorway: b.doorway,
                    grid: b.grid.clone(),
                    deck,
                    found: b.found,
                }
            })
            .collect();

        // Excalibur cards: every card not seen somewhere is somewhere unseen.
        let mut seen: Vec<Card> = view.stack.clone();
        seen.extend(&view.spent);
        seen.extend(view.boards.iter().map(|b| Card::Entrance(b.area)));
        seen.extend(view.lying.iter().filter_map(|l| l.card));
        for p in &view.players {
            seen.extend(&p.open);
            seen.extend(p.hidden.iter().flatten());
            seen.extend(&p.beaten);
            seen.extend(&p.scored);
        }
        match &view.step {
            Some(Step::Found { card, .. }) => seen.push(*card),
            Some(Step::Forced { card })
                if !view.stack.contains(card)
                    && !view.lying.iter().any(|l| l.card == Some(*card)) =>
            {
                seen.push(*card)
            }
            Some(Step::Treasure { cards }) => seen.extend(cards),
            _ => {}
        }
        let mut unseen: Vec<Card> = Card::deck();
        unseen.extend(Card::FACE_UP);
        for c in &seen {
            if let Some(i) = unseen.iter().position(|u| u == c) {
                unseen.remove(i);
            }
        }
        rng.shuffle(&mut unseen);
        let mine = view.players.get(seat.index()).and_then(|p| p.mission);
        // A card held face down is one the hand limit counts (the others are always open);
        // a card lying face down is none of the seat's own mission's, which it would see.
        let own: Vec<Card> = mine.map(Mission::cards).unwrap_or_default();
        let mut draw = move |hideable: bool, lying: bool| {
            let i = unseen
                .iter()
                .rposition(|c| !(hideable && c.free_of_hand_limit() || lying && own.contains(c)))?;
            Some(unseen.remove(i))
        };

        let mut missions: Vec<Mission> = Mission::all().filter(|m| Some(*m) != mine).collect();
        rng.shuffle(&mut missions);

        let players: Vec<Player> = view
            .players
            .iter()
            .map(|p| {
                let mut hand: Vec<Held> = p
                    .open
                    .iter()
                    .map(|c| Held {
                        card: *c,
                        open: true,
                    })
                    .collect();
                match &p.hidden {
                    Some(h) => hand.extend(h.iter().map(|c| Held {
                        card: *c,
                        open: false,
                    })),
                    None => {
                        for _ in 0..p.hidden_count {
                            if let Some(card) = draw(true, false) {
                                hand.push(Held { card, open: false });
                            }
                        }
                    }
                }
                Player {
                    knight: p.knight,
                    sheet: p.sheet,
                    at: p.at,
                    hand,
                    beaten: p.beaten.clone(),
                    scored: p.scored.clone(),
                    mission: p.mission.or_else(|| missions.pop()).unwrap_or(Mission(1)),
                    mission_done: p.mission_done,
                    secondary_done: p.secondary_done.clone(),
                    delivered: p.delivered,
                    points: p.points,
                    wins: p.wins,
                    lost_turns: p.lost_turns,
                    training_turns: p.training_turns,
                    trained: p.trained.clone(),
                    obliged: p.obliged,
                }
            })
            .collect();
        let lying: Vec<Lying> = view
            .lying
            .iter()
            .filter_map(|l| {
                let card = l.card.or_else(|| draw(false, true))?;
                Some(Lying {
                    at: l.at,
                    card,
                    face_down: l.card.is_none(),
                })
            })
            .collect();
        let mut deck = Vec::new();
        while deck.len() < view.deck_left {
            match draw(false, false) {
                Some(c) => deck.push(c),
                None => break,
            }
        }
        Excalibur85 {
            options: view.options.clone(),
            rng: GameRng::from_seed(rng.next_u64()),
            players,
            map: view.map.clone(),
            iniciatica,
            fantastica,
            deck,
            stack: view.stack.clone(),
            boards,
            lying,
            spent: view.spent.clone(),
            turn: view.turn,
            round: view.round,
            turns_used: view.turns_used,
            limit: view.limit,
            step: view.step.clone().unwrap_or(Step::Act),
            entered: false,
            declined: view.declined.clone(),
        }
    }
}
