//! `cargo run --release -p round-table-bench --bin arena [games]`: bot against bot over fixed
//! seeds, with 95% confidence intervals (Wilson).

use bench::chips::bot_game;

/// Wilson score interval for `wins` out of `n` (ties count half).
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let z = 1.96;
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
    (centre - half, centre + half)
}

/// Heads-up: A and B swap seats every other game. A "beats" B when its score is higher;
/// a tie (both lose, say) counts half.
fn heads_up(name: &str, a: u8, b: u8, games: u64) {
    let mut wins = 0.0;
    let mut played = 0.0;
    for seed in 0..games {
        let a_first = seed % 2 == 0;
        let levels = if a_first { [a, b] } else { [b, a] };
        let Some(scores) = bot_game(&levels, 1_000 + seed) else {
            continue;
        };
        let (sa, sb) = if a_first {
            (scores[0], scores[1])
        } else {
            (scores[1], scores[0])
        };
        played += 1.0;
        wins += if sa > sb {
            1.0
        } else if sa == sb {
            0.5
        } else {
            0.0
        };
    }
    let (lo, hi) = wilson(wins, played);
    println!(
        "{name:<34} heads-up  {:>5.1}% of {played:.0} games  (95% CI {:.1}–{:.1}%)",
        100.0 * wins / played,
        100.0 * lo,
        100.0 * hi
    );
}

/// Four seats, two of each, alternating round the table (and rotated by seed). Prints each
/// side's share of the wins (true, Squire or tainted) and its mean score.
fn mixed(name: &str, a: u8, b: u8, games: u64) {
    let (mut a_score, mut b_score, mut a_wins, mut b_wins) = (0.0, 0.0, 0.0f64, 0.0f64);
    let mut played = 0.0;
    for seed in 0..games {
        let levels: Vec<u8> = (0..4)
            .map(|i| if (i + seed) % 2 == 0 { a } else { b })
            .collect();
        let Some(scores) = bot_game(&levels, 2_000 + seed) else {
            continue;
        };
        played += 1.0;
        for (l, s) in levels.iter().zip(&scores) {
            let won = if *s > 0.0 { 1.0 } else { 0.0 };
            if *l == a {
                a_score += s;
                a_wins += won;
            } else {
                b_score += s;
                b_wins += won;
            }
        }
    }
    let share = a_wins / (a_wins + b_wins).max(1.0);
    let (lo, hi) = wilson(a_wins, a_wins + b_wins);
    println!(
        "{name:<34} 4 seats   {:>5.1}% of the wins  (95% CI {:.1}–{:.1}%); mean score {:.3} vs {:.3} over {played:.0} games",
        100.0 * share,
        100.0 * lo,
        100.0 * hi,
        a_score / (2.0 * played),
        b_score / (2.0 * played)
    );
}

