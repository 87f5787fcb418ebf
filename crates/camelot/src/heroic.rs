//! Heroic Actions (§4.2): moving, each quest's own action, healing, the sacrifice for a
//! second action of another type, and the end of the turn.

use crate::action::{Action, CamelotEvent};
use crate::cards::White;
use crate::knight::{Knight, MAX_LIFE};
use crate::quest::{Place, Quest, TrackChange, EXCALIBUR_WON};
use crate::state::{ActionType, Camelot, Heroic, Pending, Step};
use crate::table::{public, Out};
use rt_core::Seat;

/// A hand of 12 or more may not draw at the Round Table (§4.3).
pub const ROUND_TABLE_HAND_LIMIT: usize = 12;

pub fn action_type(action: &Action) -> Option<ActionType> {
    match action {
        Action::Move(_) => Some(ActionType::Move),
        Action::Play(_) | Action::PlayWild(_) | Action::DrawWhite | Action::Siege => {
            Some(ActionType::Quest)
        }
        Action::Heal(_) => Some(ActionType::Heal),
        Action::Free { .. } => Some(ActionType::Special),
        _ => None,
    }
}

/// The parts of the Heroic list, each made by its own code below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Move,
    Quest,
    Heal,
    Special,
    Free,
    Merlin,
    Power,
    Traitor,
    /// Sacrifice, and the end of the turn once an action is taken.
    Close,
}

impl Part {
    #[cfg(test)]
    const ALL: [Part; 9] = [
        Part::Move,
        Part::Quest,
        Part::Heal,
        Part::Special,
        Part::Free,
        Part::Merlin,
        Part::Power,
        Part::Traitor,
        Part::Close,
    ];

    /// The part that lists this action; `None` for any other.
    fn of(action: &Action) -> Option<Part> {
        Some(match action {
            Action::Move(_) => Part::Move,
            Action::Play(_) | Action::PlayWild(_) | Action::DrawWhite | Action::Siege => {
                Part::Quest
            }
            Action::Heal(_) => Part::Heal,
            Action::Special(_) => Part::Special,
            Action::Free { .. } => Part::Free,
            Action::MerlinDraw => Part::Merlin,
            Action::Exchange(_)
            | Action::FreeMove(_)
            | Action::Bedivere(_)
            | Action::Caradoc(_) => Part::Power,
            Action::Accuse(_) | Action::RevealWithFate | Action::Say(_) => Part::Traitor,
            Action::Sacrifice | Action::EndTurn => Part::Close,
            _ => return None,
        })
    }
}

impl Camelot {
    /// Every Heroic Action the current knight may take now.
    /// `talk`: with the statements a knight may make (left out when checking another action,
    /// since there are a score of them).
    pub(crate) fn heroic_actions(&self, seat: Seat, h: &Heroic, talk: bool) -> Vec<Action> {
        self.heroic_list(seat, h, talk, None)
    }

    /// Is `action` in the part of the Heroic list that makes its kind? What `rules::is_legal`
    /// asks before listing the whole turn: every move is checked, and listing the whole turn
    /// again was a fifth of a random game's time. A part is a subset of the whole list, so a
    /// yes settles it; a no leaves it to the whole list.
    pub(crate) fn in_heroic_part(&self, seat: Seat, h: &Heroic, action: &Action) -> bool {
        Part::of(action).is_some_and(|part| {
            self.heroic_list(seat, h, matches!(action, Action::Say(_)), Some(part))
                .contains(action)
        })
    }

