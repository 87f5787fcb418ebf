//! Workloads for the figures, shared by the native commands and the in-browser benchmark.

pub mod avalon;
pub mod camelot;
pub mod chips;
pub mod excalibur85;

use rt_core::{Bot, Game, GameRng, Match, RandomBot};

/// Games and moves per second of `play` (which returns the moves it played) over `games`
/// games, after `warm` untimed ones: the fastest of three timed batches, so that another
/// process taking the machine for a moment does not decide the figure. Native and
/// browser figures are taken the same way, so they compare.
pub fn games_per_second(
    now: &dyn Fn() -> f64,
    warm: u64,
    games: u64,
    play: impl Fn(std::ops::Range<u64>) -> usize,
) -> (f64, f64) {
    play(10_000..10_000 + warm);
    let mut best = (0.0, 0.0);
    for _ in 0..3 {
        let start = now();
        let moves = play(0..games);
        let seconds = ((now() - start) / 1000.0).max(1e-9);
        if games as f64 / seconds > best.0 {
            best = (games as f64 / seconds, moves as f64 / seconds);
        }
    }
    best
}

/// Plays a match to its end, each seat's move chosen by its own bot from its own view.
/// `None` if a bot has no move or a move is refused (a bug the figures should not hide).
pub fn play_out<G: Game>(
    game: &mut Match<G>,
    bots: &mut [Box<dyn Bot<G>>],
    rng: &mut GameRng,
) -> Option<()> {
    while !game.is_over() {
        let seat = game.to_act().seats().first()?;
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let action = bots
            .get_mut(seat.index())?
            .choose(seat, &view, &legal, rng)?;
        game.play(seat, action).ok()?;
    }
    Some(())
}

/// Times the decisions of seat 0's bot (`timed`) wherever it has more than one choice, in
/// games from `new_game` (by seed) where the other seats play `other`; `now` is a
/// millisecond clock.
pub fn time_decisions<G: Game>(
    new_game: impl Fn(u64) -> Option<Match<G>>,
    timed: impl Fn() -> Box<dyn Bot<G>>,
    other: impl Fn() -> Box<dyn Bot<G>>,
    samples: usize,
    now: &dyn Fn() -> f64,
) -> Vec<f64> {
    let mut times = Vec::new();
    let mut seed = 0;
    while times.len() < samples && seed < 4 * samples as u64 + 10 {
        seed += 1;
        let Some(mut game) = new_game(seed) else {
            break;
        };
        let mut rng = GameRng::from_seed(seed);
        let (mut timed, mut others) = (timed(), other());
        let mut steps = 0;
        while !game.is_over() && times.len() < samples && steps < 5_000 {
            steps += 1;
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let action = if seat == rt_core::Seat(0) && legal.len() >= 2 {
                let start = now();
                let a = timed.choose(seat, &view, &legal, &mut rng);
                times.push(now() - start);
                a
            } else {
                others.choose(seat, &view, &legal, &mut rng)
            };
            let Some(action) = action else { break };
            if game.play(seat, action).is_err() {
                break;
            }
        }
    }
    times
}

/// Milliseconds since the first call, on the native clock: a plain function
/// (`rt_core::Clock`), so that level 2 can think within a time budget on it as in the app.
#[cfg(not(target_arch = "wasm32"))]
pub fn native_now() -> f64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_secs_f64()
        * 1000.0
}

/// A random bot at every seat.
pub fn random_bots<G: Game>(seats: usize) -> Vec<Box<dyn Bot<G>>> {
    (0..seats)
        .map(|_| Box::new(RandomBot) as Box<dyn Bot<G>>)
        .collect()
}

/// Bot time per decision for both games, one line per level and table size, measured with
/// `now` (a millisecond clock) so the native command and the browser share it.
pub fn decision_report(samples: usize, now: rt_core::Clock) -> Vec<String> {
    let line = decision_line;
    let mut out = Vec::new();
    for level in 0..=3u8 {
        for seats in [2, 4, 8] {
            out.push(line(
                "",
                level,
                seats,
                chips::decision_times(level, seats, samples, &now),
            ));
        }
    }
    for level in 0..=2u8 {
        // Seven seats is level 2's slowest table: the largest whose play-outs the reasoner plays.
        for seats in [5, 7, 10] {
            let times = avalon::decision_times(level, seats, 3 * samples, now);
            out.push(line("Avalon ", level, seats, times));
        }
    }
    out
}

/// The same lines for Camelot's bots at `level`, on `tables` (seats, and whether with
/// Merlin's Company), apart: level 2 thinks up to its budget at each decision, and in the
/// browser one long report would block the page longer than the test runner waits.
pub fn camelot_decision_report(
    level: u8,
    tables: &[(usize, bool)],
    samples: usize,
    now: rt_core::Clock,
) -> Vec<String> {
    tables
        .iter()
        .map(|(seats, company)| {
            let (name, times) = if *company {
                (
                    "Camelot + Merlin's Company ",
                    camelot::decision_times_with(&camelot::company(), level, *seats, samples, now),
                )
            } else {
                (
                    "Camelot ",
                    camelot::decision_times(level, *seats, samples, now),
                )
            };
            decision_line(name, level, *seats, times)
        })
        .collect()
}

/// Every table Camelot's report covers: 3, 5 and 7 seats, and 8 with Merlin's Company.
pub const CAMELOT_TABLES: [(usize, bool); 4] = [(3, false), (5, false), (7, false), (8, true)];

fn decision_line(game: &str, level: u8, seats: usize, times: Vec<f64>) -> String {
    let slowest = times.iter().copied().fold(0.0, f64::max);
    let (median, p90) = chips::quantiles(times);
    format!(
        "{game}bot level {level}, {seats:>2} seats: median {median:.2} ms, 90th percentile {p90:.2} ms per decision, slowest {slowest:.0} ms"
    )
}

/// The same lines for Excalibur 1985, apart: in the browser one long report would block the
/// page longer than the test runner waits.
pub fn excalibur85_decision_report(samples: usize, now: &dyn Fn() -> f64) -> Vec<String> {
    let mut out = Vec::new();
    for level in 0..=2u8 {
        for seats in [1, 4, 8] {
            let (median, p90) =
                chips::quantiles(excalibur85::decision_times(level, seats, samples, now));
            out.push(format!(
                "Excalibur 1985 bot level {level}, {seats:>2} seats: median {median:.2} ms, 90th percentile {p90:.2} ms per decision"
            ));
        }
    }
    out
}
