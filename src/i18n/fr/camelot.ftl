# Les Chevaliers de la Table Ronde (fr). Les mêmes clés existent dans chaque langue.

camelot-setup-traitor-among-us = Le Traître parmi nous : une carte de Loyauté par joueur plus le Traître, un traître est presque certain
camelot-setup-three-brave-knights = Trois Braves Chevaliers : à trois joueurs, personne ne regarde sa Loyauté avant six épées sur la Table Ronde
camelot-setup-random-opening = Distribuer les cartes d'ouverture au hasard au lieu de les partager
camelot-setup-without-traitor = Jouer sans traître (idéal pour une première partie)
camelot-setup-merlins-company = Les Compagnons de Merlin : jusqu'à 8 chevaliers, Arthur toujours présent, le paquet Voyage, Merlin, les sorcières et un second traître dès 7 joueurs. Les pouvoirs des sept nouveaux chevaliers et trois épreuves de Voyage sont de notre invention : leur texte imprimé est perdu
camelot-setup-difficulty = Difficulté
camelot-difficulty-gentle = Douce
camelot-difficulty-standard = Normale
camelot-difficulty-cunning = Retorse
camelot-difficulty-gentle-text = Un robot traître joue ses cartes pour Arthur mais nourrit le Mal ouvertement, et se fait vite prendre ; démasqué, il n'ajoute jamais d'Engins de siège.
camelot-difficulty-standard-text = Un robot traître sabote avec soin et se fait discret quand on le soupçonne.
camelot-difficulty-cunning-text = Un robot traître pèse chaque coup selon le mal qu'il fait, et le cache bien.
camelot-difficulty-note = Les robots fidèles à Arthur jouent toujours de leur mieux.
camelot-companions-choose = Choisir les chevaliers qui peuvent rejoindre Arthur (leurs blasons restent distribués au hasard)
camelot-companions-count = { $chosen } choisis : il en faut au moins { $needed }, un pour chaque joueur en plus d’Arthur.
camelot-companions-colour = Même couleur que { $name }, déjà choisi.

camelot-white-fight = Combat { $value }
camelot-white-fight-text = Une carte Combat de valeur { $value }. Elle se pose sur le Chevalier Noir, Lancelot, le Dragon et les Guerres, et aide contre les Engins de siège.
camelot-white-grail = Graal
camelot-white-grail-text = La seule carte qu'accepte la quête du Saint Graal. Trois d'entre elles soignent un point de vie.
camelot-white-merlin = Merlin
camelot-white-merlin-text = Retire un Engin de siège, la dernière carte noire posée sur une quête, ou un ennemi d'une Guerre. Trois Merlin venus de n'importe quels chevaliers annulent une carte noire spéciale dès qu'elle est piochée.
camelot-white-convocation = Convocation
camelot-white-convocation-text = Chaque chevalier peut rentrer aussitôt à Camelot ; puis une carte blanche par chevalier présent est posée face visible et partagée entre eux.
camelot-white-fate = Destinée
camelot-white-fate-text = Chaque chevalier pioche une carte blanche. Un traître peut la jouer pendant son tour pour tomber le masque.
camelot-white-heroism = Héroïsme
camelot-white-heroism-text = Posez-la sur une quête. Quand celle-ci s'achève, le camp vainqueur reçoit une épée de plus.
camelot-white-lady-of-the-lake = Dame du Lac
camelot-white-lady-of-the-lake-text = Rapproche Excalibur des chevaliers d'un pas, où que vous soyez. Une fois cette quête finie, soigne deux points de vie à la place.
camelot-white-messenger = Messager
camelot-white-messenger-text = Donnez jusqu'à trois cartes blanches à un chevalier, où qu'il se trouve.
camelot-white-piety = Piété
camelot-white-piety-text = Soignez-vous de trois points de vie, ou soignez un point à chacun des autres chevaliers.
camelot-white-clairvoyance = Clairvoyance
camelot-white-clairvoyance-text = Regardez les cinq premières cartes noires et remettez-les dans l'ordre de votre choix.
camelot-white-reinforcements = Renforts
camelot-white-reinforcements-text = Piochez quatre cartes blanches, ou faites-en piocher une à chacun des autres chevaliers.
camelot-white-fight-wild = Combat ?
camelot-white-fight-wild-text = Une carte Combat dont vous choisissez la valeur, de 1 à 5, en la jouant.
camelot-white-call-for-help = Appel à l'aide
camelot-white-call-for-help-text = Les autres chevaliers peuvent vous rejoindre à votre quête sans rien dépenser ni piocher de carte Voyage. Pas depuis une quête en solitaire.
camelot-white-dispel = Dissipation
camelot-white-dispel-text = Renvoie une carte noire qui reste en jeu : Brocéliande, Brumes d'Avalon, Mordred, Viviane ou une sorcière durable.
camelot-white-divine-favor = Faveur divine
camelot-white-divine-favor-text = La prochaine égalité, où qu'elle soit (un combat, le dé du siège, les épées à la fin), profite aux chevaliers.
camelot-white-dragon-slayer = Tueur de dragon
camelot-white-dragon-slayer-text = Piochez trois cartes blanches ou, face au Dragon, posez-y deux cartes Combat.
camelot-white-merlin-to-the-rescue = Merlin à la rescousse
camelot-white-merlin-to-the-rescue-text = Déplacez la figurine de Merlin où vous voulez, même sur une quête terminée.
camelot-white-new-hope = Nouvel espoir
camelot-white-new-hope-text = Défaussez toute votre main, cette carte comprise, et piochez autant de cartes que vous en avez défaussé.
camelot-white-tournament = Tournoi
camelot-white-tournament-text = Gagnez deux points de vie.
camelot-white-truce = Trêve
camelot-white-truce-text = Une guerre de votre choix se termine sans vainqueur : ses cartes et figurines partent, et aucune épée n'est posée.

