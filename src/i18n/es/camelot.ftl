# Sombras sobre Camelot (es). Las mismas claves existen en cada idioma.

camelot-setup-traitor-among-us = El Traidor entre nosotros: una carta de Lealtad por jugador más el Traidor, así que casi seguro habrá traidor
camelot-setup-three-brave-knights = Tres Caballeros Valientes: con tres jugadores, nadie mira su Lealtad hasta que haya seis espadas en la Mesa Redonda
camelot-setup-random-opening = Repartir al azar las cartas de apertura en lugar de acordar el reparto
camelot-setup-without-traitor = Jugar sin traidor (ideal para una primera partida)
camelot-setup-merlins-company = La Compañía de Merlín: hasta 8 caballeros, Arturo siempre en la mesa, el mazo de Viaje, Merlín, las brujas y un segundo traidor desde 7 jugadores. Los poderes de los siete caballeros nuevos y tres pruebas de Viaje son diseño nuestro: su texto impreso se ha perdido
camelot-setup-difficulty = Dificultad
camelot-difficulty-gentle = Suave
camelot-difficulty-standard = Normal
camelot-difficulty-cunning = Astuta
camelot-difficulty-gentle-text = Un bot traidor juega sus cartas por Arturo pero alimenta al Mal a la vista, y pronto lo descubren; desenmascarado, nunca añade máquinas de asedio.
camelot-difficulty-standard-text = Un bot traidor sabotea con cuidado y se esconde cuando sospechan de él.
camelot-difficulty-cunning-text = Un bot traidor sopesa cada jugada por el daño que hace, y lo disimula bien.
camelot-difficulty-note = Los bots leales a Arturo juegan siempre lo mejor que saben.
camelot-companions-choose = Elegir los caballeros que pueden unirse a Arturo (sus escudos se siguen repartiendo al azar)
camelot-companions-count = { $chosen } elegidos: hacen falta al menos { $needed }, uno por cada jugador además de Arturo.
camelot-companions-colour = Del mismo color que { $name }, ya elegido.

camelot-white-fight = Combate { $value }
camelot-white-fight-text = Una carta de Combate de valor { $value }. Va al Caballero Negro, a Lancelot, al Dragón y a las Guerras, y ayuda contra las máquinas de asedio.
camelot-white-grail = Grial
camelot-white-grail-text = La única carta que admite la búsqueda del Santo Grial. Tres de ellas curan un punto de vida.
camelot-white-merlin = Merlín
camelot-white-merlin-text = Retira una máquina de asedio, la última carta negra puesta en una búsqueda o un enemigo de una Guerra. Tres Merlín de cualquier caballero anulan una carta negra especial en cuanto se roba.
camelot-white-convocation = Convocatoria
camelot-white-convocation-text = Cada caballero puede volver enseguida a Camelot; luego se pone boca arriba una carta blanca por caballero presente y se reparten entre ellos.
camelot-white-fate = Destino
camelot-white-fate-text = Cada caballero roba una carta blanca. Un traidor puede jugarla en su turno para quitarse la máscara.
camelot-white-heroism = Heroísmo
camelot-white-heroism-text = Ponla en una búsqueda. Cuando esta termine, el bando ganador recibe una espada más.
camelot-white-lady-of-the-lake = Dama del Lago
camelot-white-lady-of-the-lake-text = Acerca Excalibur un paso a los caballeros, estés donde estés. Terminada esa búsqueda, cura dos puntos de vida en su lugar.
camelot-white-messenger = Mensajero
camelot-white-messenger-text = Da hasta tres cartas blancas a un caballero, esté donde esté.
camelot-white-piety = Piedad
camelot-white-piety-text = Cúrate tres puntos de vida, o cura uno a cada uno de los demás caballeros.
camelot-white-clairvoyance = Clarividencia
camelot-white-clairvoyance-text = Mira las cinco primeras cartas negras y devuélvelas en el orden que elijas.
camelot-white-reinforcements = Refuerzos
camelot-white-reinforcements-text = Roba cuatro cartas blancas, o haz que cada uno de los demás caballeros robe una.
camelot-white-fight-wild = ¿Combate?
camelot-white-fight-wild-text = Una carta de Combate cuyo valor, de 1 a 5, eliges al jugarla.
camelot-white-call-for-help = Llamada de auxilio
camelot-white-call-for-help-text = Los demás caballeros pueden unirse a tu búsqueda sin gastar nada ni robar carta de Viaje. No desde una búsqueda en solitario.
camelot-white-dispel = Disipar
camelot-white-dispel-text = Retira una carta negra que sigue en vigor: Bosque de Brocelianda, Brumas de Avalon, Mordred, Viviana o una bruja duradera.
camelot-white-divine-favor = Favor divino
camelot-white-divine-favor-text = El próximo empate, donde sea (un combate, el dado del asedio, las espadas al final), es para los caballeros.
camelot-white-dragon-slayer = Matadragones
camelot-white-dragon-slayer-text = Roba tres cartas blancas o, frente al Dragón, coloca allí dos cartas de Combate.
camelot-white-merlin-to-the-rescue = Merlín al rescate
camelot-white-merlin-to-the-rescue-text = Mueve la figura de Merlín a donde quieras, incluso a una búsqueda terminada.
camelot-white-new-hope = Nueva esperanza
camelot-white-new-hope-text = Descarta toda tu mano, esta carta incluida, y roba tantas cartas como hayas descartado.
camelot-white-tournament = Torneo
camelot-white-tournament-text = Gana dos puntos de vida.
camelot-white-truce = Tregua
camelot-white-truce-text = Una guerra a tu elección termina sin vencedor: sus cartas y figuras se retiran y no se coloca ninguna espada.

