# English. Every visible string of the app lives here, in fr.ftl and in es.ftl.
app-name = Round Table
app-tagline = Arthurian table games for one phone or laptop: play against bots, or pass the device around.
continue-count = Continue ({ $count })
continue = Saved games
settings = Settings
new-game = New game
coming-soon = Coming soon
coming-soon-body = This game is on its way. Its rules are already here to read.
rules = Rules
rules-heading = How to play
seat-range = { $min } to { $max } players
nav-home = Home
not-found = Nothing here
not-found-body = This address leads nowhere. Head back home.
save-missing = No saved game has this address. It may have been deleted.

game-camelot = Shadows over Camelot
game-camelot-blurb = Knights work together to save the realm, while a traitor may hide among them.
game-avalon = Avalon: the Resistance
game-avalon-blurb = Loyal knights and Mordred's agents vote on teams for quests. Who can be trusted?
game-excalibur-chips = Excalibur, the chip game
game-excalibur-chips-blurb = Draw, bluff and steal hidden chips. Hold the true sword when the pool runs dry.
game-excalibur-1985 = Excalibur, the 1985 adventure
game-excalibur-1985-blurb = Explore a growing land, fight with dice and wits, and bring the sword to Arthur.
game-oracle = The Oracle's Number
game-oracle-blurb = A quick warm-up: guess the oracle's secret number, all at once.

rules-camelot-1 = Everyone plays a knight of the Round Table. Each turn the forces of evil advance first: a black card is drawn, a siege engine appears, or you lose life. Then you act once: travel, play cards on a quest, heal, or accuse someone.
rules-camelot-2 = Quests won put white swords on the Round Table; quests lost put black ones. When twelve swords sit on the table, the knights win if most are white. They lose at once if Camelot is surrounded by twelve siege engines or every knight has fallen.
rules-camelot-3 = One knight may secretly be a traitor, who wins if Camelot falls. Accuse wisely: a false accusation costs the loyal side a sword.
rules-avalon-1 = Players are secretly loyal to Arthur or serve Mordred. The servants of evil know each other; Merlin knows them too, but must not be found out.
rules-avalon-2 = Each round a leader proposes a team and everyone votes openly. An approved team goes on the quest; each member secretly plays success or failure. Loyal players must play success. One failure usually sinks the quest.
rules-avalon-3 = Three successful quests bring victory to good, unless the assassin then names Merlin. Three failed quests, or five rejected teams in one round, give the game to evil.
rules-excalibur-chips-1 = Face-down chips wait in three regions of the lake. Each round everyone tops their hand up to four chips and secretly plays one; the chips then take effect in turn order, swapping, stealing and revealing.
rules-excalibur-chips-2 = Three swords hide among the chips and are never played. When a region runs dry the game ends: whoever holds the true sword wins, and whoever holds the cursed blade loses worst of all.
rules-excalibur-1985-1 = Each knight travels across a map laid tile by tile, meeting strangers, monsters and treasures. Fights add an attribute to a twelve-sided die roll.
rules-excalibur-1985-2 = Points come from carrying the sword to King Arthur, completing your secret mission and side missions, and winning fights. The highest score when the game ends wins.
rules-oracle-1 = A small stand-in game that shows how Round Table works while the great games are being built.
rules-oracle-2 = Each round the oracle secretly chooses a number from 1 to 9. Every player secretly picks a number at the same time. Then all picks and the oracle's number are shown.
rules-oracle-3 = Before the round scores, anyone who still holds their single veto may cancel it. Otherwise the closest pick scores a point; ties all score. The most points after the last round wins.

players = Players
player-count = Number of players
seat-number = Seat { $n }
seat-human = Human
bot-level-0 = Bot: beginner
bot-level-1 = Bot: steady
bot-level-2 = Bot: sharp
options = Options
seed = Seed (optional)
seed-placeholder = random
seed-invalid = The seed must be a whole number, or left empty.
start-game = Start the game

settings-language = Language
settings-language-auto = Same as the browser
settings-animation = Animations
settings-bot-speed = Bot speed
speed-off = Instant
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow

private-of = Only for { $name }
hide-screen = Done: hide my screen
hand-over-title = Pass the device to { $name }
hand-over-hint = Everyone else, look away. Nothing private is shown until { $name } is ready.
hand-over-confirm = I am { $name }: show my screen

update-ready = A new version of Round Table is ready.
update-apply = Reload now

load-problem-title = This save cannot be opened
load-problem-kept = Nothing has been deleted. You can download the file to keep it, or delete it yourself.
load-not-json = The file is damaged: it is not readable data.
load-not-a-save = The data is not a Round Table save.
load-unknown-format = The save was written by a newer version of Round Table. Update the app to open it.
load-unknown-game = The save is for a game this version does not have.
load-bad-record = The save's game settings cannot be read.
load-bad-move = One of the recorded moves breaks the rules, so the game cannot be rebuilt.
load-seat-mismatch = The save lists a different number of players than its game has.
download-raw = Download the file
delete = Delete
delete-confirm = Yes, delete it for good
no-saves = No saved games yet. Start one from the home screen.
import = Import a saved game
import-failed = The import failed.
last-move = Last move: { $time }
resume = Resume
export = Export

error-setup-seat-count = That number of players is not allowed for this game.
error-setup-options = Those options do not work together.
error-game-over = The game is over.
error-not-your-turn = It is not this player's turn.
error-no-such-seat = There is no such seat at this table.
error-oracle-out-of-range = Pick a number from 1 to 9.
error-oracle-already-picked = You have already picked this round.
error-oracle-no-veto = Your veto has already been used.
error-oracle-not-now = That cannot be done now.

board = Table
player = Player
points = Points
bot = bot
history = Past rounds
log = What happened
round-of = Round { $round } of { $rounds }
status-chosen = has chosen
status-thinking = thinking…
bots-thinking = Waiting for the bots…
game-over = The game is over
result-won = wins
result-shared = shares the win
result-lost = loses
points-count = { $count ->
    [one] 1 point
   *[other] { $count } points
}
log-game-over = The game is over.

oracle-veto = Veto
oracle-veto-held = Veto still held
oracle-veto-spent = Veto used
oracle-pick = Pick
oracle-was = the oracle chose { $value }
oracle-rounds = Rounds
oracle-vetoes-option = Each player holds one veto
oracle-history-line = Round { $round }: the oracle chose { $value }
oracle-history-won = closest: { $names }
oracle-history-vetoed = cancelled by a veto
oracle-your-pick = Your secret pick: { $value }. Waiting for the others.
oracle-pick-prompt = Pick your number
oracle-veto-prompt = Let this round count?
oracle-veto-hint = Your veto cancels the round for everyone. You have only one.
oracle-pass = Let it count
oracle-veto-action = Use my veto
oracle-why = The most points after the last round wins.
oracle-log-round = Round { $round } begins.
oracle-log-picked = { $name } has picked.
oracle-log-you-picked = You picked { $value }.
oracle-log-revealed = All picks are shown: the oracle chose { $value }.
oracle-log-vetoed = { $names } cancelled the round.
oracle-log-scored = Closest this round: { $names }.

fatal-title = Something went wrong
fatal-body = Round Table hit an error it could not recover from. Your saved games are safe.
fatal-details = Details for a bug report
