//! Saved games live in local storage, one key per game. A save that cannot be read is listed
//! as damaged with its reason and kept as it is: only the player may delete it.

use gloo::storage::{LocalStorage, Storage};
use rt_core::{Envelope, LoadError, PlayerSetup};
use serde_json::Value;

const PREFIX: &str = "rt.save.";

/// One entry of the "continue" list.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveEntry {
    Readable(Envelope<Value>),
    Damaged {
        id: String,
        error: LoadError,
        raw: String,
    },
}

impl SaveEntry {
    pub fn id(&self) -> &str {
        match self {
            SaveEntry::Readable(e) => &e.id,
            SaveEntry::Damaged { id, .. } => id,
        }
    }

    fn updated_ms(&self) -> f64 {
        match self {
            SaveEntry::Readable(e) => e.updated_ms,
            SaveEntry::Damaged { .. } => f64::MAX,
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn raw(id: &str) -> Option<String> {
    storage()?.get_item(&format!("{PREFIX}{id}")).ok()?
}

/// Every save, newest first; damaged ones first of all so they are seen.
pub fn list() -> Vec<SaveEntry> {
    let Some(store) = storage() else {
        return Vec::new();
    };
    let count = store.length().unwrap_or(0);
    let ids: Vec<String> = (0..count)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
        .collect();
    let mut entries: Vec<SaveEntry> = ids.iter().filter_map(|id| load(id)).collect();
    entries.sort_by(|a, b| b.updated_ms().total_cmp(&a.updated_ms()));
    entries
}

/// Reads one save; `None` only when there is no such key.
pub fn load(id: &str) -> Option<SaveEntry> {
    let text = raw(id)?;
    Some(match Envelope::parse(&text) {
        Ok(envelope) if envelope.id == id => SaveEntry::Readable(envelope),
        Ok(_) => SaveEntry::Damaged {
            id: id.to_string(),
            error: LoadError::NotASave("the id inside does not match".into()),
            raw: text,
        },
        Err(error) => SaveEntry::Damaged {
            id: id.to_string(),
            error,
            raw: text,
        },
    })
}

/// Which game a save is of, read without building the rest: the router asks on every draw
/// of a saved game's address, where parsing the whole save and dropping it was about 15 %
/// of the Camelot table's first draw. A save that is not JSON, or names no game, gives
/// `None`.
pub fn game_of(id: &str) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Head {
        game: String,
    }
    serde_json::from_str::<Head>(&raw(id)?).ok().map(|h| h.game)
}

/// Writes a save. Returns false when storage refused (full, or disabled).
pub fn store<T: serde::Serialize>(id: &str, envelope: &T) -> bool {
    LocalStorage::set(format!("{PREFIX}{id}"), envelope).is_ok()
}

pub fn exists(id: &str) -> bool {
    raw(id).is_some()
}

pub fn delete(id: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(&format!("{PREFIX}{id}"));
    }
}

/// The raw text of a save, damaged or not, for export.
pub fn raw_text(id: &str) -> Option<String> {
    raw(id)
}

/// A new id: time plus randomness, short enough for a URL.
pub fn new_id() -> String {
    let mut bytes = [0u8; 6];
    let _ = getrandom::fill(&mut bytes);
    let random: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("{:x}{random}", js_sys::Date::now() as u64)
}

/// Names of the players, for the list.
pub fn player_names(players: &[PlayerSetup]) -> String {
    players
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}
