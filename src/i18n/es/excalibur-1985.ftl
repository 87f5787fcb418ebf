## Excalibur, el juego de aventuras de 1985. El libreto de las cartas se ha perdido: cada carta,
## loseta y zona es aquí diseño nuestro (reglas, parte C), y la aplicación lo indica.

x85-our-design = (Diseño nuestro: el libreto original de las cartas se ha perdido.)
x85-and = y
x85-or = o
x85-nothing = nada
x85-face-up = boca arriba
x85-face-down = boca abajo
x85-north = hacia el norte
x85-east = hacia el este
x85-south = hacia el sur
x85-west = hacia el oeste

## Preparación
x85-setup-length = Duración
x85-length-short = Corta
x85-length-standard = Normal
x85-length-long = Larga
x85-length-rounds = { $count } rondas
x85-length-solo = { $count } turnos para llegar a { $target } puntos
x85-setup-superior = Nivel superior: solo tú ves las cartas que encuentras
x85-setup-classic-random = Azar clásico: no colocar cerca de la cima del mazo las cartas que piden las misiones
x85-setup-agreed = Acordar nuestra propia duración
x85-agreed-rounds = Rondas
x85-agreed-turns = Turnos
x85-agreed-target = Puntos que alcanzar

## Atributos
x85-attr-strength = Fuerza
x85-attr-intelligence = Inteligencia
x85-attr-dexterity = Destreza
x85-attr-valour = Valor
x85-attr-experience = Experiencia

## La mesa
x85-rounds-left = Quedan { $count } rondas
x85-last-round = ¡Última ronda!
x85-solo-clock = { $count ->
    [one] Queda 1 turno
   *[other] Quedan { $count } turnos
  } · objetivo: { $target } puntos
x85-iniciatica-left = Losetas iniciáticas restantes: { $count }
x85-fantastica-left = Losetas fantásticas restantes: { $count }
x85-deck-left = Cartas Excalibur restantes: { $count }
x85-stack = Apartadas:
x85-knights = Los caballeros
x85-points-of = { $count ->
    [one] 1 punto
   *[other] { $count } puntos
  }
x85-owed-of = { $count ->
    [one] 1 turno sin jugar
   *[other] { $count } turnos sin jugar
  }
x85-delivered = Excalibur entregada
x85-mission-done = Misión cumplida
x85-beaten = Vencidos:
x85-map-label = { $count ->
    [one] La tierra, 1 loseta colocada
   *[other] La tierra, { $count } losetas colocadas
  }
x85-area-left = { $count ->
    [one] Queda 1 carta
   *[other] Quedan { $count } cartas
  }
x85-zoom-in = Acercar
x85-zoom-out = Alejar
x85-zoom-fit = Ver todo el territorio
x85-zoom-follow = Seguir al caballero que juega
x85-die-shows = El d12 marca { $value }
x85-preview = Tú: { $mine } + d12 · Rival: { $theirs } + d12
x85-preview-duel = Tú: { $mine } + d12 · Rival: { $theirs } + d12

## Tu pantalla
x85-your-mission = Tu misión secreta
x85-your-cards = Tus cartas
x85-no-cards = Aún no llevas nada.
x85-lying-here = En tu loseta
x85-waiting-for = Esperando a { $name }…
x85-ask-sheet = Reparte tus diez puntos en tu ficha.
x85-ask-elixir = Debes pasar turnos sin jugar. ¿Beber el elixir para anularlos?
x85-ask-act = Muévete, explora o quédate donde estás. Las losetas a tu alcance brillan en el mapa.
x85-ask-placing = Gira la nueva loseta para que su camino enlace con el tuyo.
x85-ask-training = { $place }: { $gains } a cambio de { $count ->
    [one] 1 turno
   *[other] { $count } turnos
  } de tu tiempo. ¿Entrenar?
