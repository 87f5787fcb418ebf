# Español.
app-name = Mesa Redonda
app-tagline = Juegos de mesa artúricos en un solo móvil u ordenador: contra bots o pasando el dispositivo.
continue-count = Continuar ({ $count })
continue = Partidas guardadas
settings = Ajustes
new-game = Nueva partida
coming-soon = Muy pronto
coming-soon-body = Este juego está en camino. Sus reglas ya se pueden leer.
rules = Reglas
rules-heading = Cómo se juega
seat-range = De { $min } a { $max } jugadores
nav-home = Inicio
not-found = Aquí no hay nada
not-found-body = Esta dirección no lleva a ningún sitio. Vuelve al inicio.
save-missing = Ninguna partida guardada tiene esta dirección. Quizá se borró.

game-camelot = Sombras sobre Camelot
game-camelot-blurb = Los caballeros se unen para salvar el reino, aunque puede que un traidor se oculte entre ellos.
game-avalon = Avalon: la Resistencia
game-avalon-blurb = Leales a Arturo y agentes de Mordred votan los equipos de las misiones. ¿En quién confiar?
game-excalibur-chips = Excalibur, el juego de fichas
game-excalibur-chips-blurb = Roba, farolea y quita fichas ocultas. Ten la espada verdadera cuando el lago se vacíe.
game-excalibur-1985 = Excalibur, la aventura de 1985
game-excalibur-1985-blurb = Explora una tierra que crece, lucha con dados e ingenio y lleva la espada al rey Arturo.
game-oracle = El Número del Oráculo
game-oracle-blurb = Un calentamiento rápido: adivinad todos a la vez el número secreto del oráculo.

rules-camelot-1 = Cada cual encarna a un caballero de la Mesa Redonda. En cada turno el mal avanza primero: se roba una carta negra, aparece una máquina de asedio o pierdes vida. Después actúas una vez: viajar, jugar cartas en una misión, curarte o acusar a alguien.
rules-camelot-2 = Las misiones ganadas ponen espadas blancas sobre la Mesa Redonda; las perdidas, negras. Cuando hay doce espadas, los caballeros ganan si la mayoría son blancas. Pierden en el acto si doce máquinas de asedio rodean Camelot o si todos los caballeros han caído.
rules-camelot-3 = Quizá un caballero sea en secreto un traidor, que gana si Camelot cae. Acusa con cuidado: una acusación falsa cuesta una espada a los leales.
rules-avalon-1 = Cada jugador sirve en secreto a Arturo o a Mordred. Los siervos del mal se conocen entre sí; Merlín también los conoce, pero no debe ser descubierto.
rules-avalon-2 = En cada ronda un líder propone un equipo y todos votan a la vista. Un equipo aprobado sale de misión; cada miembro juega en secreto éxito o fracaso. Los leales deben jugar éxito. Un solo fracaso suele hundir la misión.
rules-avalon-3 = Tres misiones cumplidas dan la victoria al bien, salvo que el asesino señale entonces a Merlín. Tres misiones fallidas, o cinco equipos rechazados en una ronda, dan la partida al mal.
rules-excalibur-chips-1 = Fichas boca abajo esperan en tres regiones del lago. En cada ronda todos completan su mano hasta cuatro fichas y juegan una en secreto; luego las fichas actúan por orden de turno: cambian, roban y revelan.
rules-excalibur-chips-2 = Tres espadas se esconden entre las fichas y nunca se juegan. Cuando una región se vacía la partida acaba: quien tenga la espada verdadera gana, y quien tenga la hoja maldita pierde más que nadie.
rules-excalibur-1985-1 = Cada caballero recorre un mapa que se coloca losa a losa y encuentra desconocidos, monstruos y tesoros. Un combate suma un atributo a la tirada de un dado de doce caras.
rules-excalibur-1985-2 = Los puntos llegan por llevar la espada al rey Arturo, cumplir tu misión secreta y las secundarias, y ganar combates. Gana la mayor puntuación al final.
rules-oracle-1 = Un pequeño juego provisional que muestra cómo funciona Mesa Redonda mientras se construyen los grandes juegos.
rules-oracle-2 = En cada ronda el oráculo elige en secreto un número del 1 al 9. Todos los jugadores eligen en secreto un número a la vez. Después se muestran todas las elecciones y el número del oráculo.
rules-oracle-3 = Antes de puntuar, quien aún tenga su único veto puede anular la ronda. Si no, la elección más cercana gana un punto; en caso de empate, puntúan todos. Gana quien tenga más puntos tras la última ronda.