camelot-black-black-knight = Caballero Negro { $value }
camelot-black-black-knight-text = Va al torneo del Caballero Negro con su valor. Puede ponerse boca abajo, y quien la robó toma entonces una carta blanca.
camelot-black-lancelot-dragon = Lancelot { $lancelot } / Dragón { $dragon }
camelot-black-lancelot-dragon-text = Va a Lancelot con el primer valor, o al Dragón con el segundo cuando Lancelot haya terminado. Puede ponerse boca abajo a cambio de una carta blanca.
camelot-black-despair = Desesperación
camelot-black-despair-text = Ocupa la casilla libre del camino del Grial más alejada del Grial.
camelot-black-excalibur = Excalibur
camelot-black-excalibur-text = Aleja Excalibur un paso hacia la orilla lejana.
camelot-black-picts = Pictos
camelot-black-picts-text = Un picto se suma a la Guerra contra los pictos. El cuarto se la da al Mal.
camelot-black-saxons = Sajones
camelot-black-saxons-text = Un sajón se suma a la Guerra contra los sajones. El cuarto se la da al Mal.
camelot-black-mercenaries = Mercenarios
camelot-black-mercenaries-text = Quien la roba envía un enemigo a la Guerra que elija.
camelot-black-desolation = Desolación
camelot-black-desolation-text = Expulsa la carta de Grial más alejada del Grial y luego ocupa una casilla como una Desesperación.
camelot-black-dark-forest = Bosque de Brocelianda
camelot-black-dark-forest-text = No se puede jugar ninguna carta de Grial hasta que los caballeros ganen otra búsqueda.
camelot-black-guinevere = Ginebra
camelot-black-guinevere-text = Todos los caballeros vuelven a toda prisa a Camelot; las cartas dejadas en una búsqueda en solitario se pierden. El turno de quien la robó termina en el acto.
camelot-black-mists-of-avalon = Brumas de Avalon
camelot-black-mists-of-avalon-text = A partir de ahora, cada búsqueda perdida añade una espada negra más.
camelot-black-mordred = Mordred
camelot-black-mordred-text = Se une a la Guerra que elija quien lo robó: allí hará falta un segundo 5.
camelot-black-morgan-life = Morgana: cansancio
camelot-black-morgan-life-text = Cada caballero pierde un punto de vida.
camelot-black-morgan-discard = Morgana: tributo en cartas
camelot-black-morgan-discard-text = Un caballero puede entregar tres cartas blancas por todos; si no, cada caballero con cartas descarta una.
camelot-black-morgan-three-cards = Morgana: marea negra
camelot-black-morgan-three-cards-text = Se roban y resuelven tres cartas negras más, una tras otra.
camelot-black-morgan-engines = Morgana: obras de asedio
camelot-black-morgan-engines-text = Llegan dos máquinas de asedio ante Camelot.
camelot-black-morgan-volunteer = Morgana: tributo de sangre
camelot-black-morgan-volunteer-text = Un caballero puede perder dos puntos de vida por todos; si no, cada caballero con cartas descarta una.
camelot-black-vivien = Viviana
camelot-black-vivien-text = Ninguna carta de Merlín puede usarse hasta que los caballeros ganen una búsqueda.
camelot-black-witch-1 = Bruja: trastorno
camelot-black-witch-1-text = Los dos mazos de robo y los dos descartes se barajan juntos al momento (nunca el mazo de Viaje).
camelot-black-witch-2 = Bruja: sin sacrificio
camelot-black-witch-2-text = Hasta que los caballeros ganen una búsqueda, nadie puede sacrificar puntos de vida, ni para el avance del Mal ni para una segunda acción, y el poder de Caradoc duerme.
camelot-black-witch-3 = Bruja: saqueadores
camelot-black-witch-3-text = Un picto y luego un sajón se suman a sus guerras.
camelot-black-witch-4 = Bruja: tributo en Griales
camelot-black-witch-4-text = Cada caballero entrega una carta de Grial o, si no tiene, un punto de vida.
camelot-black-witch-5 = Bruja: falso testimonio
camelot-black-witch-5-text = Desde ahora, cada acusación errónea vuelve negras dos espadas blancas.
camelot-black-witch-6 = Bruja: destierro de Merlín
camelot-black-witch-6-text = Desde ahora, las cartas de Merlín jugadas salen de la partida.
camelot-black-witch-7 = Bruja: pagan los ausentes
camelot-black-witch-7-text = En la próxima búsqueda perdida, cada caballero que no estaba allí pierde un punto de vida.

