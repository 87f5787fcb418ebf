//! Saved games in browser storage, and export/import as files.

pub mod files;
pub mod last_setup;
pub mod saves;
