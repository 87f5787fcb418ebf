# Français.
app-name = Table Ronde
app-tagline = Des jeux de table arthuriens sur un seul téléphone ou ordinateur : contre des robots, ou en se passant l'appareil.
continue-count = Reprendre ({ $count })
continue = Parties enregistrées
settings = Réglages
new-game = Nouvelle partie
coming-soon = Bientôt
coming-soon-body = Ce jeu arrive bientôt. Ses règles sont déjà là, à lire.
rules = Règles
rules-heading = Comment jouer
seat-range = De { $min } à { $max } joueurs
nav-home = Accueil
not-found = Rien ici
not-found-body = Cette adresse ne mène nulle part. Revenez à l'accueil.
save-missing = Aucune partie enregistrée à cette adresse. Elle a peut-être été supprimée.

game-camelot = Les Chevaliers de la Table Ronde
game-camelot-blurb = Les chevaliers s'unissent pour sauver le royaume, mais un traître se cache peut-être parmi eux.
game-avalon = Avalon : la Résistance
game-avalon-blurb = Fidèles d'Arthur et agents de Mordred votent les équipes des quêtes. À qui se fier ?
game-excalibur-chips = Excalibur, le jeu de jetons
game-excalibur-chips-blurb = Piochez, bluffez et volez des jetons cachés. Tenez la vraie épée quand le lac s'assèche.
game-excalibur-1985 = Excalibur, l'aventure de 1985
game-excalibur-1985-blurb = Explorez une terre qui s'agrandit, combattez aux dés et portez l'épée au roi Arthur.
game-oracle = Le Nombre de l'Oracle
game-oracle-blurb = Une mise en jambes : devinez tous en même temps le nombre secret de l'oracle.

rules-camelot-1 = Chacun incarne un chevalier de la Table Ronde. À chaque tour, le mal progresse d'abord : une carte noire est piochée, une machine de siège arrive, ou vous perdez un point de vie. Puis vous agissez une fois : voyager, jouer des cartes sur une quête, vous soigner ou accuser quelqu'un.
rules-camelot-2 = Une quête gagnée pose des épées blanches sur la Table Ronde ; une quête perdue, des noires. Quand douze épées sont posées, les chevaliers gagnent si les blanches dominent. Ils perdent aussitôt si douze machines de siège entourent Camelot ou si tous les chevaliers sont tombés.
rules-camelot-3 = Un chevalier est peut-être secrètement un traître, qui gagne si Camelot tombe. Accusez avec prudence : une fausse accusation coûte une épée aux loyaux.
rules-avalon-1 = Chaque joueur sert secrètement Arthur ou Mordred. Les serviteurs du mal se connaissent ; Merlin les connaît aussi, mais il ne doit pas être démasqué.
rules-avalon-2 = À chaque tour, un meneur propose une équipe et tout le monde vote à découvert. Une équipe acceptée part en quête ; chacun de ses membres joue en secret réussite ou échec. Les loyaux doivent jouer réussite. Un seul échec suffit en général à ruiner la quête.
rules-avalon-3 = Trois quêtes réussies donnent la victoire au bien, sauf si l'assassin désigne alors Merlin. Trois quêtes ratées, ou cinq équipes refusées dans un même tour, donnent la partie au mal.
rules-excalibur-chips-1 = Des jetons face cachée attendent dans trois régions du lac. À chaque tour, chacun complète sa main à quatre jetons et en joue un en secret ; les jetons agissent ensuite dans l'ordre du tour : échanges, vols et révélations.
rules-excalibur-chips-2 = Trois épées se cachent parmi les jetons et ne se jouent jamais. Quand une région est vide, la partie s'arrête : qui tient la vraie épée gagne, et qui tient la lame maudite perd plus que tous.
rules-excalibur-1985-1 = Chaque chevalier parcourt une carte posée tuile après tuile et y croise inconnus, monstres et trésors. Un combat ajoute une caractéristique au jet d'un dé à douze faces.
rules-excalibur-1985-2 = Les points viennent de l'épée portée au roi Arthur, de votre mission secrète, des missions annexes et des combats gagnés. Le meilleur score à la fin l'emporte.
rules-oracle-1 = Un petit jeu provisoire qui montre comment fonctionne Table Ronde pendant que les grands jeux se construisent.
rules-oracle-2 = À chaque manche, l'oracle choisit en secret un nombre de 1 à 9. Tous les joueurs choisissent en secret un nombre en même temps. Puis tous les choix et le nombre de l'oracle sont dévoilés.
rules-oracle-3 = Avant le décompte, quiconque possède encore son unique veto peut annuler la manche. Sinon, le choix le plus proche marque un point ; en cas d'égalité, tous marquent. Le plus de points après la dernière manche l'emporte.

