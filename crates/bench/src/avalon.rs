//! Avalon workloads: random full games, and all-bot tables for the arena.

use avalon::bots::for_level;
use avalon::{Avalon, AvalonOptions, EndReason, Phase, Side};
use rt_core::{Bot, GameRng, Match};

/// One full random game (5–10 seats, Lady and Excalibur on every other game, the Plot
/// cards on every third).
pub fn random_game(seed: u64) -> Option<usize> {
    let seats = 5 + (seed % 6) as usize;
    let options = AvalonOptions {
        lady: seed.is_multiple_of(2),
        excalibur: seed % 4 < 2,
        plot: seed.is_multiple_of(3),
        ..AvalonOptions::default()
    };
    let mut game = Match::<Avalon>::new(options, seats, seed).ok()?;
    let mut rng = GameRng::from_seed(seed);
    crate::play_out(&mut game, &mut crate::random_bots(seats), &mut rng)?;
    Some(game.record().moves.len())
}

/// What Merlin's play gives away, counted over games beside the Servants' same choices:
/// teams led with Evil aboard, approvals of clean teams and of teams with Evil, and the
/// Assassin's shots.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tells {
    pub merlin_led: [u32; 2],
    pub servant_led: [u32; 2],
    /// [votes, approvals] on clean teams, then on teams with Evil aboard.
    pub merlin_clean: [u32; 2],
    pub servant_clean: [u32; 2],
    pub merlin_evil: [u32; 2],
    pub servant_evil: [u32; 2],
    pub shots: [u32; 2],
}

impl Tells {
    pub fn add(&mut self, o: &Tells) {
        let pairs = [
            (&mut self.merlin_led, o.merlin_led),
            (&mut self.servant_led, o.servant_led),
            (&mut self.merlin_clean, o.merlin_clean),
            (&mut self.servant_clean, o.servant_clean),
            (&mut self.merlin_evil, o.merlin_evil),
            (&mut self.servant_evil, o.servant_evil),
            (&mut self.shots, o.shots),
        ];
        for (mine, theirs) in pairs {
            mine[0] += theirs[0];
            mine[1] += theirs[1];
        }
    }

    /// The arena's line: `tells: Merlin leads Evil …% Servants …% | …`.
    pub fn line(&self) -> String {
        let pct = |c: [u32; 2]| 100.0 * f64::from(c[1]) / f64::from(c[0].max(1));
        format!(
            "tells: Merlin leads Evil {:.1}% Servants {:.1}% | Merlin approves clean {:.1}% Servants {:.1}% | Merlin approves Evil {:.1}% Servants {:.1}% | Assassin finds Merlin {:.1}%",
            pct(self.merlin_led),
            pct(self.servant_led),
            pct(self.merlin_clean),
            pct(self.servant_clean),
            pct(self.merlin_evil),
            pct(self.servant_evil),
            pct(self.shots)
        )
    }

    /// Counts a finished game from its public record and the roles it reveals at the end.
    fn of(game: &Avalon) -> Tells {
        use avalon::Role;
        let view = avalon::View::of(game, None);
        let (Some(roles), Some(sides)) = (&view.roles, &view.sides) else {
            return Tells::default();
        };
        let mut t = Tells::default();
        let count = |c: &mut [u32; 2], yes: bool| {
            c[0] += 1;
            c[1] += u32::from(yes);
        };
        for p in &view.proposals {
            let dirty = p
                .team
                .iter()
                .any(|s| sides.get(s.index()) == Some(&Side::Evil));
            match roles.get(p.leader.index()) {
                Some(Role::Merlin) => count(&mut t.merlin_led, dirty),
                Some(Role::Servant) => count(&mut t.servant_led, dirty),
                _ => {}
            }
            for (i, approve) in p.votes.iter().enumerate() {
                let (merlin, servant) = match roles.get(i) {
                    Some(Role::Merlin) => (true, false),
                    Some(Role::Servant) => (false, true),
                    _ => continue,
                };
                let c = match (dirty, merlin, servant) {
                    (false, true, _) => &mut t.merlin_clean,
                    (false, _, true) => &mut t.servant_clean,
                    (true, true, _) => &mut t.merlin_evil,
                    _ => &mut t.servant_evil,
                };
                count(c, *approve);
            }
        }
        match view.stage {
            avalon::StageView::Over {
                reason: EndReason::MerlinFound,
                ..
            } => count(&mut t.shots, true),
            avalon::StageView::Over {
                reason: EndReason::MerlinMissed,
                ..
            } => count(&mut t.shots, false),
            _ => {}
        }
        t
    }
}

