//! Round Table: the web app. Screens render engine views; engines live in crates/.

// Talc with a cache of small blocks instead of the default dlmalloc: bots clone states and
// build views thousands of times a decision, and allocation is a large share of that work
// in WebAssembly. Only where wasm has one thread, which the allocator relies on.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
mod allocator;

pub mod app;
pub mod art;
pub mod catalog;
pub mod components;
pub mod games;
pub mod i18n;
pub mod module;
pub mod net;
pub mod panic_screen;
pub mod route;
pub mod screens;
pub mod settings;
pub mod storage;
