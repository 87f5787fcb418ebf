# Excalibur, the chip game (es). The same keys exist in every language.

rules-excalibur-chips-1 = Fichas boca abajo esperan en tres regiones del lago. En cada ronda todos completan su mano hasta cuatro fichas y juegan una en secreto; luego las fichas actúan por orden de turno: cambian, roban y revelan.
rules-excalibur-chips-2 = Tres espadas se esconden entre las fichas y nunca se juegan. Cuando una región se vacía, la partida acaba con esa ronda: quien tenga la espada verdadera gana, y quien tenga la hoja maldita pierde más que nadie.
rules-excalibur-chips-3 = Una ronda tiene cinco pasos. Primero, quien tenga menos de cuatro fichas completa su mano, todos a la vez y en secreto, eligiendo qué casillas boca abajo tomar; si dos eligen la misma ficha, se la lleva quien esté más cerca de la corona (empezando por quien la lleva) y el otro vuelve a elegir. Después cada uno elige una ficha en secreto. Entonces se muestran todas: el Caballero Negro, Galahad y Lanzarote actúan enseguida, y un Rey Pescador se coloca delante de su dueño. Las demás fichas actúan de una en una, desde quien lleva la corona hacia la izquierda. Por último, la corona avanza un puesto a la izquierda.
rules-excalibur-chips-4 = La ronda en que se vacía una región es la última (con seis jugadores o más deben vaciarse dos), y siempre se juega hasta el final. Si nadie tiene Excalibur, pierden todos. Si Excalibur y la hoja maldita acaban en la misma mano, ese jugador pierde y los demás comparten una victoria empañada. Con cuatro jugadores o más, quien tenga la espada del escudero también gana si el ganador está sentado justo a su izquierda.
rules-excalibur-chips-5 = La aplicación recuerda lo que te han enseñado: una casilla de Avalon que conoces muestra su ficha, igual que las fichas que sabes que están en otra mano. El tamaño de las manos es público. Mientras eliges ficha puedes decirle a la mesa «¡Tengo Excalibur!» o «¡Yo no!», sea verdad o no.
chips-glossary = Las fichas
chips-art-option = Fichas que muestran a un hombre (Caelia las descarta)
chips-art-conservative = Héroes con nombre y Sacerdotes (16 fichas)
chips-art-generics = También Campesinos, Mercaderes, Ladrones y Artesanos (42 fichas)
chips-region-1 = Región I
chips-region-2 = Región II
chips-region-3 = Región III
chips-side-left = A la izquierda, hacia { $name }
chips-side-right = A la derecha, hacia { $name }
chips-place-hand = la mano de { $name }
chips-choose-this = Elegir { $chip }
chips-place-your-hand = tu mano
chips-place-trash = el descarte
chips-place-played = la ficha jugada por { $name }
chips-place-permanent = el Rey Pescador de { $name }
chips-place-protected = el puño cerrado de { $name }
chips-claim-have = «¡Tengo Excalibur!»
chips-claim-not-me = «¡Yo no!»
chips-say = Decir { $claim }
chips-round = Ronda { $round }
chips-final-round = Última ronda
chips-crown = Corona: juega primero esta ronda
chips-hand-size = { $count } fichas en la mano
chips-protected = puño
chips-shielded = escudo alzado
chips-you-know = Sabes que tiene:
chips-turned-up = Volteadas:
chips-trash = Descarte ({ $count })
chips-now-resolving = Actuando: { $name }
chips-held-out = Espadas a la vista: { $list }
chips-slot-label = { $region }, casilla { $slot }
chips-status-drawing = roba
chips-status-deciding = decide
chips-your-hand = Tu mano
chips-empty-hand = No tienes fichas.
chips-in-your-fist = A salvo en tu puño:
chips-you-chose = Elegiste:
chips-your-own = Tuya:
chips-from-avalon = Robar de Avalon
chips-steal-from = Quitarle a { $name }
chips-steal-shielded = su Rey Pescador hace que no te lleves nada
chips-no-more = Nada más
chips-keep-hand = Me quedo con mi mano
chips-keep-hidden = Mantener ambas ocultas
chips-stop-picking = Dejar de elegir
chips-other-chip = Otra ficha
chips-flip = Lanzar el Rey Pescador
chips-not-now = Ahora no
chips-sword-from = Una espada de { $name }
chips-swap = Intercambiar manos
chips-take-played = { $chip } jugada por { $name }
chips-take-permanent = El Rey Pescador de { $name }
chips-ask-draw = Completa tu mano
chips-hint-draw = Toca una casilla boca abajo de cualquier región. Tomas fichas hasta tener cuatro.
chips-log-slot-taken = { $by } está más cerca de la corona y se lleva { $count ->
    [one] la ficha
   *[other] las { $count } fichas
    } que { $name } también eligió; { $name } vuelve a elegir.
