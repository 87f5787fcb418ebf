## Excalibur, the 1985 adventure game. The card book is lost: every card, tile and area
## here is our own design (rules spec, Part C), and the app says so.

x85-our-design = (Our own design: the original card book is lost.)
x85-and = and
x85-or = or
x85-nothing = nothing
x85-face-up = face up
x85-face-down = face down
x85-north = north
x85-east = east
x85-south = south
x85-west = west

## Setup
x85-setup-length = Length
x85-length-short = Short
x85-length-standard = Standard
x85-length-long = Long
x85-length-rounds = { $count } rounds
x85-length-solo = { $count } turns to reach { $target } points
x85-setup-superior = Superior level: cards you find are seen by you alone
x85-setup-classic-random = Classic random: do not deal the cards the missions need near the top of the deck
x85-setup-agreed = Agree on our own length instead
x85-agreed-rounds = Rounds
x85-agreed-turns = Turns
x85-agreed-target = Points to reach

## Attributes
x85-attr-strength = Strength
x85-attr-intelligence = Intelligence
x85-attr-dexterity = Dexterity
x85-attr-valour = Valour
x85-attr-experience = Experience

## The table
x85-rounds-left = { $count } rounds left
x85-last-round = Last round!
x85-solo-clock = { $count ->
    [one] 1 turn left
   *[other] { $count } turns left
  } · target { $target } points
x85-iniciatica-left = Initiation tiles left: { $count }
x85-fantastica-left = Wonderland tiles left: { $count }
x85-deck-left = Excalibur cards left: { $count }
x85-stack = Set aside:
x85-knights = The knights
x85-points-of = { $count ->
    [one] 1 point
   *[other] { $count } points
  }
x85-owed-of = { $count ->
    [one] 1 turn to sit out
   *[other] { $count } turns to sit out
  }
x85-delivered = Excalibur delivered
x85-mission-done = Mission done
x85-beaten = Beaten:
x85-map-label = { $count ->
    [one] The land, 1 tile laid
   *[other] The land, { $count } tiles laid
  }
x85-area-left = { $count ->
    [one] 1 card left
   *[other] { $count } cards left
  }
x85-zoom-in = Zoom in
x85-zoom-out = Zoom out
x85-zoom-fit = Show the whole land
x85-zoom-follow = Follow the knight to play
x85-die-shows = The d12 shows { $value }
x85-preview = You: { $mine } + d12 · Foe: { $theirs } + d12
x85-preview-duel = You: { $mine } + d12 · They: { $theirs } + d12

## Your own screen
x85-your-mission = Your secret mission
x85-your-cards = Your cards
x85-no-cards = You carry nothing yet.
x85-lying-here = Lying on your tile
x85-waiting-for = Waiting for { $name }…
x85-ask-sheet = Spread your ten points over your sheet.
x85-ask-elixir = You must sit out turns. Drink the elixir to cancel them?
x85-ask-act = Move, explore, or stay where you are. The tiles you can reach glow on the map.
x85-ask-placing = Turn the new piece so that its path meets yours.
x85-ask-training = { $place } offers { $gains } for { $count ->
    [one] 1 turn
   *[other] { $count } turns
  } of your time. Train?
x85-ask-magic-ground = The magic ground: roll the d12 and take your chances?
x85-ask-choose-up = The magic ground favours you: which attribute goes up?
x85-ask-choose-down = The magic ground turns against you: which attribute goes down?
x85-ask-found = You found { $card }. Keep it, or leave it here?
x85-ask-forced = { $card } attacks you!
x85-ask-treasure = The treasure: keep one card, the other is buried.
x85-ask-options = Fight, pick up, trade, or end your turn.
x85-ask-plunder = You beat { $name }: take what you want of their cards.
x85-ask-offer = { $name } offers you { $give } for your { $take }.
x85-points-left = { $count ->
    [one] 1 point left to spread
   *[other] { $count } points left to spread
  }
x85-sheet-rule = Put points in at least two attributes.
x85-sheet-confirm = This is my knight
x85-less = Less { $attribute }
x85-more = More { $attribute }
x85-max = max { $count }
x85-trade = Trade with a knight here
x85-trade-with = With
x85-trade-give = You give
x85-trade-take = You ask for
x85-trade-hidden = Keep what I receive face down
x85-trade-not-allowed = That trade does not fit either hand.