camelot-black-black-knight = Chevalier Noir { $value }
camelot-black-black-knight-text = Va sur le tournoi du Chevalier Noir avec sa valeur. Elle peut être posée face cachée, et celui qui l'a piochée prend alors une carte blanche.
camelot-black-lancelot-dragon = Lancelot { $lancelot } / Dragon { $dragon }
camelot-black-lancelot-dragon-text = Va sur Lancelot avec la première valeur, ou sur le Dragon avec la seconde une fois Lancelot terminé. Elle peut être posée face cachée contre une carte blanche.
camelot-black-despair = Désespoir
camelot-black-despair-text = Prend la case libre de la piste du Graal la plus éloignée du Graal.
camelot-black-excalibur = Excalibur
camelot-black-excalibur-text = Éloigne Excalibur d'un pas vers la rive opposée.
camelot-black-picts = Pictes
camelot-black-picts-text = Un Picte rejoint la Guerre contre les Pictes. Le quatrième la fait gagner au Mal.
camelot-black-saxons = Saxons
camelot-black-saxons-text = Un Saxon rejoint la Guerre contre les Saxons. Le quatrième la fait gagner au Mal.
camelot-black-mercenaries = Mercenaires
camelot-black-mercenaries-text = Celui qui la pioche envoie un ennemi dans la Guerre de son choix.
camelot-black-desolation = Désolation
camelot-black-desolation-text = Chasse la carte Graal la plus éloignée du Graal, puis prend une case comme un Désespoir.
camelot-black-dark-forest = Brocéliande
camelot-black-dark-forest-text = Plus aucune carte Graal ne peut être jouée avant que les chevaliers gagnent une autre quête.
camelot-black-guinevere = Guenièvre
camelot-black-guinevere-text = Tous les chevaliers rentrent en hâte à Camelot ; les cartes laissées sur une quête solitaire sont perdues. Le tour de celui qui l'a piochée s'arrête aussitôt.
camelot-black-mists-of-avalon = Brumes d'Avalon
camelot-black-mists-of-avalon-text = Désormais, chaque quête perdue ajoute une épée noire de plus.
camelot-black-mordred = Mordred
camelot-black-mordred-text = Rejoint une Guerre choisie par celui qui l'a piochée : il y faut désormais un second 5.
camelot-black-morgan-life = Morgane : lassitude
camelot-black-morgan-life-text = Chaque chevalier perd un point de vie.
camelot-black-morgan-discard = Morgane : tribut de cartes
camelot-black-morgan-discard-text = Un chevalier peut céder trois cartes blanches pour tous ; sinon chaque chevalier qui a une carte en défausse une.
camelot-black-morgan-three-cards = Morgane : marée noire
camelot-black-morgan-three-cards-text = Trois autres cartes noires sont piochées et résolues, l'une après l'autre.
camelot-black-morgan-engines = Morgane : travaux de siège
camelot-black-morgan-engines-text = Deux Engins de siège arrivent devant Camelot.
camelot-black-morgan-volunteer = Morgane : tribut de sang
camelot-black-morgan-volunteer-text = Un chevalier peut perdre deux points de vie pour tous ; sinon chaque chevalier qui a une carte en défausse une.
camelot-black-vivien = Viviane
camelot-black-vivien-text = Aucune carte Merlin ne peut servir avant que les chevaliers gagnent une quête.
camelot-black-witch-1 = Sorcière : chamboulement
camelot-black-witch-1-text = Les deux pioches et les deux défausses sont mélangées ensemble sur-le-champ (jamais les cartes Voyage).
camelot-black-witch-2 = Sorcière : nul sacrifice
camelot-black-witch-2-text = Jusqu'à ce que les chevaliers gagnent une quête, personne ne peut sacrifier de point de vie, ni pour la progression du Mal ni pour une seconde action, et le pouvoir de Caradoc dort.
camelot-black-witch-3 = Sorcière : pillards
camelot-black-witch-3-text = Un Picte puis un Saxon rejoignent leurs guerres.
camelot-black-witch-4 = Sorcière : tribut en Graals
camelot-black-witch-4-text = Chaque chevalier cède une carte Graal ou, s'il n'en a pas, un point de vie.
camelot-black-witch-5 = Sorcière : faux témoin
camelot-black-witch-5-text = Désormais, chaque accusation erronée noircit deux épées blanches.
camelot-black-witch-6 = Sorcière : exil de Merlin
camelot-black-witch-6-text = Désormais, les cartes Merlin jouées quittent la partie.
camelot-black-witch-7 = Sorcière : les absents paient
camelot-black-witch-7-text = À la prochaine quête perdue, chaque chevalier qui n'y était pas perd un point de vie.

