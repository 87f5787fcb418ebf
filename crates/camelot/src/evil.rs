//! Evil's progress (§4.1) and every Black card's effect (§11.3, §11.4).

use crate::action::{CamelotEvent, EvilChoice};
use crate::cards::{Black, Morgan};
use crate::quest::{GrailSpot, LancelotBoard, Place, Quest, TrackChange, WAR_FIGURES_TO_LOSE};
use crate::state::{Camelot, Pending, Step};
use crate::table::{private, public, Out};
use rt_core::Seat;

impl Camelot {
    pub(crate) fn choose_evil(&mut self, seat: Seat, choice: EvilChoice, out: &mut Out) {
        self.step = Step::Evil { chosen: true };
        public(out, CamelotEvent::EvilChosen { seat, choice });
        self.tally(seat, |c| match choice {
            EvilChoice::DrawBlack => c.drew_black += 1,
            EvilChoice::AddEngine => c.added_engine += 1,
            EvilChoice::LoseLife => c.lost_life += 1,
        });
        match choice {
            EvilChoice::DrawBlack if self.relics.armor.holder() == Some(seat) => {
                self.armor_draw(seat, out)
            }
            EvilChoice::DrawBlack => self.draw_black(seat, out),
            EvilChoice::AddEngine => self.add_engines(1, out),
            EvilChoice::LoseLife => self.change_life(seat, -1, out),
        }
    }

    /// Lancelot's Armor: two cards, one to play, the other under the deck (§7).
    fn armor_draw(&mut self, seat: Seat, out: &mut Out) {
        let mut cards = Vec::new();
        for _ in 0..2 {
            if let Some(card) = self.take_black(out) {
                cards.push(card);
            }
        }
        match cards.len() {
            0 => self.add_engines(1, out),
            1 => self.reveal_black(seat, cards[0], false, out),
            _ => {
                private(
                    out,
                    seat,
                    CamelotEvent::YouSee {
                        cards: cards.clone(),
                    },
                );
                self.pending.push(Pending::Armor { seat, cards });
            }
        }
    }

    /// Draws the top Black card and resolves it (after any cancel window).
    pub(crate) fn draw_black(&mut self, seat: Seat, out: &mut Out) {
        let chained = self.chain > 0 || self.in_chain;
        match self.take_black(out) {
            Some(card) => self.reveal_black(seat, card, chained, out),
            // Both decks spent: Evil still advances.
            None => self.add_engines(1, out),
        }
    }

    /// Shows a drawn card (to its drawer only if it may go face down), then opens the window
    /// in which it may be cancelled, or resolves it.
    pub(crate) fn reveal_black(&mut self, seat: Seat, card: Black, chained: bool, out: &mut Out) {
        match card {
            Black::BlackKnight(_) | Black::LancelotDragon(..) if !self.quest_over_for(card) => {
                private(out, seat, CamelotEvent::YouDrew { card });
            }
            _ => public(out, CamelotEvent::BlackRevealed { seat, card }),
        }
        let asked = self.may_cancel(card, chained);
        if asked.is_empty() {
            self.resolve_black(seat, card, out);
        } else {
            self.pending.push(Pending::Cancel {
                card,
                drawer: seat,
                asked,
                offers: Vec::new(),
                excalibur: false,
                chained,
            });
        }
    }

    /// Who could cancel this card: Excalibur's holder always; against a Special card, every
    /// knight with a Merlin if three are in hands, unless Vivien is out or Morgan's chain
    /// drew it (§4.2, §11.1).
    fn may_cancel(&self, card: Black, chained: bool) -> Vec<Seat> {
        let mut asked = Vec::new();
        if let Some(holder) = self.relics.excalibur.holder() {
            if self.knight(holder).is_some_and(|k| k.takes_part()) {
                asked.push(holder);
            }
        }
        let merlins = |s: &Seat| {
            self.knight(*s).map_or(0, |k| {
                k.hand
                    .iter()
                    .filter(|c| **c == crate::cards::White::Merlin)
                    .count()
            })
        };
        let active: Vec<Seat> = Seat::all(self.n())
            .filter(|s| self.knight(*s).is_some_and(|k| k.takes_part()))
            .collect();
        let total: usize = active.iter().map(merlins).sum();
        if card.is_special()
            && !chained
            && !self.black_in_play.contains(&Black::Vivien)
            && total >= 3
        {
            for s in active.into_iter().filter(|s| merlins(s) > 0) {
                if !asked.contains(&s) {
                    asked.push(s);
                }
            }
        }
        asked
    }