## Buttons
x85-elixir-yes = Drink the elixir
x85-elixir-no = Keep it
x85-action-move = Go { $direction } to { $place }
x85-action-explore = Explore { $direction }
x85-action-turn = Turn it { $count }°
x85-action-stay = Stay here
x85-action-enter = Go into the area
x85-action-leave = Leave the area
x85-train-yes = Train
x85-train-no = Go on
x85-action-keep = Keep it { $side }
x85-action-swap = Keep it { $side } instead of { $card }
x85-action-leave-card = Leave it here
x85-fight-yes = Fight
x85-fight-no = Refuse (amulet)
x85-action-attack = Attack { $card }
x85-action-pick-up = Pick up { $card } { $side }
x85-action-challenge = Challenge { $name }
x85-action-take = Take { $card } { $side }
x85-action-done = Take nothing more
x85-action-offer = Offer the trade to { $name }
x85-action-accept = Accept, put it { $side }
x85-action-decline = Decline
x85-action-fly = Fly to { $place }
x85-action-fairy = Let the fairy carry you to { $place }
x85-action-end-turn = End my turn

## The end
x85-end-rounds = The last round is over.
x85-solo-won = { $count } points: you reached the target of { $target }!
x85-solo-lost = { $count } points: { $short } short of the target of { $target }.
x85-solo-missed-excalibur = Excalibur never reached King Arthur ({ $count } points).
x85-solo-missed-mission = Your secret mission was not completed ({ $count } points).
x85-final-score = { $count ->
    [one] 1 point
   *[other] { $count } points
  }
x85-final-detail = { $penalty ->
    [0] { $points } earned
   *[other] { $points } earned, { $penalty } off for side missions left unfinished
  }

## The story
x85-chapter-sheets = The knights prepare
x85-chapter-turn = { $name }, round { $round }
x85-log-sheet = { $name } sets out: strength { $strength }, intelligence { $intelligence }, dexterity { $dexterity }, valour { $valour }, experience { $experience }.
x85-log-turn-lost = { $count ->
    [0] { $name } sits this turn out, the last one owed.
   *[other] { $name } sits this turn out ({ $count } more to go).
  }
x85-log-elixir = { $name } drinks the elixir and is ready at once.
x85-log-moved = { $name } goes to { $place }.
x85-log-tile = { $name } explores and finds { $place }.
x85-log-area-card = { $name } explores the { $area } and finds { $spot }.
x85-log-entered = { $name } goes into the { $area }.
x85-log-moved-in-area = { $name } walks through the { $area } to { $spot }.
x85-log-left-area = { $name } comes back out to the land.
x85-log-turns-lost = { $name } loses { $count ->
    [one] a turn
   *[other] { $count } turns
  }.
x85-log-trained = { $name } trains at { $place }.
x85-log-up = { $name } gains 1 { $attribute }.
x85-log-down = { $name } loses 1 { $attribute }.
x85-log-rolled = { $name } rolls { $die }.
x85-log-drew = { $name } draws { $card }.
x85-log-kept-open = { $name } keeps { $card } face up.
x85-log-kept-hidden = { $name } keeps { $card } face down.
x85-log-left-card = { $name } leaves { $card } on the tile.
x85-log-picked-up = { $name } picks up { $card }.
x85-log-cursed = { $card } strikes { $name }.
x85-log-refused = { $name } shows the amulet and refuses to fight { $card }.
x85-log-fight-won = { $name } beats { $foe }: { $mine } against { $theirs }.
x85-log-fight-lost = { $foe } beats { $name }: { $mine } against { $theirs }.
x85-log-fight-tie = { $name } and { $foe } are even: { $mine } against { $theirs }.
x85-log-transferred = { $name } is carried off to { $place }.
x85-log-stolen = The thief takes { $card } from { $name } and leaves it under the tile.
x85-log-duel-won = { $name } beats { $other }: { $mine } against { $theirs }.
x85-log-duel-lost = { $other } holds off { $name }: { $mine } against { $theirs }.
x85-log-duel-tie = { $name } and { $other } are even: { $mine } against { $theirs }.
x85-log-took = { $name } takes { $card } from { $other }.
x85-log-offered = { $name } offers { $other } { $give } for { $take }.
x85-log-trade-accepted = { $name } accepts the trade with { $other }.
x85-log-trade-declined = { $name } declines the trade with { $other }.
x85-log-flight = { $name } flies to { $place }.
x85-log-scored-excalibur = { $name } gives Excalibur to King Arthur: { $count } points!
x85-log-scored-mission = { $name } completes a secret mission: { $count } points!
x85-log-scored-secondary = { $name } brings { $card } home: { $count } points.
x85-log-scored-fight = { $name } wins { $count ->
    [one] 1 point
   *[other] { $count } points
  } for beating { $card }.