players = Joueurs
player-count = Nombre de joueurs
seat-number = Place { $n }
seat-human = Humain
bot-level-0 = Robot : débutant
bot-level-1 = Robot : régulier
bot-level-2 = Robot : redoutable
options = Options de partie
seed = Graine (facultative)
seed-placeholder = au hasard
seed-invalid = La graine doit être un nombre entier, ou rester vide.
start-game = Lancer la partie

settings-language = Langue
settings-language-auto = Celle du navigateur
settings-animation = Effets animés
settings-bot-speed = Vitesse des robots
speed-off = Instantané
speed-fast = Rapide
speed-normal = Moyenne
speed-slow = Lent

private-of = Réservé à { $name }
hide-screen = Terminé : cacher mon écran
hand-over-title = Passez l'appareil à { $name }
hand-over-hint = Les autres, détournez les yeux. Rien de privé ne s'affiche avant que { $name } soit prêt.
hand-over-confirm = Je suis { $name } : montrer mon écran

update-ready = Une nouvelle version de Table Ronde est prête.
update-apply = Recharger

load-problem-title = Impossible d'ouvrir cette partie
load-problem-kept = Rien n'a été supprimé. Vous pouvez télécharger le fichier pour le garder, ou le supprimer vous-même.
load-not-json = Le fichier est abîmé : ses données sont illisibles.
load-not-a-save = Ces données ne sont pas une partie de Table Ronde.
load-unknown-format = Cette partie vient d'une version plus récente de Table Ronde. Mettez l'application à jour pour l'ouvrir.
load-unknown-game = Cette partie concerne un jeu absent de cette version.
load-bad-record = Les réglages de cette partie sont illisibles.
load-bad-move = Un des coups enregistrés enfreint les règles : la partie ne peut pas être reconstruite.
load-seat-mismatch = La partie annonce un nombre de joueurs différent de celui du jeu.
download-raw = Télécharger le fichier
delete = Supprimer
delete-confirm = Oui, la supprimer définitivement
no-saves = Aucune partie enregistrée. Lancez-en une depuis l'accueil.
import = Importer une partie
import-failed = L'import a échoué.
last-move = Dernier coup : { $time }
resume = Reprendre
export = Exporter

error-setup-seat-count = Ce nombre de joueurs n'est pas permis pour ce jeu.
error-setup-options = Ces options ne vont pas ensemble.
error-game-over = La partie est terminée.
error-not-your-turn = Ce n'est pas le tour de ce joueur.
error-no-such-seat = Cette place n'existe pas à cette table.
error-oracle-out-of-range = Choisissez un nombre de 1 à 9.
error-oracle-already-picked = Vous avez déjà choisi pour cette manche.
error-oracle-no-veto = Votre veto a déjà servi.
error-oracle-not-now = Impossible pour le moment.

board = Table
player = Joueur
points = Points
bot = robot
history = Manches passées
log = Déroulé
round-of = Manche { $round } sur { $rounds }
status-chosen = a choisi
status-thinking = réfléchit…
bots-thinking = Les robots réfléchissent…
game-over = La partie est terminée
result-won = gagne
result-shared = partage la victoire
result-lost = perd
points-count = { $count ->
    [one] 1 point
   *[other] { $count } points
}
log-game-over = La partie est terminée.

oracle-veto = Veto
oracle-veto-held = Veto encore disponible
oracle-veto-spent = Veto utilisé
oracle-pick = Choix
oracle-was = l'oracle a choisi { $value }
oracle-rounds = Manches
oracle-vetoes-option = Chaque joueur dispose d'un veto
oracle-history-line = Manche { $round } : l'oracle a choisi { $value }
oracle-history-won = plus proche : { $names }
oracle-history-vetoed = annulée par un veto
oracle-your-pick = Votre choix secret : { $value }. On attend les autres.
oracle-pick-prompt = Choisissez votre nombre
oracle-veto-prompt = Cette manche compte-t-elle ?
oracle-veto-hint = Votre veto annule la manche pour tout le monde. Vous n'en avez qu'un.
oracle-pass = Elle compte
oracle-veto-action = Utiliser mon veto
oracle-why = Le plus de points après la dernière manche l'emporte.
oracle-log-round = La manche { $round } commence.
oracle-log-picked = { $name } a choisi.
oracle-log-you-picked = Vous avez choisi { $value }.
oracle-log-revealed = Tous les choix sont dévoilés : l'oracle avait choisi { $value }.
oracle-log-vetoed = { $names } a annulé la manche.
oracle-log-scored = Plus proche cette manche : { $names }.

fatal-title = Un problème est survenu
fatal-body = Table Ronde a rencontré une erreur irrécupérable. Vos parties enregistrées sont intactes.
fatal-details = Détails pour signaler le problème
