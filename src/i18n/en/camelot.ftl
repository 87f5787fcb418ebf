# Shadows over Camelot (en). The same keys exist in every language.

camelot-setup-traitor-among-us = The Traitor Among Us: deal one Loyalty card per player plus the Traitor, so a traitor is almost certain
camelot-setup-three-brave-knights = Three Brave Knights: at three players, nobody looks at their Loyalty before six swords lie on the Round Table
camelot-setup-random-opening = Deal the opening cards at random instead of sharing them out
camelot-setup-without-traitor = Play without a traitor (a good first game)
camelot-setup-merlins-company = Merlin's Company: up to 8 knights, Arthur always at the table, the Travel deck, Merlin, witches and a second traitor from 7 players. The seven new knights' powers and three Travel trials are our own design: their printed text is lost
camelot-setup-difficulty = Difficulty
camelot-difficulty-gentle = Gentle
camelot-difficulty-standard = Standard
camelot-difficulty-cunning = Cunning
camelot-difficulty-gentle-text = A bot traitor plays his cards for Arthur but feeds Evil in the open, so he is soon caught; once caught, he never adds Siege Engines.
camelot-difficulty-standard-text = A bot traitor sabotages with care and lies low when suspected.
camelot-difficulty-cunning-text = A bot traitor weighs every move for the harm it does, and hides it well.
camelot-difficulty-note = Bot knights loyal to Arthur always play their best.
camelot-companions-choose = Choose the knights who may join Arthur (their coats are still dealt at random)
camelot-companions-count = { $chosen } chosen: at least { $needed } needed, one for each player besides Arthur.
camelot-companions-colour = Same colour as { $name }, already chosen.

camelot-white-fight = Fight { $value }
camelot-white-fight-text = A Fight card of value { $value }. It goes on the Black Knight, Lancelot, the Dragon and the Wars, and helps against the Siege Engines.
camelot-white-grail = Grail
camelot-white-grail-text = The only card the Holy Grail quest takes. Three of them heal one life point.
camelot-white-merlin = Merlin
camelot-white-merlin-text = Remove a Siege Engine, the last Black card laid on a quest, or an enemy from a War. Three Merlins from any knights cancel a Special Black card the moment it is drawn.
camelot-white-convocation = Convocation
camelot-white-convocation-text = Every knight may come home to Camelot at once; then one White card per knight there is laid face up and shared among them.
camelot-white-fate = Fate
camelot-white-fate-text = Every knight draws a White card. A traitor may play it on his own turn to throw off his mask.
camelot-white-heroism = Heroism
camelot-white-heroism-text = Lay it on a quest. When that quest ends, the winning side gets one more sword.
camelot-white-lady-of-the-lake = Lady of the Lake
camelot-white-lady-of-the-lake-text = Moves Excalibur one step towards the knights from wherever you are. Once that quest is over, heals two life points instead.
camelot-white-messenger = Messenger
camelot-white-messenger-text = Give up to three White cards to one knight, wherever he stands.
camelot-white-piety = Piety
camelot-white-piety-text = Heal three life points yourself, or one for every other knight.
camelot-white-clairvoyance = Clairvoyance
camelot-white-clairvoyance-text = Look at the top five Black cards and put them back in the order you choose.
camelot-white-reinforcements = Reinforcements
camelot-white-reinforcements-text = Draw four White cards yourself, or one for every other knight.
camelot-white-fight-wild = Fight?
camelot-white-fight-wild-text = A Fight card whose value, from 1 to 5, you choose as you play it.
camelot-white-call-for-help = Call for Help
camelot-white-call-for-help-text = The other knights may join you at your quest without spending anything or drawing a Travel card. Not from a Solo quest.
camelot-white-dispel = Dispel
camelot-white-dispel-text = Sends away one Black card that stays in force: Dark Forest, Mists of Avalon, Mordred, Vivien or a lasting witch.
camelot-white-divine-favor = Divine Favor
camelot-white-divine-favor-text = The next tie anywhere (a combat, the siege die, the swords at the end) goes to the knights.
camelot-white-dragon-slayer = Dragon Slayer
camelot-white-dragon-slayer-text = Draw three White cards, or, at the Dragon, lay two Fight cards there.
camelot-white-merlin-to-the-rescue = Merlin to the Rescue
camelot-white-merlin-to-the-rescue-text = Move the Merlin figure anywhere, even to a quest that is over.
camelot-white-new-hope = New Hope
camelot-white-new-hope-text = Discard your whole hand, this card with it, and draw as many cards as you discarded.
camelot-white-tournament = Tournament
camelot-white-tournament-text = Gain two life points.
camelot-white-truce = Truce
camelot-white-truce-text = One War of your choice ends with no winner: its cards and figures go, and no sword is laid.