camelot-knight-arthur = Arthur
camelot-knight-arthur-text = Joue en premier. Une fois par tour, échange une carte blanche avec n'importe quel chevalier : il en donne une, l'autre lui en rend une.
camelot-knight-galahad = Galaad
camelot-knight-galahad-text = Joue chaque tour une carte blanche spéciale sans dépenser son action (toujours une seule spéciale par tour).
camelot-knight-gawain = Gauvain
camelot-knight-gawain-text = Pioche trois cartes au lieu de deux à la Table Ronde.
camelot-knight-kay = Keu
camelot-knight-kay-text = Après un combat où il se trouve, ou après son propre jet de siège, peut ajouter une carte Combat.
camelot-knight-palamedes = Palamède
camelot-knight-palamedes-text = Gagne un point de vie de plus à chaque quête gagnée en sa présence.
camelot-knight-percival = Perceval
camelot-knight-percival-text = Voit la première carte noire avant de choisir comment progresse le Mal.
camelot-knight-tristan = Tristan
camelot-knight-tristan-text = Part de Camelot sans y consacrer d'action ; en contrepartie, il ne se déplace plus par une action ce tour-là.
camelot-knight-bedivere = Bédivère
camelot-knight-bedivere-text = Une fois par tour, pendant ses actions héroïques, peut défausser une carte blanche de sa main et en piocher une autre à la place.
camelot-knight-bors = Bohort
camelot-knight-bors-text = Regarde la première carte Voyage avant d'annoncer où il va.
camelot-knight-caradoc = Caradoc
camelot-knight-caradoc-text = Une fois par tour, peut sacrifier un de ses points de vie pour qu'un autre chevalier vivant en gagne un.
camelot-knight-gaheris = Gaheris
camelot-knight-gaheris-text = Brocéliande ne l'empêche jamais de jouer des cartes Graal.
camelot-knight-gareth = Gareth
camelot-knight-gareth-text = Ajoute un à son total quand il combat un Engin de siège.
camelot-knight-geraint = Géraint
camelot-knight-geraint-text = Une fois par partie, peut changer une carte Perdu !, Chargé ! ou Embuscade ! en Rien ne se passe.
camelot-knight-lamorak = Lamorak
camelot-knight-lamorak-text = Prend une carte blanche de plus chaque fois qu'une guerre est gagnée en sa présence.
camelot-knight-owain = Yvain
camelot-knight-owain-text = À la Table ronde, peut remettre une des cartes piochées et en piocher une autre.
camelot-design-note = Création de notre part : le texte imprimé de cette carte est perdu.

camelot-quest-black-knight = Chevalier Noir
camelot-quest-black-knight-text = Un tournoi solitaire : deux paires de cartes Combat de valeurs différentes contre quatre cartes Chevalier Noir. Victoire : un point de vie, trois cartes blanches et une épée blanche. Il recommence aussitôt.
camelot-quest-lancelot = Lancelot
camelot-quest-lancelot-text = Un duel solitaire : un full de cartes Combat contre cinq cartes Lancelot. Victoire : un point de vie, quatre cartes blanches, l'Armure de Lancelot et une épée blanche. Le Dragon suit.
camelot-quest-dragon = Dragon
camelot-quest-dragon-text = Une chasse en groupe : trois brelans de cartes Combat contre cinq cartes Dragon. Victoire : deux points de vie chacun, sept cartes blanches et deux épées blanches.
camelot-quest-excalibur = Excalibur
camelot-quest-excalibur-text = Jetez n'importe quelle carte blanche dans la rivière pour rapprocher l'épée d'un pas. Victoire : l'épée, un point de vie chacun, sept cartes blanches et deux épées blanches.
camelot-quest-grail = Saint Graal
camelot-quest-grail-text = Sept cases : les cartes Graal d'un côté, les Désespoirs de l'autre. Sept Graals l'emportent : le Graal, un point de vie chacun, sept cartes blanches et trois épées blanches.
camelot-quest-pict-war = Guerre contre les Pictes
camelot-quest-pict-war-text = Des cartes Combat 1, 2, 3, 4, 5 dans cet ordre avant l'arrivée de quatre Pictes. Victoire : un point de vie chacun, quatre cartes blanches et une épée blanche. Défaite : deux Engins de siège en plus.
camelot-quest-saxon-war = Guerre contre les Saxons
camelot-quest-saxon-war-text = Des cartes Combat 1, 2, 3, 4, 5 dans cet ordre avant l'arrivée de quatre Saxons. Victoire : un point de vie chacun, quatre cartes blanches et une épée blanche. Défaite : deux Engins de siège en plus.
camelot-place-camelot = Camelot
camelot-place-camelot-text = À la Table Ronde, piochez deux cartes blanches ; devant les remparts, combattez un Engin de siège avec des cartes Combat contre le dé à huit faces.

camelot-relic-excalibur = Excalibur
camelot-relic-excalibur-text = Ajoute un aux combats et aux sièges de son porteur. Il peut y renoncer pour annuler une carte noire qui vient d'être piochée.
camelot-relic-grail = Saint Graal
camelot-relic-grail-text = Quand un chevalier tombe à zéro point de vie, son porteur peut y renoncer pour le ramener à quatre.
camelot-relic-armor = Armure de Lancelot
camelot-relic-armor-text = Son porteur pioche deux cartes noires quand il nourrit le Mal ainsi, en joue une et enterre l'autre.

camelot-loyal = Loyal
camelot-traitor = Traître
camelot-loyal-text = Vous servez Arthur : vous gagnez avec les chevaliers.
camelot-traitor-text = Vous servez le Mal en secret : vous gagnez quand les chevaliers perdent. Accusé, vous êtes démasqué ; resté caché jusqu'au bout, vous noircissez deux épées blanches.

