//! Round Table: the web app. Screens render engine views; engines live in crates/.

pub mod app;
pub mod art;
pub mod catalog;
pub mod components;
pub mod games;
pub mod i18n;
pub mod module;
pub mod panic_screen;
pub mod route;
pub mod screens;
pub mod settings;
pub mod storage;