x85-ask-magic-ground = El terreno mágico: ¿tiras el d12 y pruebas suerte?
x85-ask-choose-up = El terreno mágico te favorece: ¿qué atributo sube?
x85-ask-choose-down = El terreno mágico se vuelve contra ti: ¿qué atributo baja?
x85-ask-found = Has encontrado una carta: { $card }. ¿Te la quedas o la dejas aquí?
x85-ask-forced = ¡{ $card } te ataca!
x85-ask-treasure = El tesoro: quédate una carta; la otra queda enterrada.
x85-ask-options = Lucha, recoge, intercambia o termina tu turno.
x85-ask-plunder = Has vencido a { $name }: llévate lo que quieras de sus cartas.
x85-ask-offer = { $name } te ofrece { $give } a cambio de tu carta { $take }.
x85-points-left = { $count ->
    [one] Te queda 1 punto por repartir
   *[other] Te quedan { $count } puntos por repartir
  }
x85-sheet-rule = Pon puntos en al menos dos atributos.
x85-sheet-confirm = Este es mi caballero
x85-less = Menos { $attribute }
x85-more = Más { $attribute }
x85-max = máx. { $count }
x85-trade = Intercambiar con un caballero que esté aquí
x85-trade-with = Con
x85-trade-give = Das
x85-trade-take = Pides
x85-trade-hidden = Guardar boca abajo lo que reciba
x85-trade-not-allowed = Tras este intercambio, una de las dos manos dejaría de ser válida.

## Botones
x85-elixir-yes = Beber el elixir
x85-elixir-no = Guardarlo
x85-action-move = Ir { $direction }: { $place }
x85-action-explore = Explorar { $direction }
x85-action-turn = Girarla { $count }°
x85-action-stay = Quedarse aquí
x85-action-enter = Entrar en la zona
x85-action-leave = Salir de la zona
x85-train-yes = Entrenar
x85-train-no = Seguir adelante
x85-action-keep = Quedársela { $side }
x85-action-swap = Quedársela { $side } en lugar de { $card }
x85-action-leave-card = Dejarla aquí
x85-fight-yes = Luchar
x85-fight-no = Rehusar (amuleto)
x85-action-attack = Atacar a { $card }
x85-action-pick-up = Recoger { $card } { $side }
x85-action-challenge = Desafiar a { $name }
x85-action-take = Tomar { $card } { $side }
x85-action-done = No tomar nada más
x85-action-offer = Proponer el trato a { $name }
x85-action-accept = Aceptar y ponerla { $side }
x85-action-decline = Rechazar
x85-action-fly = Volar hasta { $place }
x85-action-fairy = Dejar que el hada te lleve hasta { $place }
x85-action-end-turn = Terminar mi turno

## El final
x85-end-rounds = La última ronda ha terminado.
x85-solo-won = { $count } puntos: ¡has alcanzado el objetivo de { $target }!
x85-solo-lost = { $count } puntos: faltaron { $short } para el objetivo de { $target }.
x85-solo-missed-excalibur = Excalibur nunca llegó al rey Arturo ({ $count } puntos).
x85-solo-missed-mission = Tu misión secreta no se cumplió ({ $count } puntos).
x85-final-score = { $count ->
    [one] 1 punto
   *[other] { $count } puntos
  }
x85-final-detail = { $penalty ->
    [0] { $points } ganados
   *[other] { $points } ganados, { $penalty } menos por misiones secundarias sin terminar
  }

## La historia
x85-chapter-sheets = Los caballeros se preparan
x85-chapter-turn = { $name }, ronda { $round }
x85-log-sheet = { $name } emprende el camino: fuerza { $strength }, inteligencia { $intelligence }, destreza { $dexterity }, valor { $valour }, experiencia { $experience }.
x85-log-turn-lost = { $count ->
    [0] { $name } pierde este turno, el último que debía.
   *[other] { $name } pierde este turno (quedan { $count }).
  }