camelot-evil-draw-black = Piocher une carte noire
camelot-evil-add-engine = Ajouter un Engin de siège
camelot-evil-lose-life = Perdre un point de vie
camelot-stake-last-life = Il vous reste un point de vie : le perdre tue votre chevalier.
camelot-stake-last-engine = Onze Engins de siège assiègent Camelot : un douzième donne la victoire au Mal.
camelot-stake-sacrifice = C’est votre dernier point de vie : votre chevalier meurt une fois l’action supplémentaire jouée.
camelot-stake-siege = Si le dé bat vos cartes, vous perdez votre dernier point de vie et votre chevalier meurt.

camelot-ask-opening = Posez une carte blanche face visible à la Table Ronde, que la tablée partagera.
camelot-ask-evil = Comment progresse le Mal ce tour-ci ?
camelot-ask-heroic = Votre action héroïque.
camelot-ask-heroic-more = Autre chose ce tour-ci ?
camelot-group-here = Là où vous êtes
camelot-group-road = Partir vers
camelot-group-camelot = À Camelot
camelot-group-special = Cartes spéciales
camelot-group-heal = Se soigner
camelot-group-accuse = Accuser
camelot-group-other = Finir ou continuer
camelot-hint-facing = Face cachée, la carte reste secrète sur sa quête jusqu’à ce que le combat soit révélé, et vous piochez une carte blanche en échange.
camelot-hint-volunteer = Un chevalier peut encaisser le coup pour toute la table ; sinon, tout le monde paie.
camelot-hint-discard = Gardez les cartes dont vos quêtes ont le plus besoin.
camelot-hint-share = Donnez chaque carte au chevalier qui en fera le meilleur usage.
camelot-hint-share-vote = Si vous refusez, les cartes sont distribuées au hasard.
camelot-hint-cancel = Trois cartes Merlin, de n’importe quels chevaliers, l’annulent : chacun dit s’il en donne une.
camelot-hint-war = Les Mercenaires rejoignent la Guerre de votre choix.
camelot-hint-opening = Les cartes posées maintenant sont partagées entre les chevaliers avant le premier tour.
camelot-hint-evil = Une carte noire peut nuire à une quête ou à toute la table ; un engin rapproche le Mal de douze ; un point de vie ne coûte qu’à vous.
camelot-hint-heroic = Une action : se déplacer, agir là où vous êtes (jouer une carte, piocher à la Table Ronde, combattre un engin), jouer une carte spéciale, se soigner avec trois cartes identiques, ou accuser. Un point de vie achète une seconde action d’un autre type.
camelot-hint-heroic-more = Un point de vie achète une action de plus, d’un autre type ; sinon, finissez votre tour.
camelot-waiting-for = { $name } joue son tour.
camelot-waiting-others = Les autres chevaliers répondent.
camelot-ask-facing = Poser { $card } face visible, ou face cachée contre une carte blanche ?
camelot-face-up = Face visible
camelot-face-down = Face cachée
camelot-ask-war = Quelle Guerre ?
camelot-ask-siege-first = Posez une carte Combat pour affronter l'Engin de siège ; dès qu'une carte est posée, vous pouvez lancer le dé.
camelot-ask-siege = Vos cartes Combat font { $total } : ajoutez-en une, ou lancez le dé à huit faces. L'engin tombe si votre total dépasse le jet.
camelot-siege-roll = Lancer le dé
camelot-ask-volunteer = Payer pour tous ?
camelot-volunteer-yes = Je m'en charge
camelot-volunteer-no = Pas moi
camelot-ask-discard = Défaussez { $count ->
    [one] une carte blanche
   *[other] { $count } cartes blanches
}.
camelot-ask-share = Donnez chaque carte à un chevalier ; les autres accepteront ou refuseront votre partage.
camelot-ask-share-vote = Accepter ce partage ? S'il est refusé, les cartes sont distribuées au hasard.
camelot-accept = Accepter
camelot-refuse = Refuser
camelot-ask-cancel = { $name } a pioché { $card }. L'annuler ?
camelot-ask-cancel-hidden = { $name } a pioché une carte qui peut être posée face cachée. L'annuler ?
camelot-cancel-excalibur = Renoncer à Excalibur pour l'annuler
camelot-cancel-merlins = Offrir { $count ->
    [one] un Merlin
   *[other] { $count } Merlin
}
camelot-cancel-pass = La laisser
camelot-ask-rescue = { $name } tombe à zéro point de vie. Renoncer au Graal pour le sauver ?
camelot-rescue-yes = Le sauver
camelot-rescue-no = Garder le Graal
camelot-ask-kay = Le combat est révélé. Ajouter une carte Combat ?
camelot-kay-none = Ne rien ajouter
camelot-ask-follow = Convocation : rentrer à Camelot ?
camelot-follow-yes = Rentrer
camelot-follow-no = Rester
camelot-ask-give = Donnez une carte à { $name }.
camelot-stop-giving = Ne plus rien donner
camelot-ask-stack = Remettez les cartes noires, la première choisie sur le dessus.
camelot-ask-armor = Armure de Lancelot : quelle carte jouez-vous ? L'autre va sous la pioche.
camelot-ask-raid = Prenez une carte blanche au hasard à un chevalier.

