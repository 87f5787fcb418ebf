//! The figures of the cross-device protocol, printed: `cargo run --release -p
//! round-table-net --example net_figures [-- trim]`.
//!
//! Without arguments: the length of a join code and its QR code's version for offers and
//! answers with one and two candidates, and the bytes of each update a guest receives over
//! seeded games of each game. With `trim`: reads a session description on standard input and
//! prints it as the other device rebuilds it from a join code (to check it in a browser).

use rt_core::{Game, GameRng, Match, PlayerSetup, Seat, SeatKind};
use rt_net::invite::{Code, Leg};
use rt_net::{encode, update, Link, Signal, TableKey};
use std::io::Read;

fn main() {
    if std::env::args().nth(1).as_deref() == Some("trim") {
        let mut sdp = String::new();
        let _ = std::io::stdin().read_to_string(&mut sdp);
        match Signal::from_sdp(&sdp) {
            Ok(signal) => print!("{}", signal.to_sdp()),
            Err(e) => {
                eprintln!("{e:?}");
                std::process::exit(1);
            }
        }
        return;
    }
    codes();
    sizes::<avalon::Avalon>(7, 20);
    sizes::<chips::Chips>(6, 20);
    sizes::<camelot::Camelot>(5, 5);
    sizes::<excalibur85::Excalibur85>(4, 5);
}

fn codes() {
    use rt_net::signal::{Address, Candidate, Setup};
    const SAMPLE: &str = "a=ice-ufrag:Jx8q\na=ice-pwd:2nGJ3Wq9zQ1bW0lXq+P7vTeU\na=fingerprint:sha-256 4F:2A:91:0C:7E:55:D3:18:AB:60:2C:9E:01:FF:72:3B:88:14:C5:0D:E9:26:7A:B3:41:5C:9D:0E:62:F7:A8:13\na=setup:actpass\na=candidate:1 1 udp 1 10.0.0.1 9 typ host\n";
    for (leg, setup) in [(Leg::Offer, Setup::ActPass), (Leg::Answer, Setup::Active)] {
        for candidates in 1..=2u8 {
            let code = Code {
                leg,
                game: if leg == Leg::Offer {
                    "excalibur-chips".into()
                } else {
                    String::new()
                },
                table: TableKey(u32::MAX - 12345),
                seat: Seat(7),
                signal: Signal {
                    ufrag: Signal::from_sdp(SAMPLE).map(|s| s.ufrag).unwrap(),
                    pwd: Signal::from_sdp(SAMPLE).map(|s| s.pwd).unwrap(),
                    fingerprint: (0..32).map(|i| 200 - i).collect(),
                    setup,
                    candidates: (0..candidates)
                        .map(|i| Candidate {
                            address: Address::Mdns([0xa0 + i; 16]),
                            port: 50000 + u16::from(i),
                        })
                        .collect(),
                },
            };
            let text = code.to_text();
            let version = rt_net::qr::svg(&text).map_or(0, |(_, v)| v);
            println!(
                "{leg:?} with {candidates} candidate(s): {} characters, QR version {version}",
                text.len()
            );
        }
    }
}

/// Bytes of every update a guest at seat 0 receives over `games` seeded random games.
fn sizes<G: Game>(seats: usize, games: u64) {
    let names: Vec<PlayerSetup> = (0..seats)
        .map(|i| PlayerSetup {
            name: format!("Player {i}"),
            kind: SeatKind::Human,
        })
        .collect();
    let mut bytes: Vec<usize> = Vec::new();
    for seed in 0..games {
        let Ok(mut game) = Match::<G>::new(G::Options::default(), seats, seed) else {
            return;
        };
        let mut link = Link::new(Seat(0));
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0;
        while !game.is_over() && steps < 20_000 {
            steps += 1;
            bytes.push(encode(&update(&game, &mut link, &names)).len());
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let legal = game.legal_actions(seat);
            let Some(action) = rng.pick(&legal).cloned() else {
                break;
            };
            let _ = game.play(seat, action);
        }
    }
    bytes.sort_unstable();
    let at = |q: f64| {
        bytes
            .get(((bytes.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0)
    };
    println!(
        "{} at {seats} seats: {} updates, bytes median {} / 90th percentile {} / largest {}",
        G::ID,
        bytes.len(),
        at(0.5),
        at(0.9),
        at(1.0)
    );
}