camelot-knight-arthur = Arturo
camelot-knight-arthur-text = Juega primero. Una vez por turno, intercambia una carta blanca con cualquier caballero: él da una y el otro le devuelve otra.
camelot-knight-galahad = Galahad
camelot-knight-galahad-text = Juega cada turno una carta blanca especial sin gastar su acción (siempre una sola especial por turno).
camelot-knight-gawain = Gawain
camelot-knight-gawain-text = Roba tres cartas en lugar de dos en la Mesa Redonda.
camelot-knight-kay = Kay
camelot-knight-kay-text = Tras un combate en el que esté, o tras su propia tirada de asedio, puede añadir una carta de Combate.
camelot-knight-palamedes = Palamedes
camelot-knight-palamedes-text = Gana un punto de vida más en cada búsqueda ganada en su presencia.
camelot-knight-percival = Perceval
camelot-knight-percival-text = Ve la primera carta negra antes de elegir cómo avanza el Mal.
camelot-knight-tristan = Tristán
camelot-knight-tristan-text = Sale de Camelot sin gastar su acción; su acción de ese turno no puede ser otro movimiento.
camelot-knight-bedivere = Bedivere
camelot-knight-bedivere-text = Una vez por turno, en su fase heroica, puede descartar una carta blanca de su mano y robar otra en su lugar.
camelot-knight-bors = Bors
camelot-knight-bors-text = Mira la primera carta de Viaje antes de decir adónde va.
camelot-knight-caradoc = Caradoc
camelot-knight-caradoc-text = Una vez por turno, puede sacrificar uno de sus puntos de vida para que otro caballero vivo gane uno.
camelot-knight-gaheris = Gaheris
camelot-knight-gaheris-text = El Bosque de Brocelianda nunca le impide jugar cartas de Grial.
camelot-knight-gareth = Gareth
camelot-knight-gareth-text = Suma uno a su total cuando combate una máquina de asedio.
camelot-knight-geraint = Geraint
camelot-knight-geraint-text = Una vez por partida, puede convertir una carta ¡Perdido!, ¡Carga! o ¡Emboscada! en No pasa nada.
camelot-knight-lamorak = Lamorak
camelot-knight-lamorak-text = Toma una carta blanca más cada vez que se gana una guerra en su presencia.
camelot-knight-owain = Owain
camelot-knight-owain-text = En la Tabla Redonda, puede devolver una de las cartas robadas y robar otra.
camelot-design-note = Diseño propio: el texto impreso de esta carta se ha perdido.

camelot-quest-black-knight = Caballero Negro
camelot-quest-black-knight-text = Un torneo en solitario: dos parejas de cartas de Combate de valores distintos contra cuatro cartas de Caballero Negro. Victoria: un punto de vida, tres cartas blancas y una espada blanca. Vuelve a empezar enseguida.
camelot-quest-lancelot = Lancelot
camelot-quest-lancelot-text = Un duelo en solitario: un full de cartas de Combate contra cinco cartas de Lancelot. Victoria: un punto de vida, cuatro cartas blancas, la Armadura de Lancelot y una espada blanca. Después llega el Dragón.
camelot-quest-dragon = Dragón
camelot-quest-dragon-text = Una cacería en grupo: tres tríos de cartas de Combate contra cinco cartas de Dragón. Victoria: dos puntos de vida cada uno, siete cartas blancas y dos espadas blancas.
camelot-quest-excalibur = Excalibur
camelot-quest-excalibur-text = Echa cualquier carta blanca al río para acercar la espada un paso. Victoria: la espada, un punto de vida cada uno, siete cartas blancas y dos espadas blancas.
camelot-quest-grail = Santo Grial
camelot-quest-grail-text = Siete casillas: las cartas de Grial por un extremo, las Desesperaciones por el otro. Siete Griales la ganan: el Grial, un punto de vida cada uno, siete cartas blancas y tres espadas blancas.
camelot-quest-pict-war = Guerra contra los pictos
camelot-quest-pict-war-text = Cartas de Combate 1, 2, 3, 4, 5 en ese orden antes de que lleguen cuatro pictos. Victoria: un punto de vida cada uno, cuatro cartas blancas y una espada blanca. Derrota: además, dos máquinas de asedio.
camelot-quest-saxon-war = Guerra contra los sajones
camelot-quest-saxon-war-text = Cartas de Combate 1, 2, 3, 4, 5 en ese orden antes de que lleguen cuatro sajones. Victoria: un punto de vida cada uno, cuatro cartas blancas y una espada blanca. Derrota: además, dos máquinas de asedio.
camelot-place-camelot = Camelot
camelot-place-camelot-text = En la Mesa Redonda, roba dos cartas blancas; ante las murallas, combate una máquina de asedio con cartas de Combate contra el dado de ocho caras.

camelot-relic-excalibur = Excalibur
camelot-relic-excalibur-text = Suma uno a los combates y asedios de quien la lleva. Puede renunciar a ella para anular una carta negra recién robada.
camelot-relic-grail = Santo Grial
camelot-relic-grail-text = Cuando un caballero cae a cero puntos de vida, quien lo lleva puede renunciar a él para devolverlo a cuatro.
camelot-relic-armor = Armadura de Lancelot
camelot-relic-armor-text = Quien la lleva roba dos cartas negras cuando alimenta así al Mal, juega una y entierra la otra.

camelot-loyal = Leal
camelot-traitor = Traidor
camelot-loyal-text = Sirves a Arturo: ganas con los caballeros.
camelot-traitor-text = Sirves al Mal en secreto: ganas cuando pierden los caballeros. Si te acusan, quedas desenmascarado; si sigues oculto al final, vuelves negras dos espadas blancas.

