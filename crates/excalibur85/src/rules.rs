//! The engine contract: who acts, what they may do, applying it, views and results.

use crate::action::{Action, Event, RuleError};
use crate::attributes::{Attribute, Sheet};
use crate::cards::Card;
use crate::fight::Outcome as FightOutcome;
use crate::limits::Limit;
use crate::state::{Excalibur85, Options, Step};
use crate::turn::{public, Out};
use crate::view::View;
use rt_core::{Game, Outcome, Seat, SetupError, ToAct};

/// Every starting sheet (A4): ten points over two to five attributes, within the start caps.
/// Worked out once: every seat's first decision offers all of them.
pub fn starting_sheets() -> &'static [Sheet] {
    static SHEETS: std::sync::OnceLock<Vec<Sheet>> = std::sync::OnceLock::new();
    SHEETS.get_or_init(all_sheets)
}

fn all_sheets() -> Vec<Sheet> {
    let mut out = Vec::new();
    for f in 0..=9u8 {
        for i in 0..=9u8 {
            for d in 0..=6u8 {
                for v in 0..=3u8 {
                    for e in 0..=3u8 {
                        let s = Sheet::new(f, i, d, v, e);
                        if s.check_start().is_ok() {
                            out.push(s);
                        }
                    }
                }
            }
        }
    }
    out
}

impl Game for Excalibur85 {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Event = Event;
    type Error = RuleError;