camelot-black-black-knight = Black Knight { $value }
camelot-black-black-knight-text = Goes on the Black Knight's tournament with its value. It may be laid face down, and its drawer then takes a White card.
camelot-black-lancelot-dragon = Lancelot { $lancelot } / Dragon { $dragon }
camelot-black-lancelot-dragon-text = Goes on Lancelot with the first value, or on the Dragon with the second once Lancelot is done. It may be laid face down for a White card.
camelot-black-despair = Despair
camelot-black-despair-text = Takes the free spot of the Grail track farthest from the Grail.
camelot-black-excalibur = Excalibur
camelot-black-excalibur-text = Pulls Excalibur one step towards the far bank.
camelot-black-picts = Picts
camelot-black-picts-text = A Pict joins the Pict War. The fourth one wins it for Evil.
camelot-black-saxons = Saxons
camelot-black-saxons-text = A Saxon joins the Saxon War. The fourth one wins it for Evil.
camelot-black-mercenaries = Mercenaries
camelot-black-mercenaries-text = The drawer sends an enemy to the War of their choice.
camelot-black-desolation = Desolation
camelot-black-desolation-text = Throws out the Grail card farthest from the Grail, then takes a spot like a Despair.
camelot-black-dark-forest = Dark Forest
camelot-black-dark-forest-text = No Grail card may be played until the knights win another quest.
camelot-black-guinevere = Guinevere
camelot-black-guinevere-text = Every knight hurries home to Camelot; cards left on a Solo quest are lost. The drawer's turn ends at once.
camelot-black-mists-of-avalon = Mists of Avalon
camelot-black-mists-of-avalon-text = From now on, every lost quest adds one more black sword.
camelot-black-mordred = Mordred
camelot-black-mordred-text = Joins a War of the drawer's choice: that War now needs a second 5.
camelot-black-morgan-life = Morgan: weariness
camelot-black-morgan-life-text = Every knight loses a life point.
camelot-black-morgan-discard = Morgan: a toll in cards
camelot-black-morgan-discard-text = One knight may give up three White cards for everyone; otherwise every knight with a card discards one.
camelot-black-morgan-three-cards = Morgan: a dark tide
camelot-black-morgan-three-cards-text = Three more Black cards are drawn and resolved, one after another.
camelot-black-morgan-engines = Morgan: siege works
camelot-black-morgan-engines-text = Two Siege Engines arrive before Camelot.
camelot-black-morgan-volunteer = Morgan: a toll in blood
camelot-black-morgan-volunteer-text = One knight may lose two life points for everyone; otherwise every knight with a card discards one.
camelot-black-vivien = Vivien
camelot-black-vivien-text = No Merlin card may be used in any way until the knights win a quest.
camelot-black-witch-1 = Witch: upheaval
camelot-black-witch-1-text = Both draw piles and both discard piles are shuffled together at once (never the Travel deck).
camelot-black-witch-2 = Witch: no sacrifice
camelot-black-witch-2-text = Until the knights win a quest, nobody may give up a life point, neither for Evil's progress nor for a second action, and Caradoc's power sleeps.
camelot-black-witch-3 = Witch: raiders
camelot-black-witch-3-text = A Pict and then a Saxon join their Wars.
camelot-black-witch-4 = Witch: a toll in Grails
camelot-black-witch-4-text = Every knight gives up a Grail card or, with none, a life point.
camelot-black-witch-5 = Witch: false witness
camelot-black-witch-5-text = From now on, each wrong accusation turns two white swords black.
camelot-black-witch-6 = Witch: Merlin's exile
camelot-black-witch-6-text = From now on, Merlin cards that are played leave the game.
camelot-black-witch-7 = Witch: the absent pay
camelot-black-witch-7-text = At the next quest lost, every knight who was not there loses a life point.