x85-log-elixir = { $name } bebe el elixir y puede jugar al instante.
x85-log-moved = { $name } va a la loseta { $place }.
x85-log-tile = { $name } explora y descubre la loseta { $place }.
x85-log-area-card = { $name } explora { $area } y encuentra: { $spot }.
x85-log-entered = { $name } entra en { $area }.
x85-log-moved-in-area = { $name } avanza por { $area }: { $spot }.
x85-log-left-area = { $name } vuelve a salir al territorio.
x85-log-turns-lost = { $name } pierde { $count ->
    [one] un turno
   *[other] { $count } turnos
  }.
x85-log-trained = { $name } entrena en la loseta { $place }.
x85-log-up = { $name } gana 1 punto de { $attribute }.
x85-log-down = { $name } pierde 1 punto de { $attribute }.
x85-log-rolled = { $name } tira el dado: { $die }.
x85-log-drew = { $name } roba { $card }.
x85-log-kept-open = { $name } se queda { $card } boca arriba.
x85-log-kept-hidden = { $name } se queda { $card } boca abajo.
x85-log-left-card = { $name } deja { $card } en la loseta.
x85-log-picked-up = { $name } recoge { $card }.
x85-log-cursed = { $card } cae sobre { $name }.
x85-log-refused = { $name } muestra el amuleto y se niega a luchar contra { $card }.
x85-log-fight-won = { $name } vence a { $foe }: { $mine } contra { $theirs }.
x85-log-fight-lost = { $foe } vence a { $name }: { $mine } contra { $theirs }.
x85-log-fight-tie = { $name } y { $foe } empatan: { $mine } contra { $theirs }.
x85-log-transferred = Se llevan a { $name } a la loseta { $place }.
x85-log-stolen = El ladrón le quita { $card } a { $name } y deja la carta bajo la loseta.
x85-log-duel-won = { $name } vence a { $other }: { $mine } contra { $theirs }.
x85-log-duel-lost = { $other } resiste a { $name }: { $mine } contra { $theirs }.
x85-log-duel-tie = { $name } y { $other } empatan: { $mine } contra { $theirs }.
x85-log-took = { $name } le quita { $card } a { $other }.
x85-log-offered = { $name } propone a { $other }: { $give } a cambio de { $take }.
x85-log-trade-accepted = { $name } acepta el trato con { $other }.
x85-log-trade-declined = { $name } rechaza el trato con { $other }.
x85-log-flight = { $name } vuela hasta la loseta { $place }.
x85-log-scored-excalibur = { $name } entrega Excalibur al rey Arturo: ¡{ $count } puntos!
x85-log-scored-mission = { $name } cumple una misión secreta: ¡{ $count } puntos!
x85-log-scored-secondary = { $name } lleva { $card } a su destino: { $count } puntos.
x85-log-scored-fight = { $name } gana { $count ->
    [one] 1 punto
   *[other] { $count } puntos
  } por vencer a { $card }.
x85-log-unseen-drew = { $name } roba una carta y la mira en secreto.
x85-log-unseen-kept = { $name } se queda la carta.
x85-log-unseen-left = { $name } deja una carta boca abajo en la loseta.
x85-log-unseen-picked-up = { $name } recoge una carta que estaba boca abajo.
x85-log-unseen-stolen = El ladrón le quita una carta a { $name } y la esconde bajo la loseta.
x85-log-unseen-offered = { $name } propone un trato.
x85-log-unseen-took = { $name } toma una carta del vencido.
x85-log-game-over = La aventura ha terminado.

