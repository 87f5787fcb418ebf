# Excalibur, the chip game (en). The same keys exist in every language.

rules-excalibur-chips-1 = Face-down chips wait in three regions of the lake. Each round everyone tops their hand up to four chips and secretly plays one; the chips then take effect in turn order, swapping, stealing and revealing.
rules-excalibur-chips-2 = Three swords hide among the chips and are never played. When a region runs dry, the game ends with that round: whoever holds the true sword wins, and whoever holds the cursed blade loses worst of all.
rules-excalibur-chips-3 = A round has five steps. First everyone short of four chips tops their hand back up, all at once and in secret, each choosing which face-down slots to take; when two of you choose the same chip, it goes to the one nearer the crown (its holder first) and the other chooses again. Next, everyone picks one chip in secret. All chips are then shown: the Black Knight, Galahad and Lancelot act straight away, and a Fisher King is set down in front of its owner. The remaining chips act one at a time, from the crown holder leftwards. Last, the crown moves one seat to the left.
rules-excalibur-chips-4 = The round in which a region empties is the last one (with six or more players, two regions must be empty), and it is always played to the end. If nobody holds Excalibur, everybody loses. If Excalibur and the cursed blade end up in the same hand, that player loses and all the others share a tainted win. With four or more players, whoever holds the squire sword also wins when the winner sits just to their left.
rules-excalibur-chips-5 = The app remembers what you were shown: a slot of Avalon you know displays its chip, and so do chips you know are in another hand. Hand sizes are public. While choosing your chip you may tell the table "I have Excalibur!" or "Not me!", truthfully or not.
chips-glossary = The chips
chips-art-option = Which chips show a man (Caelia trashes them)
chips-art-conservative = Named heroes and Priests (16 chips)
chips-art-generics = Also Peasants, Merchants, Thieves and Artisans (42 chips)
chips-region-1 = Region I
chips-region-2 = Region II
chips-region-3 = Region III
chips-side-left = Left, towards { $name }
chips-side-right = Right, towards { $name }
chips-place-hand = { $name }'s hand
chips-choose-this = Choose { $chip }
chips-place-your-hand = your hand
chips-place-trash = the trash
chips-place-played = { $name }'s played chip
chips-place-permanent = { $name }'s Fisher King
chips-place-protected = { $name }'s closed fist
chips-claim-have = "I have Excalibur!"
chips-claim-not-me = "Not me!"
chips-say = Say { $claim }
chips-round = Round { $round }
chips-final-round = Final round
chips-crown = Crown: plays first this round
chips-hand-size = { $count } chips in hand
chips-protected = fist
chips-shielded = shield up
chips-you-know = You know they hold:
chips-turned-up = Turned up:
chips-trash = Trash ({ $count })
chips-now-resolving = Now acting: { $name }
chips-held-out = Swords held out: { $list }
chips-slot-label = { $region }, slot { $slot }
chips-status-drawing = drawing
chips-status-deciding = deciding
chips-your-hand = Your hand
chips-empty-hand = No chips in hand.
chips-in-your-fist = Kept safe in your fist:
chips-you-chose = You chose:
chips-your-own = Yours:
chips-from-avalon = Draw from Avalon
chips-steal-from = Steal from { $name }
chips-steal-shielded = their Fisher King makes this take nothing
chips-no-more = No more
chips-keep-hand = Keep my hand
chips-keep-hidden = Keep both hidden
chips-stop-picking = Stop picking
chips-other-chip = Another chip
chips-flip = Flip the Fisher King
chips-not-now = Not now
chips-sword-from = A sword from { $name }
chips-swap = Swap hands
chips-take-played = { $chip } played by { $name }
chips-take-permanent = { $name }'s Fisher King
chips-ask-draw = Fill your hand
chips-hint-draw = Tap a face-down slot in any region. You take chips until you hold four.
chips-log-slot-taken = { $by } sits nearer the crown and takes { $count ->
    [one] the chip
   *[other] the { $count } chips
    } { $name } picked too; { $name } picks again.
chips-log-slot-taken-none-left = { $by } sits nearer the crown and takes { $count ->
    [one] the chip
   *[other] the { $count } chips
    } { $name } picked too; Avalon is empty, so { $name } draws no more.
chips-slot-picked = { $region }, slot { $slot }: your pick
chips-slot-unpick = { $region }, slot { $slot }: your pick, tap to take it back
chips-hint-draft = { $count ->
    [one] Tap one more face-down slot.
   *[other] Tap { $count } face-down slots.
    } Everyone picks at once. If two of you pick the same chip, whoever sits nearer the crown gets it and the other picks again.