/// How an all-bot game ended.
pub struct TableResult {
    pub winner: Side,
    /// The assassination happened and found Merlin (`Some(true)`), or missed.
    pub assassin_hit: Option<bool>,
    /// Why the game ended.
    pub reason: EndReason,
    pub tells: Tells,
}

/// One all-bot game: Good's seats play at `good` level, Evil's at `evil`.
pub fn bot_table(
    (good, evil): (u8, u8),
    seats: usize,
    options: &AvalonOptions,
    seed: u64,
) -> Option<TableResult> {
    let mut game = Match::<Avalon>::new(options.clone(), seats, seed).ok()?;
    let mut bots: Vec<Box<dyn Bot<Avalon>>> = rt_core::Seat::all(seats)
        .map(|s| match game.state().side(s) {
            Side::Good => for_level(good),
            Side::Evil => for_level(evil),
        })
        .collect();
    let mut rng = GameRng::from_seed(seed ^ 0x00A7_A10E);
    crate::play_out(&mut game, &mut bots, &mut rng)?;
    match game.state().phase {
        Phase::Over { winner, reason } => Some(TableResult {
            winner,
            reason,
            tells: Tells::of(game.state()),
            assassin_hit: match reason {
                EndReason::MerlinFound => Some(true),
                EndReason::MerlinMissed => Some(false),
                _ => None,
            },
        }),
        _ => None,
    }
}

/// Plays `count` random games; returns the moves made.
pub fn play_many(count: u64) -> usize {
    (0..count).filter_map(random_game).sum()
}

/// Times `level`'s decisions (every decision with more than one choice) with the Lady,
/// Excalibur and the Plot cards, as the app plays them (level 2 within its time budget);
/// `now` is a millisecond clock.
pub fn decision_times(level: u8, seats: usize, samples: usize, now: rt_core::Clock) -> Vec<f64> {
    let options = AvalonOptions {
        lady: true,
        excalibur: true,
        plot: true,
        ..AvalonOptions::default()
    };
    decision_times_with(&options, level, seats, samples, now)
}

/// As many special roles as ten seats' four Evil places hold (Percival, Morgana, Mordred,
/// the Lancelots): the most worlds a bot's belief has to weigh, so its slowest decisions.
pub fn most_roles() -> AvalonOptions {
    AvalonOptions {
        percival: true,
        morgana: true,
        mordred: true,
        lancelot: Some(avalon::LancelotVariant::HiddenDeck),
        ..AvalonOptions::default()
    }
}

/// `decision_times` with other options.
pub fn decision_times_with(
    options: &AvalonOptions,
    level: u8,
    seats: usize,
    samples: usize,
    now: rt_core::Clock,
) -> Vec<f64> {
    let mut times = Vec::new();
    let mut seed = 0;
    while times.len() < samples && seed < 10 * samples as u64 + 10 {
        seed += 1;
        let Ok(mut game) = Match::<Avalon>::new(options.clone(), seats, seed) else {
            break;
        };
        let mut bot = avalon::bots::timed(level, now);
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() && times.len() < samples {
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let start = now();
            let Some(action) = bot.choose(seat, &view, &legal, &mut rng) else {
                break;
            };
            if legal.len() > 1 {
                times.push(now() - start);
            }
            if game.play(seat, action).is_err() {
                break;
            }
        }
    }
    times
}