/// All-bot Avalon tables (Merlin and the Assassin; Lady and Excalibur on, and the Plot
/// cards when asked): Good's win rate, and how often the Assassin finds Merlin.
fn avalon_tables(games: u64) {
    // AVALON_SEATS=5 (say) runs one table size; AVALON_LEVEL=1 one level; AVALON_PLOT=1
    // adds the Plot cards; AVALON_SEARCH=<games> sets the search level's game count (a
    // fifth of the others by default) and also pits it against the reasoner on each side;
    // AVALON_FIRST=150 starts at the 151st seed (to extend an earlier run).
    let only = |name: &str| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
    };
    // AVALON_BASE=1: the base game (Merlin, the Assassin, Minions and Servants, no module).
    let options = if only("AVALON_BASE") == Some(1) {
        avalon::AvalonOptions::default()
    } else {
        avalon::AvalonOptions {
            lady: true,
            excalibur: true,
            plot: only("AVALON_PLOT").is_some(),
            ..avalon::AvalonOptions::default()
        }
    };
    let first = only("AVALON_FIRST").unwrap_or(0) as u64;
    let search = only("AVALON_SEARCH").map_or((games / 5).max(20), |g| g as u64);
    let mut matchups: Vec<((u8, u8), u64)> = (0..=2u8)
        .filter(|l| only("AVALON_LEVEL").is_none_or(|x| x == usize::from(*l)))
        .map(|l| ((l, l), if l == 2 { search } else { games }))
        .collect();
    if only("AVALON_SEARCH").is_some() {
        matchups.extend([((2, 1), search), ((1, 2), search)]);
    }
    for (levels, games) in matchups {
        for seats in [5, 7, 10] {
            if only("AVALON_SEATS").is_some_and(|n| n != seats) {
                continue;
            }
            let (mut good, mut played, mut shots, mut hits) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
            // Games ended by three failed quests, five rejections, three clean quests (no
            // assassination), the Assassin's shot.
            let mut ends = [0u32; 4];
            let mut tells = bench::avalon::Tells::default();
            for seed in first..first + games {
                let Some(r) = bench::avalon::bot_table(levels, seats, &options, 3_000 + seed)
                else {
                    continue;
                };
                played += 1.0;
                tells.add(&r.tells);
                ends[match r.reason {
                    avalon::EndReason::ThreeFails => 0,
                    avalon::EndReason::FiveRejections => 1,
                    avalon::EndReason::ThreeSuccesses => 2,
                    _ => 3,
                }] += 1;
                if r.winner == avalon::Side::Good {
                    good += 1.0;
                }
                if let Some(hit) = r.assassin_hit {
                    shots += 1.0;
                    hits += f64::from(u8::from(hit));
                }
            }
            let (lo, hi) = wilson(good, played);
            let (hlo, hhi) = wilson(hits, shots);
            println!(
                "avalon Good level {} vs Evil level {}, {seats:>2} seats, {played:.0} games{}: Good wins {:>5.1}% (95% CI {:.1}–{:.1}%), Evil {:>5.1}%; Assassin finds Merlin {:>5.1}% of {shots:.0} (95% CI {:.1}–{:.1}%)",
                levels.0,
                levels.1,
                if options.plot { " with Plot cards" } else { "" },
                100.0 * good / played,
                100.0 * lo,
                100.0 * hi,
                100.0 * (1.0 - good / played),
                100.0 * hits / shots.max(1.0),
                100.0 * hlo,
                100.0 * hhi
            );
            let (flo, fhi) = wilson(f64::from(ends[0] + ends[1]), played);
            println!(
                "    ends: three failed quests {}, five rejections {}, three clean quests {}, Assassin {}; Evil by quests or rejections {:.1}% (95% CI {:.1}–{:.1}%)",
                ends[0],
                ends[1],
                ends[2],
                ends[3],
                100.0 * f64::from(ends[0] + ends[1]) / played.max(1.0),
                100.0 * flo,
                100.0 * fhi
            );
            println!("    {}", tells.line());
        }
    }
}