## Misiones
x85-mission = Misión { $number }
x85-mission-items = Consigue { $items } y vence a { $foe }.
x85-mission-take = Vence a { $foe } y quédate con el vencido en la loseta { $place }.
x85-mission-points = Vale { $count } puntos.
x85-mission-how = Sus cartas están en el mazo Excalibur: explora las losas con estrella para sacarlas. Un enemigo al que no combates espera donde salió, en el mapa: vuelve y atácalo. Una carta que un rival encontró y dejó queda en el mapa para que la recojas; la que tiene un rival puede cambiarse. Tu carta de misión te muestra dónde están sus cartas, incluso boca abajo.
x85-trail-held = Tienes { $card }.
x85-trail-beaten = Has vencido a { $card }.
x85-trail-here = { $card } está aquí mismo, en tu losa.
x85-trail-lies = { $card } está en { $place }, { $steps ->
    [one] a 1 paso
   *[other] a { $steps } pasos
  }.
x85-trail-lies-far = { $card } está en { $place }.
x85-trail-shown = { $name } tiene { $card }: ofrécele un cambio.
x85-trail-beaten-by = { $name } ha vencido a { $card }.
x85-trail-unseen = { $card }: aún sin encontrar.

## Textos de las cartas, construidos con los números de cada carta
x85-text-weapon = Arma: +{ $strength } de fuerza, requiere destreza { $needs }, { $when }.
x85-when-attack = al atacar
x85-when-defence = al defenderte
x85-when-both = en ataque y en defensa
x85-text-magic = Magia: { $bonus } en cada combate, mientras lleves esta carta.
x85-text-foe = Enemigo: { $numbers }.
x85-number = { $attribute } { $value }
x85-engage-forced = Ataca a quien revela su carta.
x85-engage-optional = Espera en su loseta a que alguien se atreva a atacar.
x85-engage-companion = Acompaña, sin ser vencido, al caballero cuya misión es, hasta la pradera de Wincester, donde ese caballero puede enfrentarse a él. Cualquier otro puede dejarlo donde lo encontró.
x85-defeat-lose = Quien pierde el combate pierde además 1 punto de { $attribute }.
x85-defeat-transfer = Quien pierde el combate es llevado a la loseta { $place }.
x85-defeat-steal = A quien pierde el combate le roban una carta, que queda bajo la loseta.
x85-text-curse-turns = Un maleficio: cae sobre quien lo revela, que pierde { $count ->
    [one] un turno
   *[other] { $count } turnos
  }, y luego sale de la partida.
x85-text-curse-attribute = Un maleficio: cae sobre quien lo revela, que pierde 1 punto de { $attribute }, y luego sale de la partida.
x85-text-secondary = Misión secundaria: llévala a la loseta { $place } y gana { $count } puntos. Si aún la llevas al final, cuesta { $penalty } puntos.
x85-text-entrance = Colocada en la loseta, abre el paso hacia { $area }.
x85-text-mission = La necesita la misión secreta { $number }.
x85-text-plain = Un objeto sin poder propio.
x85-card-flying-unicorn-text = Te lleva hasta tres pasos por turno sobre losetas ya colocadas; ríos y nieblas solo cuentan donde te detienes.
x85-card-amulet-text = Mientras lo lleves, puedes rehusar cualquier combate y nadie puede desafiarte.
x85-card-elixir-text = Al empezar un turno, bébelo para anular todos los turnos que aún debas pasar sin jugar (salvo los de entrenamiento).
x85-card-fairy-text = +1 de inteligencia. Una sola vez, puede llevarte a cualquier loseta del territorio.
x85-card-excalibur-text = La espada: +3 de fuerza en ataque y defensa, sin destreza necesaria. Llévala al rey Arturo en Camaloc y gana { $count } puntos.