camelot-knight-arthur = Arthur
camelot-knight-arthur-text = Plays first. Once a turn, swaps a White card with any knight: he gives one, the other gives one back.
camelot-knight-galahad = Galahad
camelot-knight-galahad-text = Plays a Special White card each turn without spending his action (still one Special a turn).
camelot-knight-gawain = Gawain
camelot-knight-gawain-text = Draws three cards instead of two at the Round Table.
camelot-knight-kay = Kay
camelot-knight-kay-text = After a combat he stands at, or after his own siege roll, may add one Fight card.
camelot-knight-palamedes = Palamedes
camelot-knight-palamedes-text = Gains one more life point at every quest won in his presence.
camelot-knight-percival = Percival
camelot-knight-percival-text = Sees the top Black card before choosing how Evil progresses.
camelot-knight-tristan = Tristan
camelot-knight-tristan-text = Leaves Camelot without spending his action; his action that turn cannot be another move.
camelot-knight-bedivere = Bedivere
camelot-knight-bedivere-text = Once a turn, in his Heroic phase, may discard a White card from his hand and draw one in its place.
camelot-knight-bors = Bors
camelot-knight-bors-text = Sees the top Travel card before he says where he is going.
camelot-knight-caradoc = Caradoc
camelot-knight-caradoc-text = Once a turn, may give up one of his life points so that another living knight gains one.
camelot-knight-gaheris = Gaheris
camelot-knight-gaheris-text = The Dark Forest never stops him playing Grail cards.
camelot-knight-gareth = Gareth
camelot-knight-gareth-text = Adds one to his total when he fights a Siege Engine.
camelot-knight-geraint = Geraint
camelot-knight-geraint-text = Once a game, may turn a Lost!, Charged! or Ambushed! card into Nothing Happens.
camelot-knight-lamorak = Lamorak
camelot-knight-lamorak-text = Takes one more White card whenever a War is won with him there.
camelot-knight-owain = Owain
camelot-knight-owain-text = At the Round Table, may put back one of the cards he drew and draw another.
camelot-design-note = Our own design: the printed text of this card is lost.

camelot-quest-black-knight = Black Knight
camelot-quest-black-knight-text = A Solo tournament: two pairs of Fight cards of different values against four Black Knight cards. Win: a life point, three White cards and a white sword. It begins again at once.
camelot-quest-lancelot = Lancelot
camelot-quest-lancelot-text = A Solo duel: a full house of Fight cards against five Lancelot cards. Win: a life point, four White cards, Lancelot's Armor and a white sword. The Dragon follows.
camelot-quest-dragon = Dragon
camelot-quest-dragon-text = A group hunt: three trios of Fight cards against five Dragon cards. Win: two life points each, seven White cards and two white swords.
camelot-quest-excalibur = Excalibur
camelot-quest-excalibur-text = Throw any White card into the river to pull the sword one step closer. Win: the sword, a life point each, seven White cards and two white swords.
camelot-quest-grail = Holy Grail
camelot-quest-grail-text = Seven spots: Grail cards from one end, Despairs from the other. Seven Grails win it: the Grail, a life point each, seven White cards and three white swords.
camelot-quest-pict-war = Pict War
camelot-quest-pict-war-text = Fight cards 1, 2, 3, 4, 5 in that order before four Picts arrive. Win: a life point each, four White cards and a white sword. Lost: two Siege Engines as well.
camelot-quest-saxon-war = Saxon War
camelot-quest-saxon-war-text = Fight cards 1, 2, 3, 4, 5 in that order before four Saxons arrive. Win: a life point each, four White cards and a white sword. Lost: two Siege Engines as well.
camelot-place-camelot = Camelot
camelot-place-camelot-text = At the Round Table, draw two White cards; in the siege area, fight a Siege Engine with Fight cards against the eight-sided die.

camelot-relic-excalibur = Excalibur
camelot-relic-excalibur-text = Adds one to its holder's combats and sieges. Its holder may give it up to cancel any Black card just drawn.
camelot-relic-grail = Holy Grail
camelot-relic-grail-text = When a knight falls to zero life points, its holder may give it up to bring him back to four.
camelot-relic-armor = Lancelot's Armor
camelot-relic-armor-text = Its holder draws two Black cards when feeding Evil that way, plays one and buries the other.

camelot-loyal = Loyal
camelot-traitor = Traitor
camelot-loyal-text = You serve Arthur: win with the knights.
camelot-traitor-text = You serve Evil in secret: win when the knights lose. Accused, you are unmasked; while hidden at the end, you turn two white swords black.