/// All-bot Shadows over Camelot tables: the loyal win rate per level, with the standard
/// Loyalty deal and with no traitor; how often the traitor is unmasked; false accusations;
/// how games end. CAMELOT_SEATS=5 runs one table size, CAMELOT_LEVEL=1 one level,
/// CAMELOT_TRAITOR=0 or 1 one deal, CAMELOT_FIRST=100 starts at the 101st seed (so two
/// processes can share a long level-2 run). CAMELOT_MC=1 plays Merlin's Company at 5, 7 and
/// 8 seats, and counts the tables with two traitors and the traitors still hidden at the end.
/// CAMELOT_PER_GAME=1 adds a line per game.
fn camelot_tables(games: u64, search_games: u64) {
    let only = |name: &str| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
    };
    let company = only("CAMELOT_MC") == Some(1);
    let per_game = only("CAMELOT_PER_GAME") == Some(1);
    // CAMELOT_TRAITOR_LEVEL=1: the traitors play at that level whatever the loyal knights'
    // level, so two loyal levels can be compared against the same traitors.
    let traitor_level = only("CAMELOT_TRAITOR_LEVEL").map(|l| l.min(2) as u8);
    let table_sizes: &[usize] = if company { &[5, 7, 8] } else { &[3, 5, 7] };
    for level in 0..=2u8 {
        if only("CAMELOT_LEVEL").is_some_and(|l| l != usize::from(level)) {
            continue;
        }
        for no_traitor in [true, false] {
            if only("CAMELOT_TRAITOR").is_some_and(|t| (t == 0) != no_traitor) {
                continue;
            }
            for &seats in table_sizes {
                if only("CAMELOT_SEATS").is_some_and(|n| n != seats) {
                    continue;
                }
                let options = camelot::CamelotOptions {
                    without_traitor: no_traitor,
                    merlins_company: company,
                    ..camelot::CamelotOptions::default()
                };
                let (mut pairs, mut hidden) = (0u32, 0usize);
                let (mut won, mut played, mut traitors, mut unmasked, mut false_acc) =
                    (0.0f64, 0.0f64, 0.0f64, 0.0f64, 0u32);
                let mut traitor_wins = 0.0f64;
                // The traitor's wins when unmasked, to set against his wins overall: a
                // traitor who hides well wins more while hidden.
                let mut unmasked_wins = 0.0f64;
                let mut endings = std::collections::BTreeMap::new();
                // The search level plays every Heroic action out many times: fewer games.
                let count = if level >= 2 { search_games } else { games };
                let first = only("CAMELOT_FIRST").unwrap_or(0) as u64;
                for seed in first..first + count {
                    let Some(r) = bench::camelot::bot_table(
                        (level, traitor_level.unwrap_or(level)),
                        seats,
                        &options,
                        7_000 + seed,
                    ) else {
                        continue;
                    };
                    played += 1.0;
                    won += f64::from(u8::from(r.knights_won));
                    if r.traitor {
                        traitors += 1.0;
                        unmasked += f64::from(u8::from(r.unmasked));
                        traitor_wins += f64::from(u8::from(!r.knights_won));
                        unmasked_wins += f64::from(u8::from(!r.knights_won && r.unmasked));
                    }
                    false_acc += r.false_accusations;
                    pairs += u32::from(r.traitors >= 2);
                    hidden += r.hidden_at_end;
                    let end = match r.ending {
                        camelot::Ending::Swords { .. } => "swords",
                        camelot::Ending::TwelveEngines => "engines",
                        camelot::Ending::SevenBlackSwords => "black swords",
                        camelot::Ending::AllLoyalDead => "deaths",
                    };
                    // CAMELOT_PER_GAME=1: a line per game, so runs split over many
                    // processes and seeds add up exactly.
                    if per_game {
                        println!(
                            "  game {}: won {} traitor {} traitors {} unmasked {} false {} ending {end}",
                            7_000 + seed,
                            u8::from(r.knights_won),
                            u8::from(r.traitor),
                            r.traitors,
                            u8::from(r.unmasked),
                            r.false_accusations
                        );
                    }
                    *endings.entry(end).or_insert(0u32) += 1;
                }
                let (lo, hi) = wilson(won, played);
                let endings: Vec<String> =
                    endings.iter().map(|(k, v)| format!("{k} {v}")).collect();
                let against = match (bench::camelot::difficulty(), traitor_level) {
                    _ if no_traitor => String::new(),
                    (Some(d), _) => format!(" (traitors at the {} difficulty)", d.slug()),
                    (None, Some(t)) => format!(" (traitors at level {t})"),
                    (None, None) => String::new(),
                };
                let deal = match (no_traitor, company) {
                    (true, false) => "no traitor",
                    (false, false) => "standard deal",
                    (true, true) => "Merlin's Company, no traitor",
                    (false, true) => "Merlin's Company, standard deal",
                };
                let company_line = if company && traitors > 0.0 {
                    format!(
                        "; two traitors in {pairs}, traitors hidden at the end {:.2} a game",
                        hidden as f64 / played.max(1.0)
                    )
                } else {
                    String::new()
                };
                let traitor_line = if traitors > 0.0 {
                    let (tlo, thi) = wilson(traitor_wins, traitors);
                    let share = |wins: f64, of: f64| 100.0 * wins / of.max(1.0);
                    format!(
                        "; traitor in {traitors:.0}: wins {:.1}% (95% CI {:.1}–{:.1}%), unmasked {:.1}%; wins hidden {:.1}%, unmasked {:.1}%",
                        100.0 * traitor_wins / traitors,
                        100.0 * tlo,
                        100.0 * thi,
                        100.0 * unmasked / traitors,
                        share(traitor_wins - unmasked_wins, traitors - unmasked),
                        share(unmasked_wins, unmasked)
                    )
                } else {
                    String::new()
                };
                println!(
                    "camelot level {level}, {seats} seats, {deal}{against}, {played:.0} games: loyal knights win {:>5.1}% (95% CI {:.1}–{:.1}%){traitor_line}{company_line}; false accusations {:.2} a game; endings: {}",
                    100.0 * won / played.max(1.0),
                    100.0 * lo,
                    100.0 * hi,
                    f64::from(false_acc) / played.max(1.0),
                    endings.join(", ")
                );
            }
        }
    }
}

