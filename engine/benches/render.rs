//! Rendering speed: every message and prompt of a computer-played classic
//! game turned into text, per language, through the Fluent catalogues
//! (texts per second). A chat bot renders each effect once per reader's
//! language, so this bounds what languages cost a busy process.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use narrator_engine::bots::simulate;
use narrator_engine::mafia::Ruleset;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::{Effect, EffectKind, GameConfig, Seed};
use std::hint::black_box;

fn texts(effects: &[Effect], lang: Lang, names: &Names) -> usize {
    let mut n = 0;
    for e in effects {
        match &e.kind {
            EffectKind::Message(m) => {
                black_box(render::message(lang, m, names));
                n += 1;
            }
            EffectKind::Prompt(p) => {
                black_box(render::prompt(lang, p.kind));
                for c in &p.choices {
                    black_box(render::choice(lang, c, names));
                }
                n += 1 + p.choices.len();
            }
            _ => {}
        }
    }
    n
}

fn bench(c: &mut Criterion) {
    let config = GameConfig::Mafia(Ruleset::classic());
    let sim = simulate::run(&config, Seed::from_number(7), 12, true);
    let names: Vec<String> = (1..=12).map(|i| format!("Player{i}")).collect();
    let names = Names::new(&names);
    let per_game = texts(&sim.effects, Lang::En, &names);
    let mut group = c.benchmark_group("render");
    group.throughput(Throughput::Elements(per_game as u64));
    for lang in Lang::ALL {
        group.bench_function(format!("classic game, 12 players, {lang}"), |b| {
            b.iter(|| texts(&sim.effects, lang, &names))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