    /// Has the quest this standard card belongs to ended (§11.3)?
    fn quest_over_for(&self, card: Black) -> bool {
        card.quest().is_some_and(|q| self.quests.over(q))
    }

    /// Where a cancelled Black card goes: the discard, or out of the game under Merlin's
    /// Company when its quest has ended, as when it resolves (§12.4, ruling 13).
    pub(crate) fn discard_cancelled(&mut self, card: Black) {
        if self.options.merlins_company && self.quest_over_for(card) {
            self.removed_black.push(card);
        } else {
            self.black_discard.push(card);
        }
    }

    pub(crate) fn resolve_black(&mut self, seat: Seat, card: Black, out: &mut Out) {
        if self.quest_over_for(card) && self.options.merlins_company {
            // Merlin's Company: the card leaves the game, and brings its Siege Engine
            // unless Merlin stands on that quest (§12.2, §12.4, ruling 13).
            let engine = self.merlin != card.quest().map(Place::Quest);
            self.removed_black.push(card);
            public(out, CamelotEvent::BlackRemoved { card, engine });
            if engine {
                self.add_engines(1, out);
            }
            return;
        }
        if self.quest_over_for(card) {
            // Its quest is over: a Siege Engine instead (§11.3).
            public(out, CamelotEvent::QuestOverEngine { card });
            self.black_discard.push(card);
            self.add_engines(1, out);
            return;
        }
        match card {
            Black::BlackKnight(_) => self.pending.push(Pending::Facing {
                seat,
                card,
                quest: Quest::BlackKnight,
            }),
            Black::LancelotDragon(..) => self.pending.push(Pending::Facing {
                seat,
                card,
                quest: Quest::Lancelot,
            }),
            Black::Despair => self.grail_black(GrailSpot::Despair, out),
            Black::Desolation => {
                // First the Grail card farthest from the relic goes (§11.4).
                if let Some(track) = &mut self.quests.grail {
                    if track.remove_farthest_grail() {
                        self.white_discard.push(crate::cards::White::Grail);
                    }
                }
                self.grail_black(GrailSpot::Desolation, out);
            }
            Black::Excalibur => {
                self.black_discard.push(card);
                let position = self.quests.excalibur.unwrap_or(0).saturating_sub(1);
                self.quests.excalibur = Some(position);
                public(out, CamelotEvent::ExcaliburMoved { position });
                if position == 0 {
                    self.finish_quest(Quest::Excalibur, false, None, out);
                }
            }
            Black::Picts | Black::Saxons => {
                self.black_discard.push(card);
                let war = if card == Black::Picts {
                    Quest::PictWar
                } else {
                    Quest::SaxonWar
                };
                self.add_figure(war, out);
            }
            Black::Mercenaries | Black::Mordred => {
                self.pending.push(Pending::ChooseWar { seat, card })
            }
            Black::DarkForest | Black::MistsOfAvalon | Black::Vivien => {
                self.black_in_play.push(card);
                public(out, CamelotEvent::SpecialInPlay { card });
            }
            Black::Guinevere => {
                self.black_discard.push(card);
                self.all_to_camelot(out);
                // The drawer's turn ends with no Heroic Action.
                self.no_heroic = true;
            }
            Black::Morgan(morgan) => {
                self.black_discard.push(card);
                self.morgan(seat, morgan, out);
            }
            Black::Witch(n) => self.witch(seat, n, out),
        }
    }

    fn morgan(&mut self, seat: Seat, morgan: Morgan, out: &mut Out) {
        match morgan {
            Morgan::EveryoneLosesLife => {
                for s in self.active_from(seat) {
                    self.change_life(s, -1, out);
                }
            }
            Morgan::TwoEngines => self.add_engines(2, out),
            Morgan::ThreeMoreCards => self.chain += 3,
            Morgan::VolunteerDiscardsThree | Morgan::VolunteerLosesTwoLife => {
                let asked = self.taking_part_from(seat);
                if asked.is_empty() {
                    // Only a captive is left to ask: nobody can volunteer.
                    self.nobody_volunteered();
                } else {
                    self.pending.push(Pending::Volunteer { morgan, asked });
                }
            }
        }
    }