chips-ask-draft = Pick your chips in secret
chips-ask-play = Play a chip in secret
chips-hint-play = Everyone chooses at once. Swords can never be played. You may also say something to the table first.
chips-ask-draw-or-steal = Draw or steal?
chips-hint-draw-or-steal = Take from Avalon, or at random from one player's hand. Afterwards you send chips back to the same place.
chips-ask-slot = Pick a slot to draw
chips-ask-percival = Pick slots to turn face up
chips-hint-tap-slot = Tap a slot on the board above.
chips-ask-steal = Steal from whom?
chips-hint-steal = You take a chip at random from that hand.
chips-ask-return = Send a chip back
chips-hint-return = Any chip of your hand goes back where you took from.
chips-ask-place = Place a chip face down
chips-hint-place = Choose a chip of your hand, then the region it goes to.
chips-ask-discard = Trash one of your chips
chips-hint-discard = It goes face up to the trash. Swords cannot be trashed.
chips-ask-target = Choose a player
chips-hint-target = The chip acts on the player you choose.
chips-ask-show = Show one chip to everyone
chips-hint-show = You have seen this hand. The chip you pick is shown to the whole table, then goes back.
chips-ask-direction = Which way?
chips-hint-direction = Left is clockwise, the way the crown travels.
chips-ask-flip = Flip your Fisher King?
chips-hint-flip = Face up: nothing can be stolen from you for the rest of the round. Face down: it is trashed. One flip per round.
chips-ask-protect = Keep one chip safe
chips-hint-protect = Until the round ends, no chip can see, take, pass or trash it.
chips-ask-give = Hand over one sword
chips-hint-give = You choose which of your swords goes.
chips-ask-pick-sword = Pick a sword without looking
chips-hint-pick-sword = The held-out swords lie face down. You know only which ones are yours.
chips-ask-bury = Bury them in which region?
chips-hint-bury = That region is then mixed, so nobody knows where anything lies in it.
chips-ask-swap = Swap hands?
chips-hint-swap = You have seen their hand. Chips kept in a fist stay where they are.
chips-ask-morgana = Use one of the chips you drew?
chips-hint-morgana = The chip you reveal acts at once, as if you had played it.
chips-ask-percival-take = Keep one chip
chips-hint-percival-take = The others go back face down where they were, and everyone has seen them.
chips-ask-black-knight = Take a chip from the table
chips-hint-black-knight = It goes to your hand and loses its effect this round.
chips-ending-won = The true sword has found its bearer.
chips-ending-tainted = Excalibur lies with the cursed blade: every other player shares a tainted victory.
chips-ending-chaos = Nobody holds Excalibur. The kingdom falls into chaos and everybody loses.
chips-held-by = held by { $name }
chips-nobody = nobody (still in Avalon)
chips-result-winner = wins, bearer of Excalibur
chips-result-squire = wins as squire to the winner
chips-result-tainted = shares a tainted victory
chips-result-loser = loses
chips-result-ultimate = loses worst of all, holding the cursed blade
chips-rounds-played = { $count } rounds played.
chips-log-round = { $name } holds the crown and plays first.
chips-log-moved = { $count ->
    [one] One chip moved from { $from } to { $to }.
   *[other] { $count } chips moved from { $from } to { $to }.
}
chips-log-drew = { $name } draws { $count ->
    [one] a chip
   *[other] { $count } chips
}: { $regions }.
chips-log-you-drew = You draw { $list }.
chips-log-chip-from = { $chip } ({ $region })
chips-log-saw = You saw { $chip } go from { $from } to { $to }.
chips-log-declared = { $name } says { $claim }
chips-log-chose = { $count ->
    [one] { $name } has chosen a chip.
   *[other] Chips chosen: { $name }.
  }