camelot-action-move = Aller à { $place }
camelot-action-free-move = Chevaucher librement vers { $place }
camelot-action-play = Jouer { $card }
camelot-action-draw-white = Piocher des cartes blanches
camelot-action-siege = Combattre un Engin de siège
camelot-action-heal = Se soigner avec trois { $card }
camelot-action-sacrifice = Perdre un point de vie pour une seconde action
camelot-action-end-turn = Finir le tour
camelot-action-accuse = Accuser { $name }
camelot-action-exchange = Échanger une carte avec { $name }
camelot-action-reveal = Tomber le masque avec la Destinée
camelot-action-special = Jouer { $card }
camelot-action-merlin-engine = Merlin : retirer un Engin de siège
camelot-action-merlin-black = Merlin : retirer la dernière carte noire de { $place }
camelot-action-merlin-figure = Merlin : chasser un ennemi de { $place }
camelot-action-heroism = Héroïsme sur { $place }
camelot-action-messenger = Messager vers { $name }
camelot-action-piety-self = Piété : trois points de vie pour moi
camelot-action-piety-others = Piété : un point de vie pour chacun des autres
camelot-action-reinforcements-self = Renforts : quatre cartes pour moi
camelot-action-reinforcements-others = Renforts : une carte pour chacun des autres
camelot-action-raid = Prendre une carte à { $name }

camelot-say = Dire à la tablée
camelot-say-can-help = Je peux aider à { $place }.
camelot-say-strong-grails = J'ai de quoi faire avec les Graals.
camelot-say-strong-fights = J'ai de bonnes cartes Combat.
camelot-say-strong-specials = J'ai des cartes spéciales utiles.
camelot-say-weak = Ma main est faible.
camelot-say-will-feed-draw-black = Je piocherai une carte noire.
camelot-say-will-feed-add-engine = Je nourrirai le Mal d'un Engin de siège.
camelot-say-will-feed-lose-life = Je paierai de ma vie.
camelot-say-suspect = Je soupçonne { $name }.
camelot-say-trust = J'ai confiance en { $name }.

camelot-chapter-opening = L'ouverture
camelot-chapter-turn = Tour de { $name }
camelot-log-laid = { $name } a posé une carte à la Table Ronde.
camelot-log-opening = Les cartes posées : { $cards }.
camelot-log-evil = { $name } : { $choice }.
camelot-log-black = { $name } a pioché { $card }.
camelot-log-black-placed = { $name } a posé { $card } sur { $place }.
camelot-log-black-placed-down = { $name } a posé une carte face cachée sur { $place }.
camelot-log-quest-over-engine = { $card } trouve sa quête finie : un Engin de siège à la place.
camelot-log-engines = Engins de siège devant Camelot : { $count }.
camelot-log-engine-removed = Un Engin de siège tombe ; il en reste { $count }.
camelot-log-figure = { $place } : { $count ->
    [one] { $count } ennemi sur le terrain.
   *[other] { $count } ennemis sur le terrain.
}
camelot-log-excalibur = Excalibur est à { $steps } pas des chevaliers.
camelot-log-moved = { $name } se rend à { $place }.
camelot-log-played = { $name } joue { $card } sur { $place }.
camelot-log-drew-white = { $name } pioche { $count ->
    [one] une carte blanche
   *[other] { $count } cartes blanches
}.
camelot-die-shows = Le dé montre { $value }
camelot-log-siege = { $name } combat un Engin de siège : { $total } contre { $roll } au dé, { $won ->
    [yes] l'engin tombe
   *[no] le chevalier est blessé
}.
camelot-log-healed = { $name } se soigne avec trois { $card }.
camelot-log-sacrificed = { $name } donne un point de vie pour une seconde action.
camelot-log-life = { $name } a maintenant { $life ->
    [one] { $life } point de vie.
   *[other] { $life } points de vie.
}
camelot-log-died = { $name } est tombé.
camelot-log-revealed = { $place } : les chevaliers { $white } contre le Mal { $black }.
camelot-log-quest-won = { $place } : victoire !
camelot-log-quest-lost = { $place } : défaite.
camelot-log-relic = { $name } prend la relique de { $place }.
camelot-log-relic-lost = La relique de { $place } est perdue.
camelot-log-solo-left = { $name } quitte { $place } ; les cartes qu'il y avait jouées sont perdues.
camelot-log-shared = Les cartes sont partagées.
camelot-log-dealt = Pas d'accord : les cartes sont distribuées au hasard.
camelot-log-reshuffled = Les pioches sont mélangées.
camelot-log-traitor-flipped = { $name } était le traître, et noircit { $count ->
    [one] { $count } épée blanche.
   *[other] { $count } épées blanches.
}
camelot-log-volunteered = { $name } paie pour tous.
camelot-log-discarded = { $name } défausse { $card }.
camelot-log-in-play = { $card } reste sur la table.
camelot-log-gone = { $card } quitte la table.
camelot-log-all-home = Tous les chevaliers rentrent en hâte à Camelot.
camelot-log-special = { $name } joue { $card }.
camelot-log-cancelled = { $card } est annulée.
camelot-log-rescued = { $by } sauve { $name } grâce au Graal.
camelot-log-kay = { $name } ajoute un { $value } au combat.
camelot-log-kay-wild = { $name } ajoute un Combat ?, compté comme un { $value }, au combat.
camelot-log-followed = { $name } rentre pour la Convocation.
camelot-log-gave = { $from } donne une carte à { $to }.
camelot-log-arranged = { $name } remet les cartes noires dans l'ordre de son choix.
camelot-log-armor = { $name } enterre une carte noire sous la pioche.
camelot-log-merlin = Merlin retire une carte de { $place }.
camelot-log-exchanged = { $name } échange une carte avec { $other }.
camelot-log-accused = { $name } accuse { $target }, { $traitor ->
    [yes] qui est bien le traître !
   *[no] qui est loyal.
}
camelot-log-unmasked = { $name } est démasqué : c'est le traître.
camelot-log-sword-flipped = Une épée blanche devient noire.
camelot-log-raided = { $name } prend une carte à { $target }.
camelot-log-said = { $name } : « { $words } »
camelot-you-drew = Vous avez pioché { $card }.
camelot-you-got = Vous avez reçu { $cards }.
camelot-you-see = Vous voyez { $cards }.