camelot-evil-draw-black = Draw a Black card
camelot-evil-add-engine = Add a Siege Engine
camelot-evil-lose-life = Lose a life point
camelot-stake-last-life = You have one life point left: losing it kills your knight.
camelot-stake-last-engine = Eleven Siege Engines stand at Camelot: a twelfth wins the game for Evil.
camelot-stake-sacrifice = Your last life point: your knight dies once the extra action is done.
camelot-stake-siege = If the die beats your cards, you lose your last life point and your knight dies.

camelot-ask-opening = Lay one White card face up at the Round Table for the table to share out.
camelot-ask-evil = How does Evil progress this turn?
camelot-ask-heroic = Your Heroic Action.
camelot-ask-heroic-more = Anything else this turn?
camelot-group-here = Where you stand
camelot-group-road = Ride to
camelot-group-camelot = At Camelot
camelot-group-special = Special cards
camelot-group-heal = Heal
camelot-group-accuse = Accuse
camelot-group-other = End or go on
camelot-hint-facing = Face down, the card stays hidden on its quest until the combat is revealed, and you draw a White card for it.
camelot-hint-volunteer = One knight may take the blow for the whole table; if nobody does, everyone pays.
camelot-hint-discard = Keep the cards your quests need most.
camelot-hint-share = Give each card to the knight who can use it best.
camelot-hint-share-vote = Refused, the cards are dealt at random instead.
camelot-hint-cancel = Three Merlin cards, from any knights, cancel it: each knight says whether they give one.
camelot-hint-war = The Mercenaries join the War you choose.
camelot-hint-opening = The cards laid now are shared out among the knights before the first turn.
camelot-hint-evil = A Black card may harm a quest or the whole table; an engine brings Evil one step nearer twelve; a life point costs only you.
camelot-hint-heroic = One action: move, act where you stand (play a card, draw at the Round Table, fight an engine), play a Special card, heal with three alike, or accuse. A life point buys a second action of another kind.
camelot-hint-heroic-more = A life point buys one more action of another kind; otherwise end your turn.
camelot-waiting-for = { $name } is taking a turn.
camelot-waiting-others = The other knights are answering.
camelot-ask-facing = Lay the { $card } face up, or face down and take a White card?
camelot-face-up = Face up
camelot-face-down = Face down
camelot-ask-war = Which War?
camelot-ask-siege-first = Put down a Fight card to fight the Siege Engine; once one is down you may roll the die.
camelot-ask-siege = Your Fight cards add up to { $total }: add another, or roll the eight-sided die. The engine falls if your total beats the roll.
camelot-siege-roll = Roll the die
camelot-ask-volunteer = Pay for everyone?
camelot-volunteer-yes = I will
camelot-volunteer-no = Not me
camelot-ask-discard = Discard { $count ->
    [one] a White card
   *[other] { $count } White cards
}.
camelot-ask-share = Give each card to a knight; the others then accept or refuse your sharing.
camelot-ask-share-vote = Accept this sharing? Refused, the cards are dealt at random.
camelot-accept = Accept
camelot-refuse = Refuse
camelot-ask-cancel = { $name } drew { $card }. Cancel it?
camelot-ask-cancel-hidden = { $name } drew a card that may go face down. Cancel it?
camelot-cancel-excalibur = Give up Excalibur to cancel it
camelot-cancel-merlins = Offer { $count ->
    [one] a Merlin
   *[other] { $count } Merlins
}
camelot-cancel-pass = Let it stand
camelot-ask-rescue = { $name } falls to zero life points. Give up the Grail to save them?
camelot-rescue-yes = Save them
camelot-rescue-no = Keep the Grail
camelot-ask-kay = The combat is revealed. Add a Fight card?
camelot-kay-none = Add nothing
camelot-ask-follow = Convocation: come home to Camelot?
camelot-follow-yes = Come home
camelot-follow-no = Stay
camelot-ask-give = Give a card to { $name }.
camelot-stop-giving = Give no more
camelot-ask-stack = Put the Black cards back, the first you choose on top.
camelot-ask-armor = Lancelot's Armor: which card do you play? The other goes under the deck.
camelot-ask-raid = Take a White card at random from a knight.

