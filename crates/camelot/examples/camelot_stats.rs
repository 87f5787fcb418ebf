//! How all-bot games go, in numbers, to see where the knights lose: `cargo run --release -p
//! round-table-camelot --example camelot_stats -- GAMES SEATS LEVEL [FIRST_SEED]` (CAMELOT_MC=1 with
//! Merlin's Company).

mod common;

use camelot::{Action, Camelot, CamelotEvent, Step};
use common::table;
use rt_core::{Bot, GameRng};
use std::collections::BTreeMap;

/// Far more actions than any game takes: a game past this is reported, not run on.
const LOOP_AFTER: u32 = 30_000;

fn main() {
    let games = common::arg(0, 100);
    let seats = common::arg(1, 5) as usize;
    let level = common::arg(2, 1) as u8;
    let first = common::arg(3, 0);
    let mut count: BTreeMap<String, u64> = BTreeMap::new();
    let mut add = |k: String| *count.entry(k).or_default() += 1;
    let mut turns = 0;
    let mut whites = 0u32;
    let mut drawn = 0u64;
    let count_drawn = &mut drawn;
    for seed in first..first + games {
        let Some((mut game, mut bots)) = table(seats, seed, level) else {
            continue;
        };
        if level == 9 {
            bots = (0..seats)
                .map(|_| Box::new(Passive) as Box<dyn Bot<Camelot>>)
                .collect();
        }
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0u32;
        // White swords the hidden traitors flipped at the end.
        let mut flipped_at_end = 0u8;
        while !game.is_over() {
            steps += 1;
            if steps > LOOP_AFTER {
                println!("LOOP seed {seed}");
                break;
            }
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let Some(action) = bots[seat.index()].choose(seat, &view, &legal, &mut rng) else {
                break;
            };
            if matches!(action, Action::Evil(_)) {
                let life = game.state().knights[seat.index()].life;
                add(format!("life at own evil step {life}"));
                let ones = game
                    .state()
                    .knights
                    .iter()
                    .filter(|k| k.alive && k.life == 1)
                    .count();
                add(format!("knights at 1 at evil step {ones}"));
            }
            let name = match &action {
                Action::Evil(e) => format!("evil {e:?}"),
                Action::Move(p) => format!("move {p:?}"),
                Action::Play(_) => "play".into(),
                Action::Special(s) => format!("special {:?}", s.card()),
                a @ (Action::DrawWhite | Action::Siege | Action::Sacrifice | Action::EndTurn) => {
                    format!("{a:?}")
                }
                Action::Heal(_) => "heal".into(),
                _ => String::new(),
            };
            if !name.is_empty() {
                add(format!("action {name}"));
            }
            // Deaths name the action behind them, whatever it is.
            let what = if name.is_empty() {
                format!("{action:?}").chars().take(24).collect()
            } else {
                name.clone()
            };
            let traitor = game.state().knights[seat.index()].loyalty == camelot::Loyalty::Traitor;
            let mut engines = game.state().engines;
            let Ok(events) = game.play(seat, action) else {
                break;
            };
            let mut before = String::new();
            for e in events {
                if let CamelotEvent::Died { .. } = e.body {
                    add(format!("death after {what} / {before}"));
                }
                let text = format!("{:?}", e.body);
                if !text.starts_with("LifeChanged") && !text.starts_with("Died") {
                    before = text.chars().take(60).collect();
                }
                match e.body {
                    CamelotEvent::QuestEnded { quest, won, .. } => add(format!(
                        "quest {quest:?} {}",
                        if won { "won" } else { "lost" }
                    )),
                    CamelotEvent::QuestOverEngine { .. } => add("engine from ended quest".into()),
                    // Merlin's Company: an ended quest's Black card, and whether Merlin
                    // stood there to stop its engine.
                    CamelotEvent::BlackRemoved { card, engine } => add(format!(
                        "ended quest's card {:?} {}",
                        card.quest(),
                        if engine { "engine" } else { "stopped" }
                    )),
                    // Where the siege's engines come from, and how many are fought off.
                    CamelotEvent::EngineAdded { total } => {
                        let from = match (what.as_str(), traitor) {
                            ("evil AddEngine", true) => "a traitor's Evil step",
                            ("evil AddEngine", false) => "a loyal Evil step",
                            ("evil DrawBlack", _) => "a Black card drawn",
                            _ => "elsewhere",
                        };
                        for _ in engines..total {
                            add(format!("engines from {from}"));
                        }
                        engines = total;
                    }
                    CamelotEvent::EngineRemoved { total } => {
                        for _ in total..engines {
                            add("engines removed".into());
                        }
                        engines = total;
                    }
                    CamelotEvent::Played { quest, card, .. } => {
                        add(format!("played on {quest:?}"));
                        if card == camelot::White::Grail {
                            add(format!("grail played on {quest:?}"));
                        }
                    }
                    CamelotEvent::Healed { card, .. } => add(format!("healed with {card:?}")),
                    CamelotEvent::DrewWhite { count, .. } => *count_drawn += u64::from(count),
                    CamelotEvent::BlackPlaced { quest, .. } => add(format!("black on {quest:?}")),
                    CamelotEvent::ExcaliburMoved { .. } => add("excalibur moved".into()),
                    CamelotEvent::FigureAdded { quest, .. } => add(format!("figure on {quest:?}")),
                    CamelotEvent::SiegeFought { won, .. } => {
                        add(format!("siege {}", if won { "won" } else { "lost" }))
                    }
                    CamelotEvent::Died { .. } => add("death".into()),
                    CamelotEvent::TraitorFlipped { flipped, .. } => flipped_at_end += flipped,
                    _ => {}
                }
            }
        }
        let s = game.state();
        turns += s.turns;
        if let Step::Over(e) = s.step {
            add(format!("end {e:?}"));
            // By the traitors dealt, and how many of them were still hidden.
            let traitors: Vec<_> = s
                .knights
                .iter()
                .filter(|k| k.loyalty == camelot::Loyalty::Traitor)
                .collect();
            let hidden = traitors.iter().filter(|k| !k.unmasked).count();
            add(format!(
                "traitors {} ({hidden} never unmasked): end {e:?}",
                traitors.len()
            ));
            // Twelve swords reached: would the count have won before the flips?
            if flipped_at_end > 0 || matches!(e, camelot::Ending::Swords { .. }) {
                let white = s.white_swords + flipped_at_end;
                let black = s.black_swords.saturating_sub(flipped_at_end);
                add(format!(
                    "swords reached with {white} white, {black} black before the flips: end {e:?}"
                ));
            }
        }
        add(format!("final white swords {:02}", s.white_swords));
        whites += u32::from(s.white_swords);
        for k in &s.knights {
            for c in &k.hand {
                if *c == camelot::White::Grail {
                    add("grail left in a hand".into());
                }
            }
        }
        add(format!(
            "white cards left in the draw pile {:02}",
            s.white_draw.len() / 10 * 10
        ));
    }
    println!(
        "games {games}, mean turns {:.1}, mean white swords {:.2}",
        f64::from(turns) / games as f64,
        f64::from(whites) / games as f64
    );
    println!("white cards drawn {:.1}/game", drawn as f64 / games as f64);
    for (k, v) in count {
        println!("{v:7} {:7.2}/game  {k}", v as f64 / games as f64);
    }
}

/// Draws a Black card and then stays at the Round Table: Evil's own pace.
struct Passive;

impl Bot<Camelot> for Passive {
    fn choose(
        &mut self,
        seat: rt_core::Seat,
        view: &camelot::View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let prefer = [
            Action::Evil(camelot::EvilChoice::DrawBlack),
            Action::DrawWhite,
            Action::EndTurn,
            Action::Cancel(camelot::Cancel::Pass),
        ];
        for a in prefer {
            if legal.contains(&a) {
                return Some(a);
            }
        }
        let _ = (seat, view);
        legal
            .iter()
            .find(|a| !matches!(a, Action::Move(_) | Action::Sacrifice))
            .cloned()
            .or_else(|| rng.pick(legal).cloned())
    }
}