x85-log-unseen-drew = { $name } draws a card and looks at it alone.
x85-log-unseen-kept = { $name } keeps the card.
x85-log-unseen-left = { $name } leaves a card face down on the tile.
x85-log-unseen-picked-up = { $name } picks up a card lying face down.
x85-log-unseen-stolen = The thief takes a card from { $name } and hides it under the tile.
x85-log-unseen-offered = { $name } proposes a trade.
x85-log-unseen-took = { $name } takes a card from the loser.
x85-log-game-over = The adventure is over.

## Missions
x85-mission = Mission { $number }
x85-mission-items = Hold { $items } and beat { $foe }.
x85-mission-take = Beat { $foe } and stand with them at { $place }.
x85-mission-points = Worth { $count } points.
x85-mission-how = Its cards are in the Excalibur deck: explore starlit tiles to draw them. A foe you do not fight waits where it was drawn, on the map: go back and attack it. A card a rival found and left lies on the map for you to pick up; one a rival holds may be traded. Your mission card shows you where its cards lie, even face down.
x85-trail-held = You hold { $card }.
x85-trail-beaten = You have beaten { $card }.
x85-trail-here = { $card } is right here, on your tile.
x85-trail-lies = { $card } lies at { $place }, { $steps ->
    [one] 1 step away
   *[other] { $steps } steps away
  }.
x85-trail-lies-far = { $card } lies at { $place }.
x85-trail-shown = { $name } holds { $card }: offer a trade.
x85-trail-beaten-by = { $name } has beaten { $card }.
x85-trail-unseen = { $card }: not found yet.

## Card texts, built from each card's numbers
x85-text-weapon = Weapon: +{ $strength } strength, needs dexterity { $needs }, { $when }.
x85-when-attack = when you attack
x85-when-defence = when you defend
x85-when-both = in attack and defence
x85-text-magic = Magic: { $bonus } in every fight, while you carry it.
x85-text-foe = Foe: { $numbers }.
x85-number = { $attribute } { $value }
x85-engage-forced = Attacks whoever reveals it.
x85-engage-optional = Waits on its tile until someone attacks it.
x85-engage-companion = Follows the knight whose mission he is, unbeaten, until the Wincester meadow, where that knight may fight him. Anyone else may leave him where he was found.
x85-defeat-lose = Whoever loses to it also loses 1 { $attribute }.
x85-defeat-transfer = Whoever loses to it is carried off to { $place }.
x85-defeat-steal = Whoever loses to it has a card stolen and left under the tile.
x85-text-curse-turns = A curse: it strikes whoever reveals it, who loses { $count ->
    [one] a turn
   *[other] { $count } turns
  }, then it leaves the game.
x85-text-curse-attribute = A curse: it strikes whoever reveals it, who loses 1 { $attribute }, then it leaves the game.
x85-text-secondary = A side mission: bring it to { $place } for { $count } points. Still carried at the end, it costs { $penalty }.
x85-text-entrance = Laid on the tile, it opens the way into the { $area }.
x85-text-mission = Secret mission { $number } needs it.
x85-text-plain = An item with no power of its own.
x85-card-flying-unicorn-text = Carries you up to three steps a turn over tiles already laid; rivers and fog count only where you stop.
x85-card-amulet-text = While you carry it you may refuse any fight, and nobody may challenge you.
x85-card-elixir-text = At the start of a turn, drink it to cancel every turn you still owe (not training).
x85-card-fairy-text = +1 intelligence. Once, let her carry you to any tile of the land.
x85-card-excalibur-text = The sword: +3 strength in attack and defence, no dexterity needed. Bring it to King Arthur at Camaloc for { $count } points.

