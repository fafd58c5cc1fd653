# Santiago de Cuba: every sentence a player can read (German), in Project Fluent syntax.
# Terms as in the published editions: ../GLOSSARY.md. Variables ($name) hold values only.

## lines that do not parse
parse-too_short = '{ $text }' ist kein Zug: schreibe '<Platz> <Verb> [Argumente]', z. B. '0 car 2'.
parse-bad_seat = '{ $word }' ist kein Platz: die Plätze sind von 0 bis 3 nummeriert.
parse-arity = '{ $text }' hat für diesen Zug die falsche Anzahl Wörter.
parse-unknown_verb = '{ $verb }' ist kein Zug: nutze demand, car, pablo, give, alonso, go, use, deliver oder pass.
parse-unknown_good = '{ $good }' ist keine Ware, die hier genannt werden kann (sugar, citrus, tobacco, rum, cigars).
parse-bad_count = '{ $word }' ist keine Zahl ab 1.
parse-unknown_building = Es gibt kein Gebäude '{ $building }'.
parse-unknown_cubaner = Es gibt keinen Cubaner '{ $cubaner }'.
parse-demand_order = Nenne 4 verschiedene Waren in der Reihenfolge der Würfel ({ $order }).
parse-bad_use = '{ $text }' ist keine Nutzung dieses Gebäudes.
parse-bad_alonso = '{ $text }': bei Alonso schreibe 'alonso claim <Gebäude>', 'alonso use …' oder 'alonso -'.

## moves the rules forbid now
illegal-game_over = Das Spiel ist vorbei, es sind keine Züge mehr möglich.
illegal-no_such_seat = In diesem Spiel mit { $players } Spielern gibt es keinen Platz { $seat }.
illegal-not_your_turn = Du bist nicht am Zug: wir warten auf { $waiting }.
illegal-now_demand = Das geht jetzt nicht: zuerst wird die Nachfrage des neuen Schiffes bestimmt.
illegal-now_car = Das geht jetzt nicht: zuerst wird das Auto gefahren.
illegal-now_pablo = Das geht jetzt nicht: zuerst wählst du die Ware, die Pablo dir gibt.
illegal-now_give = Das geht jetzt nicht: zuerst wird bei El Zorro abgegeben, 1 Peso, 1 Ware oder 1 Siegpunkt.
illegal-now_alonso = Das geht jetzt nicht: zuerst entscheidest du bei Alonso, ob du ein Gebäude in Besitz nimmst, ein eigenes nutzt oder passt.
illegal-now_go = Das geht jetzt nicht: zuerst ziehst du deine Figur auf ein Gebäude.
illegal-now_use = Das geht jetzt nicht: zuerst nutzt du das Gebäude deiner Figur oder verzichtest darauf.
illegal-now_deliver = Das geht jetzt nicht: gerade läuft eine Lieferrunde, also lieferst du Waren auf das Schiff oder passt.
illegal-not_legal = `{ $line }` gehört nicht zu den Zügen, die dir die Regeln an dieser Stelle des Zuges erlauben.
illegal-car_cost =
    Die Fahrt über { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } kostet { $cost ->
    [one] { $cost } Peso
    *[other] { $cost } Pesos
    }, aber du hast nur { $pesos }.
illegal-supply_empty = Von der Ware { $good } ist im Vorrat nichts mehr übrig.
illegal-give_none = Du kannst { $item } nicht abgeben: du hast nichts davon.
illegal-claim_owned = Das Gebäude { $building } gehört schon { $name }.
illegal-no_markers = Du hast alle deine Besitzmarker schon gelegt und kannst kein weiteres Gebäude in Besitz nehmen.
illegal-alonso_not_owned = Das Gebäude { $building } gehört dir nicht: bei Alonso darfst du nur eigene Gebäude nutzen.
illegal-go_stay = Deine Figur darf nicht auf dem Gebäude { $building } stehen bleiben: sie muss auf ein anderes Gebäude ziehen.
illegal-go_occupied = Auf dem Gebäude { $building } steht schon eine andere Figur, und dorthin darfst du nicht ziehen.
illegal-go_colour = Das Gebäude { $building } liegt unter einer Blume der Farbe { $flower }, nicht der dieses Cubaners.
illegal-use_elsewhere = Deine Figur steht auf dem Gebäude { $figure }, nicht auf dem Gebäude { $building }: du darfst nur das Gebäude nutzen, auf dem sie steht.
illegal-use_not_possible = So kannst du das Gebäude { $building } jetzt nicht nutzen (`{ $line }`): dafür fehlen dir Waren, Pesos oder SP, oder Vorrat, Schiff oder Spielplan lassen es nicht zu.
illegal-not_demanded = Das Schiff fragt { $good } gerade nicht nach.
illegal-too_many = Das Schiff fragt von der Ware { $good } nur { $die } nach, mehr darfst du nicht liefern.
illegal-not_held = Du hast nicht genug { $good } dafür: nötig wären { $count }.
illegal-flower-white = weiß
illegal-flower-yellow = gelb
illegal-flower-blue = dunkelblau
illegal-flower-fourth = rot (Platzhalter)

## what happened, in words (rules/santiago/narrate.py)
narrate-list_sep = ,{" "}
narrate-change = { $sign }{ $amount } { $item }
narrate-change_goods = { $sign }{ $goods }
narrate-item-one_vp = 1 SP
narrate-item-pesos = Pesos
narrate-item-vp = SP
narrate-item-peso = 1 Peso
narrate-change_pesos =
    { $sign }{ $amount ->
    [one] { $amount } Peso
    *[other] { $amount } Pesos
    }