camelot-evil-draw-black = Robar una carta negra
camelot-evil-add-engine = Añadir una máquina de asedio
camelot-evil-lose-life = Perder un punto de vida
camelot-stake-last-life = Te queda un punto de vida: perderlo mata a tu caballero.
camelot-stake-last-engine = Once máquinas de asedio rodean Camelot: una duodécima da la victoria al Mal.
camelot-stake-sacrifice = Es tu último punto de vida: tu caballero muere al terminar la acción adicional.
camelot-stake-siege = Si el dado supera a tus cartas, pierdes tu último punto de vida y tu caballero muere.

camelot-ask-opening = Pon una carta blanca boca arriba en la Mesa Redonda para que la mesa la reparta.
camelot-ask-evil = ¿Cómo avanza el Mal este turno?
camelot-ask-heroic = Tu acción heroica.
camelot-ask-heroic-more = ¿Algo más este turno?
camelot-group-here = Donde estás
camelot-group-road = Ir a
camelot-group-camelot = En Camelot
camelot-group-special = Cartas especiales
camelot-group-heal = Curarse
camelot-group-accuse = Acusar
camelot-group-other = Terminar o seguir
camelot-hint-facing = Boca abajo, la carta queda oculta en su búsqueda hasta que se revela el combate, y robas una carta blanca a cambio.
camelot-hint-volunteer = Un caballero puede recibir el golpe por toda la mesa; si nadie lo hace, pagan todos.
camelot-hint-discard = Quédate con las cartas que más necesitan tus búsquedas.
camelot-hint-share = Da cada carta al caballero que mejor pueda usarla.
camelot-hint-share-vote = Si se rechaza, las cartas se reparten al azar.
camelot-hint-cancel = Tres cartas de Merlín, de cualquier caballero, la anulan: cada uno dice si da una.
camelot-hint-war = Los Mercenarios se unen a la Guerra que elijas.
camelot-hint-opening = Las cartas puestas ahora se reparten entre los caballeros antes del primer turno.
camelot-hint-evil = Una carta negra puede dañar una búsqueda o a toda la mesa; una máquina acerca al Mal a doce; un punto de vida solo te cuesta a ti.
camelot-hint-heroic = Una acción: moverte, actuar donde estás (jugar una carta, robar en la Mesa Redonda, luchar contra una máquina), jugar una carta especial, curarte con tres iguales o acusar. Un punto de vida compra una segunda acción de otro tipo.
camelot-hint-heroic-more = Un punto de vida compra una acción más de otro tipo; si no, termina tu turno.
camelot-waiting-for = { $name } está jugando su turno.
camelot-waiting-others = Los demás caballeros están respondiendo.
camelot-ask-facing = ¿Poner { $card } boca arriba, o boca abajo a cambio de una carta blanca?
camelot-face-up = Boca arriba
camelot-face-down = Boca abajo
camelot-ask-war = ¿Qué Guerra?
camelot-ask-siege-first = Pon una carta de Combate para luchar contra la máquina de asedio; en cuanto haya una, puedes tirar el dado.
camelot-ask-siege = Tus cartas de Combate suman { $total }: añade otra o tira el dado de ocho caras. La máquina cae si tu total supera la tirada.
camelot-siege-roll = Tirar el dado
camelot-ask-volunteer = ¿Pagar por todos?
camelot-volunteer-yes = Yo me encargo
camelot-volunteer-no = Yo no
camelot-ask-discard = Descarta { $count ->
    [one] una carta blanca
   *[other] { $count } cartas blancas
}.
camelot-ask-share = Da cada carta a un caballero; los demás aceptarán o rechazarán tu reparto.
camelot-ask-share-vote = ¿Aceptar este reparto? Si se rechaza, las cartas se reparten al azar.
camelot-accept = Aceptar
camelot-refuse = Rechazar
camelot-ask-cancel = { $name } ha robado { $card }. ¿Anularla?
camelot-ask-cancel-hidden = { $name } ha robado una carta que puede ponerse boca abajo. ¿Anularla?
camelot-cancel-excalibur = Renunciar a Excalibur para anularla
camelot-cancel-merlins = Ofrecer { $count ->
    [one] un Merlín
   *[other] { $count } Merlín
}
camelot-cancel-pass = Dejarla
camelot-ask-rescue = { $name } cae a cero puntos de vida. ¿Renunciar al Grial para salvarlo?
camelot-rescue-yes = Salvarlo
camelot-rescue-no = Guardar el Grial
camelot-ask-kay = El combate se ha revelado. ¿Añadir una carta de Combate?
camelot-kay-none = No añadir nada
camelot-ask-follow = Convocatoria: ¿volver a Camelot?
camelot-follow-yes = Volver
camelot-follow-no = Quedarse
camelot-ask-give = Da una carta a { $name }.
camelot-stop-giving = No dar más
camelot-ask-stack = Devuelve las cartas negras; la primera que elijas queda arriba.
camelot-ask-armor = Armadura de Lancelot: ¿qué carta juegas? La otra va bajo el mazo.
camelot-ask-raid = Quita al azar una carta blanca a un caballero.

