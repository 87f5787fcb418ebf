//! Whole games consistent with one seat's view, for the search bot: roles drawn from the
//! belief (by weight), hidden deck orders shuffled, and cards and votes the seat has not
//! seen filled in the way the reasoning bot would play them.

use super::belief::Belief;
use crate::plot::{deck, PlotCard};
use crate::role::{LancelotVariant, Role, Side};
use crate::state::{Avalon, Card, Phase};
use crate::view::{StageView, View};
use rt_core::{Determinize, GameRng, Seat};

/// A game with these roles that `view`'s seat cannot tell from the real one (as far as
/// its own knowledge goes; other seats' private insights are not known and left empty).
pub fn world(view: &View, roles: &[Role], rng: &mut GameRng) -> Avalon {
    let n = view.n();
    let me = view.me.unwrap_or(Seat(0));
    let mut insights = vec![Vec::new(); n];
    insights[me.index()] = view.insights.clone();
    // Lancelot's hidden deck: the cards not yet turned, in a fresh order.
    let lancelot_deck = match view.options.lancelot {
        Some(LancelotVariant::HiddenDeck) => {
            let mut left = LancelotVariant::HiddenDeck.deck();
            for shown in &view.lancelot_cards {
                if let Some(i) = left.iter().position(|c| c == shown) {
                    left.remove(i);
                }
            }
            rng.shuffle(&mut left);
            let mut all = view.lancelot_cards.clone();
            all.extend(left);
            all
        }
        Some(LancelotVariant::KnownSchedule) => view.lancelot_cards.clone(),
        _ => Vec::new(),
    };
    // The Plot deck: every card not seen yet, shuffled.
    let mut plot_deck: Vec<PlotCard> = if view.options.plot {
        deck(n)
    } else {
        Vec::new()
    };
    let acting = match view.stage {
        StageView::Deal { acting, .. } => acting,
        _ => None,
    };
    let seen = view
        .plot_used
        .iter()
        .chain(view.plots.iter().flatten())
        .chain(view.plot_drawn.iter())
        .chain(acting.iter().map(|(c, _)| c));
    for c in seen {
        if let Some(i) = plot_deck.iter().position(|x| x == c) {
            plot_deck.remove(i);
        }
    }
    rng.shuffle(&mut plot_deck);
    plot_deck.truncate(usize::from(view.plot_deck_left));
    let side = |s: Seat| roles[s.index()].side();
    let team = view.current.as_ref().map(|p| p.team).unwrap_or_default();
    // Cards face down: Evil plays Fail, Good Success; the viewer's own card is known.
    let cards = || -> Vec<Option<Card>> {
        let mut c = vec![None; n];
        for s in team.iter() {
            c[s.index()] = Some(if Some(s) == view.me {
                view.my_card.unwrap_or(Card::Success)
            } else if Some(s) == view.spotlight {
                view.face_up.unwrap_or(Card::Success)
            } else if side(s) == Side::Evil {
                Card::Fail
            } else {
                Card::Success
            });
        }
        c
    };
    let mut game = Avalon {
        options: view.options.clone(),
        seats: view.seats,
        rng: GameRng::from_seed(rng.next_u64()),
        roles: roles.to_vec(),
        leader: view.leader,
        quest: view.quest,
        rejections: view.rejections,
        proposals: view.proposals.clone(),
        results: view.results.clone(),
        current: view.current.clone(),
        lady: view.lady,
        lady_past: view.lady_past,
        insights,
        assassin_target: view.assassin_target,
        lancelot_deck,
        lancelot_shown: view.lancelot_cards.clone(),
        switched: view.switched,
        plot_deck,
        plots: view.plots.clone(),
        plot_discard: view.plot_used.clone(),
        declarations: view.declarations.clone(),
        strong_blocked: view.strong_blocked,
        spotlight: view.spotlight,
        phase: Phase::Propose,
    };
    game.phase = match view.stage {
        StageView::Night { pending } => Phase::Night { pending },
        StageView::Propose => Phase::Propose,
        StageView::Vote { .. } => {
            // Votes not yet shown are cast again in the play-out.
            let mut votes = vec![None; n];
            votes[me.index()] = view.my_vote;
            for (s, v) in &view.opinions {
                votes[s.index()] = Some(*v);
            }
            Phase::Vote { votes }
        }
        StageView::Quest { played } => {
            let mut cards = vec![None; n];
            for s in played
                .iter()
                .filter(|s| Some(*s) == view.me || Some(*s) == view.spotlight)
            {
                cards[s.index()] = if Some(s) == view.me {
                    view.my_card
                } else {
                    view.face_up
                };
            }
            Phase::Quest { cards }
        }
        StageView::Excalibur => Phase::Excalibur { cards: cards() },
        StageView::Deal { .. } => Phase::Deal {
            drawn: view.plot_drawn.clone(),
            given: view.plot_given,
            acting,
        },
        StageView::Window { window, asked } => Phase::Window {
            window,
            // The holders still to be asked, from the one asked now.
            queue: from_asked(game.asked_in_turn(window.card()), asked),
        },
        StageView::CloseEye { asked } => {
            let mut c = cards();
            if let Some((_, t)) = view.pending_switch {
                if Some(t) != view.me {
                    c[t.index()] = c[t.index()].map(Card::flipped);
                }
            }
            Phase::CloseEye {
                cards: c,
                switch: view.pending_switch,
                queue: from_asked(game.asked_in_turn(PlotCard::CloseEye), asked),
                looked: Default::default(),
            }
        }
        StageView::Lady => Phase::Lady,
        StageView::Declare { holder, target } => Phase::Declare { holder, target },
        StageView::Assassinate => Phase::Assassinate,
        StageView::Over { winner, reason } => Phase::Over { winner, reason },
    };
    game
}

/// The holders still to be asked: the queue from the one asked now.
fn from_asked(queue: Vec<Seat>, asked: Seat) -> Vec<Seat> {
    let from = queue.iter().position(|s| *s == asked).unwrap_or(0);
    queue[from..].to_vec()
}

impl Determinize for Avalon {
    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> Avalon {
        let mut view = view.clone();
        view.me = Some(seat);
        let roles = Belief::of(&view)
            .and_then(|b| b.sample(rng).map(<[Role]>::to_vec))
            .unwrap_or_else(|| super::belief::roles_in_play(&view));
        world(&view, &roles, rng)
    }
}