## Cartas
x85-card-dagger = Puñal
x85-card-crossbow = Ballesta
x85-card-lance = Lanza
x85-card-maces = Mazas
x85-card-bow = Arco
x85-card-shield = Escudo
x85-card-armour = Armadura
x85-card-sacred-goose = Oca sagrada
x85-card-flying-unicorn = Unicornio volador
x85-card-magic-book = Libro mágico
x85-card-papal-legacy = Legado papal
x85-card-poisoned-fruit = Fruta envenenada
x85-card-white-mantle = Manto blanco
x85-card-ring = Anillo
x85-card-false-seal = Sello falso
x85-card-cross = Cruz
x85-card-crimson-sleeve = Manga bermeja
x85-card-sage = Sabio
x85-card-bishop = Obispo de Rochester
x85-card-arvalan = Arvalán
x85-card-black-hand = Mano Negra
x85-card-iseult = Isolda la Rubia
x85-card-mordred = Mordred
x85-card-monk = Monje
x85-card-galegatin = Galegatin el Galés
x85-card-meliadus = Meliadus el Negro
x85-card-guinevere = Reina Ginebra
x85-card-dragon = Dragón
x85-card-leopard = Leopardo
x85-card-lost-elder = Anciano perdido
x85-card-hermit = Ermitaño
x85-card-thief = Ladrón
x85-card-bandit = Bandido
x85-card-tyrant = Tirano
x85-card-merlin = Mago Merlín
x85-card-giant = Gigante
x85-card-sorcerer = Hechicero
x85-card-warlock = Brujo
x85-card-entrance-swamp = Entrada al pantano
x85-card-entrance-forest = Entrada al bosque
x85-card-entrance-lake = Entrada al lago
x85-card-entrance-well = Entrada al pozo
x85-card-entrance-cave = Entrada a la cueva
x85-card-morgans-curse = Maleficio de Morgana
x85-card-enchantment = Encantamiento
x85-card-spell-of-forgetting = Hechizo de olvido
x85-card-magic-fog = Niebla mágica
x85-card-amulet = Amuleto mágico
x85-card-elixir = Elixir
x85-card-potion = Poción mágica
x85-card-fairy = Hada
x85-card-excalibur = Excalibur
x85-card-monster = Monstruo
x85-card-wolf = Lobo

## Losetas
x85-place-entrada = Entrada
x85-place-entrada-text = De aquí parte cada caballero: cuatro caminos rosas.
x85-place-monastery = Monasterio
x85-place-monastery-text = Entrenamiento: quédate 2 turnos para ganar +2 de inteligencia, una vez por estancia en la zona iniciática.
x85-place-inn = Posada
x85-place-inn-text = Entrenamiento: quédate 2 turnos para ganar +2 de fuerza, una vez por estancia en la zona iniciática.
x85-place-spring = Manantial
x85-place-spring-text = Entrenamiento: quédate 2 turnos para ganar +1 de fuerza y +1 de inteligencia.
x85-place-village = Aldea
x85-place-village-text = Entrenamiento: quédate 1 turno para ganar +1 de destreza. Trae aquí al anciano perdido.
x85-place-hermitage = Ermita
x85-place-hermitage-text = Entrenamiento: quédate 1 turno para ganar +2 de experiencia. Trae aquí al ermitaño.
x85-place-magic-ground = Terreno mágico
x85-place-magic-ground-text = Tira el d12 si quieres: con 1–4, pierdes 1 punto de fuerza o de inteligencia; con 9–12, ganas 1. No pierdes tiempo.
x85-place-river = Río
x85-place-river-text = Cruzarlo cuesta un turno cada vez que entras en él.
x85-place-fog = Niebla
x85-place-fog-text = Te pierdes en ella: 2 turnos cada vez que entras.
x85-place-access = Zona de acceso
x85-place-access-text = Une los caminos rosas de la zona iniciática con los caminos amarillos de la zona fantástica.
x85-place-star = Camino estrellado
x85-place-star-text = Quien coloca esta loseta roba una carta Excalibur.
x85-place-camaloc = Castillo de Camaloc
x85-place-camaloc-text = Aquí espera el rey Arturo: llévale Excalibur y gana 10 puntos.
x85-place-prison = Prisión
x85-place-prison-text = Trae aquí al ladrón, al bandido o al tirano una vez vencidos. El tirano envía aquí a sus víctimas.
x85-place-enchanted-house = Casa encantada
x85-place-enchanted-house-text = Merlín envía aquí a quienes vence, y pierden un turno.
x85-place-wincester-meadow = Pradera de Wincester
x85-place-wincester-meadow-text = El único lugar donde se puede combatir a Meliadus el Negro.
x85-place-joyous-gard = La Gozosa Guarda
x85-place-joyous-gard-text = Aquí termina una misión secreta con la reina Ginebra.
x85-place-fisher-king-house = Casa del Rey Pescador
x85-place-fisher-king-house-text = Aquí termina una misión secreta con el leopardo.
x85-place-plain = Camino libre
x85-place-plain-text = Aquí no pasa nada.