camelot-action-move = Ir a { $place }
camelot-action-free-move = Cabalgar gratis a { $place }
camelot-action-play = Jugar { $card }
camelot-action-draw-white = Robar cartas blancas
camelot-action-siege = Combatir una máquina de asedio
camelot-action-heal = Curarse con tres { $card }
camelot-action-sacrifice = Perder un punto de vida por una segunda acción
camelot-action-end-turn = Terminar el turno
camelot-action-accuse = Acusar a { $name }
camelot-action-exchange = Intercambiar una carta con { $name }
camelot-action-reveal = Quitarse la máscara con el Destino
camelot-action-special = Jugar { $card }
camelot-action-merlin-engine = Merlín: retirar una máquina de asedio
camelot-action-merlin-black = Merlín: retirar la última carta negra de { $place }
camelot-action-merlin-figure = Merlín: expulsar a un enemigo de { $place }
camelot-action-heroism = Heroísmo en { $place }
camelot-action-messenger = Mensajero para { $name }
camelot-action-piety-self = Piedad: tres puntos de vida para mí
camelot-action-piety-others = Piedad: un punto de vida para cada uno de los demás
camelot-action-reinforcements-self = Refuerzos: cuatro cartas para mí
camelot-action-reinforcements-others = Refuerzos: una carta para cada uno de los demás
camelot-action-raid = Quitar una carta a { $name }

camelot-say = Decir a la mesa
camelot-say-can-help = Puedo ayudar en { $place }.
camelot-say-strong-grails = Voy bien de Griales.
camelot-say-strong-fights = Tengo buenas cartas de Combate.
camelot-say-strong-specials = Tengo cartas especiales útiles.
camelot-say-weak = Mi mano es floja.
camelot-say-will-feed-draw-black = Robaré una carta negra.
camelot-say-will-feed-add-engine = Alimentaré al Mal con una máquina de asedio.
camelot-say-will-feed-lose-life = Pagaré con mi vida.
camelot-say-suspect = Sospecho de { $name }.
camelot-say-trust = Confío en { $name }.

camelot-chapter-opening = La apertura
camelot-chapter-turn = Turno de { $name }
camelot-log-laid = { $name } ha puesto una carta en la Mesa Redonda.
camelot-log-opening = Las cartas puestas: { $cards }.
camelot-log-evil = { $name }: { $choice }.
camelot-log-black = { $name } ha robado { $card }.
camelot-log-black-placed = { $name } ha puesto { $card } en { $place }.
camelot-log-black-placed-down = { $name } ha puesto una carta boca abajo en { $place }.
camelot-log-quest-over-engine = { $card } encuentra su búsqueda terminada: una máquina de asedio en su lugar.
camelot-log-engines = Máquinas de asedio ante Camelot: { $count }.
camelot-log-engine-removed = Cae una máquina de asedio; quedan { $count }.
camelot-log-figure = { $place }: { $count ->
    [one] { $count } enemigo en el campo.
   *[other] { $count } enemigos en el campo.
}
camelot-log-excalibur = Excalibur está a { $steps } pasos de los caballeros.
camelot-log-moved = { $name } va a { $place }.
camelot-log-played = { $name } juega { $card } en { $place }.
camelot-log-drew-white = { $name } roba { $count ->
    [one] una carta blanca
   *[other] { $count } cartas blancas
}.
camelot-die-shows = El dado muestra { $value }
camelot-log-siege = { $name } combate una máquina de asedio: { $total } contra { $roll } del dado, { $won ->
    [yes] la máquina cae
   *[no] el caballero sale herido
}.
camelot-log-healed = { $name } se cura con tres { $card }.
camelot-log-sacrificed = { $name } da un punto de vida por una segunda acción.
camelot-log-life = { $name } tiene ahora { $life ->
    [one] { $life } punto de vida.
   *[other] { $life } puntos de vida.
}
camelot-log-died = { $name } ha caído.
camelot-log-revealed = { $place }: los caballeros { $white } contra el Mal { $black }.
camelot-log-quest-won = ¡{ $place }: victoria!
camelot-log-quest-lost = { $place }: derrota.
camelot-log-relic = { $name } se lleva la reliquia de { $place }.
camelot-log-relic-lost = La reliquia de { $place } se pierde.
camelot-log-solo-left = { $name } deja { $place }; las cartas que jugó allí se pierden.
camelot-log-shared = Las cartas se reparten.
camelot-log-dealt = Sin acuerdo: las cartas se reparten al azar.
camelot-log-reshuffled = Se barajan los mazos.
camelot-log-traitor-flipped = { $name } era el traidor y vuelve negras { $count ->
    [one] { $count } espada blanca.
   *[other] { $count } espadas blancas.
}
camelot-log-volunteered = { $name } paga por todos.
camelot-log-discarded = { $name } descarta { $card }.
camelot-log-in-play = { $card } queda sobre la mesa.
camelot-log-gone = { $card } sale de la mesa.
camelot-log-all-home = Todos los caballeros vuelven a toda prisa a Camelot.
camelot-log-special = { $name } juega { $card }.
camelot-log-cancelled = { $card } queda anulada.
camelot-log-rescued = { $by } salva a { $name } con el Grial.
camelot-log-kay = { $name } añade un { $value } al combate.
camelot-log-kay-wild = { $name } añade un ¿Combate?, contado como un { $value }, al combate.
camelot-log-followed = { $name } vuelve por la Convocatoria.
camelot-log-gave = { $from } da una carta a { $to }.
camelot-log-arranged = { $name } devuelve las cartas negras en el orden que elige.
camelot-log-armor = { $name } entierra una carta negra bajo el mazo.
camelot-log-merlin = Merlín retira una carta de { $place }.
camelot-log-exchanged = { $name } intercambia una carta con { $other }.
camelot-log-accused = { $name } acusa a { $target }, { $traitor ->
    [yes] ¡que es el traidor!
   *[no] que es leal.
}
camelot-log-unmasked = { $name } queda desenmascarado: es el traidor.
camelot-log-sword-flipped = Una espada blanca se vuelve negra.
camelot-log-raided = { $name } quita una carta a { $target }.
camelot-log-said = { $name }: «{ $words }»
camelot-you-drew = Has robado { $card }.
camelot-you-got = Has recibido { $cards }.
camelot-you-see = Ves { $cards }.

