## Excalibur, le jeu d'aventure de 1985. Le livret des cartes est perdu : chaque carte, tuile
## et zone est ici de notre invention (règles, partie C), et l'application le signale.

x85-our-design = (Création de notre part : le livret des cartes d'origine est perdu.)
x85-and = et
x85-or = ou
x85-nothing = rien
x85-face-up = face visible
x85-face-down = face cachée
x85-north = vers le nord
x85-east = vers l'est
x85-south = vers le sud
x85-west = vers l'ouest

## Mise en place
x85-setup-length = Durée
x85-length-short = Courte
x85-length-standard = Normale
x85-length-long = Longue
x85-length-rounds = { $count } manches
x85-length-solo = { $count } tours pour atteindre { $target } points
x85-setup-superior = Niveau supérieur : les cartes que vous trouvez ne sont vues que par vous
x85-setup-classic-random = Hasard classique : ne pas placer près du dessus de la pioche les cartes dont les missions ont besoin
x85-setup-agreed = Convenir plutôt de notre propre durée
x85-agreed-rounds = Manches
x85-agreed-turns = Tours
x85-agreed-target = Points à atteindre

## Caractéristiques
x85-attr-strength = Force
x85-attr-intelligence = Intelligence
x85-attr-dexterity = Dextérité
x85-attr-valour = Vaillance
x85-attr-experience = Expérience

## La table
x85-rounds-left = Encore { $count } manches
x85-last-round = Dernière manche !
x85-solo-clock = { $count ->
    [one] 1 tour restant
   *[other] { $count } tours restants
  } · objectif { $target } points
x85-iniciatica-left = Tuiles d'initiation restantes : { $count }
x85-fantastica-left = Tuiles du pays des merveilles restantes : { $count }
x85-deck-left = Cartes Excalibur restantes : { $count }
x85-stack = Mises de côté :
x85-knights = Les chevaliers
x85-points-of = { $count ->
    [one] 1 point
   *[other] { $count } points
  }
x85-owed-of = { $count ->
    [one] 1 tour à passer
   *[other] { $count } tours à passer
  }
x85-delivered = Excalibur remise au roi
x85-mission-done = Mission accomplie
x85-beaten = Vaincus :
x85-map-label = { $count ->
    [one] La terre, 1 tuile posée
   *[other] La terre, { $count } tuiles posées
  }
x85-area-left = { $count ->
    [one] 1 carte restante
   *[other] { $count } cartes restantes
  }
x85-zoom-in = Zoomer
x85-zoom-out = Dézoomer
x85-zoom-fit = Voir tout le territoire
x85-zoom-follow = Suivre le chevalier qui joue
x85-die-shows = Le d12 indique { $value }
x85-preview = Vous : { $mine } + d12 · Adversaire : { $theirs } + d12
x85-preview-duel = Vous : { $mine } + d12 · Adversaire : { $theirs } + d12

## Votre écran
x85-your-mission = Votre mission secrète
x85-your-cards = Vos cartes
x85-no-cards = Vous ne portez encore rien.
x85-lying-here = Sur votre tuile
x85-waiting-for = On attend { $name }…
x85-ask-sheet = Répartissez vos dix points sur votre fiche.
x85-ask-elixir = Vous devez passer des tours. Boire l'élixir pour les annuler ?
x85-ask-act = Déplacez-vous, explorez, ou restez où vous êtes. Les tuiles que vous pouvez atteindre brillent sur le plateau.
x85-ask-placing = Tournez la nouvelle tuile pour que son chemin rejoigne le vôtre.
x85-ask-training = { $place } : { $gains } contre { $count ->
    [one] 1 tour
   *[other] { $count } tours
  } de votre temps. Vous entraîner ?
x85-ask-magic-ground = Le terrain magique : lancer le d12 et tenter votre chance ?
x85-ask-choose-up = Le terrain magique vous sourit : quelle caractéristique augmente ?
x85-ask-choose-down = Le terrain magique se retourne contre vous : quelle caractéristique baisse ?
x85-ask-found = Vous trouvez une carte : { $card }. La garder, ou la laisser ici ?
x85-ask-forced = { $card } vous attaque !
x85-ask-treasure = Le trésor : gardez une carte, l'autre est enterrée.
x85-ask-options = Combattez, ramassez, échangez ou finissez votre tour.
x85-ask-plunder = Vous avez vaincu { $name } : prenez ce que vous voulez parmi ses cartes.
x85-ask-offer = { $name } vous propose { $give } contre votre carte { $take }.
x85-points-left = { $count ->
    [one] Encore 1 point à répartir
   *[other] Encore { $count } points à répartir
  }
x85-sheet-rule = Mettez des points dans au moins deux caractéristiques.
x85-sheet-confirm = Voici mon chevalier
x85-less = Un point de moins en { $attribute }
x85-more = Un point de plus en { $attribute }
x85-max = max. { $count }
x85-trade = Échanger avec un chevalier présent ici
x85-trade-with = Avec
x85-trade-give = Vous donnez
x85-trade-take = Vous demandez
x85-trade-hidden = Garder face cachée ce que je reçois
x85-trade-not-allowed = Après cet échange, l'une des deux mains ne serait plus valable.

## Boutons
x85-elixir-yes = Boire l'élixir
x85-elixir-no = Le garder
x85-action-move = Aller { $direction } : { $place }
x85-action-explore = Explorer { $direction }
x85-action-turn = La tourner de { $count }°
x85-action-stay = Rester ici
x85-action-enter = Entrer dans la zone
x85-action-leave = Quitter la zone
x85-train-yes = S'entraîner
x85-train-no = Poursuivre sa route
x85-action-keep = La garder { $side }
x85-action-swap = La garder { $side } à la place de { $card }
x85-action-leave-card = La laisser ici
x85-fight-yes = Combattre
x85-fight-no = Refuser (amulette)
x85-action-attack = Attaquer { $card }
x85-action-pick-up = Ramasser { $card } { $side }
x85-action-challenge = Défier { $name }
x85-action-take = Prendre { $card } { $side }
x85-action-done = Ne plus rien prendre
x85-action-offer = Proposer l'échange à { $name }
x85-action-accept = Accepter et la poser { $side }
x85-action-decline = Refuser
x85-action-fly = S'envoler jusqu'à { $place }
x85-action-fairy = Laisser la fée vous porter jusqu'à { $place }
x85-action-end-turn = Finir mon tour

## La fin
x85-end-rounds = La dernière manche est terminée.
x85-solo-won = { $count } points : vous avez atteint l'objectif de { $target } !
x85-solo-lost = { $count } points : il en manquait { $short } pour atteindre l’objectif de { $target }.
x85-solo-missed-excalibur = Excalibur n’est jamais parvenue au roi Arthur ({ $count } points).
x85-solo-missed-mission = Votre mission secrète n’a pas été accomplie ({ $count } points).
x85-final-score = { $count ->
    [one] 1 point
   *[other] { $count } points
  }
x85-final-detail = { $penalty ->
    [0] { $points } gagnés
   *[other] { $points } gagnés, { $penalty } de moins pour les missions annexes inachevées
  }

## Le récit
x85-chapter-sheets = Les chevaliers se préparent
x85-chapter-turn = { $name }, manche { $round }
x85-log-sheet = { $name } se met en route : force { $strength }, intelligence { $intelligence }, dextérité { $dexterity }, vaillance { $valour }, expérience { $experience }.
x85-log-turn-lost = { $count ->
    [0] { $name } passe son tour, le dernier dû.
   *[other] { $name } passe son tour (encore { $count }).
  }
x85-log-elixir = { $name } boit l'élixir et repart aussitôt.
x85-log-moved = { $name } se rend sur la tuile { $place }.
x85-log-tile = { $name } explore et découvre la tuile { $place }.
x85-log-area-card = { $name } explore { $area } et y découvre : { $spot }.
x85-log-entered = { $name } entre dans { $area }.
x85-log-moved-in-area = { $name } avance dans { $area } : { $spot }.
x85-log-left-area = { $name } ressort sur le territoire.
x85-log-turns-lost = { $name } perd { $count ->
    [one] un tour
   *[other] { $count } tours
  }.
x85-log-trained = { $name } s'entraîne sur la tuile { $place }.
x85-log-up = { $name } gagne 1 point en { $attribute }.
x85-log-down = { $name } perd 1 point en { $attribute }.
x85-log-rolled = { $name } lance le dé : { $die }.
x85-log-drew = { $name } pioche { $card }.
x85-log-kept-open = { $name } garde { $card } face visible.
x85-log-kept-hidden = { $name } garde { $card } face cachée.
x85-log-left-card = { $name } laisse { $card } sur la tuile.
x85-log-picked-up = { $name } ramasse { $card }.
x85-log-cursed = { $card } frappe { $name }.
x85-log-refused = { $name } brandit l'amulette et refuse de combattre { $card }.
x85-log-fight-won = { $name } bat { $foe } : { $mine } contre { $theirs }.
x85-log-fight-lost = { $foe } bat { $name } : { $mine } contre { $theirs }.
x85-log-fight-tie = { $name } et { $foe } sont à égalité : { $mine } contre { $theirs }.
x85-log-transferred = On emporte { $name } sur la tuile { $place }.
x85-log-stolen = Le voleur prend { $card } à { $name } et laisse la carte sous la tuile.
x85-log-duel-won = { $name } bat { $other } : { $mine } contre { $theirs }.
x85-log-duel-lost = { $other } repousse { $name } : { $mine } contre { $theirs }.
x85-log-duel-tie = { $name } et { $other } sont à égalité : { $mine } contre { $theirs }.
x85-log-took = { $name } prend { $card } à { $other }.
x85-log-offered = { $name } propose à { $other } : { $give } contre { $take }.
x85-log-trade-accepted = { $name } accepte l'échange avec { $other }.
x85-log-trade-declined = { $name } refuse l'échange avec { $other }.
x85-log-flight = { $name } s'envole jusqu'à la tuile { $place }.
x85-log-scored-excalibur = { $name } remet Excalibur au roi Arthur : { $count } points !
x85-log-scored-mission = { $name } accomplit une mission secrète : { $count } points !
x85-log-scored-secondary = { $name } mène { $card } à bon port : { $count } points.
x85-log-scored-fight = { $name } gagne { $count ->
    [one] 1 point
   *[other] { $count } points
  } pour sa victoire sur { $card }.
x85-log-unseen-drew = { $name } pioche une carte et la regarde en secret.
x85-log-unseen-kept = { $name } garde la carte.
x85-log-unseen-left = { $name } laisse une carte face cachée sur la tuile.
x85-log-unseen-picked-up = { $name } ramasse une carte posée face cachée.
x85-log-unseen-stolen = Le voleur prend une carte à { $name } et la cache sous la tuile.
x85-log-unseen-offered = { $name } propose un échange.
x85-log-unseen-took = { $name } prend une carte au vaincu.
x85-log-game-over = L'aventure est terminée.

## Missions
x85-mission = Mission { $number }
x85-mission-items = Possédez { $items } et battez { $foe }.
x85-mission-take = Vaincre { $foe } et se tenir avec le vaincu sur la tuile { $place }.
x85-mission-points = Vaut { $count } points.
x85-mission-how = Ses cartes sont dans la pioche Excalibur : explorez les tuiles étoilées pour les tirer. Un ennemi que vous ne combattez pas attend là où il a été tiré, sur la carte : revenez l’attaquer. Une carte qu’un rival a trouvée et laissée reste sur la carte, à ramasser ; celle qu’un rival tient peut s’échanger. Votre carte de mission vous montre où sont ses cartes, même face cachée.
x85-trail-held = Vous tenez { $card }.
x85-trail-beaten = Vous avez vaincu { $card }.
x85-trail-here = { $card } est ici même, sur votre tuile.
x85-trail-lies = { $card } se trouve à { $place }, { $steps ->
    [one] à 1 pas
   *[other] à { $steps } pas
  }.
x85-trail-lies-far = { $card } se trouve à { $place }.
x85-trail-shown = { $name } tient { $card } : proposez un échange.
x85-trail-beaten-by = { $name } a vaincu { $card }.
x85-trail-unseen = { $card } : pas encore trouvé.

## Textes des cartes, construits à partir des nombres de chaque carte
x85-text-weapon = Arme : +{ $strength } en force, dextérité { $needs } requise, { $when }.
x85-when-attack = quand vous attaquez
x85-when-defence = quand vous vous défendez
x85-when-both = en attaque comme en défense
x85-text-magic = Magie : { $bonus } dans chaque combat, tant que vous portez cette carte.
x85-text-foe = Adversaire : { $numbers }.
x85-number = { $attribute } { $value }
x85-engage-forced = Attaque qui révèle sa carte.
x85-engage-optional = Attend sur sa tuile que quelqu'un vienne l'attaquer.
x85-engage-companion = Suit, invaincu, le chevalier dont il est la mission, jusqu'à la prairie de Wincester, où ce chevalier peut l'affronter. Tout autre peut le laisser là où il l'a trouvé.
x85-defeat-lose = Le vaincu perd en plus 1 point en { $attribute }.
x85-defeat-transfer = Le vaincu est emmené sur la tuile { $place }.
x85-defeat-steal = Le vaincu se fait voler une carte, laissée sous la tuile.
x85-text-curse-turns = Un maléfice : il frappe qui le révèle et lui fait perdre { $count ->
    [one] un tour
   *[other] { $count } tours
  }, puis il quitte la partie.
x85-text-curse-attribute = Un maléfice : il frappe qui le révèle et lui fait perdre 1 point en { $attribute }, puis il quitte la partie.
x85-text-secondary = Mission annexe : menez-la à la tuile { $place } pour { $count } points. Encore en main à la fin, elle coûte { $penalty } points.
x85-text-entrance = Posée sur la tuile, elle ouvre le passage vers { $area }.
x85-text-mission = Nécessaire à la mission secrète { $number }.
x85-text-plain = Un objet sans pouvoir propre.
x85-card-flying-unicorn-text = Vous porte jusqu'à trois pas par tour au-dessus des tuiles déjà posées ; rivières et brouillards ne comptent que là où vous vous arrêtez.
x85-card-amulet-text = Tant que vous la portez, vous pouvez refuser tout combat, et personne ne peut vous défier.
x85-card-elixir-text = Au début d'un tour, buvez-le pour annuler tous les tours que vous devez encore passer (hors entraînement).
x85-card-fairy-text = +1 en intelligence. Une seule fois, elle peut vous porter sur n'importe quelle tuile du territoire.
x85-card-excalibur-text = L'épée : +3 en force en attaque comme en défense, sans dextérité requise. Portez-la au roi Arthur à Camaloc pour { $count } points.

## Cartes
x85-card-dagger = Poignard
x85-card-crossbow = Arbalète
x85-card-lance = Lance
x85-card-maces = Masses d'armes
x85-card-bow = Arc
x85-card-shield = Bouclier
x85-card-armour = Armure
x85-card-sacred-goose = Oie sacrée
x85-card-flying-unicorn = Licorne volante
x85-card-magic-book = Livre de sorts
x85-card-papal-legacy = Legs pontifical
x85-card-poisoned-fruit = Fruit empoisonné
x85-card-white-mantle = Manteau blanc
x85-card-ring = Anneau
x85-card-false-seal = Faux sceau
x85-card-cross = Croix
x85-card-crimson-sleeve = Manche vermeille
x85-card-sage = Sage
x85-card-bishop = Évêque de Rochester
x85-card-arvalan = Arvalan
x85-card-black-hand = Main Noire
x85-card-iseult = Iseut la Blonde
x85-card-mordred = Mordred
x85-card-monk = Moine
x85-card-galegatin = Galegatin le Gallois
x85-card-meliadus = Meliadus le Noir
x85-card-guinevere = Reine Guenièvre
x85-card-dragon = Dragon
x85-card-leopard = Léopard
x85-card-lost-elder = Vieillard égaré
x85-card-hermit = Ermite
x85-card-thief = Voleur
x85-card-bandit = Brigand
x85-card-tyrant = Tyran
x85-card-merlin = Merlin l'Enchanteur
x85-card-giant = Géant
x85-card-sorcerer = Magicien
x85-card-warlock = Sorcier
x85-card-entrance-swamp = Passage vers le marais
x85-card-entrance-forest = Passage vers la forêt
x85-card-entrance-lake = Passage vers le lac
x85-card-entrance-well = Passage vers le puits
x85-card-entrance-cave = Passage vers la grotte
x85-card-morgans-curse = Malédiction de Morgane
x85-card-enchantment = Enchantement
x85-card-spell-of-forgetting = Sort d'oubli
x85-card-magic-fog = Brume magique
x85-card-amulet = Amulette magique
x85-card-elixir = Élixir
x85-card-potion = Potion magique
x85-card-fairy = Fée
x85-card-excalibur = Excalibur
x85-card-monster = Monstre
x85-card-wolf = Loup

## Tuiles
x85-place-entrada = Croisée des chemins
x85-place-entrada-text = Le point de départ de chaque chevalier : quatre chemins roses.
x85-place-monastery = Monastère
x85-place-monastery-text = Entraînement : restez 2 tours pour +2 en intelligence, une fois par séjour dans les terres d'initiation.
x85-place-inn = Auberge
x85-place-inn-text = Entraînement : restez 2 tours pour +2 en force, une fois par séjour dans les terres d'initiation.
x85-place-spring = Source
x85-place-spring-text = Entraînement : restez 2 tours pour +1 en force et +1 en intelligence.
x85-place-village = Village
x85-place-village-text = Entraînement : restez 1 tour pour +1 en dextérité. Amenez ici le vieillard égaré.
x85-place-hermitage = Ermitage
x85-place-hermitage-text = Entraînement : restez 1 tour pour +2 en expérience. Amenez ici l'ermite.
x85-place-magic-ground = Terrain magique
x85-place-magic-ground-text = Lancez le d12 si vous le voulez : de 1 à 4, perdez 1 point de force ou d'intelligence ; de 9 à 12, gagnez-en 1. Aucun temps perdu.
x85-place-river = Rivière
x85-place-river-text = La traverser coûte un tour chaque fois que vous y entrez.
x85-place-fog = Brouillard
x85-place-fog-text = On s'y perd : 2 tours chaque fois que vous y entrez.
x85-place-access = Col
x85-place-access-text = Relie les chemins roses des terres d'initiation aux chemins jaunes du pays des merveilles.
x85-place-star = Route étoilée
x85-place-star-text = Qui pose cette tuile pioche une carte Excalibur.
x85-place-camaloc = Château de Camaloc
x85-place-camaloc-text = Le roi Arthur attend ici : apportez-lui Excalibur pour 10 points.
x85-place-prison = Prison
x85-place-prison-text = Amenez ici le voleur, le brigand ou le tyran une fois vaincus. Le tyran y envoie ses victimes.
x85-place-enchanted-house = Maison enchantée
x85-place-enchanted-house-text = Merlin envoie ici ceux qu'il a vaincus, et ils perdent un tour.
x85-place-wincester-meadow = Prairie de Wincester
x85-place-wincester-meadow-text = Le seul lieu où l'on peut affronter Meliadus le Noir.
x85-place-joyous-gard = La Joyeuse Garde
x85-place-joyous-gard-text = Une mission secrète s'achève ici avec la reine Guenièvre.
x85-place-fisher-king-house = Maison du Roi Pêcheur
x85-place-fisher-king-house-text = Une mission secrète s'achève ici avec le léopard.
x85-place-plain = Chemin libre
x85-place-plain-text = Il ne se passe rien ici.

## Zones de développement
x85-area-swamp = le marais
x85-area-forest = la forêt
x85-area-lake = le lac
x85-area-well = le puits
x85-area-cave = la grotte
x85-area-swamp-text = Dix cartes. En son cœur, la tourbière du monstre.
x85-area-forest-text = Dix cartes. En son cœur, la tanière du loup.
x85-area-lake-text = Dix cartes. En son cœur, la Dame du Lac, qui garde Excalibur.
x85-area-well-text = Huit cartes, et pas d'autre issue que l'entrée. Au fond repose l'amulette.
x85-area-cave-text = Huit cartes, et pas d'autre issue que l'entrée. Tout au bout, un trésor.
x85-key-swamp = La tourbière du monstre
x85-key-swamp-text = Le monstre attaque, s'il rôde encore.
x85-key-forest = La tanière du loup
x85-key-forest-text = Le loup attaque, s'il rôde encore.
x85-key-lake = La Dame du Lac
x85-key-lake-text = Elle remet Excalibur, si personne ne l'a encore.
x85-key-well = Le fond du puits
x85-key-well-text = Prenez l'amulette magique, si elle est encore là.
x85-key-cave = Le trésor
x85-key-cave-text = Piochez 2 cartes Excalibur : gardez-en 1, enterrez l'autre sous l'entrée.
x85-spot-entrance = L'entrée
x85-spot-entrance-text = Là où commence la zone.
x85-spot-exit = Sortie
x85-spot-exit-text = Ramène sur la tuile où la zone s'est ouverte.
x85-spot-gift-text = Prenez { $card } parmi les cartes mises de côté, si la carte s'y trouve encore.
x85-spot-delay-text = Mettre le pied ici coûte { $count ->
    [one] un tour
   *[other] { $count } tours
  }.
x85-spot-lose-dexterity = Eau croupie
x85-spot-lose-dexterity-text = Perdez 1 point de dextérité.
x85-spot-lair = Le repaire
x85-spot-lair-text = Le monstre attaque, s'il rôde encore.
x85-spot-plain = Un sentier
x85-spot-plain-text = Il ne se passe rien ici.

## Page des règles
x85-glossary-intro = Le livret des cartes d'origine est perdu. Toutes les cartes, tuiles et zones ci-dessous, sauf la croisée des chemins, sont de notre invention, pour que le jeu puisse de nouveau être joué.
x85-glossary-cards = Cartes
x85-glossary-places = Tuiles
x85-glossary-areas = Zones de développement
x85-glossary-missions = Missions secrètes
x85-design-tag = Notre création

x85-action-as-drawn = Telle quelle

x85-flights = Voler vers

x85-flight-go = Y aller

x85-delay-swamp = Sables mouvants

x85-delay-forest = Ronces

x85-delay-lake = Tourbillon

x85-delay-well = Une chute

x85-delay-cave = Chauves-souris

x85-log-offered-gift = { $name } offre { $give } à { $other }.

x85-log-offered-request = { $name } demande { $take } à { $other }.

x85-ask-offer-gift = { $name } vous offre { $give }.

x85-ask-offer-request = { $name } vous demande votre carte { $take }.

## The guided first game
x85-guide-sheet = Voici la fiche de votre chevalier. Répartissez dix points entre ses attributs, dans deux au moins : ils décident de l’issue de ses combats et de ses épreuves.
x85-guide-act = À vous : traversez la contrée, explorez au-delà de son bord pour poser une nouvelle pièce, ou restez. Le but est de trouver Excalibur et de la porter au roi Arthur à Camaloc (10 points) ; votre mission secrète en vaut 5 de plus.
x85-guide-placing = Vous découvrez une nouvelle terre : choisissez comment la tourner, puis posez-la.
x85-guide-found = Vous avez trouvé quelque chose : gardez-le ou laissez-le. Touchez une carte pour savoir ce qu’elle fait.
x85-guide-fight = Un ennemi vous barre la route et vous devez combattre. Vos attributs et ce que vous portez font vos chances ; un combat perdu vous coûte deux tours.
x85-guide-options = Avant la fin de votre tour, vous pouvez encore combattre, ramasser ce qui se trouve ici ou échanger. Puis finissez votre tour.
x85-guide-ask = Ce lieu vous demande quelque chose : la question dit quoi.
x85-guide-over = C’était Excalibur. Avec d’autres chevaliers à la table, les règles complètes ajoutent les combats entre chevaliers, les échanges et la course vers Camaloc.

# The rules page, in our own words (paragraphs until one is missing).
rules-excalibur-1985-1 = Chaque chevalier parcourt une carte posée tuile après tuile et y croise inconnus, monstres et trésors. Un combat ajoute une caractéristique au jet d'un dé à douze faces.
rules-excalibur-1985-2 = Les points viennent de l'épée portée au roi Arthur, de votre mission secrète, des missions annexes et des combats gagnés. Le meilleur score à la fin l'emporte.
rules-excalibur-1985-3 = Au départ, chaque chevalier répartit dix points entre force, intelligence, dextérité, vaillance et expérience. La vaillance et l'expérience grandissent avec les combats gagnés et se changent en force et en intelligence en atteignant 4. Les tuiles d'entraînement échangent des tours contre des points.
rules-excalibur-1985-4 = À votre tour, vous avancez d'un pas, explorez (posez une nouvelle tuile contre votre chemin et entrez-y) ou restez sur place. Puis la tuile agit, un adversaire peut vous attaquer, et vous pouvez combattre une fois, ramasser des cartes et échanger avec les chevaliers de votre tuile. Les tuiles étoilées font piocher une carte Excalibur ; certaines cartes ouvrent des zones de développement, de petits plateaux à part.
rules-excalibur-1985-5 = Un combat additionne les caractéristiques que l'adversaire met en jeu, votre arme utilisable, votre magie et un d12 ; l'adversaire ajoute ses propres valeurs et un d12. Le plus haut total l'emporte ; une égalité ne change rien. Le perdant perd vaillance, expérience et deux tours. On porte au plus trois cartes face cachée et deux face visible.
rules-excalibur-1985-6 = À plusieurs, la partie dure un nombre fixe de manches ; seul, vous disposez d'un budget de tours pour atteindre un score cible. Au niveau supérieur, les cartes trouvées ne sont vues que par vous, sauf si elles attaquent ou frappent aussitôt.
rules-excalibur-1985-7 = Votre mission secrète : ses cartes sont près du dessus de la pioche Excalibur (sauf en hasard classique), et explorer les fait vite sortir. Un objet se garde en main ; un ennemi laissé sans combat reste là où il a été tiré, et chacun peut l’attaquer ; un objet trouvé par un autre chevalier s’obtient par un échange ou en le battant. Cinq points quand vous tenez les objets et avez battu l’ennemi (et vous trouvez là où la mission le dit). Sous votre mission, votre écran dit où est chacune de ses cartes : en main, sur la carte et à quelle distance, chez un autre chevalier, ou pas encore trouvée ; votre mission vous montre ses cartes même posées face cachée. Une carte qui n’est pas la vôtre peut rester là où vous l’avez trouvée, pour son chevalier ; Meliadus ne suit que le chevalier dont il est la mission.