camelot-action-move = Go to { $place }
camelot-action-free-move = Ride free to { $place }
camelot-action-play = Play { $card }
camelot-action-draw-white = Draw White cards
camelot-action-siege = Fight a Siege Engine
camelot-action-heal = Heal with three { $card }
camelot-action-sacrifice = Lose a life point for a second action
camelot-action-end-turn = End the turn
camelot-action-accuse = Accuse { $name }
camelot-action-exchange = Swap a card with { $name }
camelot-action-reveal = Throw off your mask with Fate
camelot-action-special = Play { $card }
camelot-action-merlin-engine = Merlin: remove a Siege Engine
camelot-action-merlin-black = Merlin: remove the last Black card from { $place }
camelot-action-merlin-figure = Merlin: drive an enemy from { $place }
camelot-action-heroism = Heroism on { $place }
camelot-action-messenger = Messenger to { $name }
camelot-action-piety-self = Piety: three life points for me
camelot-action-piety-others = Piety: one life point for every other knight
camelot-action-reinforcements-self = Reinforcements: four cards for me
camelot-action-reinforcements-others = Reinforcements: one card for every other knight
camelot-action-raid = Take a card from { $name }

camelot-say = Say to the table
camelot-say-can-help = I can help at { $place }.
camelot-say-strong-grails = I am strong in Grails.
camelot-say-strong-fights = I am strong in Fight cards.
camelot-say-strong-specials = I hold useful Special cards.
camelot-say-weak = My hand is weak.
camelot-say-will-feed-draw-black = I will draw a Black card.
camelot-say-will-feed-add-engine = I will feed Evil with a Siege Engine.
camelot-say-will-feed-lose-life = I will pay with my life.
camelot-say-suspect = I suspect { $name }.
camelot-say-trust = I trust { $name }.

camelot-chapter-opening = The opening
camelot-chapter-turn = { $name }'s turn
camelot-log-laid = { $name } laid a card at the Round Table.
camelot-log-opening = The cards laid: { $cards }.
camelot-log-evil = { $name }: { $choice }.
camelot-log-black = { $name } drew { $card }.
camelot-log-black-placed = { $name } laid { $card } on { $place }.
camelot-log-black-placed-down = { $name } laid a card face down on { $place }.
camelot-log-quest-over-engine = { $card } finds its quest over: a Siege Engine instead.
camelot-log-engines = Siege Engines before Camelot: { $count }.
camelot-log-engine-removed = A Siege Engine falls; { $count } left.
camelot-log-figure = { $place }: { $count ->
    [one] { $count } enemy on the field.
   *[other] { $count } enemies on the field.
}
camelot-log-excalibur = Excalibur stands { $steps } steps from the knights.
camelot-log-moved = { $name } goes to { $place }.
camelot-log-played = { $name } plays { $card } on { $place }.
camelot-log-drew-white = { $name } draws { $count ->
    [one] a White card
   *[other] { $count } White cards
}.
camelot-die-shows = The die shows { $value }
camelot-log-siege = { $name } fights a Siege Engine: { $total } against the die's { $roll }, { $won ->
    [yes] the engine falls
   *[no] the knight is wounded
}.
camelot-log-healed = { $name } heals with three { $card }.
camelot-log-sacrificed = { $name } gives a life point for a second action.
camelot-log-life = { $name } now has { $life ->
    [one] { $life } life point.
   *[other] { $life } life points.
}
camelot-log-died = { $name } has fallen.
camelot-log-revealed = { $place }: the knights { $white } against Evil { $black }.
camelot-log-quest-won = { $place } is won!
camelot-log-quest-lost = { $place } is lost.
camelot-log-relic = { $name } takes the relic of { $place }.
camelot-log-relic-lost = The relic of { $place } is lost.
camelot-log-solo-left = { $name } leaves { $place }; the cards played there are lost.
camelot-log-shared = The cards are shared out.
camelot-log-dealt = No agreement: the cards are dealt at random.
camelot-log-reshuffled = The decks are reshuffled.
camelot-log-traitor-flipped = { $name } was the traitor, and turns { $count ->
    [one] { $count } white sword black.
   *[other] { $count } white swords black.
}
camelot-log-volunteered = { $name } pays for everyone.
camelot-log-discarded = { $name } discards { $card }.
camelot-log-in-play = { $card } lies on the table.
camelot-log-gone = { $card } leaves the table.
camelot-log-all-home = Every knight hurries home to Camelot.
camelot-log-special = { $name } plays { $card }.
camelot-log-cancelled = { $card } is cancelled.
camelot-log-rescued = { $by } saves { $name } with the Grail.
camelot-log-kay = { $name } adds a { $value } to the combat.
camelot-log-kay-wild = { $name } adds a Fight?, counted as a { $value }, to the combat.
camelot-log-followed = { $name } comes home for the Convocation.
camelot-log-gave = { $from } gives a card to { $to }.
camelot-log-arranged = { $name } puts the Black cards back in a chosen order.
camelot-log-armor = { $name } buries a Black card under the deck.
camelot-log-merlin = Merlin removes a card from { $place }.
camelot-log-exchanged = { $name } swaps a card with { $other }.
camelot-log-accused = { $name } accuses { $target }, { $traitor ->
    [yes] who is the traitor!
   *[no] who is loyal.
}
camelot-log-unmasked = { $name } is unmasked as the traitor.
camelot-log-sword-flipped = A white sword turns black.
camelot-log-raided = { $name } takes a card from { $target }.
camelot-log-said = { $name }: “{ $words }”
camelot-you-drew = You drew { $card }.
camelot-you-got = You received { $cards }.
camelot-you-see = You see { $cards }.

