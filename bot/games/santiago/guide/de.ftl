## Der Leitfaden eines Übungstischs von Santiago de Cuba (Issue 44). Begriffe: rules/santiago/GLOSSARY.md.

guide-start = Willkommen in Santiago de Cuba: wer nach der Abfahrt des { ORDINAL($ships) } Schiffes die meisten Siegpunkte (SP) hat, gewinnt. Jeder von euch beginnt mit 3 Pesos, 2 SP und je 1 Zuckerrohr, Tabak und Zitrusfrucht. { $roller } sitzt rechts vom Startspieler und würfelt die Nachfrage des ersten Schiffes.
guide-demand = { $name } hat die 5 Würfel gewürfelt und 4 davon auf Schiff { $ship } gelegt: es fragt { $wants } nach. Der Würfel neben dem Spielplan ({ $aside }) zählt nicht: diese Ware fragt das Schiff nicht nach, egal was er zeigt. Liefere im Hafen, was das Schiff will: der Warenwertmarker sagt, wie viele SP jede Ware bringt.
guide-demand_empty = { $name } hat 4 Würfel auf Schiff { $ship } gelegt, und alle zeigen 0: ein Schiff ohne Nachfrage läuft sofort aus, und { $name } würfelt gleich für das nächste.
guide-car = { $name } ist mit dem Auto { $steps ->
        [one] { $steps } Station
       *[other] { $steps } Stationen
    } gefahren ({ $paid ->
        [0] kostenlos
        [one] { $paid } Peso
       *[other] { $paid } Pesos
    }): die nächste Station ist kostenlos, jede weitere kostet 1 Peso. Wo das Auto hält, zählt: ein Cubaner gibt etwas und schickt deine Figur weiter, der Hafen löst eine Lieferrunde aus.
guide-skip = { $name } ist am Hafen vorbeigefahren, ohne zu halten: keine Lieferrunde, aber der Warenwertmarker rückt eine Fahne nach rechts, jede gelieferte Ware bringt also mehr. Von der 4 auf die karierte Fahne läuft das Schiff sofort aus, ob voll oder nicht.
guide-cubaner = { $name } hat bei { $cubaner } gehalten und bekommt { $gift }. Jeder Cubaner gibt etwas anderes, und die Farbe der Blume auf seinem Plättchen bestimmt, auf welche 3 Gebäude die Figur danach ziehen darf. Waren sind knapp: von jeder Sorte gibt es nur 8, und was nicht im Vorrat ist, gibt es nicht.
guide-gift-pedro = 2 Tabak
guide-gift-jose = 2 Zuckerrohr
guide-gift-conchita = 2 Zitrusfrüchte
guide-gift-miguel = 2 Holz, und nur hier gibt es Holz
guide-gift-pablo = 1 beliebige Ware, nie Holz
guide-gift-maria = 2 SP
guide-gift-martinez = 3 Pesos
guide-el_zorro = { $name } hat bei El Zorro gehalten, dem Taschendieb: jeder Mitspieler gibt { $name } 1 Peso, 1 Ware (außer Holz) oder 1 SP, nach eigener Wahl. El Zorros Blume hat keine Farbe: die Figur bleibt stehen und darf ihr Gebäude noch einmal nutzen.
guide-alonso = { $name } hat bei Alonso gehalten, dem Anwalt: dort darfst du mit einem deiner 3 Besitzmarker ein Gebäude in Besitz nehmen, das noch niemandem gehört, oder ein eigenes Gebäude nutzen, egal wo. Immer wenn die Figur eines Mitspielers einen Zug auf deinem Gebäude beendet, bekommst du 1 SP.
guide-figure = { $name } hat die Figur { $building } gezogen: nach einem Cubaner muss deine Figur auf ein freies Gebäude unter der Blumenfarbe dieses Cubaners und darf es einmal nutzen. Ein Gebäude mit einer anderen Figur ist gesperrt: wo die anderen stehen, zählt also.
guide-use = { $name } hat { $building } genutzt. Wirkung: { $effect } Die Nutzung ist freiwillig, und nutzen kannst du nur das Gebäude, auf dem deine Figur steht: wähle es danach, was es dir jetzt bringt.
guide-owner = { $owner } bekommt 1 SP: die Figur von { $name } beendet den Zug { $building }, und dieses Gebäude gehört { $owner }. So bringt ein Gebäude in Besitz jedes Mal etwas, wenn eine fremde Figur dort einen Zug beendet.
guide-face_down = { $name } hat { $cubaner } mit dem Zeitungsverlag auf die Rückseite gedreht. Wer mit dem Auto dort hält, bekommt nichts und nutzt kein Gebäude; sobald das Auto das Plättchen hinter sich gelassen hat, kommt es wieder auf die Vorderseite.
guide-harbour = { $name } ist in den Hafen gefahren: eine Lieferrunde. Ab { $name } liefert jeder reihum eine nachgefragte Warensorte, höchstens so viel, wie noch fehlt, für je { $value } SP, oder passt für den Rest der Runde. Holz kann eine nachgefragte Ware ersetzen (je 1 SP). Passen alle vorher, rückt der Warenwertmarker vor.
guide-harbour_office = { $name } hat das Hafenamt genutzt: der Warenwertmarker steht jetzt { $flag ->
        [chequered] auf der karierten Fahne, also läuft das Schiff sofort aus, ob voll oder nicht
       *[other] auf { $flag }, jede gelieferte Ware bringt also { $flag } SP
    }. Der Marker fällt nie unter 2, und mit jedem neuen Schiff steht er wieder auf 2.
guide-sail = Schiff { $ship } ist ausgelaufen ({ $departed } von { $ships }). Ein neues Schiff kommt, und der Warenwertmarker steht wieder auf 2; { $name } hat die Abfahrt ausgelöst und würfelt am Ende des Zuges die neue Nachfrage.
guide-goods_left = Nur noch ein Schiff muss auslaufen. Danach bringen je 3 übrige Waren (auch Holz) 1 SP, und Pesos zählen nichts mehr: setz übrige Pesos ein, solange sie noch etwas bringen.
guide-goods_left_end = Die übrigen Waren wurden zu SP: je 3 Waren (auch Holz) 1 SP, Pesos zählen nichts. Bei gleich vielen SP gewinnt, wer mehr Waren übrig hat, danach, wer mehr Pesos hat.
guide-end = Das { ORDINAL($ships) } Schiff ist ausgelaufen, das Spiel ist vorbei. { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen gemeinsam
    } mit { $score } SP.
