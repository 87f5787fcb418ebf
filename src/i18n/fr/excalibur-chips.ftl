# Excalibur, the chip game (fr). The same keys exist in every language.

rules-excalibur-chips-1 = Des jetons face cachée attendent dans trois régions du lac. À chaque tour, chacun complète sa main à quatre jetons et en joue un en secret ; les jetons agissent ensuite dans l'ordre du tour : échanges, vols et révélations.
rules-excalibur-chips-2 = Trois épées se cachent parmi les jetons et ne se jouent jamais. Quand une région se vide, la partie s'arrête à la fin de cette manche : qui tient la vraie épée gagne, et qui tient la lame maudite perd plus que tous.
rules-excalibur-chips-3 = Une manche compte cinq étapes. D'abord, chaque joueur qui a moins de quatre jetons complète sa main, tous en même temps et en secret, en choisissant les cases face cachée à prendre ; si deux joueurs choisissent le même jeton, il revient au plus proche de la couronne (son porteur en premier) et l'autre choisit de nouveau. Ensuite, chacun choisit un jeton en secret. Tous les jetons sont alors montrés : le Chevalier Noir, Galahad et Lancelot agissent aussitôt, et un Roi Pêcheur se pose devant son propriétaire. Les autres jetons agissent un par un, depuis le porteur de la couronne vers la gauche. Enfin, la couronne avance d'une place vers la gauche.
rules-excalibur-chips-4 = La manche où une région se vide est la dernière (à six joueurs ou plus, il faut deux régions vides), et elle se joue toujours jusqu'au bout. Si personne ne tient Excalibur, tout le monde perd. Si Excalibur et la lame maudite finissent dans la même main, ce joueur perd et tous les autres partagent une victoire ternie. À partir de quatre joueurs, qui tient l'épée de l'écuyer gagne aussi quand le vainqueur est assis juste à sa gauche.
rules-excalibur-chips-5 = L'application retient ce qu'on vous a montré : une case d'Avalon que vous connaissez affiche son jeton, de même que les jetons que vous savez dans une autre main. La taille des mains est publique. Pendant votre choix, vous pouvez lancer à la table « J'ai Excalibur ! » ou « Pas moi ! », à tort ou à raison.
chips-glossary = Les jetons
chips-art-option = Jetons qui montrent un homme (Caelia les défausse)
chips-art-conservative = Héros nommés et Prêtres (16 jetons)
chips-art-generics = Aussi Paysans, Marchands, Voleurs et Artisans (42 jetons)
chips-region-1 = Région I
chips-region-2 = Région II
chips-region-3 = Région III
chips-side-left = À gauche, vers { $name }
chips-side-right = À droite, vers { $name }
chips-place-hand = la main de { $name }
chips-choose-this = Choisir { $chip }
chips-place-your-hand = votre main
chips-place-trash = la défausse
chips-place-played = le jeton joué par { $name }
chips-place-permanent = le Roi Pêcheur de { $name }
chips-place-protected = le poing fermé de { $name }
chips-claim-have = « J'ai Excalibur ! »
chips-claim-not-me = « Pas moi ! »
chips-say = Dire { $claim }
chips-round = Manche { $round }
chips-final-round = Dernière manche
chips-crown = Couronne : joue en premier cette manche
chips-hand-size = { $count } jetons en main
chips-protected = poing
chips-shielded = bouclier levé
chips-you-know = Vous savez qu'il ou elle détient :
chips-turned-up = Retournés :
chips-trash = Défausse ({ $count })
chips-now-resolving = À l'œuvre : { $name }
chips-held-out = Épées tendues : { $list }
chips-slot-label = { $region }, case { $slot }
chips-status-drawing = pioche
chips-status-deciding = réfléchit
chips-your-hand = Votre main
chips-empty-hand = Aucun jeton en main.
chips-in-your-fist = À l'abri dans votre poing :
chips-you-chose = Votre choix :
chips-your-own = À vous :
chips-from-avalon = Piocher dans Avalon
chips-steal-from = Voler { $name }
chips-steal-shielded = son Roi Pêcheur rend ce vol inutile
chips-no-more = C'est tout
chips-keep-hand = Garder ma main
chips-keep-hidden = Garder les deux cachés
chips-stop-picking = Arrêter de choisir
chips-other-chip = Un autre jeton
chips-flip = Retourner le Roi Pêcheur
chips-not-now = Pas maintenant
chips-sword-from = Une épée de { $name }
chips-swap = Échanger les mains
chips-take-played = { $chip } joué par { $name }
chips-take-permanent = Le Roi Pêcheur de { $name }
chips-ask-draw = Complétez votre main
chips-hint-draw = Touchez une case face cachée dans n'importe quelle région. Vous prenez des jetons jusqu'à en avoir quatre.
chips-log-slot-taken = { $by }, plus proche de la couronne, prend { $count ->
    [one] le jeton que { $name } avait aussi choisi
   *[other] les { $count } jetons que { $name } avait aussi choisis
    } ; { $name } choisit de nouveau.