    /// The list, whole or only `part` of it. A part is always a subset of the whole: no part's
    /// code reads what `out` already holds (only the end of turn's `stuck` does, and only for
    /// the whole list), so a part built alone is exactly what the whole list holds of it.
    fn heroic_list(&self, seat: Seat, h: &Heroic, talk: bool, part: Option<Part>) -> Vec<Action> {
        let Some(k) = self.knight(seat) else {
            return Vec::new();
        };
        let Some(here) = k.place else {
            return Vec::new();
        };
        let wants = |p: Part| part.is_none_or(|only| only == p);
        let mut out = Vec::with_capacity(if talk { 48 } else { 16 });
        let open = |t: ActionType| h.taken.len() < h.allowed() && !h.taken.contains(&t);
        // Tristan's free move takes the place of his move that turn (§8).
        let tristan_moved = k.knight == Knight::Tristan && h.power_used;
        if wants(Part::Move) && open(ActionType::Move) && !tristan_moved {
            if here != Place::Camelot {
                out.push(Action::Move(Place::Camelot));
            }
            for q in Quest::ALL {
                let place = Place::Quest(q);
                if place != here && self.open_to(q) {
                    out.push(Action::Move(place));
                }
            }
        }
        if wants(Part::Quest) && open(ActionType::Quest) {
            self.quest_actions(seat, here, &mut out);
        }
        if wants(Part::Heal) && open(ActionType::Heal) && k.life < MAX_LIFE {
            for card in crate::cards::distinct(&k.hand) {
                // Fight? cards heal only as three Fight? cards (§11.5).
                let heals = matches!(card, White::Fight(_) | White::FightWild | White::Grail);
                if heals && k.hand.iter().filter(|c| **c == card).count() >= 3 {
                    out.push(Action::Heal(card));
                }
            }
        }
        if wants(Part::Special) {
            self.special_actions(seat, h, &mut out);
        }
        if wants(Part::Free) && open(ActionType::Special) {
            self.free_actions(seat, &mut out);
        }
        // Sharing Merlin's place: one free White card a turn (§12.2).
        if wants(Part::Merlin)
            && !h.merlin_drew
            && self.merlin.is_some()
            && self.merlin == k.place
            && self.white_left()
        {
            out.push(Action::MerlinDraw);
        }
        if wants(Part::Power) {
            self.power_actions(seat, h, &mut out);
        }
        if wants(Part::Traitor) {
            self.traitor_actions(seat, h, talk, &mut out);
        }
        if !wants(Part::Close) {
            return out;
        }
        if h.taken.len() == 1 && !h.sacrificed && !self.sacrifice_forbidden() {
            out.push(Action::Sacrifice);
        }
        // One action is required, but a knight left with none (Tristan after his free
        // move, say) may still end his turn. Only the whole list can tell.
        let stuck = part.is_none()
            && out.iter().all(|a| {
                matches!(
                    a,
                    Action::Exchange(_)
                        | Action::Say(_)
                        | Action::MerlinDraw
                        | Action::Bedivere(_)
                        | Action::Caradoc(_)
                )
            });
        if !h.taken.is_empty() || stuck {
            out.push(Action::EndTurn);
        }
        out
    }

    /// The quest action (type B) where the knight stands, added to `out` (one list for the
    /// whole turn: legal actions are listed at least once a move, so no list of their own).
    fn quest_actions(&self, seat: Seat, here: Place, out: &mut Vec<Action>) {
        let Some(k) = self.knight(seat) else {
            return;
        };
        let cards = || crate::cards::distinct(&k.hand);
        if let Place::Quest(q) = here {
            if self.quests.over(q) {
                return;
            }
        }
        match here {
            Place::Camelot => {
                // Not when no White card is left anywhere: the draw would bring nothing.
                if k.hand.len() < ROUND_TABLE_HAND_LIMIT && self.white_left() {
                    out.push(Action::DrawWhite);
                }
                if self.engines > 0 && k.hand.iter().any(|c| c.fights()) {
                    out.push(Action::Siege);
                }
            }
            Place::Quest(q @ (Quest::BlackKnight | Quest::Lancelot)) => {
                let Some((combat, pattern, _)) = self.combat(q) else {
                    return;
                };
                let fits = |v: u8| pattern.takes(&combat.white, v);
                out.extend(
                    cards()
                        .filter_map(|c| c.fight_value().map(|v| (c, v)))
                        .filter(|(_, v)| fits(*v))
                        .map(|(c, _)| Action::Play(c)),
                );
                if k.hand.contains(&White::FightWild) {
                    out.extend((1..=5).filter(|v| fits(*v)).map(Action::PlayWild));
                }
            }
            Place::Quest(Quest::Excalibur) => out.extend(cards().map(Action::Play)),
            Place::Quest(Quest::Grail) => {
                // Dark Forest stops every knight's Grail cards but Gaheris's.
                let blocked = self
                    .black_in_play
                    .contains(&crate::cards::Black::DarkForest)
                    && k.knight != Knight::Gaheris;
                if !blocked && k.hand.contains(&White::Grail) {
                    out.push(Action::Play(White::Grail));
                }
            }
            Place::Quest(war @ (Quest::PictWar | Quest::SaxonWar)) => {
                if let Some(v) = self.quests.war(war).and_then(|w| w.next_value()) {
                    if k.hand.contains(&White::Fight(v)) {
                        out.push(Action::Play(White::Fight(v)));
                    }
                    if k.hand.contains(&White::FightWild) {
                        out.push(Action::PlayWild(v));
                    }
                }
            }
        }
    }