    const ID: &'static str = "excalibur-1985";
    const MIN_SEATS: usize = 1;
    const MAX_SEATS: usize = crate::setup::MAX_SEATS;

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        crate::setup::setup(options, seats, seed)
    }

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn to_act(&self) -> ToAct {
        match self.step {
            Step::Over => ToAct::Nobody,
            _ => ToAct::Seat(self.actor()),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat != self.actor() || self.step == Step::Over {
            return Vec::new();
        }
        match &self.step {
            Step::Sheets => starting_sheets()
                .iter()
                .copied()
                .map(Action::Sheet)
                .collect(),
            Step::Elixir => vec![Action::Elixir(true), Action::Elixir(false)],
            Step::Act => self.act_actions(),
            Step::Placing { dir, piece } => {
                let turns = self.placing_turns(*dir, piece);
                if turns.is_empty() {
                    vec![Action::Stay]
                } else {
                    turns.into_iter().map(Action::Turn).collect()
                }
            }
            Step::Training => vec![Action::Train(true), Action::Train(false)],
            Step::MagicGround { .. } => vec![
                Action::Choose(Attribute::Strength),
                Action::Choose(Attribute::Intelligence),
            ],
            Step::Found { card, must_keep } => {
                let mut out = self.keep_actions(seat, *card);
                // A card that must be kept, with no slot to free (Meliadus and cards held for
                // good fill them), stays on the tile rather than stopping the game.
                if !must_keep || out.is_empty() {
                    out.push(Action::LeaveCard);
                }
                out
            }
            Step::Forced { .. } => {
                let mut out = vec![Action::Fight(true)];
                if self.current().holds(Card::Amulet) {
                    out.push(Action::Fight(false));
                }
                out
            }
            Step::Treasure { cards } => {
                let mut cards = cards.clone();
                cards.sort();
                cards.dedup();
                cards
                    .into_iter()
                    .map(|card| Action::PickUp { card, open: true })
                    .collect()
            }
            Step::Options { fought } => {
                let mut out = Vec::new();
                if !fought {
                    out.extend(self.targets().into_iter().map(Action::Attack));
                    // The amulet's holder may refuse any fight (A5): nobody can challenge him.
                    out.extend(
                        self.beside()
                            .into_iter()
                            .filter(|s| !self.player(*s).is_some_and(|p| p.holds(Card::Amulet)))
                            .map(Action::Challenge),
                    );
                }
                out.extend(self.pickups(seat));
                out.extend(self.offers());
                out.push(Action::EndTurn);
                out
            }
            Step::Plunder { by, from } => self.plunder_actions(*by, *from),
            Step::Offer { to, give, take, .. } => self.acceptances(*to, *give, *take),
            Step::Over => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<rt_core::Event<Event>>, RuleError> {
        if self.step == Step::Over {
            return Err(RuleError::GameOver);
        }
        if seat != self.actor() {
            return Err(RuleError::NotYourTurn);
        }
        if !self.legal_actions(seat).contains(action) {
            return Err(RuleError::NotAllowed);
        }
        let mut out = Vec::new();
        let before = self.clone();
        if !self.answer(action, &mut out) {
            *self = before;
            return Err(RuleError::NotAllowed);
        }
        Ok(out)
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    fn outcomes(&self) -> Option<Vec<Outcome>> {
        if self.step != Step::Over {
            return None;
        }
        if let Limit::Solo { target, .. } = self.limit {
            let won = self.players.first().is_some_and(|p| p.score() >= target);
            return Some(vec![if won { Outcome::won() } else { Outcome::lost() }]);
        }
        // The most points, then the highest sheet; still tied, the win is shared (A6, C6).
        let key = |i: usize| {
            let p = &self.players[i];
            (p.final_score(), p.sheet.total())
        };
        let best = (0..self.players.len()).map(key).max()?;
        let winners = (0..self.players.len()).filter(|i| key(*i) == best).count();
        Some(
            (0..self.players.len())
                .map(|i| match (key(i) == best, winners) {
                    (true, 1) => Outcome::won(),
                    (true, n) => Outcome::shared(n),
                    (false, _) => Outcome::lost(),
                })
                .collect(),
        )
    }
}

impl Excalibur85 {
    /// Who decides now: the knight whose turn it is, or the one answering him (a trade
    /// offered, a fight between knights won by the defender).
    pub fn actor(&self) -> Seat {
        match self.step {
            Step::Plunder { by, .. } => by,
            Step::Offer { to, .. } => to,
            _ => self.turn,
        }
    }

    /// Carries out a legal action; false if it turned out impossible (the state is then put
    /// back by the caller).
    fn answer(&mut self, action: &Action, out: &mut Out) -> bool {
        let seat = self.turn;
        match (self.step.clone(), *action) {
            (Step::Sheets, Action::Sheet(sheet)) => {
                self.current_mut().sheet = sheet;
                public(out, Event::SheetSet { seat, sheet });
                let next = seat.index() + 1;
                if next < self.players.len() {
                    self.turn = Seat(next as u8);
                } else {
                    self.turn = Seat(0);
                    if !self.begin_turn(out) {
                        self.next_turn(out);
                    }
                }
            }
            (Step::Elixir, Action::Elixir(drink)) => {
                let p = self.current_mut();
                if drink {
                    p.hand.retain(|h| h.card != Card::Elixir);
                    p.lost_turns = 0;
                    let training = p.training_turns > 0;
                    // Discarded: it leaves play (C4).
                    self.spent.push(Card::Elixir);
                    public(out, Event::ElixirDrunk { seat });
                    if training {
                        // Training still owed: this turn goes to it.
                        let left = self.current_mut().take_owed_turn();
                        public(out, Event::TurnLost { seat, left });
                        self.next_turn(out);
                    } else {
                        self.step = Step::Act;
                    }
                } else {
                    let left = p.take_owed_turn();
                    public(out, Event::TurnLost { seat, left });
                    self.next_turn(out);
                }
            }
            (Step::Act, a) => return self.act(&a, out),
            (Step::Placing { dir, piece }, Action::Turn(t)) => {
                return self.place_piece(dir, piece, t, out)
            }
            (Step::Placing { piece, .. }, Action::Stay) => {
                // No way to place it: it goes back under its deck.
                match piece {
                    crate::state::Piece::Tile(t) => match t.zone {
                        crate::territory::Zone::Iniciatica => self.iniciatica.insert(0, t),
                        crate::territory::Zone::Fantastica => self.fantastica.insert(0, t),
                    },
                    crate::state::Piece::Area(b, c) => {
                        if let Some(board) = self.boards.get_mut(b) {
                            board.deck.insert(0, c);
                        }
                    }
                }
                self.after_arrival(out);
            }
            (Step::Training, Action::Train(yes)) => {
                let Some(place) = self.place_of(self.current().at) else {
                    return false;
                };
                let Some(training) = place.training() else {
                    return false;
                };
                if !yes {
                    self.after_arrival(out);
                    return true;
                }
                self.current_mut().trained.push(place);
                public(out, Event::Trained { seat, place });
                if place == crate::territory::Place::MagicGround {
                    // 1–4 down, 5–8 nothing, 9–12 up (C2).
                    let roll = self.d12();
                    public(out, Event::Rolled { seat, value: roll });
                    match roll {
                        1..=4 => self.step = Step::MagicGround { up: false },
                        9.. => self.step = Step::MagicGround { up: true },
                        _ => self.after_arrival(out),
                    }
                    return true;
                }
                for (a, n) in training.gains {
                    for _ in 0..*n {
                        self.change(seat, *a, true, out);
                    }
                }
                self.current_mut().training_turns += u32::from(training.turns);
                self.after_arrival(out);
            }
            (Step::MagicGround { up }, Action::Choose(a)) => {
                self.change(seat, a, up, out);
                self.after_arrival(out);
            }
            (Step::Found { card, .. }, a @ (Action::Keep { .. } | Action::Swap { .. })) => {
                if !self.keep(card, &a, out) {
                    return false;
                }
                self.after_arrival(out);
            }
            (Step::Found { card, .. }, Action::LeaveCard) => {
                self.leave_card(card, out);
                self.after_arrival(out);
            }
            (Step::Forced { card }, Action::Fight(fight)) => {
                if !fight {
                    let at = self.current().at;
                    if let Some(i) = self.stack.iter().position(|c| *c == card) {
                        self.stack.remove(i);
                    }
                    if !self.lying.iter().any(|l| l.card == card) {
                        self.lying.push(crate::state::Lying {
                            at,
                            card,
                            face_down: false,
                        });
                    }
                    public(out, Event::Refused { seat, card });
                    self.after_arrival(out);
                    return true;
                }
                if self.fight_foe(card, true, out) == FightOutcome::Lost {
                    self.after_lost_fight(out);
                } else {
                    // That was the turn's one fight (C6 step 4).
                    self.after_arrival(out);
                    self.step = Step::Options { fought: true };
                }
            }
            (Step::Treasure { .. }, Action::PickUp { card, .. }) => {
                return self.choose_treasure(card, out)
            }
            (Step::Options { .. }, Action::Attack(card)) => {
                if self.fight_foe(card, false, out) == FightOutcome::Lost {
                    self.after_lost_fight(out);
                } else {
                    self.check_deliveries(out);
                    self.step = Step::Options { fought: true };
                }
            }
            (Step::Options { .. }, Action::PickUp { card, open }) => {
                return self.pick_up(card, open, out)
            }
            (Step::Options { .. }, Action::EndTurn) => self.next_turn(out),
            (Step::Options { .. }, Action::Challenge(other)) => self.duel(other, out),
            (
                Step::Options { fought },
                Action::Offer {
                    to,
                    give,
                    take,
                    open,
                },
            ) => self.offer_step(to, (give, take, open), fought, out),
            (Step::Plunder { by, from }, Action::Take { card, open }) => {
                self.take(by, from, card, open, out);
                self.check_deliveries_of(by, out);
            }
            (Step::Plunder { by, .. }, Action::Done) => {
                self.check_deliveries_of(by, out);
                self.step = Step::Options { fought: true };
            }
            (
                Step::Offer {
                    to,
                    give,
                    take,
                    open,
                    fought,
                },
                a @ (Action::Accept { .. } | Action::Decline),
            ) => {
                if let Action::Accept { open: theirs } = a {
                    self.trade(to, (give, take), (open, theirs), out);
                    self.check_deliveries_of(to, out);
                } else {
                    self.declined.push((to, give, take));
                    public(
                        out,
                        Event::Traded {
                            seat: self.turn,
                            with: to,
                            accepted: false,
                        },
                    );
                }
                self.check_deliveries(out);
                self.step = Step::Options { fought };
            }
            _ => return false,
        }
        true
    }
}