camelot-knights-win = Les chevaliers l'emportent !
camelot-evil-wins = Le Mal l'emporte.
camelot-end-swords = Douze épées sur la Table Ronde : { $white } blanches contre { $black } noires.
camelot-end-engines = Douze Engins de siège se dressent devant Camelot.
camelot-end-black-swords = Sept épées noires reposent sur la Table Ronde.
camelot-end-deaths = Tous les chevaliers loyaux sont tombés.

camelot-swords = Épées
camelot-engines = Engins de siège
camelot-white-deck = Pioche blanche
camelot-black-deck = Pioche noire
camelot-discard = Défausse
camelot-life = Points de vie
camelot-hand = Main
camelot-here = Ici
camelot-relics = Reliques
camelot-your-loyalty = Votre Loyauté
camelot-loyalty-hidden = Vous n'avez pas encore regardé votre Loyauté.
camelot-glossary-white = Cartes blanches
camelot-glossary-black = Cartes noires
camelot-glossary-knights = Les chevaliers
camelot-glossary-quests = Les quêtes
camelot-quests = Les quêtes
camelot-glance-combat = { $good } cartes blanches et { $evil } cartes noires jouées
camelot-glance-excalibur = Excalibur à { $good } sur { $evil } vers les chevaliers
camelot-glance-grail = { $good } cartes Graal et { $evil } cartes noires sur la piste
camelot-glance-war = { $good } cartes de la suite posées, { $evil } ennemis sur le terrain
camelot-quest-over = Cette quête est terminée.
camelot-stakes-won = Gagnée
camelot-stakes-lost = Perdue
camelot-stakes-of = Ce que rapporte { $quest }
camelot-stake-white = { $count ->
    [one] { $count } épée blanche si les chevaliers la gagnent
   *[other] { $count } épées blanches si les chevaliers la gagnent
}
camelot-stake-life-won = { $count ->
    [one] { $count } point de vie pour chaque chevalier présent en cas de victoire
   *[other] { $count } points de vie pour chaque chevalier présent en cas de victoire
}
camelot-stake-cards = { $count ->
    [one] { $count } carte blanche partagée entre les chevaliers présents en cas de victoire
   *[other] { $count } cartes blanches partagées entre les chevaliers présents en cas de victoire
}
camelot-stake-black = { $count ->
    [one] { $count } épée noire si le Mal l'emporte
   *[other] { $count } épées noires si le Mal l'emporte
}
camelot-stake-life-lost = { $count ->
    [one] { $count } point de vie perdu par chaque chevalier présent en cas de défaite
   *[other] { $count } points de vie perdus par chaque chevalier présent en cas de défaite
}
camelot-stake-engines = { $count ->
    [one] { $count } Engin de siège en cas de défaite
   *[other] { $count } Engins de siège en cas de défaite
}
camelot-river = Excalibur dans la rivière
camelot-grail-track = Les sept cases du Graal
camelot-war-run = La suite des chevaliers
camelot-war-enemies = Ennemis sur le terrain
camelot-life-of = { $count } points de vie
camelot-hand-of = { $count } cartes en main
camelot-summary-swords = { $white } blanches, { $black } noires
camelot-summary-engines = { $count } engins sur 12
camelot-summary-turn = À { $name } de jouer
camelot-fallen = Tombé
camelot-white-left = Cartes blanches restantes : { $count }
camelot-black-left = Cartes noires restantes : { $count }
camelot-peek = Perceval voit la première carte noire :