chips-log-slot-taken-none-left = { $by }, plus proche de la couronne, prend { $count ->
    [one] le jeton que { $name } avait aussi choisi
   *[other] les { $count } jetons que { $name } avait aussi choisis
    } ; Avalon est vide, { $name } n'en prend pas d'autre.
chips-slot-picked = { $region }, case { $slot } : votre choix
chips-slot-unpick = { $region }, case { $slot } : votre choix, touchez pour l'annuler
chips-hint-draft = { $count ->
    [one] Touchez encore une case face cachée.
   *[other] Touchez { $count } cases face cachée.
    } Tout le monde choisit en même temps. Si deux joueurs choisissent le même jeton, le plus proche de la couronne l'obtient et l'autre choisit de nouveau.
chips-ask-draft = Choisissez vos jetons en secret
chips-ask-play = Jouez un jeton en secret
chips-hint-play = Tout le monde choisit en même temps. Une épée ne se joue jamais. Vous pouvez d'abord lancer une phrase à la table.
chips-ask-draw-or-steal = Piocher ou voler ?
chips-hint-draw-or-steal = Prenez dans Avalon, ou au hasard dans la main d'un joueur. Ensuite, vous renvoyez des jetons au même endroit.
chips-ask-slot = Choisissez une case à piocher
chips-ask-percival = Choisissez les cases à retourner
chips-hint-tap-slot = Touchez une case sur le plateau ci-dessus.
chips-ask-steal = Voler qui ?
chips-hint-steal = Vous prenez un jeton au hasard dans cette main.
chips-ask-return = Renvoyez un jeton
chips-hint-return = N'importe quel jeton de votre main repart là où vous avez pris.
chips-ask-place = Posez un jeton face cachée
chips-hint-place = Choisissez un jeton de votre main, puis sa région.
chips-ask-discard = Défaussez un de vos jetons
chips-hint-discard = Il part face visible dans la défausse. Une épée ne se défausse pas.
chips-ask-target = Choisissez un joueur
chips-hint-target = Le jeton agit sur le joueur choisi.
chips-ask-show = Montrez un jeton à tous
chips-hint-show = Vous avez vu cette main. Le jeton choisi est montré à toute la table, puis rendu.
chips-ask-direction = Dans quel sens ?
chips-hint-direction = La gauche suit le sens des aiguilles d'une montre, comme la couronne.
chips-ask-flip = Retourner votre Roi Pêcheur ?
chips-hint-flip = Face visible : rien ne peut vous être volé jusqu'à la fin de la manche. Face cachée : il est défaussé. Un seul essai par manche.
chips-ask-protect = Mettez un jeton à l'abri
chips-hint-protect = Jusqu'à la fin de la manche, aucun jeton ne peut le voir, le prendre, le passer ni le défausser.
chips-ask-give = Donnez une épée
chips-hint-give = Vous choisissez laquelle de vos épées s'en va.
chips-ask-pick-sword = Prenez une épée sans regarder
chips-hint-pick-sword = Les épées tendues sont face cachée. Vous ne reconnaissez que les vôtres.
chips-ask-bury = Les enterrer dans quelle région ?
chips-hint-bury = Cette région est ensuite mélangée : plus personne ne sait où se trouve quoi.
chips-ask-swap = Échanger les mains ?
chips-hint-swap = Vous avez vu sa main. Les jetons gardés dans un poing ne bougent pas.
chips-ask-morgana = Utiliser un des jetons piochés ?
chips-hint-morgana = Le jeton révélé agit aussitôt, comme si vous l'aviez joué.
chips-ask-percival-take = Gardez un jeton
chips-hint-percival-take = Les autres retournent face cachée à leur place, et tout le monde les a vus.
chips-ask-black-knight = Prenez un jeton sur la table
chips-hint-black-knight = Il va dans votre main et perd son effet pour cette manche.
chips-ending-won = La vraie épée a trouvé son porteur.
chips-ending-tainted = Excalibur côtoie la lame maudite : tous les autres partagent une victoire ternie.
chips-ending-chaos = Personne ne tient Excalibur. Le royaume sombre dans le chaos et tout le monde perd.
chips-held-by = chez { $name }
chips-nobody = personne (encore dans Avalon)
chips-result-winner = gagne, porteur d'Excalibur
chips-result-squire = gagne comme écuyer du vainqueur
chips-result-tainted = partage une victoire ternie
chips-result-loser = perd
chips-result-ultimate = perd plus lourdement que tous, avec la lame maudite
chips-rounds-played = { $count } manches jouées.
chips-log-round = { $name } porte la couronne et joue en premier.
chips-log-moved = { $count ->
    [one] Un jeton passe de { $from } à { $to }.
   *[other] { $count } jetons passent de { $from } à { $to }.
}
chips-log-drew = { $name } pioche { $count ->
    [one] un jeton
   *[other] { $count } jetons
} : { $regions }.
chips-log-you-drew = Vous piochez { $list }.
chips-log-chip-from = { $chip } ({ $region })
chips-log-saw = Vous avez vu { $chip } passer de { $from } à { $to }.
chips-log-declared = { $name } dit { $claim }
chips-log-chose = { $count ->
    [one] { $name } a choisi un jeton.
   *[other] Jetons choisis : { $name }.
  }