camelot-knights-win = ¡Ganan los caballeros!
camelot-evil-wins = Gana el Mal.
camelot-end-swords = Doce espadas en la Mesa Redonda: { $white } blancas contra { $black } negras.
camelot-end-engines = Doce máquinas de asedio se alzan ante Camelot.
camelot-end-black-swords = Siete espadas negras reposan en la Mesa Redonda.
camelot-end-deaths = Todos los caballeros leales han caído.

camelot-swords = Espadas
camelot-engines = Máquinas de asedio
camelot-white-deck = Mazo blanco
camelot-black-deck = Mazo negro
camelot-discard = Descarte
camelot-life = Puntos de vida
camelot-hand = Mano
camelot-here = Aquí
camelot-relics = Reliquias
camelot-your-loyalty = Tu Lealtad
camelot-loyalty-hidden = Aún no has mirado tu Lealtad.
camelot-glossary-white = Cartas blancas
camelot-glossary-black = Cartas negras
camelot-glossary-knights = Los caballeros
camelot-glossary-quests = Las búsquedas
camelot-quests = Las búsquedas
camelot-glance-combat = { $good } cartas blancas y { $evil } negras jugadas
camelot-glance-excalibur = Excalibur en { $good } de { $evil } hacia los caballeros
camelot-glance-grail = { $good } cartas de Grial y { $evil } cartas negras en el camino
camelot-glance-war = { $good } cartas de la escalera jugadas, { $evil } enemigos en el campo
camelot-quest-over = Esta búsqueda ha terminado.
camelot-stakes-won = Ganada
camelot-stakes-lost = Perdida
camelot-stakes-of = Lo que trae { $quest }
camelot-stake-white = { $count ->
    [one] { $count } espada blanca si los caballeros la ganan
   *[other] { $count } espadas blancas si los caballeros la ganan
}
camelot-stake-life-won = { $count ->
    [one] { $count } punto de vida para cada caballero presente si se gana
   *[other] { $count } puntos de vida para cada caballero presente si se gana
}
camelot-stake-cards = { $count ->
    [one] { $count } carta blanca repartida entre los caballeros presentes si se gana
   *[other] { $count } cartas blancas repartidas entre los caballeros presentes si se gana
}
camelot-stake-black = { $count ->
    [one] { $count } espada negra si gana el Mal
   *[other] { $count } espadas negras si gana el Mal
}
camelot-stake-life-lost = { $count ->
    [one] { $count } punto de vida perdido por cada caballero presente si se pierde
   *[other] { $count } puntos de vida perdidos por cada caballero presente si se pierde
}
camelot-stake-engines = { $count ->
    [one] { $count } máquina de asedio si se pierde
   *[other] { $count } máquinas de asedio si se pierde
}
camelot-river = Excalibur en el río
camelot-grail-track = Las siete casillas del Grial
camelot-war-run = La escalera de los caballeros
camelot-war-enemies = Enemigos en el campo
camelot-life-of = { $count } puntos de vida
camelot-hand-of = { $count } cartas en la mano
camelot-summary-swords = { $white } blancas, { $black } negras
camelot-summary-engines = { $count } de 12 máquinas
camelot-summary-turn = Juega { $name }
camelot-fallen = Caído
camelot-white-left = Cartas blancas restantes: { $count }
camelot-black-left = Cartas negras restantes: { $count }
camelot-peek = Perceval ve la primera carta negra:

## La Compañía de Merlín: el mazo de Viaje, Merlín, los cautivos
camelot-travel-nothing-happens = No pasa nada
camelot-travel-nothing-happens-text = Camino tranquilo: el caballero llega.
camelot-travel-merlin-travels = Merlín viaja
camelot-travel-merlin-travels-text = El caballero llega y Merlín aparece en el mismo lugar.
camelot-travel-vision = Visión
camelot-travel-vision-text = Una visión desvía al caballero hacia la búsqueda del Grial. Si esa búsqueda ha terminado, simplemente llega.
camelot-travel-lost = ¡Perdido!
camelot-travel-lost-text = Descarta dos cartas Blancas cualesquiera para encontrar el camino. Si no, quédate donde estás y tu turno termina.
camelot-travel-charged = ¡Carga!
camelot-travel-charged-text = Lucha como contra una máquina de asedio. Si ganas, llegas; si pierdes, te quedas, pierdes 1 punto de vida y tu turno termina.
camelot-travel-ambushed = ¡Emboscada!
camelot-travel-ambushed-text = Arroja dos cartas de Combate del mismo valor para librarte. Si no, quédate, pierde 1 punto de vida y tu turno termina.
camelot-travel-captured = ¡Capturado!
camelot-travel-captured-text = El caballero se queda donde está y no participa en el juego hasta que otro caballero lo libere con una Acción heroica y una carta Blanca especial.
camelot-action-arrive = Pagar { $cards }
camelot-action-stay-back = Quedarse donde está
camelot-action-free = Liberar a { $name } con { $card }
camelot-action-merlin-draw = Recibir una carta Blanca de Merlín
camelot-ask-challenge = { $card } camino de { $place }: ¿pagar para seguir, o quedarse?
camelot-ask-charge = Carga camino de { $place }: añade cartas de Combate y luego tira el dado.
camelot-log-travelled = Camino de { $place }, { $name } roba { $card }.
camelot-log-merlin-arrived = Merlín aparece: { $place }.
camelot-log-challenge-met = { $name } paga { $cards } y sigue adelante.
camelot-log-challenge-failed = { $name } no supera { $card } y se queda donde estaba.
camelot-log-captured = ¡{ $name } cae cautivo!
camelot-log-freed = { $by } libera a { $name } con { $card }.
camelot-log-released = Sin nadie que pueda liberarlo, { $name } rompe sus ataduras.
camelot-log-merlin-gift = Merlín entrega una carta Blanca a { $name }.
camelot-log-black-removed = { $card } encuentra su búsqueda terminada y sale del juego{ $engine ->
    [yes] ; llega una máquina de asedio en su lugar
   *[no] ; Merlín está allí, así que no llega nada
}.
camelot-log-travel-reshuffled = Las cartas de Viaje se barajan en un mazo nuevo.
camelot-log-charge = { $name } carga: { $total } contra { $roll } del dado, { $won ->
    [yes] y se abre paso
   *[no] y es rechazado
}.
camelot-give-grail = Entregar una carta de Grial
camelot-give-life = Perder 1 punto de vida
camelot-action-dispel = Disipar { $card }
camelot-action-slayer-draw = Matadragones: robar 3 cartas Blancas
camelot-action-slayer-fight = Matadragones: añadir hasta 2 cartas de Combate aquí
camelot-action-merlin-rescue = Enviar a Merlín: { $place }
camelot-action-truce = Tregua: terminar { $place }
camelot-ask-grail-or-life = Una bruja exige una carta de Grial o un punto de vida.
camelot-ask-call-for-help = Un caballero pide ayuda: { $place }. ¿Ir allí, sin viaje?
camelot-ask-slayer = Matadragones: añade una carta de Combate contra el Dragón, o para.
camelot-log-truce = Tregua: { $place } termina sin vencedor.
camelot-log-came-to-help = { $name } responde a la llamada y va a { $place }.
camelot-action-bedivere = Cambiar { $card } por una carta nueva
camelot-action-caradoc = Dar un punto de vida a { $name }
camelot-action-geraint = Geraint: el viaje sigue como si nada
camelot-action-owain = Devolver { $card } por otra
camelot-ask-owain = Owain puede devolver una de las cartas que acaba de robar.
camelot-log-power = { $name } usa el poder de { $knight }.
camelot-log-power-to = { $name } da un punto de vida a { $target }.
camelot-action-siege-wild = ¿Combate? como un 5
camelot-action-play-wild = Jugar ¿Combate? como un { $value }
camelot-merlin-here = Merlín está aquí
camelot-merlin-at = Merlín: { $place }
camelot-merlin-away = Merlín aún no ha aparecido
camelot-decks = Los mazos
camelot-decks-text = Los caballeros roban cartas blancas en la Mesa Redonda y las ganan en las búsquedas. Al empezar casi todos los turnos se roba una carta negra, cuando avanza el Mal; un mazo vacío se rehace con sus descartes.
camelot-travel-deck = El mazo de Viaje
camelot-travel-deck-text = Cada movimiento de un caballero en su turno roba antes una carta de Viaje: el camino puede estar tranquilo, traer a Merlín o esconder una prueba que acaba el turno.
camelot-merlin-figure = Merlín
camelot-merlin-figure-text = Merlín llega con la primera carta «Merlín viaja». Una vez por turno, el caballero que comparte su lugar roba gratis una carta blanca. En una búsqueda terminada, impide que sus cartas negras añadan máquinas de asedio.
camelot-travel-left = Cartas de Viaje restantes: { $count }
camelot-captive = Cautivo
camelot-favor-waiting = El Favor divino espera el próximo empate
camelot-removed = Fuera del juego: { $count } cartas
camelot-travel-peek = Bors ve la próxima carta de Viaje:
camelot-glossary-travel = La Compañía de Merlín: las cartas de Viaje
camelot-knight-squire = Escudero
camelot-knight-squire-text = Aún sin escudo de armas ni poder. Cada misión ganada arma caballero a un escudero presente, y un Torneo puede armar a uno esté donde esté.
camelot-action-tournament-knight = Armar caballero a { $name } en su lugar
camelot-log-knighted = { $name } es armado caballero y toma el escudo de { $knight }.
camelot-squires-title = El desafío del escudero
camelot-squires-hint = Los jugadores marcados empiezan como escuderos: sin escudo de armas ni poder. Al ganar una misión, un escudero presente se hace caballero (si hay varios, lo elige el caballero cuya carta la ganó), con un escudo que no esté en juego.
camelot-squires-seat = El jugador { $seat } empieza como escudero
camelot-squires-hard = Más difícil: los escuderos empiezan con 3 puntos de vida y una carta blanca menos
camelot-action-knight = Armar caballero a { $name }
camelot-ask-knighting = Había varios escuderos en esta misión: elige al que la mesa arma caballero.