    /// The knights who take part (captives left out), for gifts a captive cannot receive.
    pub(crate) fn taking_part_from(&self, first: Seat) -> Vec<Seat> {
        let mut seats = self.active_from(first);
        seats.retain(|s| self.knight(*s).is_some_and(|k| k.takes_part()));
        seats
    }

    /// Every knight on the board, in turn order from `first`.
    pub(crate) fn active_from(&self, first: Seat) -> Vec<Seat> {
        let active: Vec<Seat> = Seat::all(self.n())
            .filter(|s| self.knight(*s).is_some_and(|k| k.active()))
            .collect();
        self.round_from(first, &active)
    }

    /// Guinevere: every knight back to Camelot; Solo quest cards are lost (§11.4).
    fn all_to_camelot(&mut self, out: &mut Out) {
        // A captive stays, so his cards on a Solo quest stay with him.
        for quest in [Quest::BlackKnight, Quest::Lancelot] {
            if self.quests.solo(quest) && !self.present(Place::Quest(quest)).is_empty() {
                self.discard_solo_whites(quest);
            }
        }
        // A captive stays where he was taken (§12.3).
        for k in self.knights.iter_mut().filter(|k| k.takes_part()) {
            k.place = Some(Place::Camelot);
        }
        public(out, CamelotEvent::AllToCamelot);
    }

    /// A Despair or Desolation on the Grail track (§6).
    fn grail_black(&mut self, spot: GrailSpot, out: &mut Out) {
        let Some(track) = &mut self.quests.grail else {
            return;
        };
        match track.add_black(spot) {
            TrackChange::Placed => {}
            TrackChange::Refused => self.black_discard.push(spot_card(spot)),
            TrackChange::BothDiscarded(other) => {
                self.black_discard.push(spot_card(spot));
                if other == GrailSpot::Grail {
                    self.white_discard.push(crate::cards::White::Grail);
                }
            }
        }
        self.check_grail(None, out);
    }

    pub(crate) fn check_grail(&mut self, actor: Option<Seat>, out: &mut Out) {
        let Some(track) = &self.quests.grail else {
            return;
        };
        public(
            out,
            CamelotEvent::GrailTrack {
                quest_progress: track.grails() as u8,
            },
        );
        if let Some(won) = track.result() {
            self.finish_quest(Quest::Grail, won, actor, out);
        }
    }

    /// A Pict or Saxon figure joins a War; the fourth loses it (§6).
    pub(crate) fn add_figure(&mut self, war: Quest, out: &mut Out) {
        let Some(w) = self.quests.war_mut(war) else {
            return;
        };
        w.figures += 1;
        let figures = w.figures;
        public(
            out,
            CamelotEvent::FigureAdded {
                quest: war,
                figures,
            },
        );
        if figures >= WAR_FIGURES_TO_LOSE {
            self.finish_quest(war, false, None, out);
        }
    }

    /// Mercenaries join, or Mordred goes to, the War the drawer chose.
    pub(crate) fn choose_war(&mut self, card: Black, war: Quest, out: &mut Out) {
        if card == Black::Mordred {
            if let Some(w) = self.quests.war_mut(war) {
                w.mordred = true;
            }
            self.black_in_play.push(card);
            public(out, CamelotEvent::SpecialInPlay { card });
        } else {
            self.black_discard.push(card);
            self.add_figure(war, out);
        }
    }

    /// A Black Knight or Lancelot/Dragon card goes onto its quest, face up or down.
    pub(crate) fn place_black(
        &mut self,
        seat: Seat,
        card: Black,
        quest: Quest,
        down: bool,
        out: &mut Out,
    ) {
        let dragon = matches!(self.quests.lancelot, LancelotBoard::Dragon(_));
        let value = card.combat_value(dragon);
        let Some(combat) = self.combat_mut(quest) else {
            self.black_discard.push(card);
            return;
        };
        combat.black.push(crate::quest::Placed {
            card,
            value,
            face_down: down,
            by: seat,
        });
        public(
            out,
            CamelotEvent::BlackPlaced {
                seat,
                quest,
                card: (!down).then_some(card),
            },
        );
        if down {
            self.tally(seat, |c| c.face_down += 1);
            // A White card in compensation (§11.3, §15 ruling 19).
            self.give_white(seat, 1, out);
        }
        self.check_combat(quest, None, out);
    }
}

fn spot_card(spot: GrailSpot) -> Black {
    match spot {
        GrailSpot::Desolation => Black::Desolation,
        _ => Black::Despair,
    }
}