## Les Compagnons de Merlin : le paquet Voyage, Merlin, les captifs
camelot-travel-nothing-happens = Rien ne se passe
camelot-travel-nothing-happens-text = Route tranquille : le chevalier arrive.
camelot-travel-merlin-travels = Merlin voyage
camelot-travel-merlin-travels-text = Le chevalier arrive, et Merlin apparaît au même endroit.
camelot-travel-vision = Vision
camelot-travel-vision-text = Une vision détourne le chevalier vers la quête du Graal. Si cette quête est terminée, il arrive simplement.
camelot-travel-lost = Égaré !
camelot-travel-lost-text = Défaussez deux cartes Blanches au choix pour retrouver la route. Sinon, restez où vous êtes : votre tour s'arrête.
camelot-travel-charged = Chargé !
camelot-travel-charged-text = Combattez comme contre un Engin de siège. Victoire : vous arrivez. Défaite : vous restez, perdez 1 point de vie et votre tour s'arrête.
camelot-travel-ambushed = Embuscade !
camelot-travel-ambushed-text = Jetez deux cartes Combat de même valeur pour vous dégager. Sinon, restez, perdez 1 point de vie, et votre tour s'arrête.
camelot-travel-captured = Capturé !
camelot-travel-captured-text = Le chevalier reste où il est et ne prend plus part au jeu jusqu'à ce qu'un autre chevalier le libère par une Action héroïque et une carte Blanche spéciale.
camelot-action-arrive = Payer { $cards }
camelot-action-stay-back = Rester sur place
camelot-action-free = Libérer { $name } avec { $card }
camelot-action-merlin-draw = Recevoir une carte Blanche de Merlin
camelot-ask-challenge = { $card } en route vers { $place } : payer pour passer, ou rester ?
camelot-ask-charge = Chargé en route vers { $place } : ajoutez des cartes Combat, puis lancez le dé.
camelot-log-travelled = En route vers { $place }, { $name } tire { $card }.
camelot-log-merlin-arrived = Merlin apparaît : { $place }.
camelot-log-challenge-met = { $name } paie { $cards } et poursuit sa route.
camelot-log-challenge-failed = { $name } ne franchit pas { $card } et reste sur place.
camelot-log-captured = { $name } est fait prisonnier !
camelot-log-freed = { $by } libère { $name } avec { $card }.
camelot-log-released = Faute de quiconque pour le libérer, { $name } se défait de ses liens.
camelot-log-merlin-gift = Merlin remet une carte Blanche à { $name }.
camelot-log-black-removed = { $card } trouve sa quête terminée et quitte la partie{ $engine ->
    [yes] ; un Engin de siège arrive à sa place
   *[no] ; Merlin se tient là, rien n'arrive
}.
camelot-log-travel-reshuffled = Les cartes Voyage sont mélangées en un nouveau paquet.
camelot-log-charge = { $name } charge : { $total } contre { $roll } au dé, { $won ->
    [yes] et passe
   *[no] et est repoussé
}.
camelot-give-grail = Céder une carte Graal
camelot-give-life = Perdre 1 point de vie
camelot-action-dispel = Dissiper { $card }
camelot-action-slayer-draw = Tueur de dragon : piocher 3 cartes Blanches
camelot-action-slayer-fight = Tueur de dragon : ajouter jusqu'à 2 cartes Combat ici
camelot-action-merlin-rescue = Envoyer Merlin : { $place }
camelot-action-truce = Trêve : mettre fin à { $place }
camelot-ask-grail-or-life = Une sorcière exige une carte Graal ou un point de vie.
camelot-ask-call-for-help = Un chevalier appelle à l'aide : { $place }. Y aller, sans voyage ?
camelot-ask-slayer = Tueur de dragon : ajoutez une carte Combat contre le Dragon, ou arrêtez.
camelot-log-truce = Trêve : { $place } s'achève sans vainqueur.
camelot-log-came-to-help = { $name } répond à l'appel et rejoint { $place }.
camelot-action-bedivere = Changer { $card } contre une nouvelle carte
camelot-action-caradoc = Donner un point de vie à { $name }
camelot-action-geraint = Geraint : le voyage se passe comme si de rien n'était
camelot-action-owain = Rejeter { $card } contre une autre
camelot-ask-owain = Owain peut rejeter une des cartes qu'il vient de piocher.
camelot-log-power = { $name } utilise le pouvoir de { $knight }.
camelot-log-power-to = { $name } donne un point de vie à { $target }.
camelot-action-siege-wild = Combat ? comme un 5
camelot-action-play-wild = Jouer Combat ? comme un { $value }
camelot-merlin-here = Merlin est ici
camelot-merlin-at = Merlin : { $place }
camelot-merlin-away = Merlin n'est pas encore apparu
camelot-decks = Les pioches
camelot-decks-text = Les chevaliers piochent des cartes blanches à la Table ronde et en gagnent sur les quêtes. Une carte noire est piochée au début de la plupart des tours, quand le Mal progresse ; une pioche vide est refaite avec sa défausse.
camelot-travel-deck = La pioche de Voyage
camelot-travel-deck-text = Chaque déplacement d’un chevalier pendant son tour fait d’abord piocher une carte Voyage : la route peut être calme, amener Merlin, ou cacher une épreuve qui met fin au tour.
camelot-merlin-figure = Merlin
camelot-merlin-figure-text = Merlin arrive avec la première carte « Merlin voyage ». Une fois par tour, le chevalier qui partage sa place pioche gratuitement une carte blanche. Sur une quête terminée, il empêche ses cartes noires d’ajouter des Engins de siège.
camelot-travel-left = Cartes Voyage restantes : { $count }
camelot-captive = Captif
camelot-favor-waiting = La Faveur divine attend la prochaine égalité
camelot-removed = Hors jeu : { $count } cartes
camelot-travel-peek = Bors voit la prochaine carte Voyage :
camelot-glossary-travel = Les Compagnons de Merlin : les cartes Voyage
camelot-knight-squire = Écuyer
camelot-knight-squire-text = Pas encore de blason ni de pouvoir. Chaque quête gagnée adoube un écuyer présent, et un Tournoi peut en adouber un où qu'il soit.
camelot-action-tournament-knight = Adouber { $name } à la place
camelot-log-knighted = { $name } est adoubé et prend le blason de { $knight }.
camelot-squires-title = Le défi de l'écuyer
camelot-squires-hint = Les joueurs cochés commencent écuyers : ni blason ni pouvoir. Quand une quête est gagnée, un écuyer présent devient chevalier (s'il y en a plusieurs, le chevalier dont la carte l'a gagnée le désigne), avec un blason qui n'est pas en jeu.
camelot-squires-seat = Le joueur { $seat } commence écuyer
camelot-squires-hard = Plus dur : les écuyers commencent avec 3 points de vie et une carte blanche de moins
camelot-action-knight = Adouber { $name }
camelot-ask-knighting = Plusieurs écuyers étaient sur cette quête : désignez celui que la table adoube.