camelot-knights-win = The knights win!
camelot-evil-wins = Evil wins.
camelot-end-swords = Twelve swords lie on the Round Table: { $white } white against { $black } black.
camelot-end-engines = Twelve Siege Engines stand before Camelot.
camelot-end-black-swords = Seven black swords lie on the Round Table.
camelot-end-deaths = Every loyal knight has fallen.

camelot-swords = Swords
camelot-engines = Siege Engines
camelot-white-deck = White deck
camelot-black-deck = Black deck
camelot-discard = Discard
camelot-life = Life points
camelot-hand = Hand
camelot-here = Here
camelot-relics = Relics
camelot-your-loyalty = Your Loyalty
camelot-loyalty-hidden = You have not looked at your Loyalty yet.
camelot-glossary-white = White cards
camelot-glossary-black = Black cards
camelot-glossary-knights = The knights
camelot-glossary-quests = The quests
camelot-quests = The quests
camelot-glance-combat = { $good } White and { $evil } Black cards played
camelot-glance-excalibur = Excalibur at { $good } of { $evil } towards the knights
camelot-glance-grail = { $good } Grail cards and { $evil } Black cards on the track
camelot-glance-war = { $good } of the straight played, { $evil } enemies on the field
camelot-quest-over = This quest is over.
camelot-stakes-won = Won
camelot-stakes-lost = Lost
camelot-stakes-of = What { $quest } brings
camelot-stake-white = { $count ->
    [one] { $count } white sword if the knights win it
   *[other] { $count } white swords if the knights win it
}
camelot-stake-life-won = { $count ->
    [one] { $count } life point for each knight there if won
   *[other] { $count } life points for each knight there if won
}
camelot-stake-cards = { $count ->
    [one] { $count } White card shared among the knights there if won
   *[other] { $count } White cards shared among the knights there if won
}
camelot-stake-black = { $count ->
    [one] { $count } black sword if Evil wins it
   *[other] { $count } black swords if Evil wins it
}
camelot-stake-life-lost = { $count ->
    [one] { $count } life point lost by each knight there if lost
   *[other] { $count } life points lost by each knight there if lost
}
camelot-stake-engines = { $count ->
    [one] { $count } Siege Engine if lost
   *[other] { $count } Siege Engines if lost
}
camelot-river = Excalibur in the river
camelot-grail-track = The Grail's seven spots
camelot-war-run = The knights' run
camelot-war-enemies = Enemies on the field
camelot-life-of = { $count } life points
camelot-hand-of = { $count } cards in hand
camelot-summary-swords = { $white } white, { $black } black
camelot-summary-engines = { $count } of 12 engines
camelot-summary-turn = { $name } to play
camelot-fallen = Fallen
camelot-white-left = White cards left: { $count }
camelot-black-left = Black cards left: { $count }
camelot-peek = Percival sees the top Black card:

## Merlin's Company: the Travel deck, Merlin, captives
camelot-travel-nothing-happens = Nothing Happens
camelot-travel-nothing-happens-text = A quiet road: the knight arrives.
camelot-travel-merlin-travels = Merlin Travels
camelot-travel-merlin-travels-text = The knight arrives, and Merlin appears at the same place.
camelot-travel-vision = Vision
camelot-travel-vision-text = A vision turns the knight towards the Grail quest instead. Once that quest is over, the knight simply arrives.
camelot-travel-lost = Lost!
camelot-travel-lost-text = Give up any two White cards to find the way. Otherwise stay where you are, and your turn ends.
camelot-travel-charged = Charged!
camelot-travel-charged-text = Fight through as against a Siege Engine. Win and you arrive; lose and you stay, lose 1 life point, and your turn ends.
camelot-travel-ambushed = Ambushed!
camelot-travel-ambushed-text = Throw down two Fight cards of the same value to break free. Otherwise stay, lose 1 life point, and your turn ends.
camelot-travel-captured = Captured!
camelot-travel-captured-text = The knight stays where he is and takes no part in the game until another knight spends a Heroic Action and a Special White card to free him.
camelot-action-arrive = Pay { $cards }
camelot-action-stay-back = Stay where you are
camelot-action-free = Free { $name } with { $card }
camelot-action-merlin-draw = Take a White card from Merlin
camelot-ask-challenge = { $card } on the way to { $place }: pay to go on, or stay?
camelot-ask-charge = Charged on the way to { $place }: add Fight cards, then roll.
camelot-log-travelled = On the way to { $place }, { $name } draws { $card }.
camelot-log-merlin-arrived = Merlin appears at { $place }.
camelot-log-challenge-met = { $name } pays { $cards } and goes on.
camelot-log-challenge-failed = { $name } does not get past { $card } and stays put.
camelot-log-captured = { $name } is taken captive!
camelot-log-freed = { $by } frees { $name } with { $card }.
camelot-log-released = With nobody left to free them, { $name } slips their bonds.
camelot-log-merlin-gift = Merlin hands { $name } a White card.
camelot-log-black-removed = { $card } finds its quest over and leaves the game{ $engine ->
    [yes] ; a Siege Engine comes instead
   *[no] ; Merlin stands there, so nothing comes
}.
camelot-log-travel-reshuffled = The Travel cards are shuffled into a new deck.
camelot-log-charge = { $name } charges: { $total } against the die's { $roll }, { $won ->
    [yes] and breaks through
   *[no] and is thrown back
}.
camelot-give-grail = Give up a Grail card
camelot-give-life = Lose 1 life point
camelot-action-dispel = Dispel { $card }
camelot-action-slayer-draw = Dragon Slayer: draw 3 White cards
camelot-action-slayer-fight = Dragon Slayer: add up to 2 Fight cards here
camelot-action-merlin-rescue = Send Merlin to { $place }
camelot-action-truce = Truce: end { $place }
camelot-ask-grail-or-life = A witch demands a Grail card or a life point.
camelot-ask-call-for-help = A knight calls for help at { $place }. Go there, free of any journey?
camelot-ask-slayer = Dragon Slayer: add a Fight card to the Dragon, or stop.
camelot-log-truce = Truce: { $place } ends with no winner.
camelot-log-came-to-help = { $name } answers the call and goes to { $place }.
camelot-action-bedivere = Change { $card } for a new card
camelot-action-caradoc = Give a life point to { $name }
camelot-action-geraint = Geraint: the journey goes as if nothing happened
camelot-action-owain = Throw back { $card } for another
camelot-ask-owain = Owain may throw back one card he just drew.
camelot-log-power = { $name } uses the power of { $knight }.
camelot-log-power-to = { $name } gives a life point to { $target }.
camelot-action-siege-wild = Fight? as a 5
camelot-action-play-wild = Play Fight? as a { $value }
camelot-merlin-here = Merlin is here
camelot-merlin-at = Merlin: { $place }
camelot-merlin-away = Merlin has not appeared yet
camelot-decks = The decks
camelot-decks-text = Knights draw White cards at the Round Table and win them on quests. A Black card is drawn at the start of most turns as Evil progresses; an empty pile is refilled from its discards.
camelot-travel-deck = The Travel deck
camelot-travel-deck-text = Every move a knight makes in his turn draws a Travel card first: the road may be quiet, bring Merlin along, or hold a challenge that ends the turn.
camelot-merlin-figure = Merlin
camelot-merlin-figure-text = Merlin arrives with the first Merlin Travels card. Once a turn, a knight who shares his place draws a White card for free. On a quest that is over, he stops its Black cards from adding Siege Engines.
camelot-travel-left = Travel cards left: { $count }
camelot-captive = Captive
camelot-favor-waiting = Divine Favor awaits the next tie
camelot-removed = Out of the game: { $count } cards
camelot-travel-peek = Bors sees the next Travel card:
camelot-glossary-travel = Merlin's Company: the Travel cards
camelot-knight-squire = Squire
camelot-knight-squire-text = No coat of arms and no power yet. Each quest won knights one Squire who stands there, and a Tournament may knight one anywhere.
camelot-action-tournament-knight = Knight { $name } instead
camelot-log-knighted = { $name } is knighted and takes the coat of arms of { $knight }.
camelot-squires-title = Squire's Challenge
camelot-squires-hint = Ticked players start as Squires: no coat of arms and no power. When a quest is won, one Squire there becomes a knight (the knight whose card won it names him when there are several), with a coat not in play.
camelot-squires-seat = Player { $seat } starts as a Squire
camelot-squires-hard = Harder: Squires start with 3 life points and one White card fewer
camelot-action-knight = Knight { $name }
camelot-ask-knighting = Several Squires stood on this quest: name the one the table knights.