/// Excalibur 1985: each level alone at 1, 4 and 8 players (Standard length): the solo
/// target reached, mean points, how often Excalibur is delivered, own and secondary missions
/// finished; then each level against the one below at 4 players, two seats each: the share
/// of the wins. EXCALIBUR85_LEVEL=2 runs one level, EXCALIBUR85_SEATS=4 one table size (and
/// no head-to-head), EXCALIBUR85_VS=1 only the head-to-head; the search level plays
/// `search_games`.
fn excalibur85_tables(games: u64, search_games: u64) {
    use excalibur85::limits::Length;
    let only = std::env::var("EXCALIBUR85_LEVEL")
        .ok()
        .and_then(|v| v.parse::<u8>().ok());
    // EXCALIBUR85_FROM=N starts at the N-th game, so runs can be split and added up.
    let from: u64 = std::env::var("EXCALIBUR85_FROM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for level in 0..=2u8 {
        if only.is_some_and(|l| l != level) {
            continue;
        }
        let count = if level >= 2 { search_games } else { games };
        let vs_only = std::env::var("EXCALIBUR85_VS").is_ok();
        let size = std::env::var("EXCALIBUR85_SEATS")
            .ok()
            .and_then(|v| v.parse::<usize>().ok());
        // EXCALIBUR85_LENGTH=0, 1 or 2: Short, Standard (the default) or Long tables.
        let length = std::env::var("EXCALIBUR85_LENGTH")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .and_then(|i| Length::ALL.get(i).copied())
            .unwrap_or(Length::Standard);
        for seats in [1usize, 4, 8] {
            if vs_only || size.is_some_and(|n| n != seats) {
                continue;
            }
            let (mut played, mut won, mut points, mut excalibur, mut own, mut secondary) =
                (0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            // C7's aim: Excalibur delivered and a knight's own mission within reach (its
            // cards out of the deck), per knight.
            let mut reachable = 0.0;
            // Solo: the best score of each game, to see which target a level reaches how often.
            let mut solo_scores: Vec<u32> = Vec::new();
            // Per mission: dealt, item held, foe met, foe beaten, done.
            let mut by_mission = [[0u32; 5]; 13];
            for seed in from..from + count {
                let levels = vec![level; seats];
                let Some(r) = bench::excalibur85::bot_table(&levels, length, 9_000 + seed) else {
                    continue;
                };
                played += 1.0;
                for t in &r.missions {
                    let row = &mut by_mission[usize::from(t.mission.0)];
                    for (i, hit) in [true, t.item, t.met, t.beaten, t.done]
                        .into_iter()
                        .enumerate()
                    {
                        row[i] += u32::from(hit);
                    }
                }
                won += r.wins[0];
                solo_scores.push(r.scores[0]);
                points += r.scores.iter().sum::<u32>() as f64 / seats as f64;
                excalibur += f64::from(u8::from(r.excalibur));
                own += r.own_missions as f64 / seats as f64;
                secondary += r.secondary as f64 / seats as f64;
                if r.excalibur {
                    reachable += r.missions_in_play as f64 / seats as f64;
                }
            }
            let solo = if seats == 1 {
                let (lo, hi) = wilson(won, played);
                let reach: Vec<String> = (6..=20)
                    .step_by(2)
                    .map(|t| {
                        let n = solo_scores.iter().filter(|s| **s >= t).count();
                        format!("{t}: {:.0}%", 100.0 * n as f64 / played)
                    })
                    .collect();
                format!(
                    "; solo target reached {:.1}% (95% CI {:.1}–{:.1}%); final score at least {}",
                    100.0 * won / played,
                    100.0 * lo,
                    100.0 * hi,
                    reach.join(", ")
                )
            } else {
                String::new()
            };
            let pct = |n: u32, of: u32| 100.0 * f64::from(n) / f64::from(of.max(1));
            for (m, row) in by_mission.iter().enumerate().skip(1) {
                if row[0] == 0 {
                    continue;
                }
                let demand = excalibur85::Mission(m as u8).demand();
                println!(
                    "  mission {m:2} ({:?} + {:?}): dealt {}, item held {:.0}%, foe met {:.0}%, foe beaten {:.0}%, completed {:.1}%",
                    demand.items,
                    demand.foe,
                    row[0],
                    pct(row[1], row[0]),
                    pct(row[2], row[0]),
                    pct(row[3], row[0]),
                    pct(row[4], row[0])
                );
            }
            let (dealt, done) = by_mission
                .iter()
                .fold((0, 0), |(d, c), r| (d + r[0], c + r[4]));
            let (lo, hi) = wilson(f64::from(done), f64::from(dealt.max(1)));
            println!(
                "  own missions completed: {:.1}% of knights (95% CI {:.1}–{:.1}%)",
                pct(done, dealt),
                100.0 * lo,
                100.0 * hi
            );
            println!(
                "excalibur85 level {level}, {length:?}, {seats} players, {played:.0} games: mean points {:.2}, Excalibur delivered {:.1}%, own mission {:.1}% a knight, secondary {:.2} a knight; Excalibur delivered with the knight's own mission in play {:.1}% a knight{solo}",
                points / played,
                100.0 * excalibur / played,
                100.0 * own / played,
                secondary / played,
                100.0 * reachable / played
            );
        }
        if level == 0 || size.is_some() {
            continue;
        }
        let (mut share, mut played) = (0.0, 0.0);
        // EXCALIBUR85_VS_SEATS=N: a table of N, the levels alternating (4 unless told).
        let vs_seats: usize = std::env::var("EXCALIBUR85_VS_SEATS")
            .ok()
            .and_then(|v| v.parse().ok())
            .filter(|n| (2..=8).contains(n))
            .unwrap_or(4);
        for seed in from..from + count {
            let levels: Vec<u8> = (0..vs_seats as u64)
                .map(|i| {
                    if (i + seed) % 2 == 0 {
                        level
                    } else {
                        level - 1
                    }
                })
                .collect();
            let Some(r) = bench::excalibur85::bot_table(&levels, Length::Standard, 19_000 + seed)
            else {
                continue;
            };
            played += 1.0;
            share += levels
                .iter()
                .zip(&r.wins)
                .filter(|(l, _)| **l == level)
                .map(|(_, w)| w)
                .sum::<f64>();
        }
        let (lo, hi) = wilson(share, played);
        println!(
            "excalibur85 level {level} vs level {}, {vs_seats} players (half each), {played:.0} games from game {from}: level {level} takes {share:.1} wins, {:.1}% of the wins (95% CI {:.1}–{:.1}%)",
            level - 1,
            100.0 * share / played,
            100.0 * lo,
            100.0 * hi
        );
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000);
    let search_games = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or((games / 5).max(20));
    if std::env::var("AVALON_ONLY").is_ok() {
        return avalon_tables(games);
    }
    if std::env::var("CAMELOT_ONLY").is_ok() {
        return camelot_tables(games, search_games);
    }
    if std::env::var("EXCALIBUR85_ONLY").is_ok() {
        return excalibur85_tables(games, search_games);
    }
    if std::env::var("MIXED_ONLY").is_ok() {
        return mixed("search vs heuristic", 2, 1, games);
    }
    println!("Excalibur chip game arena (levels: 0 random, 1 heuristic, 2 search)");
    if games > 0 {
        heads_up("heuristic vs random", 1, 0, games);
        mixed("heuristic vs random", 1, 0, games);
    }
    let level: u8 = std::env::var("SEARCH_LEVEL")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2);
    heads_up("search vs heuristic", level, 1, search_games);
    if std::env::var("HEADS_UP_ONLY").is_err() {
        mixed("search vs heuristic", level, 1, search_games);
    }
    if games > 0 {
        println!("Avalon arena (levels: 0 random, 1 belief reasoner, 2 search)");
        avalon_tables(games);
        println!("Shadows over Camelot arena (levels: 0 random, 1 heuristic, 2 search)");
        camelot_tables(games, search_games);
    }
}