chips-log-revealed = Jetons révélés : { $list }.
chips-log-resolving = { $chip } de { $name } agit.
chips-log-flip-up = { $chip } de { $name } tombe face visible.
chips-log-flip-down = { $chip } de { $name } tombe face cachée.
chips-log-shielded = Le Roi Pêcheur de { $name } protège sa main.
chips-log-huzzah = { $name } s'écrie « Hourra ! » : une épée a été piochée.
chips-log-no-huzzah = { $name } se tait : aucune épée parmi les jetons piochés.
chips-log-targeted = { $name } désigne { $target }.
chips-log-direction = { $name } choisit : { $side }.
chips-log-trashed = { $chip } part à la défausse.
chips-log-shown = Tout le monde voit { $chip } dans la main de { $name }.
chips-log-turned-up = { $chip } est retourné dans { $where }.
chips-log-looked = Vous avez vu la main de { $name } : { $list }.
chips-log-swords = Épées tendues : { $list }.
chips-log-swapped = { $name } échange sa main avec { $target }.
chips-log-not-swapped = { $name } garde sa main après avoir vu celle de { $target }.
chips-log-shuffled = { $region } est mélangée.
chips-log-protected = { $name } met un jeton à l'abri dans son poing.
chips-log-final-round = Une région d'Avalon est vide : c'est la dernière manche.
chips-log-crown = La couronne passe à { $name }.
error-chips-not-asked = Ce joueur n'a rien à décider pour l'instant.
error-chips-illegal = Ce coup n'est pas permis maintenant.
chip-peasant = Paysan
chip-peasant-text = Piochez-en un ou volez-en un, puis renvoyez un jeton au même endroit.
chip-merchant = Marchand
chip-merchant-text = Piochez-en deux ou volez-en deux à un même joueur, puis renvoyez un jeton au même endroit.
chip-thief = Voleur
chip-thief-text = Volez un jeton à un joueur, puis un autre à un second joueur.
chip-artisan = Artisan
chip-artisan-text = Piochez-en deux ou volez-en deux, puis posez deux jetons de votre main face cachée dans Avalon.
chip-priest = Prêtre
chip-priest-text = Piochez-en deux. Si l'un d'eux est une épée, la table entend « Hourra ! ».
chip-spirit = Esprit
chip-spirit-text = Choisissez un côté : chaque joueur vole un jeton à son voisin de ce côté, tous en même temps.
chip-baroness = Baronne
chip-baroness-text = Piochez-en deux, puis défaussez un jeton de votre main qui n'est pas une épée.
chip-spy = Espion
chip-spy-text = Regardez la main d'un joueur et montrez-en un jeton à tous.
chip-arthur = Arthur
chip-arthur-text = Les autres tendent leurs épées face cachée ; vous en prenez une sans regarder.
chip-black-knight = Chevalier Noir
chip-black-knight-text = À la révélation, lancez-le deux fois. Si l'un des lancers tombe face visible, prenez le jeton joué d'un autre joueur ou n'importe quel Roi Pêcheur, même le vôtre ; un jeton joué perd son effet.
chip-caelia = Caelia
chip-caelia-text = Désignez jusqu'à deux autres joueurs ; ensuite, tous deux défaussent chaque jeton de leur main qui montre un homme. Les épées ne craignent rien.
chip-cursed-blade = Lame maudite
chip-cursed-blade-text = Une épée. Qui la détient à la fin ne peut pas gagner et perd plus lourdement que tous.
chip-excalibur = Excalibur
chip-excalibur-text = La vraie épée. Détenez-la à la fin pour gagner.
chip-fisher-king = Roi Pêcheur
chip-fisher-king-text = Reste devant vous. Une fois par manche, vous pouvez le retourner, chaque fois que vous avez un choix à faire ou qu'un vol vous vise : face visible, rien ne peut vous être volé pendant la manche ; face cachée, il est perdu.
chip-galahad = Galahad
chip-galahad-text = À la révélation, mettez un jeton de votre main à l'abri de tout effet jusqu'à la fin de la manche.
chip-gawain = Gauvain
chip-gawain-text = Choisissez un joueur : s'il a une épée, il doit vous en donner une de son choix.
chip-green-knight = Chevalier Vert
chip-green-knight-text = Chaque autre joueur vous donne toutes ses épées.
chip-guinevere = Guenièvre
chip-guinevere-text = Chacun tend ses épées ; prenez-en jusqu'à deux, enterrez-les dans une région et mélangez-la.
chip-lady-of-the-lake = Dame du Lac
chip-lady-of-the-lake-text = Choisissez un côté : chaque joueur passe toute sa main à son voisin de ce côté.
chip-lancelot = Lancelot
chip-lancelot-text = À la révélation, chaque autre jeton qui n'a pas encore agi est lancé ; ceux qui tombent face cachée sont défaussés. Les Rois Pêcheurs aussi.
chip-merlin = Merlin
chip-merlin-text = Chaque autre joueur vous donne ses épées ; puis chacun de ceux qui en ont donné vous vole un jeton.
chip-mordred = Mordred
chip-mordred-text = Regardez la main d'un joueur ; vous pouvez échanger toute votre main avec la sienne.
chip-morgana = Morgane
chip-morgana-text = Piochez-en deux ; vous pouvez en révéler un et l'utiliser aussitôt, comme si vous l'aviez joué.
chip-percival = Perceval
chip-percival-text = Retournez quatre jetons d'Avalon à la vue de tous, gardez-en un et remettez les autres à leur place.
chip-robyn = Robyn de Roxley
chip-robyn-text = Volez un jeton à la fois, à qui vous voulez, jusqu'à en avoir sept ou que plus personne ne puisse être volé.
chip-squire-sword = Épée de l'écuyer
chip-squire-sword-text = Une épée. À partir de quatre joueurs, elle gagne avec le vainqueur assis à sa gauche.
chip-uther = Uther
chip-uther-text = Choisissez un côté : chaque joueur passe toutes ses épées à son voisin de ce côté.

## The guided first game
chips-guide-draft = Les jetons sont face cachée dans les trois régions. Touchez trois emplacements pour prendre leurs jetons : vous seul verrez ce qu’ils sont.
chips-guide-redraw = Quelqu’un plus près de la couronne a pris ce jeton avant vous : choisissez un autre emplacement.
chips-guide-play = Choisissez un jeton de votre main à jouer ce tour-ci. Les épées ne se jouent jamais : gardez-les. Quand une région est vide, celui qui tient la vraie Excalibur gagne.
chips-guide-ask = Votre jeton agit maintenant : la question dit ce qu’il vous permet.
chips-guide-resolve = Les jetons agissent un par un, en commençant par celui qui a la couronne. Suivez ce qui passe d’une main à l’autre : cela vous dit qui peut tenir Excalibur.
chips-guide-wait = Les autres choisissent. Le fil du récit dit ce qui s’est passé jusqu’ici.
chips-guide-over = C’était le jeu de jetons. Les règles complètes décrivent chaque jeton, et ce qui arrive quand Excalibur et la lame maudite sont dans la même main.