    /// Takes a legal Heroic Action (checked by the caller).
    pub(crate) fn heroic(&mut self, seat: Seat, action: &Action, out: &mut Out) {
        if let (Some(t), Step::Heroic(h)) = (action_type(action), &mut self.step) {
            h.taken.push(t);
        }
        match action {
            Action::Move(to) => self.travel(seat, *to, out),
            Action::Play(card) => {
                self.tally(seat, |c| c.played += 1);
                self.play_on_quest(seat, *card, out)
            }
            Action::DrawWhite => {
                self.tally(seat, |c| c.drew_white += 1);
                let count = if self
                    .knight(seat)
                    .is_some_and(|k| k.knight == Knight::Gawain)
                {
                    3
                } else {
                    2
                };
                let drawn = self.give_white(seat, count, out);
                self.owain_drew(seat, drawn);
            }
            Action::Siege => self.pending.push(Pending::Siege {
                seat,
                cards: Vec::new(),
                charge: None,
                wild: 0,
            }),
            Action::PlayWild(v) => {
                self.tally(seat, |c| c.played += 1);
                self.play_wild(seat, *v, out)
            }
            Action::Heal(card) => {
                for _ in 0..3 {
                    if self.take_from_hand(seat, *card) {
                        self.white_discard.push(*card);
                    }
                }
                public(out, CamelotEvent::Healed { seat, card: *card });
                self.change_life(seat, 1, out);
            }
            Action::Sacrifice => {
                let life = self.knight(seat).map_or(0, |k| k.life);
                let grail_before = self.relics.grail.holder().is_some();
                if let Step::Heroic(h) = &mut self.step {
                    h.sacrificed = true;
                    // At 0 LP the extra action still happens, then the knight dies (§4.2).
                    h.dies_after = life <= 1;
                    h.grail_before = grail_before;
                }
                public(out, CamelotEvent::Sacrificed { seat });
                if life <= 1 {
                    if let Some(k) = self.knight_mut(seat) {
                        k.life = 0;
                    }
                    public(out, CamelotEvent::LifeChanged { seat, life: 0 });
                } else {
                    self.change_life(seat, -1, out);
                }
            }
            Action::EndTurn => {
                self.end_of_sacrifice(seat, out);
                self.end_turn(out);
            }
            Action::Special(special) => self.play_special(seat, *special, out),
            Action::Exchange(_)
            | Action::FreeMove(_)
            | Action::Bedivere(_)
            | Action::Caradoc(_) => self.use_power(seat, action, out),
            Action::Accuse(target) => self.accuse(seat, *target, out),
            Action::RevealWithFate => self.reveal_with_fate(seat, out),
            Action::Say(statement) => self.say(seat, *statement, out),
            Action::Free { captive, card } => self.free(seat, *captive, *card, out),
            Action::MerlinDraw => {
                if let Step::Heroic(h) = &mut self.step {
                    h.merlin_drew = true;
                }
                public(out, CamelotEvent::MerlinGift { seat });
                self.give_white(seat, 1, out);
            }
            _ => {}
        }
    }

    /// The knight arrives (after his Travel card, with Merlin's Company).
    pub(crate) fn move_knight(&mut self, seat: Seat, to: Place, out: &mut Out) {
        let from = self.knight(seat).and_then(|k| k.place);
        // Leaving a Solo quest early loses the White cards played there (§6).
        if let Some(Place::Quest(q)) = from {
            if self.quests.solo(q) {
                let discarded = self.discard_solo_whites(q);
                if discarded > 0 {
                    public(
                        out,
                        CamelotEvent::SoloLeft {
                            seat,
                            quest: q,
                            discarded,
                        },
                    );
                }
            }
        }
        if let Some(k) = self.knight_mut(seat) {
            k.place = Some(to);
        }
        public(out, CamelotEvent::Moved { seat, to });
    }

    /// A Fight? card played on a combat quest or a War as `value`.
    fn play_wild(&mut self, seat: Seat, value: u8, out: &mut Out) {
        let Some(Place::Quest(quest)) = self.knight(seat).and_then(|k| k.place) else {
            return;
        };
        if !self.take_from_hand(seat, White::FightWild) {
            return;
        }
        public(
            out,
            CamelotEvent::Played {
                seat,
                quest,
                card: White::FightWild,
            },
        );
        if let Some(combat) = self.combat_mut(quest) {
            combat.white.push(value);
            combat.wild.push(value);
            self.check_combat(quest, Some(seat), out);
        } else if let Some(war) = self.quests.war_mut(quest) {
            war.run.push(value);
            war.wild.push(value);
            if war.complete() {
                self.finish_quest(quest, true, Some(seat), out);
            }
        } else {
            self.white_discard.push(White::FightWild);
        }
    }