narrate-nothing = nichts
narrate-demand = { $name } bestimmt die Nachfrage von Schiff { $ship }: { $dice }; der Würfel für { $aside } ({ $face }) liegt neben dem Spielplan.
narrate-demand_none = { $name } bestimmt die Nachfrage von Schiff { $ship }: gar keine; der Würfel für { $aside } ({ $face }) liegt neben dem Spielplan.
narrate-car =
    { $name } fährt das Auto { $paid ->
    [0] kostenlos
    [one] für { $paid } Peso
    *[other] für { $paid } Pesos
    } { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit { $where }.
narrate-car_forced = { $name } hat keine Pesos und fährt das Auto 1 Station weit { $where }.
narrate-station-harbour = zum Hafen
narrate-station-cubaner = zu { $name }
# a building in running text, by its id: the object of a verb (accusative), where a figure goes, where it stands
narrate-the_building =
    { $building ->
        [bank] die Bank
        [church] die Kirche
        [distillery] die Schnapsbrennerei
        [cigar_factory] die Zigarrenfabrik
        [black_market] den Schwarzmarkt
        [sawmill] das Sägewerk
        [cafe] das Café
        [customs] das Zollamt
        [casino] das Casino
        [harbour_office] das Hafenamt
        [trading_office] das Kontor
        [newspaper] den Zeitungsverlag
       *[other] das Gebäude
    }
narrate-to_building =
    { $building ->
        [bank] in die Bank
        [church] in die Kirche
        [distillery] in die Schnapsbrennerei
        [cigar_factory] in die Zigarrenfabrik
        [black_market] auf den Schwarzmarkt
        [sawmill] ins Sägewerk
        [cafe] ins Café
        [customs] ins Zollamt
        [casino] ins Casino
        [harbour_office] ins Hafenamt
        [trading_office] ins Kontor
        [newspaper] in den Zeitungsverlag
       *[other] auf das Gebäude
    }
narrate-at_building =
    { $building ->
        [bank] in der Bank
        [church] in der Kirche
        [distillery] in der Schnapsbrennerei
        [cigar_factory] in der Zigarrenfabrik
        [black_market] auf dem Schwarzmarkt
        [sawmill] im Sägewerk
        [cafe] im Café
        [customs] im Zollamt
        [casino] im Casino
        [harbour_office] im Hafenamt
        [trading_office] im Kontor
        [newspaper] im Zeitungsverlag
       *[other] auf dem Gebäude
    }
narrate-skip = Das Auto überspringt den Hafen: keine Lieferrunde.
narrate-tile_up = { $cubaner } wird wieder auf die Vorderseite gedreht.
narrate-tile_down = { $cubaner } wird auf die Rückseite gedreht.
narrate-marker = Der Warenwertmarker zieht von { $before } auf { $after }.
narrate-marker_sail = Der Warenwertmarker zieht von { $before } auf die karierte Fahne.
narrate-departed = Schiff { $ship } läuft aus (abgefahren: { $departed } von 7).
narrate-gained = { $name } ({ $source }): { $changes }.
narrate-tribute = { $giver } gibt { $taker } { $item }.
narrate-tribute_none = { $giver } kann { $taker } nichts geben.
narrate-claimed = { $name } nimmt { $building } in Besitz.
narrate-alonso_pass = { $name } nimmt bei Alonso kein Gebäude in Besitz und nutzt keines.
narrate-figure = Die Figur von { $name } zieht { $building }.
narrate-stay = Die Figur von { $name } bleibt { $building } stehen.
narrate-stay_off = Die Figur von { $name } bleibt neben dem Spielplan.
narrate-used = { $name } nutzt { $building }.
narrate-used_alonso = { $name } nutzt über Alonso { $building }.
narrate-declined = { $name } verzichtet auf { $building }.
narrate-no_use = { $name } kann { $building } nicht nutzen.
narrate-die_turned = Der Würfel für { $good } wird von { $before } auf { $after } gedreht.
narrate-owner = { $owner } erhält 1 SP für { $building }: die Figur von { $name } steht dort.
narrate-round = { $name } ist in den Hafen gefahren: eine Lieferrunde beginnt.
narrate-delivered = { $name } liefert { $goods } für { $vp } SP.
narrate-delivered_wood = { $name } liefert { $count } Holz statt { $instead } für { $vp } SP.
narrate-passed = { $name } passt.
narrate-passed_forced = { $name } kann nicht liefern und passt.
narrate-round_filled = Die Nachfrage des Schiffes ist erfüllt: die Lieferrunde endet.
narrate-round_passed = Alle haben gepasst: die Lieferrunde endet.
narrate-game_ended = Das 7. Schiff ist abgefahren: das Spiel ist vorbei. { $standings }.
narrate-standing = { ORDINAL($place) } { $name } { $score } SP
narrate-you-demand = Du bestimmst die Nachfrage von Schiff { $ship }: { $dice }; der Würfel für { $aside } ({ $face }) liegt neben dem Spielplan.
narrate-you-demand_none = Du bestimmst die Nachfrage von Schiff { $ship }: gar keine; der Würfel für { $aside } ({ $face }) liegt neben dem Spielplan.
narrate-you-car =
    Du fährst das Auto { $paid ->
    [0] kostenlos
    [one] für { $paid } Peso
    *[other] für { $paid } Pesos
    } { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit { $where }.
narrate-you-car_forced = Du hast keine Pesos und fährst das Auto 1 Station weit { $where }.
narrate-you-gained = { $source }: { $changes }.
narrate-you-tribute = Du gibst { $taker } { $item }.
narrate-you-tribute_to = { $giver } gibt dir { $item }.
narrate-you-tribute_none = Du kannst { $taker } nichts geben.
narrate-you-tribute_none_to = { $giver } kann dir nichts geben.
narrate-you-claimed = Du nimmst { $building } in Besitz.
narrate-you-alonso_pass = Du nimmst bei Alonso kein Gebäude in Besitz und nutzt keines.
narrate-you-figure = Deine Figur zieht { $building }.
narrate-you-figure_no_use = Deine Figur zieht { $building }, aber du kannst dort gerade nichts tun.
narrate-you-stay = Deine Figur bleibt { $building } stehen.
narrate-you-stay_off = Deine Figur bleibt neben dem Spielplan.
narrate-you-used = Du nutzt { $building }.
narrate-you-used_alonso = Du nutzt über Alonso { $building }.
narrate-you-declined = Du verzichtest auf { $building }.
narrate-you-no_use = Du kannst { $building } nicht nutzen.
narrate-you-owner = Du erhältst 1 SP für { $building }: die Figur von { $name } steht dort.
narrate-you-owner_paid = { $owner } erhält 1 SP für { $building }: deine Figur steht dort.
narrate-you-round = Du bist in den Hafen gefahren: eine Lieferrunde beginnt.
narrate-you-delivered = Du lieferst { $goods } für { $vp } SP.
narrate-you-delivered_wood = Du lieferst { $count } Holz statt { $instead } für { $vp } SP.
narrate-you-passed = Du passt.
narrate-you-passed_forced = Du kannst nicht liefern und passt.

## the short comment after a record line in the log (NOTATION.md, "Log rendering")
comment-sep = {" "}·{" "}
comment-car = { $start } → { $end }, { $paid } bezahlt
comment-car_free = { $start } → { $end }, kostenlos
comment-harbour = Hafen
comment-change = { $sign }{ $amount } { $item }
comment-change_pesos =
    { $sign }{ $amount ->
    [one] { $amount } Peso
    *[other] { $amount } Pesos
    }
comment-die = { $good } { $before }→{ $after }
comment-face_down = { $cubaner } auf der Rückseite
comment-departed = Schiff { $ship } läuft aus
comment-demand = Schiff { $ship }: { $dice }; { $aside } ({ $face }) beiseite
comment-demand_none = Schiff { $ship }: keine Nachfrage; { $aside } ({ $face }) beiseite
comment-owner = +1 SP für Platz { $owner }
comment-tribute = { $item } an Platz { $taker }
comment-tribute_none = Platz { $giver } hat nichts abzugeben

## the board image (render/santiago); only characters the images' built-in font can draw
render-to_play = { $name } ist am Zug
render-game_over = Spielende
render-winner = { $name } gewinnt mit { $score } SP
render-winners = { $names } gewinnen gemeinsam mit { $score } SP
render-place = { $place }.
render-passed = gepasst
render-phase-demand = bestimmt die Nachfrage des neuen Schiffes
render-phase-car = fährt das Auto
render-phase-pablo = nimmt bei Pablo eine Ware
render-phase-give = gibt { $name } etwas ab (El Zorro)
render-phase-alonso = nimmt bei Alonso ein Gebäude in Besitz oder nutzt eines
render-phase-go = zieht die Figur auf ein Gebäude
render-phase-use = nutzt: { $building }
render-phase-deliver = liefert auf das Schiff oder passt
render-phase-end = das 7. Schiff ist abgefahren
render-ship = Schiff { $ship }
render-sailed = { $departed } von { $ships } abgefahren
render-no_demand = Nachfrage noch offen
render-aside = beiseite
render-value = SP je Ware
render-harbour = Hafen
render-harbour_effect = Lieferrunde
render-face_down = Rückseite
render-effect-any = beliebig
render-effect-tribute = Abgabe
render-effect-alonso = Besitz / Nutzen
render-cost-free = gratis
render-col-vp = SP
render-col-goods_vp = + Waren
render-col-total = gesamt
render-category-start = Start-SP
render-category-cubaner = Cubaner
render-category-buildings = Gebäude
render-category-casino = Casino (SP-Handel)
render-category-owner = Besitzer-SP
render-category-ships = Lieferungen
render-category-tribute = El Zorro
render-category-goods = Übrige Waren (3 = 1 SP)
render-chart-ship = Schiff { $ship } ab
render-col-pesos = Pesos
render-col-markers = Marker
render-supply = Vorrat
render-hidden = verdeckt
render-you = du
render-legend-owner = Besitzer
render-legend-figure = Figur
render-legend-car = Auto
render-legend-last = letzter Zug
render-legend-legal = hierhin kannst du fahren (Pesos)
render-legend-goods_vp = + Waren: 1 SP je 3 übrige Waren
render-good-sugar = Zuckerrohr
render-good-citrus = Zitrusfrüchte
render-good-tobacco = Tabak
render-good-rum = Rum
render-good-cigars = Zigarren
render-good-wood = Holz
render-building-bank = Bank
render-building-church = Kirche
render-building-distillery = Schnapsbrennerei
render-building-cigar_factory = Zigarrenfabrik
render-building-black_market = Schwarzmarkt
render-building-sawmill = Sägewerk
render-building-cafe = Café
render-building-customs = Zollamt
render-building-casino = Casino
render-building-harbour_office = Hafenamt
render-building-trading_office = Kontor
render-building-newspaper = Zeitungsverlag
render-hint-bank = +2 Pesos
render-hint-church = +1 SP
render-hint-distillery = beliebig viel Zuckerrohr zu Rum
render-hint-cigar_factory = beliebig viel Tabak zu Zigarren
render-hint-black_market = 1 Ware gegen eine andere tauschen
render-hint-sawmill = 1 Holz abgeben: +1 SP, +1 Peso
render-hint-cafe = 1 Rum und/oder 1 Zigarre: je 2 SP
render-hint-customs = 1 Nachfrage des Schiffes auf 0
render-hint-casino = SP je 3 Pesos kaufen/verkaufen
render-hint-harbour_office = SP je Ware 1 hoch oder runter
render-hint-trading_office = 1 nachgefragte Ware liefern: 2 SP
render-hint-newspaper = +1 Peso, darf 1 Cubaner umdrehen

## the Discord bot (bot/games/santiago): commands, turn messages, buttons and panels
ui-game = Santiago de Cuba
reveals-roll = die Würfel der nächsten Nachfrage wurden geworfen
ui-undo-demand = Nachfrage des neuen Schiffes bestimmt
ui-undo-car = Auto zu { $cubaner } gefahren
ui-undo-car_harbour = Auto zum Hafen gefahren
ui-undo-car_steps =
    Auto { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit gefahren
ui-undo-pablo = { $goods } bei Pablo genommen
ui-undo-give = { $item } an { $taker } abgegeben
ui-undo-give_any = { $item } bei El Zorro abgegeben
ui-undo-claim = Gebäude { $building } bei Alonso in Besitz genommen
ui-undo-alonso_use = Gebäude { $building } über Alonso genutzt
ui-undo-alonso_pass = bei Alonso kein Gebäude in Besitz genommen und keines genutzt
ui-undo-go = Figur auf das Gebäude { $building } gezogen
ui-undo-use = Gebäude { $building } genutzt
ui-undo-decline = Gebäude { $building } nicht genutzt
ui-undo-decline_any = Gebäude nicht genutzt
ui-undo-deliver = { $goods } geliefert
ui-undo-deliver_wood = { $count } Holz statt { $instead } geliefert
ui-undo-pass = in der Lieferrunde gepasst
ui-level-random = Zufallszüge
ui-level-easy = leicht
ui-level-strong = stark
ui-variant-standard = Standard
ui-variant-hidden = Verdeckter Besitz
ui-command-board = Den Tisch privat zeigen; Spieler holen ihn einmal pro Zug nach unten
ui-command-panel = Dein Besitz und, wenn du am Zug bist, deine Wahl (nur du siehst es)
ui-command-status = Der Spielstand: Schiff, Siegpunkte und wer am Zug ist
ui-command-log = Die letzten Züge in Notation und in Worten
ui-command-rules = Eine kurze Anleitung zu Santiago de Cuba und seinen Gebäuden
ui-not_started = Das Spiel hat noch nicht begonnen. Starte es mit `/{ $command } start`.
ui-coloured = { $square } { $name }
ui-title = Santiago de Cuba · Schiff { $ship } · { $departed } von 7 abgefahren
ui-start = Reihenfolge: { $order }. { $roller } würfelt die erste Nachfrage; { $starter } beginnt.
ui-hidden_note = Der Besitz ist verdeckt: jeder sieht seine Pesos, Waren und SP in seinem Panel.
ui-prompt-demand = { $who }: behalte 4 der 5 Würfel als Nachfrage von Schiff { $ship }.
ui-why-first = Du sitzt rechts vom Startspieler, darum würfelst du die erste Nachfrage.
ui-why-zero = Die 4 Würfel, die du für Schiff { $sailed } behalten hast, zeigten alle 0: es ist sofort ausgelaufen, und du würfelst noch einmal.
ui-why-skip = Deine Fahrt am Hafen vorbei hat den Warenwertmarker auf die karierte Fahne gezogen und Schiff { $sailed } ist ausgelaufen, darum würfelst du, bevor die Lieferrunde beginnt.
ui-why-harbour = Du bist in den Hafen gefahren, und Schiff { $sailed } ist in dieser Lieferrunde ausgelaufen: es würfelt, wer in den Hafen gefahren ist, egal wer zuletzt geliefert hat.
ui-why-sailed = Dein Zug hat Schiff { $sailed } auslaufen lassen, darum würfelst du.
ui-prompt-car = { $who }: fahre das Auto.
ui-prompt-pablo = { $who }: nimm bei Pablo eine Ware.
ui-prompt-give = { $who }: gib { $taker } etwas ab (El Zorro).
ui-prompt-alonso = { $who }: nimm bei Alonso ein Gebäude in Besitz, nutze ein eigenes oder passe.
ui-prompt-go = { $who }: ziehe deine Figur auf ein Gebäude.
ui-prompt-use = { $who }: nutze { $building } oder verzichte darauf.
ui-prompt-deliver = { $who }: liefere auf das Schiff oder passe.
ui-prompt-computer-demand = { $who } muss 4 der 5 Würfel als Nachfrage von Schiff { $ship } behalten.
ui-prompt-computer-car = { $who } muss das Auto fahren.
ui-prompt-computer-pablo = { $who } muss bei Pablo eine Ware nehmen.
ui-prompt-computer-give = { $who } muss { $taker } etwas abgeben (El Zorro).
ui-prompt-computer-alonso = { $who } muss bei Alonso ein Gebäude in Besitz nehmen, ein eigenes nutzen oder passen.
ui-prompt-computer-go = { $who } muss die Figur auf ein Gebäude ziehen.
ui-prompt-computer-use = { $who } muss { $building } nutzen oder darauf verzichten.
ui-prompt-computer-deliver = { $who } muss auf das Schiff liefern oder passen.
ui-end = Das Spiel ist vorbei. { $winner } gewinnt mit { $score } SP. Es spielten: { $names }. Das Spielprotokoll ist angehängt ({ $record }).
ui-end_goods =
    Das Spiel ist vorbei. { $winner } gewinnt mit { $score } SP ({ $vp } + { $bonus } für { $goods ->
    [one] { $goods } übrige Ware
    *[other] { $goods } übrige Waren
    }). Es spielten: { $names }. Das Spielprotokoll ist angehängt ({ $record }).
ui-end_shared = Das Spiel ist vorbei. { $winners } gewinnen gemeinsam mit { $score } SP. Es spielten: { $names }. Das Spielprotokoll ist angehängt ({ $record }).
ui-button-panel = Mein Panel
ui-button-act = Deine Wahl
ui-button-demand = Würfel ansehen
ui-round-deliver = Danach der Reihe nach in dieser Lieferrunde: { $order }.
ui-round-give = Danach geben der Reihe nach ab (El Zorro): { $order }.
ui-group-car_near = Fahrten, die nicht am Hafen vorbeiführen
ui-group-car = Fahrten, die { $times }× am Hafen vorbeiführen
ui-group-claim = Ein Gebäude in Besitz nehmen
ui-group-deliver = { $good } liefern
ui-choose = Wähle…
ui-panel-header =
    { $name }: { $vp } SP · { $pesos ->
    [one] { $pesos } Peso
    *[other] { $pesos } Pesos
    } · { $goods }
ui-panel-no_goods = keine Waren
ui-panel-waiting = Du bist nicht am Zug: wir warten auf { $names }.
ui-panel-over = Das Spiel ist vorbei.
ui-ask-demand = Gewürfelt: { $roll }. Wähle den einen Würfel, der neben den Spielplan kommt; die anderen 4 kommen auf Schiff { $ship }.
ui-ask-car = Wohin fährt das Auto? Jede Station nach der ersten kostet 1 Peso; du hast { $pesos }.
ui-ask-pablo = Pablo gibt dir 1 beliebige Ware.
ui-ask-give = El Zorro: gib { $taker } 1 Peso, 1 SP oder 1 Ware.
ui-ask-alonso = Alonso: nimm ein Gebäude ohne Besitzmarker in Besitz, nutze ein eigenes oder passe.
ui-ask-go = Auf welches Gebäude zieht deine Figur?
ui-ask-use = Wie nutzt du { $building }?
ui-ask-deliver = Das Schiff fragt { $wants } nach, je Ware { $value } SP: liefere oder passe.
ui-done = Erledigt. { $move }
ui-done_next = Erledigt. { $move } Deine nächste Entscheidung triffst du am Tisch: { $link }
ui-table-player =
    { $vp } SP · { $pesos ->
    [one] { $pesos } Peso
    *[other] { $pesos } Pesos
    } · { $goods }
ui-table-final =
    { $score } SP ({ $vp } + { $bonus } für { $count ->
    [one] { $count } übrige Ware
    *[other] { $count } übrige Waren
    }) · { $pesos ->
    [one] { $pesos } Peso
    *[other] { $pesos } Pesos
    } · { $goods }
ui-table-hidden = Besitz verdeckt
ui-table-alt = Der Spielplan von Santiago de Cuba, { $title }: die Straße, die Plantagen, die Gebäude und das Schiff.
ui-label-demand = { $good } { $face } beiseite · Schiff: { $wants }
ui-label-demand_none = { $good } { $face } beiseite · Schiff fragt nichts nach und läuft sofort aus
ui-label-car = { $where } · { $cost } · { $effect }
ui-label-car_skip = { $where } · { $cost } · am Hafen vorbei · { $effect }
ui-label-car_laps = { $where } · { $cost } · { $times }× am Hafen vorbei · { $effect }
ui-label-car_round =
    { $where } · { $cost } · { $times ->
    [one] einmal herum
    *[other] { $times }-mal herum
    } · { $effect }
ui-label-free = gratis
ui-label-pesos =
    { $count ->
    [one] { $count } Peso
    *[other] { $count } Pesos
    }
ui-label-peso = 1 Peso
ui-label-harbour = Hafen
ui-label-round = Lieferrunde
ui-label-face_down = Rückseite: nichts
ui-label-choice = 1 beliebige Ware
ui-label-tribute = 1 Peso, SP oder Ware von jedem
ui-label-alonso = Gebäude in Besitz nehmen oder nutzen
ui-label-effect_then = { $effect } · { $then }
ui-label-then = dann { $buildings }
ui-label-then_stay = dann bleibt die Figur ({ $building })
ui-label-then_again = dann noch einmal { $building }
ui-label-then_none = dann kein Gebäude
ui-label-nothing = für dich gibt es hier nichts zu tun
ui-label-gain = +{ $amount } { $item }
ui-label-pablo = { $good } nehmen · { $left } im Vorrat
ui-label-give_peso = 1 Peso an { $taker } · du hast { $have }
ui-label-give_vp = 1 SP an { $taker } · du hast { $have }
ui-label-give_good = { $good } an { $taker } · du hast { $have }
ui-label-claim = { $building } in Besitz nehmen · { $effect }
ui-label-alonso_use = { $building } nutzen · { $effect }
ui-label-alonso_pass = Passen: weder in Besitz nehmen noch nutzen
ui-label-go = { $building } · { $effect }
ui-label-go_owner = { $building } · { $effect } · +1 SP für { $owner }
ui-label-go_own = { $building } · { $effect } · gehört dir
ui-label-use = { $building } · { $effect }
ui-label-decline = Auf { $building } verzichten
ui-label-deliver = { $good } liefern · +{ $vp } SP
ui-label-deliver_wood = { $count } Holz statt { $good } liefern · +{ $vp } SP
ui-label-pass = Passen (aus dieser Lieferrunde aussteigen)
ui-effect-convert = { $source } zu { $target }
ui-effect-swap = { $give } abgeben, { $take } nehmen
ui-effect-cafe = { $goods } abgeben: +{ $vp } SP
ui-effect-customs = Nachfrage nach { $wanted } auf 0 drehen
ui-effect-buy =
    { $count } SP für { $pesos ->
    [one] { $pesos } Peso
    *[other] { $pesos } Pesos
    } kaufen
ui-effect-sell =
    { $count } SP für { $pesos ->
    [one] { $pesos } Peso
    *[other] { $pesos } Pesos
    } verkaufen
ui-effect-marker = SP je Ware { $before } → { $after }
ui-effect-marker_sail = Warenwertmarker auf die karierte Fahne: das Schiff läuft sofort aus
ui-effect-trading = { $wanted } liefern: +{ $vp } SP
ui-effect-newspaper = +1 Peso
ui-effect-newspaper_down = +1 Peso, { $cubaner } auf die Rückseite
ui-now-newspaper = { $gain }, und du darfst 1 Cubaner umdrehen
ui-now-pay = { $count } von deinen { $held } abgeben: { $gain }
ui-now-convert =
    { $source ->
    [Zuckerrohr] dein Zuckerrohr
    *[other] deinen { $source }
    } ({ $count }) in { $target } tauschen
ui-now-convert_some = { $count } { $source } in { $target } tauschen (du hast { $held })
ui-now-swap = { $goods } gegen eine andere Ware tauschen
ui-now-swap_any =
    1 deiner { $count ->
    [one] { $count } Ware
    *[other] { $count } Waren
    } gegen eine andere tauschen
ui-now-cafe = { $goods } abgeben: +{ $vp } SP
ui-now-customs = Nachfrage nach { $wants } auf 0 drehen
ui-now-customs_one = eine der { $count } Nachfragen des Schiffes auf 0 drehen
ui-now-casino_buy =
    { $count } SP für { $cost ->
    [one] { $cost } Peso
    *[other] { $cost } Pesos
    } kaufen
ui-now-casino_both =
    { $count } SP für { $cost ->
    [one] { $cost } Peso
    *[other] { $cost } Pesos
    } kaufen oder SP für je { $rate ->
    [one] { $rate } Peso
    *[other] { $rate } Pesos
    } verkaufen
ui-now-casino_sell =
    SP für je { $rate ->
    [one] { $rate } Peso
    *[other] { $rate } Pesos
    } verkaufen (du hast { $vp })
ui-now-marker_up = SP je Ware { $before } → { $up }
ui-now-marker = SP je Ware { $before } → { $up } oder { $down }
ui-now-marker_sail = SP je Ware { $before } → { $down } oder das Schiff auslaufen lassen
ui-now-trading = { $goods } liefern: +{ $vp } SP
ui-count-sugar = { $count } Zuckerrohr
ui-count-citrus =
    { $count ->
    [one] { $count } Zitrusfrucht
    *[other] { $count } Zitrusfrüchte
    }
ui-count-tobacco = { $count } Tabak
ui-count-rum = { $count } Rum
ui-count-cigars =
    { $count ->
    [one] { $count } Zigarre
    *[other] { $count } Zigarren
    }
ui-count-wood = { $count } Holz
ui-status-player =
    { $name }: { $vp } SP · { $pesos ->
    [one] { $pesos } Peso
    *[other] { $pesos } Pesos
    } · { $goods }
ui-status-hidden = { $name }: Besitz verdeckt
ui-status-ship = Schiff { $ship } fragt { $wants } nach · { $value } SP je Ware · { $departed } von 7 abgefahren
ui-status-final =
    { $name }: { $score } SP ({ $vp } + { $bonus } für { $count ->
    [one] { $count } übrige Ware
    *[other] { $count } übrige Waren
    }) · { $pesos ->
    [one] { $pesos } Peso
    *[other] { $pesos } Pesos
    } · { $goods }
ui-status-no_demand = Schiff { $ship }: Nachfrage noch offen · { $departed } von 7 abgefahren
ui-status-waiting = Wir warten auf { $names }.
ui-status-link = Aktuelle Nachricht: { $link }
ui-log-empty = Noch keine Züge.
ui-log-header = Letzte Züge ({ $count } von { $total }):
ui-rules-guide = **Santiago de Cuba** (2 bis 4 Spieler): Wer nach der Abfahrt des 7. Schiffes die meisten Siegpunkte (SP) hat, gewinnt.
ui-rules-roll = Wer in seinem Zug die Abfahrt ausgelöst hat, würfelt am Ende des Zuges die 5 Würfel und behält 4 für das neue Schiff: nach einer Lieferrunde würfelt, wer in den Hafen gefahren ist, auch wenn jemand anderes zuletzt geliefert hat.
ui-rules-play = Gespielt wird mit den Knöpfen, und `/{ $command } panel` zeigt deinen Besitz und was du wählen kannst.
ui-rules-effect-bank = du erhältst 2 Pesos aus dem Vorrat.
ui-rules-effect-church = du erhältst 1 SP aus dem Vorrat.
ui-rules-effect-distillery = du darfst beliebig viel Zuckerrohr in den Vorrat legen und dir dafür die gleiche Menge Rum nehmen.
ui-rules-effect-cigar_factory = du darfst beliebig viel Tabak in den Vorrat legen und dir dafür die gleiche Menge Zigarren nehmen.
ui-rules-effect-black_market = du darfst 1 Ware in den Vorrat legen und dir dafür 1 andere Ware nehmen (Holz darf nicht getauscht werden).
ui-rules-effect-sawmill = du darfst 1 Holz in den Vorrat legen und dir dafür 1 SP und 1 Peso nehmen.
ui-rules-effect-cafe = du darfst 1 Rum und/oder 1 Zigarre in den Vorrat legen und erhältst für jede abgegebene Einheit 2 SP.
ui-rules-effect-customs = du darfst einen Nachfragewürfel des Schiffes auf 0 drehen: diese Ware fragt das Schiff dann nicht mehr nach.
ui-rules-effect-casino = du darfst für je 3 Pesos 1 SP kaufen oder für jeden abgegebenen SP 3 Pesos nehmen.
ui-rules-effect-harbour_office = du darfst den Warenwertmarker eine Fahne nach rechts oder links ziehen (nie unter 2); auf der karierten Fahne läuft das Schiff sofort aus.
ui-rules-effect-trading_office = du darfst 1 nachgefragte Ware (kein Holz) liefern und erhältst 2 SP, egal auf welcher Fahne der Warenwertmarker steht.
ui-rules-effect-newspaper = du erhältst 1 Peso und darfst einen Cubaner auf die Rückseite drehen.
ui-replay-start = Der Anfang
ui-replay-turn = Zug { $step }: { $name }
ui-replay-title = Zug { $step } von { $total } · Schiff { $ship }
ui-replay-deal = Der Tisch ist gedeckt für { $names }.

## teaching: a hint's reasons and the moves they name (rules/santiago/teach.py)
# a move at the start of a sentence
teach-do-demand = Lege den Würfel für { $good } beiseite
teach-do-car =
    Fahre { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit zu { $cubaner }
teach-do-car_harbour =
    Fahre { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit in den Hafen
teach-do-car_down =
    Fahre { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit zu { $cubaner } (auf der Rückseite)
teach-do-pablo = Nimm bei Pablo { $goods }
teach-do-give = Gib { $item } ab
teach-do-claim = Nimm bei Alonso { $the_building } in Besitz
teach-do-alonso_use = Nutze bei Alonso { $the_building }
teach-do-alonso_pass = Passe bei Alonso
teach-do-go = Ziehe deine Figur { $to_building }
teach-do-use = Nutze { $the_building }
teach-do-decline = Nutze { $the_building } nicht
teach-do-deliver = Liefere { $goods }
teach-do-deliver_wood = Liefere { $count } Holz statt { $good }
teach-do-pass = Passe in dieser Lieferrunde
# a move the chosen one beat ("Das ist besser, als 3 Stationen weit zu Maria zu fahren …")
teach-alt-demand = den Würfel für { $good } beiseitezulegen
teach-alt-car =
    { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit zu { $cubaner } zu fahren
teach-alt-car_harbour =
    { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit in den Hafen zu fahren
teach-alt-car_down =
    { $steps ->
    [one] { $steps } Station
    *[other] { $steps } Stationen
    } weit zu { $cubaner } (auf der Rückseite) zu fahren
teach-alt-pablo = bei Pablo { $goods } zu nehmen
teach-alt-give = { $item } abzugeben
teach-alt-claim = { $the_building } in Besitz zu nehmen
teach-alt-alonso_use = bei Alonso { $the_building } zu nutzen ({ $effect })
teach-alt-alonso_pass = bei Alonso zu passen
teach-alt-go = deine Figur { $to_building } zu ziehen
teach-alt-use = { $the_building } zu nutzen ({ $effect })
teach-alt-decline = { $the_building } nicht zu nutzen
teach-alt-deliver = { $goods } zu liefern
teach-alt-deliver_wood = { $count } Holz statt { $good } zu liefern
teach-alt-pass = zu passen
teach-item-vp = { $count } SP
# (a) what the move gains now
teach-gain = { $choice }: du bekommst jetzt { $got }.
teach-gain_for = { $choice }: du bekommst jetzt { $got } für { $paid }.
teach-cost = { $choice }: das kostet dich jetzt { $paid }.
teach-nothing = { $choice }: an deinem Besitz ändert das gerade nichts.
teach-give = Gib { $name } { $item }: danach hast du noch { $left }.
teach-give_last = Gib { $name } { $item }: das ist alles, was du davon hast.
teach-go = { $choice } und nutze das Gebäude dann ({ $effect }).
teach-claim =
    { $choice }: das Gebäude gehört dir bis zum Spielende, { $count ->
    [0] und das war dein letzter Besitzmarker
    *[other] und du hast noch { $count } Besitzmarker
    }.
teach-alonso_pass =
    { $choice }: du behältst { $count ->
    [one] deinen letzten Besitzmarker
    *[other] deine { $count } Besitzmarker
    } für ein besseres Gebäude.
teach-decline = { $choice }: keine Nutzung ist dir ihren Preis gerade wert.
teach-demand = { $choice }: das Schiff fragt dann { $wants } nach, und davon hast du { $held }.
teach-demand_none = { $choice }: das Schiff fragt dann { $wants } nach.
teach-demand_sails = { $choice }: alle 4 Würfel auf dem Schiff zeigen 0, also läuft es sofort aus und du würfelst noch einmal.
teach-customs = { $choice }: das Schiff fragt { $wanted } nicht mehr nach.
teach-marker = { $choice }: der Warenwertmarker zieht auf { $value } SP je Ware.
teach-marker_sail = { $choice }: der Warenwertmarker erreicht die karierte Fahne, also läuft das Schiff aus.
teach-pass = { $choice }: du behältst { $held } für ein späteres Schiff.
# (b) what it opens or denies
teach-next_go = Danach darf deine Figur { $to_buildings } ziehen.
teach-next_go_one = Danach zieht deine Figur { $to_building }.
teach-next_stay = Alle Gebäude dieser Farbe sind besetzt, also bleibt deine Figur { $at_building } stehen und darf das Gebäude noch einmal nutzen.
teach-next_pablo = Danach gibt dir Pablo 1 beliebige Ware.
teach-next_alonso = Bei Alonso darfst du danach ein Gebäude in Besitz nehmen oder ein eigenes nutzen.
teach-tribute =
    { $count ->
    [one] Dein Mitspieler muss dir danach 1 Peso, 1 Ware oder 1 Siegpunkt abgeben.
    *[other] Jeder deiner { $count } Mitspieler muss dir danach 1 Peso, 1 Ware oder 1 Siegpunkt abgeben.
    }
teach-again = Deine Figur bleibt stehen, und du darfst { $the_building } noch einmal nutzen.
teach-face_down = { $cubaner } liegt auf der Rückseite: dort passiert nichts, und deine Figur bleibt stehen.
teach-harbour = Eine Lieferrunde beginnt mit dir: das Schiff fragt { $wants } zu je { $value } SP nach, und davon hast du { $held }.
teach-harbour_none = Eine Lieferrunde beginnt mit dir: das Schiff fragt { $wants } zu je { $value } SP nach.
teach-skip = Weil das Auto den Hafen überspringt, zieht der Warenwertmarker auf { $value } SP je Ware.
teach-skip_sail = Weil das Auto den Hafen überspringt, zieht der Warenwertmarker auf die karierte Fahne: das Schiff läuft aus, und du bestimmst die nächste Nachfrage.
teach-next_player = { $name } fährt als Nächstes von hier weiter, und die nächste Station, { $cubaner }, ist für { $name } kostenlos.
teach-next_player_harbour = { $name } fährt als Nächstes von hier weiter, und die nächste Station ist der Hafen: eine kostenlose Lieferrunde für { $name }.
teach-game_ends = Das 7. Schiff läuft aus, und das Spiel endet sofort.
teach-sails = Das Schiff läuft aus, und du bestimmst die nächste Nachfrage.
teach-sails_by = Das Schiff läuft aus, und { $name } bestimmt die nächste Nachfrage.
teach-still_wants = Das Schiff fragt noch { $wants } nach.
teach-ship_wants = Das Schiff fragt { $wants } nach, und du hast dann { $held }.
teach-denies = { $name } hat { $held } und kann davon nichts mehr auf dieses Schiff liefern.
teach-go_owner = { $name } besitzt das Gebäude und bekommt am Ende deines Zuges 1 SP.
teach-go_own = Es ist dein eigenes Gebäude, also bekommt niemand sonst SP für deinen Besuch.
teach-go_block = Bis zu deinem nächsten Zug darf keine andere Figur auf dieses Gebäude: { $name } ist als Nächstes am Zug und kann es nicht nutzen.
teach-claim_figure = Die Figur von { $name } steht gerade dort: jeder Zug, den sie dort beendet, bringt dir 1 SP.
teach-claim_pays =
    Jedes Mal, wenn die Figur eines Mitspielers dort einen Zug beendet, bekommst du 1 SP, und { $ships ->
    [one] { $ships } Schiff läuft
    *[other] { $ships } Schiffe laufen
    } noch aus.
teach-flipped = { $cubaner } bleibt auf der Rückseite, bis das Auto weiterfährt: { $name } ist als Nächstes am Zug und bekäme dort nichts.
teach-pass_round = Jetzt haben alle gepasst: der Warenwertmarker zieht auf { $value } SP je Ware.
teach-pass_sail = Jetzt haben alle gepasst: der Warenwertmarker erreicht die karierte Fahne, und das Schiff läuft aus.
# (c) why it beats the runner-up
teach-versus =
    Das ist besser, als { $runner }: es bringt dir etwa { $margin } SP mehr Vorsprung vor dem besten Mitspieler und lag in { $wins } von { $trials ->
    [one] { $trials } durchgespielten Fortsetzung
    *[other] { $trials } durchgespielten Fortsetzungen
    } vorn.
teach-versus_close =
    Das ist etwas besser, als { $runner }: es bringt dir weniger als 1 SP mehr Vorsprung vor dem besten Mitspieler und lag in { $wins } von { $trials ->
    [one] { $trials } durchgespielten Fortsetzung
    *[other] { $trials } durchgespielten Fortsetzungen
    } vorn.
teach-only = Die Regeln erlauben dir jetzt nur diesen Zug, es gibt also nichts abzuwägen.
teach-versus_even =
    Das ist in { $trials ->
    [one] der einen durchgespielten Fortsetzung
    *[other] allen { $trials } durchgespielten Fortsetzungen
    } genauso gut, wie { $runner }, und bringt dir sofort mindestens genauso viel.

## the decisions that mattered at a practice table's end (issue 44), about a named player (rules/santiago/turning.py)
turning-good = Zug { $move }: { $name } tat gut daran, { $choice }{ $gain }; nach der Bewertung des starken Computers war das { $points ->
    [0] etwa so viel wert wie
   *[other] etwa { $points } SP mehr wert als
    } die nächstbeste Wahl, { $runner }.
turning-miss = Zug { $move }: { $name } entschied sich, { $choice }{ $gain }; nach der Bewertung des starken Computers wäre es { $points ->
    [0] etwas mehr wert gewesen
   *[other] etwa { $points } SP mehr wert gewesen
    }, { $instead }.
turning-gain = , was sofort { $got } einbrachte
turning-go = die eigene Figur { $to_building } zu ziehen
ui-milestone = Schiff { $ship } ist ausgelaufen (abgefahren: { $departed } von 7).