## Cards
x85-card-dagger = Dagger
x85-card-crossbow = Crossbow
x85-card-lance = Lance
x85-card-maces = Maces
x85-card-bow = Bow
x85-card-shield = Shield
x85-card-armour = Armour
x85-card-sacred-goose = Sacred goose
x85-card-flying-unicorn = Flying unicorn
x85-card-magic-book = Book of spells
x85-card-papal-legacy = Papal legacy
x85-card-poisoned-fruit = Poisoned fruit
x85-card-white-mantle = White mantle
x85-card-ring = Ring
x85-card-false-seal = False seal
x85-card-cross = Cross
x85-card-crimson-sleeve = Crimson sleeve
x85-card-sage = Sage
x85-card-bishop = Bishop of Rochester
x85-card-arvalan = Arvalan
x85-card-black-hand = Black Hand
x85-card-iseult = Iseult the Fair
x85-card-mordred = Mordred
x85-card-monk = Monk
x85-card-galegatin = Galegatin the Welsh
x85-card-meliadus = Meliadus the Black
x85-card-guinevere = Queen Guinevere
x85-card-dragon = Dragon
x85-card-leopard = Leopard
x85-card-lost-elder = Lost elder
x85-card-hermit = Hermit
x85-card-thief = Thief
x85-card-bandit = Bandit
x85-card-tyrant = Tyrant
x85-card-merlin = Merlin the mage
x85-card-giant = Giant
x85-card-sorcerer = Sorcerer
x85-card-warlock = Warlock
x85-card-entrance-swamp = Way into the swamp
x85-card-entrance-forest = Way into the forest
x85-card-entrance-lake = Way into the lake
x85-card-entrance-well = Way into the well
x85-card-entrance-cave = Way into the cave
x85-card-morgans-curse = Morgan's curse
x85-card-enchantment = Enchantment
x85-card-spell-of-forgetting = Spell of forgetting
x85-card-magic-fog = Magic fog
x85-card-amulet = Magic amulet
x85-card-elixir = Elixir
x85-card-potion = Magic potion
x85-card-fairy = Fairy
x85-card-excalibur = Excalibur
x85-card-monster = Monster
x85-card-wolf = Wolf

## Places
x85-place-entrada = The crossroads
x85-place-entrada-text = Where every knight sets out: four pink paths.
x85-place-monastery = Monastery
x85-place-monastery-text = Training: stay 2 turns for +2 intelligence, once a stay in the initiation lands.
x85-place-inn = Inn
x85-place-inn-text = Training: stay 2 turns for +2 strength, once a stay in the initiation lands.
x85-place-spring = Spring
x85-place-spring-text = Training: stay 2 turns for +1 strength and +1 intelligence.
x85-place-village = Village
x85-place-village-text = Training: stay 1 turn for +1 dexterity. Bring the lost elder here.
x85-place-hermitage = Hermitage
x85-place-hermitage-text = Training: stay 1 turn for +2 experience. Bring the hermit here.
x85-place-magic-ground = Magic ground
x85-place-magic-ground-text = Roll the d12 if you like: 1–4, lose 1 strength or intelligence; 9–12, gain 1. No time lost.
x85-place-river = River
x85-place-river-text = Crossing it costs a turn each time you step in.
x85-place-fog = Fog
x85-place-fog-text = Lost in it: 2 turns each time you step in.
x85-place-access = Pass
x85-place-access-text = Joins the pink paths of the initiation lands to the yellow paths of the wonderland.
x85-place-star = Starlit road
x85-place-star-text = Whoever lays it draws an Excalibur card.
x85-place-camaloc = Camaloc castle
x85-place-camaloc-text = King Arthur waits here: bring him Excalibur for 10 points.
x85-place-prison = Prison
x85-place-prison-text = Bring the thief, the bandit or the tyrant here once beaten. The tyrant sends his victims here.
x85-place-enchanted-house = Enchanted house
x85-place-enchanted-house-text = Merlin sends those he beats here, and they lose a turn.
x85-place-wincester-meadow = Wincester meadow
x85-place-wincester-meadow-text = Where Meliadus the Black can be fought.
x85-place-joyous-gard = Joyous Gard
x85-place-joyous-gard-text = A secret mission ends here with Queen Guinevere.
x85-place-fisher-king-house = Fisher King's house
x85-place-fisher-king-house-text = A secret mission ends here with the leopard.
x85-place-plain = Open road
x85-place-plain-text = Nothing happens here.

## Development areas
x85-area-swamp = swamp
x85-area-forest = forest
x85-area-lake = lake
x85-area-well = well
x85-area-cave = cave
x85-area-swamp-text = Ten cards. At its heart the monster's bog.
x85-area-forest-text = Ten cards. At its heart the wolf's den.
x85-area-lake-text = Ten cards. At its heart the Lady of the Lake, who holds Excalibur.
x85-area-well-text = Eight cards, and no exit but the way in. At the bottom lies the amulet.
x85-area-cave-text = Eight cards, and no exit but the way in. At the end, a treasure.
x85-key-swamp = The monster's bog
x85-key-swamp-text = The monster attacks, if it is still about.
x85-key-forest = The wolf's den
x85-key-forest-text = The wolf attacks, if it is still about.
x85-key-lake = The Lady of the Lake
x85-key-lake-text = She gives Excalibur, if nobody has it yet.
x85-key-well = The bottom of the well
x85-key-well-text = Take the magic amulet, if it is still there.
x85-key-cave = The treasure
x85-key-cave-text = Draw 2 Excalibur cards: keep 1, bury the other under the entrance.
x85-spot-entrance = The way in
x85-spot-entrance-text = Where the area begins.
x85-spot-exit = Way out
x85-spot-exit-text = Leads back out to the tile where the area opened.
x85-spot-gift-text = Take { $card } from the cards set aside, if it is still there.
x85-spot-delay-text = Stepping here costs { $count ->
    [one] a turn
   *[other] { $count } turns
  }.