    pub(crate) fn play_on_quest(&mut self, seat: Seat, card: White, out: &mut Out) {
        let Some(Place::Quest(quest)) = self.knight(seat).and_then(|k| k.place) else {
            return;
        };
        if !self.take_from_hand(seat, card) {
            return;
        }
        public(out, CamelotEvent::Played { seat, quest, card });
        match quest {
            Quest::BlackKnight | Quest::Lancelot => {
                if let (Some(combat), Some(v)) = (self.combat_mut(quest), card.fight_value()) {
                    combat.white.push(v);
                } else {
                    self.white_discard.push(card);
                }
                self.check_combat(quest, Some(seat), out);
            }
            Quest::Excalibur => {
                self.white_discard.push(card);
                let position = self.quests.excalibur.unwrap_or(0) + 1;
                self.quests.excalibur = Some(position);
                public(out, CamelotEvent::ExcaliburMoved { position });
                if position >= EXCALIBUR_WON {
                    self.finish_quest(Quest::Excalibur, true, Some(seat), out);
                }
            }
            Quest::Grail => {
                let change = self
                    .quests
                    .grail
                    .as_mut()
                    .map_or(TrackChange::Refused, |t| t.add_grail());
                match change {
                    TrackChange::Placed => {}
                    TrackChange::Refused => self.white_discard.push(card),
                    TrackChange::BothDiscarded(black) => {
                        self.white_discard.push(card);
                        self.black_discard.push(match black {
                            crate::quest::GrailSpot::Desolation => crate::cards::Black::Desolation,
                            _ => crate::cards::Black::Despair,
                        });
                    }
                }
                self.check_grail(Some(seat), out);
            }
            Quest::PictWar | Quest::SaxonWar => {
                let complete = match (self.quests.war_mut(quest), card.fight_value()) {
                    (Some(war), Some(v)) => {
                        war.run.push(v);
                        war.complete()
                    }
                    _ => {
                        self.white_discard.push(card);
                        false
                    }
                };
                if complete {
                    self.finish_quest(quest, true, Some(seat), out);
                }
            }
        }
    }

    /// The next knight on the board takes his turn.
    pub(crate) fn end_turn(&mut self, out: &mut Out) {
        self.no_heroic = false;
        self.release_if_nobody_can(out);
        let n = self.n();
        let next = (1..=n)
            .map(|i| Seat(((self.turn.index() + i) % n) as u8))
            .find(|s| self.knight(*s).is_some_and(|k| k.takes_turns()));
        if let Some(seat) = next {
            self.begin_turn(seat, out);
        }
    }

    /// [ASSUMPTION] A captive whom no other knight could ever free (none left who takes
    /// Heroic Actions) walks free, or the game could not go on.
    fn release_if_nobody_can(&mut self, out: &mut Out) {
        let Some(captive) = self.captive() else {
            return;
        };
        if !self.knights.iter().any(|k| k.takes_part()) {
            self.release(captive);
            public(out, CamelotEvent::Released { seat: captive });
        }
    }

    pub(crate) fn begin_turn(&mut self, seat: Seat, out: &mut Out) {
        self.turn = seat;
        // What a knight said holds until his next turn begins, when he may say it again:
        // table talk is about the round at hand, and a stale "I can help there" would
        // mislead.
        if let Some(slot) = self.said.get_mut(seat.index()) {
            *slot = None;
        }
        self.turns += 1;
        let unmasked = self.knight(seat).is_some_and(|k| k.unmasked);
        self.step = if unmasked {
            Step::Raid
        } else {
            Step::Evil { chosen: false }
        };
        public(
            out,
            CamelotEvent::TurnBegan {
                seat,
                turn: self.turns,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CamelotOptions;
    use rt_core::{Game, GameRng};

    /// The quick check `is_legal` makes (`in_heroic_part`) is only a shortcut: every part of the list stays
    /// inside the whole list (so it never accepts more), and every legal Heroic Action is in
    /// its part (so the shortcut is taken), through random games with and without Merlin's
    /// Company at every table size.
    #[test]
    fn each_part_of_the_heroic_list_is_inside_the_list_and_holds_its_actions() {
        let mut found = 0;
        for seed in 0..160u64 {
            let company = seed % 2 == 1;
            let options = CamelotOptions {
                merlins_company: company,
                ..CamelotOptions::default()
            };
            let seats = 3 + (seed / 2 % if company { 6 } else { 5 }) as usize;
            let mut game = Camelot::setup(&options, seats, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..3_000 {
                let Some(seat) = game.to_act().seats().first() else {
                    break;
                };
                let legal = game.legal_actions(seat);
                if let (None, Step::Heroic(h)) = (game.pending.first(), &game.step) {
                    for part in Part::ALL {
                        let listed = game.heroic_list(seat, h, true, Some(part));
                        assert!(
                            listed.iter().all(|a| legal.contains(a)),
                            "{part:?}: {listed:?}"
                        );
                    }
                    for action in &legal {
                        let stuck_end = *action == Action::EndTurn && h.taken.is_empty();
                        assert!(
                            stuck_end || game.in_heroic_part(seat, h, action),
                            "{action:?} is not in its part"
                        );
                        if !matches!(action, Action::Say(_)) {
                            found += 1;
                        }
                    }
                }
                let action = rng.pick(&legal).cloned().expect("a legal action");
                game.apply(seat, &action).expect("a legal action is taken");
            }
        }
        assert!(found > 50_000, "{found}");
    }
}