## The guided first game
camelot-guide-opening = Before the first turn, every knight lays one White card for the table to share out. Give the card your hand needs least.
camelot-guide-evil = Every turn begins with Evil’s progress, and you choose its form: draw a Black card, add a Siege Engine at Camelot, or lose a life point. Early on, a Black card is usually the cheapest.
camelot-guide-evil-last-life = You have one life point left: losing it would kill your knight. Draw a Black card or add a Siege Engine instead.
camelot-guide-at-camelot = Now your Heroic Action. At the Round Table you can draw two White cards, or ride to a quest your cards fit. Tap a quest’s title to read what it needs.
camelot-guide-at-quest = You are at { $place }. Play a card that fits here: when the quest ends, the knights there share its reward.
camelot-guide-more = Your action is done. End your turn, or give up a life point for one more action of another kind.
camelot-guide-window = Something has just happened that you may answer out of turn: the question says what.
camelot-guide-swords = Each quest that ends puts swords on the Round Table: white if won, black if lost. At twelve swords the game ends, and the knights need more white than black.
camelot-guide-others = The other knights take their turns. Twelve Siege Engines at Camelot, seven black swords, or every knight dead, and Evil wins.
camelot-guide-over = That was Shadows over Camelot. In a full game one knight may secretly be a traitor: the rules say how to unmask him.

# The rules page, in our own words (paragraphs until one is missing).
rules-camelot-1 = Everyone plays a knight of the Round Table. Each turn the forces of evil advance first: a black card is drawn, a siege engine appears, or you lose life. Then you act once: travel, play cards on a quest, heal, or accuse someone.
rules-camelot-2 = Quests won put white swords on the Round Table; quests lost put black ones. When twelve swords sit on the table, the knights win if most are white. They lose at once if Camelot is surrounded by twelve siege engines or every knight has fallen.
rules-camelot-3 = One knight may secretly be a traitor, who wins if Camelot falls. Accuse wisely: a false accusation costs the loyal side a sword.
rules-camelot-4 = With Merlin's Company, up to eight knights ride, and Arthur is always among them. Every journey draws a Travel card: most let you arrive (Merlin may come along, and sharing his place earns a free White card each turn), but some bar the road until you pay, and one takes you captive until another knight frees you with a Special card. Witches join the Black deck, new White cards join yours, and from seven players two traitors may hide at the table; two hidden traitors turn three swords at the end. Beside Arthur sit the seven new knights, or knights the table chooses (never two of one colour); the coats are dealt at random either way.
rules-camelot-5 = Squire's Challenge, an expert variant: chosen players start as Squires, with no coat of arms and no power. Each quest won knights one Squire present there; when there are several, the knight whose card won it names the one, for the table. The coat of arms is drawn at random from those not in play. With Merlin's Company, Tournament may knight a Squire anywhere instead of giving life points.
rules-camelot-6 = Bots at this table: a bot loyal to Arthur always plays its best, since a weak teammate would only make the game harder. The difficulty chosen before the game sets how a bot traitor plays. Gentle: he plays his cards for Arthur but feeds Evil in the open, so he is soon caught, and once caught he never adds Siege Engines (pair it with a game without a traitor for a first evening). Standard: he sabotages with care, so that it looks like bad luck, and lies low when the table suspects him. Cunning: he weighs every move for the harm it does and hides it well.