players = Jugadores
player-count = Número de jugadores
seat-number = Asiento { $n }
seat-human = Humano
bot-level-0 = Bot: novato
bot-level-1 = Bot: constante
bot-level-2 = Bot: astuto
options = Opciones
seed = Semilla (opcional)
seed-placeholder = al azar
seed-invalid = La semilla debe ser un número entero, o quedar vacía.
start-game = Empezar la partida

settings-language = Idioma
settings-language-auto = El del navegador
settings-animation = Animaciones
settings-bot-speed = Velocidad de los bots
speed-off = Instantánea
speed-fast = Rápida
speed-normal = Media
speed-slow = Lenta

private-of = Solo para { $name }
hide-screen = Listo: ocultar mi pantalla
hand-over-title = Pasa el dispositivo a { $name }
hand-over-hint = Los demás, mirad hacia otro lado. No se muestra nada privado hasta que { $name } esté listo.
hand-over-confirm = Soy { $name }: mostrar mi pantalla

update-ready = Hay una nueva versión de Mesa Redonda lista.
update-apply = Recargar ahora

load-problem-title = No se puede abrir esta partida
load-problem-kept = No se ha borrado nada. Puedes descargar el archivo para conservarlo, o borrarlo tú.
load-not-json = El archivo está dañado: sus datos no se pueden leer.
load-not-a-save = Estos datos no son una partida de Mesa Redonda.
load-unknown-format = La partida se guardó con una versión más nueva de Mesa Redonda. Actualiza la aplicación para abrirla.
load-unknown-game = La partida es de un juego que esta versión no tiene.
load-bad-record = Los ajustes de esta partida no se pueden leer.
load-bad-move = Uno de los movimientos guardados rompe las reglas, así que la partida no se puede reconstruir.
load-seat-mismatch = La partida indica un número de jugadores distinto del de su juego.
download-raw = Descargar el archivo
delete = Borrar
delete-confirm = Sí, borrarla para siempre
no-saves = Aún no hay partidas guardadas. Empieza una desde el inicio.
import = Importar una partida
import-failed = La importación falló.
last-move = Último movimiento: { $time }
resume = Reanudar
export = Exportar

error-setup-seat-count = Ese número de jugadores no está permitido en este juego.
error-setup-options = Esas opciones no encajan entre sí.
error-game-over = La partida ha terminado.
error-not-your-turn = No es el turno de este jugador.
error-no-such-seat = Ese asiento no existe en esta mesa.
error-oracle-out-of-range = Elige un número del 1 al 9.
error-oracle-already-picked = Ya has elegido en esta ronda.
error-oracle-no-veto = Ya usaste tu veto.
error-oracle-not-now = Eso no se puede hacer ahora.

board = Mesa
player = Jugador
points = Puntos
bot = bot
history = Rondas anteriores
log = Lo ocurrido
round-of = Ronda { $round } de { $rounds }
status-chosen = ya ha elegido
status-thinking = pensando…
bots-thinking = Esperando a los bots…
game-over = La partida ha terminado
result-won = gana
result-shared = comparte la victoria
result-lost = pierde
points-count = { $count ->
    [one] 1 punto
   *[other] { $count } puntos
}
log-game-over = La partida ha terminado.

oracle-veto = Veto
oracle-veto-held = Veto aún disponible
oracle-veto-spent = Veto usado
oracle-pick = Elección
oracle-was = el oráculo eligió { $value }
oracle-rounds = Rondas
oracle-vetoes-option = Cada jugador tiene un veto
oracle-history-line = Ronda { $round }: el oráculo eligió { $value }
oracle-history-won = más cerca: { $names }
oracle-history-vetoed = anulada por un veto
oracle-your-pick = Tu elección secreta: { $value }. Esperando a los demás.
oracle-pick-prompt = Elige tu número
oracle-veto-prompt = ¿Cuenta esta ronda?
oracle-veto-hint = Tu veto anula la ronda para todos. Solo tienes uno.
oracle-pass = Que cuente
oracle-veto-action = Usar mi veto
oracle-why = Gana quien tenga más puntos tras la última ronda.
oracle-log-round = Empieza la ronda { $round }.
oracle-log-picked = { $name } ya ha elegido.
oracle-log-you-picked = Elegiste { $value }.
oracle-log-revealed = Se muestran todas las elecciones: el oráculo eligió { $value }.
oracle-log-vetoed = { $names } anuló la ronda.
oracle-log-scored = Más cerca en esta ronda: { $names }.

fatal-title = Algo ha salido mal
fatal-body = Mesa Redonda sufrió un error del que no pudo recuperarse. Tus partidas guardadas están a salvo.
fatal-details = Detalles para informar del fallo