chips-log-slot-taken-none-left = { $by } está más cerca de la corona y se lleva { $count ->
    [one] la ficha
   *[other] las { $count } fichas
    } que { $name } también eligió; Avalon está vacío, así que { $name } no roba más.
chips-slot-picked = { $region }, casilla { $slot }: tu elección
chips-slot-unpick = { $region }, casilla { $slot }: tu elección, toca para quitarla
chips-hint-draft = { $count ->
    [one] Toca una casilla boca abajo más.
   *[other] Toca { $count } casillas boca abajo.
    } Todos eligen a la vez. Si dos eligen la misma ficha, se la lleva quien esté más cerca de la corona y el otro vuelve a elegir.
chips-ask-draft = Elige tus fichas en secreto
chips-ask-play = Juega una ficha en secreto
chips-hint-play = Todos eligen a la vez. Las espadas nunca se juegan. Antes puedes decirle algo a la mesa.
chips-ask-draw-or-steal = ¿Robar del lago o quitar?
chips-hint-draw-or-steal = Toma de Avalon, o al azar de la mano de un jugador. Después devuelves fichas al mismo sitio.
chips-ask-slot = Elige una casilla para robar
chips-ask-percival = Elige casillas para voltear
chips-hint-tap-slot = Toca una casilla del tablero de arriba.
chips-ask-steal = ¿A quién le quitas?
chips-hint-steal = Tomas una ficha al azar de esa mano.
chips-ask-return = Devuelve una ficha
chips-hint-return = Cualquier ficha de tu mano vuelve al sitio de donde tomaste.
chips-ask-place = Deja una ficha boca abajo
chips-hint-place = Elige una ficha de tu mano y luego su región.
chips-ask-discard = Descarta una de tus fichas
chips-hint-discard = Va boca arriba al descarte. Las espadas no se descartan.
chips-ask-target = Elige a un jugador
chips-hint-target = La ficha actúa sobre el jugador que elijas.
chips-ask-show = Enseña una ficha a todos
chips-hint-show = Has visto esa mano. La ficha que elijas se muestra a toda la mesa y luego vuelve.
chips-ask-direction = ¿Hacia qué lado?
chips-hint-direction = La izquierda sigue el sentido de las agujas del reloj, como la corona.
chips-ask-flip = ¿Lanzar tu Rey Pescador?
chips-hint-flip = Boca arriba: nadie puede quitarte nada hasta que acabe la ronda. Boca abajo: se descarta. Un solo intento por ronda.
chips-ask-protect = Guarda una ficha a salvo
chips-hint-protect = Hasta el final de la ronda, ninguna ficha puede verla, tomarla, pasarla ni descartarla.
chips-ask-give = Entrega una espada
chips-hint-give = Tú eliges cuál de tus espadas se va.
chips-ask-pick-sword = Elige una espada sin mirar
chips-hint-pick-sword = Las espadas están boca abajo. Solo reconoces las tuyas.
chips-ask-bury = ¿En qué región las entierras?
chips-hint-bury = Esa región se mezcla después: ya nadie sabe dónde está cada cosa.
chips-ask-swap = ¿Intercambiar manos?
chips-hint-swap = Has visto su mano. Las fichas guardadas en un puño no se mueven.
chips-ask-morgana = ¿Usar una de las fichas robadas?
chips-hint-morgana = La ficha que reveles actúa enseguida, como si la hubieras jugado.
chips-ask-percival-take = Quédate con una ficha
chips-hint-percival-take = Las demás vuelven boca abajo a su sitio, y todos las han visto.
chips-ask-black-knight = Toma una ficha de la mesa
chips-hint-black-knight = Va a tu mano y pierde su efecto esta ronda.
chips-ending-won = La verdadera espada ha encontrado a su portador.
chips-ending-tainted = Excalibur está junto a la hoja maldita: los demás comparten una victoria empañada.
chips-ending-chaos = Nadie tiene Excalibur. El reino cae en el caos y todos pierden.
chips-held-by = en manos de { $name }
chips-nobody = nadie (sigue en Avalon)
chips-result-winner = gana, portador de Excalibur
chips-result-squire = gana como escudero del ganador
chips-result-tainted = comparte una victoria empañada
chips-result-loser = pierde
chips-result-ultimate = pierde más que nadie, con la hoja maldita
chips-rounds-played = { $count } rondas jugadas.
chips-log-round = { $name } lleva la corona y juega primero.
chips-log-moved = { $count ->
    [one] Una ficha pasa de { $from } a { $to }.
   *[other] { $count } fichas pasan de { $from } a { $to }.
}
chips-log-drew = { $name } roba { $count ->
    [one] una ficha
   *[other] { $count } fichas
}: { $regions }.
chips-log-you-drew = Robas { $list }.
chips-log-chip-from = { $chip } ({ $region })
chips-log-saw = Viste { $chip } pasar de { $from } a { $to }.
chips-log-declared = { $name } dice { $claim }
chips-log-chose = { $count ->
    [one] { $name } ya ha elegido ficha.
   *[other] Fichas elegidas: { $name }.
  }
