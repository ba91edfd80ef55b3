//! Every message of the catalogues whose texts the chat front and the
//! adapters pick by id (`chat`, `discord`, `telegram`, `console`) is used:
//! its id appears as a string literal in their code. The games' areas are
//! checked by rendering every message (the engine's `i18n_*` tests); these
//! areas' texts are picked at call sites, so their ids are found there.

use narrator_i18n::area_ids;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_message_the_fronts_pick_by_id_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["chat/src", "adapters", "src"] {
        rust_files(&root.join(dir), &mut files);
    }
    let code: String = files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .collect();
    assert!(code.len() > 10_000, "the sources were found");
    // A message another message references (`{ language-name }`) is used
    // through it.
    let catalogues: String = ["chat", "discord", "telegram", "console", "link"]
        .iter()
        .filter_map(|a| std::fs::read_to_string(root.join(format!("locales/en/{a}.ftl"))).ok())
        .collect();
    let mut unused = Vec::new();
    for area in ["chat", "discord", "telegram", "console", "link"] {
        let ids = area_ids(area);
        assert!(!ids.is_empty(), "{area} has messages");
        for id in ids {
            // Ids built with format! keep their fixed part: `summary-{word}`.
            let used = code.contains(&format!("\"{id}\""))
                || catalogues.contains(&format!("{{ {id} }}"))
                || id
                    .rsplit_once('-')
                    .is_some_and(|(stem, _)| code.contains(&format!("\"{stem}-{{")));
            if !used {
                unused.push(format!("{area}: {id}"));
            }
        }
    }
    assert!(unused.is_empty(), "messages no code uses: {unused:#?}");
}