## Zonas de desarrollo
x85-area-swamp = el pantano
x85-area-forest = el bosque
x85-area-lake = el lago
x85-area-well = el pozo
x85-area-cave = la cueva
x85-area-swamp-text = Diez cartas. En su corazón, la ciénaga del monstruo.
x85-area-forest-text = Diez cartas. En su corazón, la guarida del lobo.
x85-area-lake-text = Diez cartas. En su corazón, la Dama del Lago, que guarda Excalibur.
x85-area-well-text = Ocho cartas, y ninguna salida salvo la entrada. En el fondo yace el amuleto.
x85-area-cave-text = Ocho cartas, y ninguna salida salvo la entrada. Al final, un tesoro.
x85-key-swamp = La ciénaga del monstruo
x85-key-swamp-text = El monstruo ataca, si sigue por ahí.
x85-key-forest = La guarida del lobo
x85-key-forest-text = El lobo ataca, si sigue por ahí.
x85-key-lake = La Dama del Lago
x85-key-lake-text = Entrega Excalibur, si nadie la tiene todavía.
x85-key-well = El fondo del pozo
x85-key-well-text = Toma el amuleto mágico, si sigue ahí.
x85-key-cave = El tesoro
x85-key-cave-text = Roba 2 cartas Excalibur: quédate 1 y entierra la otra bajo la entrada.
x85-spot-entrance = El umbral
x85-spot-entrance-text = Donde empieza la zona.
x85-spot-exit = Salida
x85-spot-exit-text = Lleva de vuelta a la loseta donde se abrió la zona.
x85-spot-gift-text = Toma { $card } de entre las cartas apartadas, si sigue allí.
x85-spot-delay-text = Pisar aquí cuesta { $count ->
    [one] un turno
   *[other] { $count } turnos
  }.
x85-spot-lose-dexterity = Aguas estancadas
x85-spot-lose-dexterity-text = Pierdes 1 punto de destreza.
x85-spot-lair = El cubil
x85-spot-lair-text = El monstruo ataca, si sigue por ahí.
x85-spot-plain = Un sendero
x85-spot-plain-text = Aquí no pasa nada.

## Página de reglas
x85-glossary-intro = El libreto original de las cartas se ha perdido. Todas las cartas, losetas y zonas de abajo, salvo la entrada, son diseño nuestro, hecho para que el juego pueda volver a jugarse.
x85-glossary-cards = Cartas
x85-glossary-places = Losetas
x85-glossary-areas = Zonas de desarrollo
x85-glossary-missions = Misiones secretas
x85-design-tag = Diseño nuestro

x85-action-as-drawn = Tal como sale

x85-flights = Volar a

x85-flight-go = Ir allí

x85-delay-swamp = Arenas movedizas

x85-delay-forest = Zarzas

x85-delay-lake = Remolino

x85-delay-well = Caída

x85-delay-cave = Murciélagos

x85-log-offered-gift = { $name } regala { $give } a { $other }.

x85-log-offered-request = { $name } pide { $take } a { $other }.

x85-ask-offer-gift = { $name } te regala { $give }.

x85-ask-offer-request = { $name } te pide tu carta { $take }.