chips-log-revealed = Fichas reveladas: { $list }.
chips-log-resolving = Actúa { $chip } de { $name }.
chips-log-flip-up = { $chip } de { $name } cae boca arriba.
chips-log-flip-down = { $chip } de { $name } cae boca abajo.
chips-log-shielded = El Rey Pescador de { $name } protege su mano.
chips-log-huzzah = { $name } grita «¡Hurra!»: ha salido una espada.
chips-log-no-huzzah = { $name } calla: ninguna espada entre las fichas robadas.
chips-log-targeted = { $name } señala a { $target }.
chips-log-direction = { $name } elige: { $side }.
chips-log-trashed = { $chip } va al descarte.
chips-log-shown = Todos ven { $chip } en la mano de { $name }.
chips-log-turned-up = Se voltea { $chip } en { $where }.
chips-log-looked = Miraste la mano de { $name }: { $list }.
chips-log-swords = Espadas a la vista: { $list }.
chips-log-swapped = { $name } intercambia su mano con { $target }.
chips-log-not-swapped = { $name } conserva su mano tras mirar la de { $target }.
chips-log-shuffled = Se mezcla { $region }.
chips-log-protected = { $name } guarda una ficha en el puño cerrado.
chips-log-final-round = Una región de Avalon está vacía: es la última ronda.
chips-log-crown = La corona pasa a { $name }.
error-chips-not-asked = Este jugador no tiene nada que decidir ahora.
error-chips-illegal = Esa jugada no está permitida ahora.
chip-peasant = Campesino
chip-peasant-text = Roba una o quita una, y luego devuelve una ficha al mismo sitio.
chip-merchant = Mercader
chip-merchant-text = Roba dos o quítale dos a un mismo jugador, y luego devuelve una ficha al mismo sitio.
chip-thief = Ladrón
chip-thief-text = Quítale una ficha a un jugador y otra a un segundo jugador.
chip-artisan = Artesano
chip-artisan-text = Roba dos o quita dos, y luego deja dos fichas de tu mano boca abajo en Avalon.
chip-priest = Sacerdote
chip-priest-text = Roba dos. Si una es espada, la mesa oye «¡Hurra!».
chip-spirit = Espíritu
chip-spirit-text = Elige un lado: cada jugador le quita una ficha a su vecino de ese lado, todos a la vez.
chip-baroness = Baronesa
chip-baroness-text = Roba dos y descarta una ficha de tu mano que no sea espada.
chip-spy = Espía
chip-spy-text = Mira la mano de un jugador y enseña a todos una de sus fichas.
chip-arthur = Arturo
chip-arthur-text = Los demás ofrecen sus espadas boca abajo; tú tomas una sin mirar.
chip-black-knight = Caballero Negro
chip-black-knight-text = Al revelarse, lánzalo dos veces. Si alguna cae boca arriba, toma la ficha jugada de otro jugador o cualquier Rey Pescador, incluso el tuyo; una ficha jugada pierde su efecto.
chip-caelia = Caelia
chip-caelia-text = Señala hasta a dos jugadores más; después, ambos descartan cada ficha de su mano que muestre a un hombre. Las espadas no corren peligro.
chip-cursed-blade = Hoja maldita
chip-cursed-blade-text = Una espada. Quien la tenga al final no puede ganar y pierde más que nadie.
chip-excalibur = Excalibur
chip-excalibur-text = La verdadera espada. Tenla al final para ganar.
chip-fisher-king = Rey Pescador
chip-fisher-king-text = Se queda delante de ti. Una vez por ronda puedes lanzarlo, siempre que tengas algo que elegir o te vayan a quitar fichas: boca arriba, nadie puede quitarte nada en esta ronda; boca abajo, se pierde.
chip-galahad = Galahad
chip-galahad-text = Al revelarse, guarda una ficha de tu mano a salvo de todo efecto hasta el final de la ronda.
chip-gawain = Gawain
chip-gawain-text = Elige a un jugador: si tiene una espada, debe darte la que él elija.
chip-green-knight = Caballero Verde
chip-green-knight-text = Cada uno de los demás te da todas sus espadas.
chip-guinevere = Ginebra
chip-guinevere-text = Todos ofrecen sus espadas; elige hasta dos, entiérralas en una región y mézclala.
chip-lady-of-the-lake = Dama del Lago
chip-lady-of-the-lake-text = Elige un lado: cada jugador pasa su mano entera al vecino de ese lado.
chip-lancelot = Lanzarote
chip-lancelot-text = Al revelarse, se lanza cada otra ficha que aún no ha actuado; las que caen boca abajo se descartan. También los Reyes Pescadores.
chip-merlin = Merlín
chip-merlin-text = Cada uno de los demás te da sus espadas; luego cada uno que te dio alguna te quita una ficha.
chip-mordred = Mordred
chip-mordred-text = Mira la mano de un jugador; puedes intercambiar tu mano entera con la suya.
chip-morgana = Morgana
chip-morgana-text = Roba dos; puedes revelar una y usarla enseguida, como si la hubieras jugado.
chip-percival = Perceval
chip-percival-text = Voltea cuatro fichas de Avalon a la vista de todos, quédate una y deja las demás en su sitio.
chip-robyn = Robyn de Roxley
chip-robyn-text = Quita una ficha cada vez, a quien quieras, hasta tener siete o hasta que no quede a quién quitar.
chip-squire-sword = Espada del escudero
chip-squire-sword-text = Una espada. Con cuatro jugadores o más, gana junto al ganador sentado a su izquierda.
chip-uther = Uther
chip-uther-text = Elige un lado: cada jugador pasa todas sus espadas al vecino de ese lado.

## The guided first game
chips-guide-draft = Las fichas están boca abajo en las tres regiones. Toca tres huecos para tomar sus fichas: solo tú verás cuáles son.
chips-guide-redraw = Alguien más cerca de la corona tomó esa ficha antes: elige otro hueco.
chips-guide-play = Elige una ficha de tu mano para jugar en esta ronda. Las espadas nunca se juegan: guárdalas. Cuando una región se vacía, gana quien tenga la verdadera Excalibur.
chips-guide-ask = Tu ficha actúa ahora: la pregunta dice lo que te permite hacer.
chips-guide-resolve = Las fichas actúan de una en una, empezando por quien tiene la corona. Sigue lo que pasa de mano en mano: te dice quién puede tener Excalibur.
chips-guide-wait = Los demás están eligiendo. La tira del relato cuenta lo que ha pasado hasta ahora.
chips-guide-over = Eso fue el juego de fichas. Las reglas completas describen cada ficha, y lo que pasa cuando Excalibur y la espada maldita acaban en la misma mano.