chips-log-revealed = Chips revealed: { $list }.
chips-log-resolving = { $name }'s { $chip } acts.
chips-log-flip-up = { $name }'s { $chip } lands face up.
chips-log-flip-down = { $name }'s { $chip } lands face down.
chips-log-shielded = { $name }'s Fisher King keeps their hand safe.
chips-log-huzzah = { $name } shouts "Huzzah!": a sword was drawn.
chips-log-no-huzzah = { $name } stays silent: no sword among the chips drawn.
chips-log-targeted = { $name } picks { $target }.
chips-log-direction = { $name } chooses { $side }.
chips-log-trashed = { $chip } goes to the trash.
chips-log-shown = Everyone sees a { $chip } in { $name }'s hand.
chips-log-turned-up = { $chip } is turned up in { $where }.
chips-log-looked = You looked at { $name }'s hand: { $list }.
chips-log-swords = Swords held out: { $list }.
chips-log-swapped = { $name } swaps hands with { $target }.
chips-log-not-swapped = { $name } keeps their hand after looking at { $target }'s.
chips-log-shuffled = { $region } is mixed.
chips-log-protected = { $name } keeps a chip safe in a closed fist.
chips-log-final-round = A region of Avalon is empty: this is the final round.
chips-log-crown = The crown passes to { $name }.
error-chips-not-asked = This player is not being asked anything now.
error-chips-illegal = That move is not allowed now.
chip-peasant = Peasant
chip-peasant-text = Draw one or steal one, then send one chip back to the same place.
chip-merchant = Merchant
chip-merchant-text = Draw two or steal two from one player, then send one chip back to the same place.
chip-thief = Thief
chip-thief-text = Steal one chip from a player, then one from another player.
chip-artisan = Artisan
chip-artisan-text = Draw two or steal two, then put two chips of your hand face down in Avalon.
chip-priest = Priest
chip-priest-text = Draw two. If one of them is a sword, the table hears "Huzzah!".
chip-spirit = Spirit
chip-spirit-text = Pick a side: every player steals one chip from their neighbour on that side, all at once.
chip-baroness = Baroness
chip-baroness-text = Draw two, then trash a chip of your hand that is not a sword.
chip-spy = Spy
chip-spy-text = Look at a player's hand and show one of its chips to everyone.
chip-arthur = Arthur
chip-arthur-text = The others hold out their swords face down; you take one without looking.
chip-black-knight = Black Knight
chip-black-knight-text = On reveal, flip twice. If either lands face up, take another player's played chip or any Fisher King, even your own; a played chip loses its effect.
chip-caelia = Caelia
chip-caelia-text = Name up to two other players; then both trash every chip in their hand that shows a man. Swords are safe.
chip-cursed-blade = Cursed Blade
chip-cursed-blade-text = A sword. Whoever holds it at the end cannot win and loses worst of all.
chip-excalibur = Excalibur
chip-excalibur-text = The true sword. Hold it at the end to win.
chip-fisher-king = Fisher King
chip-fisher-king-text = Stays in front of you. Once a round you may flip it, whenever you have something to choose or a steal comes your way: face up, nothing can be stolen from you this round; face down, it is lost.
chip-galahad = Galahad
chip-galahad-text = On reveal, keep one chip of your hand safe from every effect until the round ends.
chip-gawain = Gawain
chip-gawain-text = Choose a player: if they hold a sword, they must give you one of their choice.
chip-green-knight = Green Knight
chip-green-knight-text = Every other player gives you all of their swords.
chip-guinevere = Guinevere
chip-guinevere-text = Everyone holds out their swords; pick up to two, bury them in one region and mix it.
chip-lady-of-the-lake = Lady of the Lake
chip-lady-of-the-lake-text = Pick a side: every player passes their whole hand to the neighbour on that side.
chip-lancelot = Lancelot
chip-lancelot-text = On reveal, every other chip still waiting to act is flipped; those landing face down are trashed. Fisher Kings are flipped too.
chip-merlin = Merlin
chip-merlin-text = Every other player gives you their swords; then each who gave one steals a chip back from you.
chip-mordred = Mordred
chip-mordred-text = Look at a player's hand; you may swap your whole hand with theirs.
chip-morgana = Morgana
chip-morgana-text = Draw two; you may reveal one and use it at once as if you had played it.
chip-percival = Percival
chip-percival-text = Turn four chips of Avalon face up for all to see, keep one, and put the rest back where they were.
chip-robyn = Robyn of Roxley
chip-robyn-text = Steal one chip at a time, from anyone, until you hold seven or nobody can be robbed.
chip-squire-sword = Squire Sword
chip-squire-sword-text = A sword. With four or more players, it wins alongside the winner sitting to its left.
chip-uther = Uther
chip-uther-text = Pick a side: every player passes all of their swords to the neighbour on that side.

## The guided first game
chips-guide-draft = Chips lie face down in the three regions. Tap three slots to take their chips: only you will see what they are.
chips-guide-redraw = Someone nearer the crown took that chip first: pick another slot.
chips-guide-play = Choose one chip from your hand to play this round. The swords are never played: keep them. When a region runs dry, whoever holds the true Excalibur wins.
chips-guide-ask = Your chip acts now: the question says what it lets you do.
chips-guide-resolve = The chips act one at a time, starting with the crown holder. Follow what moves between hands: it tells you who may hold Excalibur.
chips-guide-wait = The others are choosing. The story strip tells what has happened so far.
chips-guide-over = That was the chip game. The full rules describe every chip, and what happens when Excalibur and the cursed blade share a hand.