## The guided first game
camelot-guide-opening = Antes del primer turno, cada caballero pone una carta blanca para que la mesa la reparta. Da la que menos necesite tu mano.
camelot-guide-evil = Cada turno empieza con el avance del Mal, y tú eliges su forma: robar una carta negra, añadir una máquina de asedio ante Camelot o perder un punto de vida. Al principio, una carta negra suele ser lo más barato.
camelot-guide-evil-last-life = Te queda un punto de vida: perderlo mataría a tu caballero. Roba una carta negra o añade una máquina de asedio.
camelot-guide-at-camelot = Ahora tu acción heroica. En la Mesa Redonda puedes robar dos cartas blancas, o ir a una búsqueda a la que sirvan tus cartas. Toca el título de una búsqueda para leer lo que necesita.
camelot-guide-at-quest = Estás en { $place }. Juega una carta que sirva aquí: cuando la búsqueda termina, los caballeros presentes se reparten su recompensa.
camelot-guide-more = Tu acción está hecha. Termina el turno, o sacrifica un punto de vida por una acción más, de otro tipo.
camelot-guide-window = Acaba de pasar algo a lo que puedes responder fuera de tu turno: la pregunta dice qué.
camelot-guide-swords = Cada búsqueda que termina pone espadas en la Mesa Redonda: blancas si se gana, negras si se pierde. Con doce espadas la partida acaba, y los caballeros necesitan más blancas que negras.
camelot-guide-others = Los demás caballeros juegan su turno. Doce máquinas de asedio ante Camelot, siete espadas negras o todos los caballeros muertos, y el Mal gana.
camelot-guide-over = Eso fue Sombras sobre Camelot. En una partida completa, un caballero puede ser un traidor oculto: las reglas dicen cómo desenmascararlo.

# The rules page, in our own words (paragraphs until one is missing).
rules-camelot-1 = Cada cual encarna a un caballero de la Mesa Redonda. En cada turno el mal avanza primero: se roba una carta negra, aparece una máquina de asedio o pierdes vida. Después actúas una vez: viajar, jugar cartas en una misión, curarte o acusar a alguien.
rules-camelot-2 = Las misiones ganadas ponen espadas blancas sobre la Mesa Redonda; las perdidas, negras. Cuando hay doce espadas, los caballeros ganan si la mayoría son blancas. Pierden en el acto si doce máquinas de asedio rodean Camelot o si todos los caballeros han caído.
rules-camelot-3 = Quizá un caballero sea en secreto un traidor, que gana si Camelot cae. Acusa con cuidado: una acusación falsa cuesta una espada a los leales.
rules-camelot-4 = Con la Compañía de Merlín cabalgan hasta ocho caballeros, y Arturo siempre está entre ellos. Cada viaje roba una carta de Viaje: casi todas te dejan llegar (Merlín puede acompañarte, y compartir su lugar te da una carta Blanca gratis cada turno), pero algunas cierran el camino hasta que pagues, y una te hace cautivo hasta que otro caballero te libere con una carta especial. Las brujas entran en el mazo Negro, cartas Blancas nuevas en el tuyo, y desde siete jugadores pueden esconderse dos traidores; dos traidores ocultos dan la vuelta a tres espadas al final. Junto a Arturo se sientan los siete caballeros nuevos, o los que elija la mesa (nunca dos del mismo color); en ambos casos, los escudos se reparten al azar.
rules-camelot-5 = El desafío del escudero, una variante para expertos: los jugadores elegidos empiezan como escuderos, sin escudo de armas ni poder. Cada misión ganada arma caballero a un escudero presente; si hay varios, el caballero cuya carta la ganó elige cuál, en nombre de la mesa. El escudo se saca al azar entre los que no están en juego. Con la Compañía de Merlín, el Torneo puede armar caballero a un escudero esté donde esté en lugar de dar puntos de vida.
rules-camelot-6 = Los bots en esta mesa: un bot leal a Arturo juega siempre lo mejor que sabe, porque un compañero flojo solo haría la partida más difícil. La dificultad elegida antes de la partida decide cómo juega un bot traidor. Suave: juega sus cartas por Arturo pero alimenta al Mal a la vista, pronto lo descubren y, desenmascarado, nunca añade máquinas de asedio (combínala con una partida sin traidor para una primera noche). Normal: sabotea con cuidado, como si fuera mala suerte, y se esconde cuando la mesa sospecha de él. Astuta: sopesa cada jugada por el daño que hace, y lo disimula bien.