## The guided first game
camelot-guide-opening = Avant le premier tour, chaque chevalier pose une carte blanche que la table se partagera. Donnez celle dont votre main a le moins besoin.
camelot-guide-evil = Chaque tour commence par la progression du Mal, dont vous choisissez la forme : piocher une carte noire, ajouter un Engin de siège devant Camelot, ou perdre un point de vie. Au début, une carte noire coûte en général le moins.
camelot-guide-evil-last-life = Il vous reste un point de vie : le perdre tuerait votre chevalier. Piochez plutôt une carte noire ou ajoutez un Engin de siège.
camelot-guide-at-camelot = Place à votre action héroïque. À la Table ronde, vous pouvez piocher deux cartes blanches, ou partir vers une quête à laquelle vos cartes conviennent. Touchez le titre d’une quête pour lire ce qu’il lui faut.
camelot-guide-at-quest = Vous êtes à { $place }. Jouez une carte qui convient ici : quand la quête se termine, les chevaliers présents se partagent sa récompense.
camelot-guide-more = Votre action est faite. Finissez votre tour, ou sacrifiez un point de vie pour une action de plus, d’un autre type.
camelot-guide-window = Il vient de se passer quelque chose à quoi vous pouvez répondre hors de votre tour : la question dit quoi.
camelot-guide-swords = Chaque quête terminée pose des épées sur la Table ronde : blanches si elle est gagnée, noires si elle est perdue. À douze épées la partie s’arrête, et il faut aux chevaliers plus de blanches que de noires.
camelot-guide-others = Les autres chevaliers jouent leur tour. Douze Engins de siège devant Camelot, sept épées noires, ou tous les chevaliers morts, et le Mal gagne.
camelot-guide-over = C’étaient Les Chevaliers de la Table Ronde. Dans une partie complète, un chevalier peut être un traître caché : les règles disent comment le démasquer.

# The rules page, in our own words (paragraphs until one is missing).
rules-camelot-1 = Chacun incarne un chevalier de la Table Ronde. À chaque tour, le mal progresse d'abord : une carte noire est piochée, une machine de siège arrive, ou vous perdez un point de vie. Puis vous agissez une fois : voyager, jouer des cartes sur une quête, vous soigner ou accuser quelqu'un.
rules-camelot-2 = Une quête gagnée pose des épées blanches sur la Table Ronde ; une quête perdue, des noires. Quand douze épées sont posées, les chevaliers gagnent si les blanches dominent. Ils perdent aussitôt si douze machines de siège entourent Camelot ou si tous les chevaliers sont tombés.
rules-camelot-3 = Un chevalier est peut-être secrètement un traître, qui gagne si Camelot tombe. Accusez avec prudence : une fausse accusation coûte une épée aux loyaux.
rules-camelot-4 = Avec les Compagnons de Merlin, jusqu'à huit chevaliers partent en quête, dont toujours Arthur. Chaque voyage tire une carte Voyage : la plupart vous laissent arriver (Merlin peut vous accompagner, et partager sa place rapporte une carte Blanche gratuite par tour), d'autres barrent la route tant que vous ne payez pas, et l'une vous fait prisonnier jusqu'à ce qu'un autre chevalier vous libère avec une carte spéciale. Des sorcières rejoignent le paquet Noir, de nouvelles cartes Blanches le vôtre, et dès sept joueurs deux traîtres peuvent se cacher à la table ; deux traîtres cachés retournent trois épées à la fin. Aux côtés d'Arthur siègent les sept nouveaux chevaliers, ou ceux que la table choisit (jamais deux de la même couleur) ; dans les deux cas, les blasons sont distribués au hasard.
rules-camelot-5 = Le défi de l'écuyer, une variante pour joueurs aguerris : les joueurs choisis commencent écuyers, sans blason ni pouvoir. Chaque quête gagnée adoube un écuyer présent ; s'il y en a plusieurs, le chevalier dont la carte l'a gagnée désigne lequel, au nom de la table. Le blason est tiré au hasard parmi ceux qui ne sont pas en jeu. Avec la Compagnie de Merlin, le Tournoi peut adouber un écuyer où qu'il soit au lieu de rendre des points de vie.
rules-camelot-6 = Les robots à cette table : un robot fidèle à Arthur joue toujours de son mieux, car un coéquipier faible ne ferait que compliquer la partie. La difficulté choisie avant la partie règle le jeu d'un robot traître. Douce : il joue ses cartes pour Arthur mais nourrit le Mal ouvertement, se fait vite prendre et, démasqué, n'ajoute jamais d'Engins de siège (à associer à une partie sans traître pour une première soirée). Normale : il sabote avec soin, comme si c'était la malchance, et se fait discret quand la table le soupçonne. Retorse : il pèse chaque coup selon le mal qu'il fait, et le cache bien.
