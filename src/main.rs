fn main() {
    round_table::run()
}
