//! How all-bot Avalon games go, for tuning the bots: failed quests per game, how often
//! approved teams carry Evil and how often Evil on a team fails it, per quest; and the
//! first games told quest by quest. `-- GAMES SEATS GOOD_LEVEL EVIL_LEVEL [TOLD]`.

use avalon::bots::for_level;
use avalon::{Avalon, AvalonOptions, Phase, Side};
use rt_core::{Bot, GameRng, Match};

fn main() {
    let arg = |i: usize, d: u64| {
        std::env::args()
            .nth(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or(d)
    };
    let (games, seats, good, evil, mut told) = (
        arg(1, 300),
        arg(2, 5) as usize,
        arg(3, 1) as u8,
        arg(4, 1) as u8,
        arg(5, 3),
    );
    let options = AvalonOptions {
        lady: true,
        excalibur: true,
        ..AvalonOptions::default()
    };
    let mut failed_count = [0u32; 4];
    // Per quest: approved teams, of them with Evil, of those failed.
    let mut per_quest = [[0u32; 3]; 5];
    let mut rejected = [0u32; 6];
    // Votes cast and approvals, by (Evil voter, voter on the team, team with Evil).
    let mut votes = [[0u32; 2]; 8];
    for seed in 0..games {
        let Ok(mut game) = Match::<Avalon>::new(options.clone(), seats, 3_000 + seed) else {
            continue;
        };
        let mut bots: Vec<Box<dyn Bot<Avalon>>> = rt_core::Seat::all(seats)
            .map(|s| match game.state().side(s) {
                Side::Good => for_level(good),
                Side::Evil => for_level(evil),
            })
            .collect();
        let mut rng = GameRng::from_seed((3_000 + seed) ^ 0x00A7_A10E);
        if bench::play_out(&mut game, &mut bots, &mut rng).is_none() {
            continue;
        }
        let s = game.state();
        let evil_seats: Vec<usize> = (0..seats)
            .filter(|i| s.roles[*i].side() == Side::Evil)
            .collect();
        let fails = s.results.iter().filter(|r| r.failed).count();
        failed_count[fails.min(3)] += 1;
        for r in &s.results {
            let q = &mut per_quest[usize::from(r.quest)];
            q[0] += 1;
            if r.team.iter().any(|t| evil_seats.contains(&t.index())) {
                q[1] += 1;
                if r.failed {
                    q[2] += 1;
                }
            }
        }
        for p in &s.proposals {
            let dirty = p.team.iter().any(|t| evil_seats.contains(&t.index()));
            for (i, v) in p.votes.iter().enumerate() {
                let k = usize::from(evil_seats.contains(&i)) * 4
                    + usize::from(p.team.contains(rt_core::Seat(i as u8))) * 2
                    + usize::from(dirty);
                votes[k][0] += 1;
                votes[k][1] += u32::from(*v);
            }
            if !p.approved {
                rejected[usize::from(p.attempt).min(5)] += 1;
            }
        }
        let three_fails = matches!(
            s.phase,
            Phase::Over {
                reason: avalon::EndReason::ThreeFails,
                ..
            }
        );
        if three_fails && told > 0 {
            told -= 1;
            println!("game {seed}: roles {:?}", s.roles);
            for p in &s.proposals {
                let votes: String = p.votes.iter().map(|v| if *v { 'y' } else { 'n' }).collect();
                let team: Vec<u8> = p.team.iter().map(|t| t.0).collect();
                println!(
                    "  q{} try{} leader {} team {:?} sword {:?} votes {votes} {}",
                    p.quest + 1,
                    p.attempt,
                    p.leader.0,
                    team,
                    p.excalibur.map(|x| x.0),
                    if p.approved { "approved" } else { "" }
                );
            }
            for r in &s.results {
                println!(
                    "  q{} fails {} failed {} switch {:?}",
                    r.quest + 1,
                    r.fails,
                    r.failed,
                    r.switch
                );
            }
            if let Phase::Over { winner, reason } = &s.phase {
                println!("  {winner:?} by {reason:?}");
            }
        }
    }
    println!("failed quests per game (0,1,2,3): {failed_count:?}");
    for (i, q) in per_quest.iter().enumerate() {
        println!(
            "quest {}: {} sent, {} with Evil, {} of those failed",
            i + 1,
            q[0],
            q[1],
            q[2]
        );
    }
    println!("rejections by attempt: {rejected:?}");
    for (k, v) in votes.iter().enumerate() {
        if v[0] > 0 {
            println!(
                "{} voter, {} the team, team {}: approves {:.2} of {}",
                if k & 4 != 0 { "Evil" } else { "Good" },
                if k & 2 != 0 { "on" } else { "off" },
                if k & 1 != 0 { "with Evil" } else { "clean" },
                f64::from(v[1]) / f64::from(v[0]),
                v[0]
            );
        }
    }
}