x85-spot-lose-dexterity = Stagnant water
x85-spot-lose-dexterity-text = Lose 1 dexterity.
x85-spot-lair = The lair
x85-spot-lair-text = The monster attacks, if it is still about.
x85-spot-plain = A path
x85-spot-plain-text = Nothing happens here.

## Rules page
x85-glossary-intro = The original card book is lost. Every card, tile and area below but the crossroads is our own design, made so the game can be played again.
x85-glossary-cards = Cards
x85-glossary-places = Tiles
x85-glossary-areas = Development areas
x85-glossary-missions = Secret missions
x85-design-tag = Our design

x85-action-as-drawn = As drawn

x85-flights = Fly to

x85-flight-go = Go there

x85-delay-swamp = Quicksand

x85-delay-forest = Brambles

x85-delay-lake = Whirlpool

x85-delay-well = A fall

x85-delay-cave = Bats

x85-log-offered-gift = { $name } offers { $other } { $give } as a gift.

x85-log-offered-request = { $name } asks { $other } for { $take }.

x85-ask-offer-gift = { $name } offers you { $give } as a gift.

x85-ask-offer-request = { $name } asks you for your { $take }.

## The guided first game
x85-guide-sheet = This is your knight’s sheet. Spread ten points over his attributes, in at least two of them: they decide how his fights and trials go.
x85-guide-act = Your turn: move across the land, explore past its edge to lay a new piece, or stay. The goal is to find Excalibur and bring it to King Arthur at Camaloc (10 points); your secret mission is worth 5 more.
x85-guide-placing = You found new land: choose how to turn it, then lay it.
x85-guide-found = You found something: keep it or leave it. A tap on a card says what it does.
x85-guide-fight = A foe bars the way and you must fight. Your attributes and what you carry set your chances; a lost fight costs you two turns.
x85-guide-options = Before your turn ends you may still fight, pick up what lies here, or trade. Then end your turn.
x85-guide-ask = This place asks something of you: the question says what.
x85-guide-over = That was Excalibur. With other knights at the table, the full rules add fights between knights, trades and the race to Camaloc.

# The rules page, in our own words (paragraphs until one is missing).
rules-excalibur-1985-1 = Each knight travels across a map laid tile by tile, meeting strangers, monsters and treasures. Fights add an attribute to a twelve-sided die roll.
rules-excalibur-1985-2 = Points come from carrying the sword to King Arthur, completing your secret mission and side missions, and winning fights. The highest score when the game ends wins.
rules-excalibur-1985-3 = At the start each knight spreads ten points over strength, intelligence, dexterity, valour and experience. Valour and experience grow with fights won and roll over into strength and intelligence at 4. Training tiles trade turns for points.
rules-excalibur-1985-4 = On your turn you move one step, explore (lay a new tile against your path and step onto it), or stay. Then the tile acts, a foe may attack, and you may fight once, pick up cards and trade with knights on your tile. Starlit tiles draw an Excalibur card; some cards open development areas, small boards of their own.
rules-excalibur-1985-5 = A fight adds the attributes the foe fights with, your usable weapon and magic, and a d12; the foe adds its own numbers and a d12. The higher total wins; a tie changes nothing. A loser loses valour and experience and two turns. You carry at most three cards face down and two face up.
rules-excalibur-1985-6 = A table plays a fixed number of rounds; alone, you have a budget of turns to reach a points target. At the superior level the cards you find are seen by you alone unless they attack or strike at once.
rules-excalibur-1985-7 = Your secret mission: its cards lie near the top of the Excalibur deck (unless you play classic random), so exploring soon brings them out. An item is kept in your hand; a foe left unfought stays where it was drawn, for anyone to attack; an item another knight found can be traded for or won in a fight between knights. Five points when you hold the items and have beaten the foe (and stand where the mission says). Under your mission, your screen says where each of its cards is: in your hand, on the map and how far, with another knight, or not found yet; your mission shows you its cards even where they lie face down. A card that is not yours you may leave where you found it, for its knight; Meliadus follows only the knight whose mission he is.