## The guided first game
x85-guide-sheet = Esta es la hoja de tu caballero. Reparte diez puntos entre sus atributos, en dos por lo menos: deciden cómo van sus combates y sus pruebas.
x85-guide-act = Tu turno: muévete por la comarca, explora más allá de su borde para poner una nueva pieza, o quédate. El objetivo es encontrar Excalibur y llevarla al rey Arturo en Camaloc (10 puntos); tu misión secreta vale 5 más.
x85-guide-placing = Has descubierto tierra nueva: elige cómo girarla y luego colócala.
x85-guide-found = Has encontrado algo: quédatelo o déjalo. Toca una carta para saber qué hace.
x85-guide-fight = Un enemigo te corta el paso y debes combatir. Tus atributos y lo que llevas marcan tus opciones; un combate perdido te cuesta dos turnos.
x85-guide-options = Antes de acabar tu turno aún puedes combatir, recoger lo que hay aquí o intercambiar. Después termina el turno.
x85-guide-ask = Este lugar te pide algo: la pregunta dice qué.
x85-guide-over = Eso fue Excalibur. Con otros caballeros en la mesa, las reglas completas añaden los combates entre caballeros, los intercambios y la carrera hacia Camaloc.

# The rules page, in our own words (paragraphs until one is missing).
rules-excalibur-1985-1 = Cada caballero recorre un mapa que se coloca losa a losa y encuentra desconocidos, monstruos y tesoros. Un combate suma un atributo a la tirada de un dado de doce caras.
rules-excalibur-1985-2 = Los puntos llegan por llevar la espada al rey Arturo, cumplir tu misión secreta y las secundarias, y ganar combates. Gana la mayor puntuación al final.
rules-excalibur-1985-3 = Al empezar, cada caballero reparte diez puntos entre fuerza, inteligencia, destreza, valor y experiencia. El valor y la experiencia crecen con los combates ganados y al llegar a 4 se convierten en fuerza e inteligencia. Las losas de entrenamiento cambian turnos por puntos.
rules-excalibur-1985-4 = En tu turno avanzas un paso, exploras (colocas una losa nueva junto a tu camino y entras en ella) o te quedas. Luego actúa la losa, un enemigo puede atacarte, y puedes combatir una vez, recoger cartas e intercambiar con los caballeros de tu losa. Las losas con estrella hacen robar una carta Excalibur; algunas cartas abren zonas de desarrollo, pequeños tableros aparte.
rules-excalibur-1985-5 = Un combate suma los atributos con que lucha el enemigo, tu arma utilizable, tu magia y un d12; el enemigo suma sus propios valores y un d12. Gana el total más alto; un empate no cambia nada. Quien pierde pierde valor, experiencia y dos turnos. Se llevan como mucho tres cartas boca abajo y dos boca arriba.
rules-excalibur-1985-6 = En mesa, la partida dura un número fijo de rondas; en solitario tienes un presupuesto de turnos para alcanzar una puntuación objetivo. En el nivel superior, las cartas que encuentras solo las ves tú, salvo que ataquen o actúen en el acto.
rules-excalibur-1985-7 = Tu misión secreta: sus cartas están cerca de la parte de arriba del mazo Excalibur (salvo con azar clásico), así que explorar las saca pronto. Un objeto se guarda en la mano; un enemigo sin combatir se queda donde salió, y cualquiera puede atacarlo; un objeto que encontró otro caballero se consigue con un intercambio o venciéndolo en combate. Cinco puntos cuando tienes los objetos y has vencido al enemigo (y estás donde dice la misión). Bajo tu misión, tu pantalla dice dónde está cada una de sus cartas: en tu mano, en el mapa y a qué distancia, con otro caballero o aún sin encontrar; tu misión te muestra sus cartas aunque estén boca abajo. Una carta que no es tuya puedes dejarla donde la encontraste, para su caballero; Meliadus solo sigue al caballero cuya misión es.
