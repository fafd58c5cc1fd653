## Die bebilderten Regeln von Santiago de Cuba, /santiago rules (Issue 44): Titel und Sätze jeder Seite, ein
## ganzer Satz je Eintrag. Getreu den deutschen Regeln (../shared/rules) und RULES.md; Begriffe:
## rules/santiago/GLOSSARY.md.

rulebook-goal-title = Das Ziel
rulebook-goal-who = In **Santiago de Cuba** (2 bis 4 Spieler) seid ihr Kaufleute in einer kubanischen Hafenstadt und sammelt Siegpunkte (SP).
rulebook-goal-end = Das Spiel endet sofort mit der Abfahrt des 7. Schiffes, und wer dann die meisten SP hat, gewinnt.
rulebook-goal-how = Die meisten SP bringen Warenlieferungen auf die Schiffe; auch Gebäude und manche Cubaner geben SP.
rulebook-goal-start = Jeder von euch beginnt mit 3 Pesos, 2 SP und je 1 Einheit Zuckerrohr, Tabak und Zitrusfrüchte.
rulebook-goal-turn = Gespielt wird reihum im Uhrzeigersinn, und ein Zug hat zwei Teile: du fährst mit dem Auto, dann ziehst du deine Figur auf ein Gebäude.
rulebook-goal-picture = Das Bild zeigt das erste Schiff im Hafen, die Schiffe, die noch auslaufen müssen, und zu Beginn die SP und Pesos von allen.

rulebook-car-title = Dein Zug: das Auto
rulebook-car-drive = In deinem Zug fährst du zuerst das Auto im Uhrzeigersinn die Straße entlang, mindestens eine Station weit.
rulebook-car-fare = Die nächste Station ist kostenlos, und jede weitere kostet 1 Peso: du kannst also so weit fahren, wie deine Pesos reichen.
rulebook-car-stop = Wo das Auto hält, bestimmt deinen Zug: bei einem Cubaner erhältst du, was er gibt, und ziehst dann deine Figur, und im Hafen beginnt eine Lieferrunde.
rulebook-car-skip = Immer wenn das Auto am Hafen vorbeifährt, ohne zu halten, rückt der Warenwertmarker eine Fahne nach rechts: jede Ware, die an dieses Schiff geht, bringt dann mehr SP.
rulebook-car-picture = Im Bild steht das Auto kurz vor dem Hafen, und das Schild an jeder Station zeigt, was die Fahrt dorthin kostet.

rulebook-cubaner-title = Die Cubaner
rulebook-cubaner-gifts = Pedro gibt dir 2 Tabak, José 2 Zuckerrohr, Conchita 2 Zitrusfrüchte, Maria 2 SP und Martinez 3 Pesos.
rulebook-cubaner-miguel = Miguel gibt 2 Holz, und nur bei ihm gibt es Holz.
rulebook-cubaner-pablo = Pablo gibt 1 beliebige Ware, aber nie Holz.
rulebook-cubaner-scarce = Waren sind knapp: von jeder Sorte gibt es nur 8 Stück, und was nicht mehr im Vorrat ist, bekommst du nicht.
rulebook-cubaner-others = El Zorro und Alonso tun etwas anderes; sie haben eine eigene Seite.
rulebook-cubaner-face_down = Der Zeitungsverlag kann einen Cubaner auf die Rückseite drehen: hält das Auto dort, bekommst du nichts und nutzt in diesem Zug kein Gebäude.
rulebook-cubaner-face_up = Sobald das Auto das Plättchen hinter sich gelassen hat, wird es wieder auf die Vorderseite gedreht.
rulebook-cubaner-picture = Das Bild zeigt die neun Cubaner in der Reihenfolge der Straße, einer davon auf der Rückseite.

rulebook-figure-title = Deine Figur und die Gebäude
rulebook-figure-flower = Nach einem Cubaner muss deine Figur auf eines der 3 Gebäude unter der Farbe seiner Blume ziehen.
rulebook-figure-closed = Ein Gebäude, auf dem eine andere Figur steht, ist gesperrt, und deine Figur darf nicht einfach stehen bleiben.
rulebook-figure-full = Sind alle infrage kommenden Gebäude besetzt, bleibt deine Figur stehen und darf ihr Gebäude nutzen.
rulebook-figure-use = Dann darfst du das Gebäude, auf dem deine Figur steht, einmal nutzen; ob du es tust, entscheidest du.
rulebook-figure-owner = Steht deine Figur am Ende deines Zuges auf einem Gebäude, das einem Mitspieler gehört, erhält dieser 1 SP.
rulebook-figure-picture = Im Bild zeigen Ringe den Cubaner, bei dem das Auto gehalten hat, und das Gebäude, auf das die Figur gezogen ist und das sie genutzt hat.

rulebook-buildings-title = Die Gebäude ({ $part } von { $parts })
rulebook-buildings-intro = Es gibt 12 Gebäude, je 3 unter jeder Blumenfarbe, und jede Partie verteilt sie neu.
rulebook-buildings-first = Das Bild zeigt sechs davon, wie sie in dieser Partie liegen; nutzt du eines, gilt:
rulebook-buildings-second = Das Bild zeigt die anderen sechs; nutzt du eines, gilt:
rulebook-building = • **{ $building }**: { $effect }

rulebook-special-title = El Zorro und Alonso
rulebook-special-zorro = Bei **El Zorro**, dem Taschendieb, muss dir jeder Mitspieler 1 Peso, 1 Ware (außer Holz) oder 1 SP geben, ganz nach eigener Wahl.
rulebook-special-stay = El Zorros Blume hat keine Farbe: deine Figur bleibt stehen und darf ihr Gebäude noch einmal nutzen; in deinem allerersten Zug steht sie noch auf keinem Gebäude, also nutzt du keines.
rulebook-special-alonso = Bei **Alonso**, dem Anwalt, darfst du mit einem deiner 3 Besitzmarker ein Gebäude in Besitz nehmen, das noch niemandem gehört, oder ein eigenes Gebäude nutzen, egal wo es liegt und ob eine Figur darauf steht.
rulebook-special-after = Danach ziehst du deine Figur wie nach jedem anderen Cubaner auf ein Gebäude.
rulebook-special-owner = Immer wenn die Figur eines Mitspielers einen Zug auf einem deiner Gebäude beendet, erhältst du 1 SP.
rulebook-special-picture = Das Bild zeigt, wie gerade für El Zorro abgegeben wird, dazu die Plättchen von El Zorro und Alonso.

rulebook-harbour-title = Der Hafen: Waren liefern
rulebook-harbour-round = Fährst du in den Hafen, nutzt du kein Gebäude: stattdessen beginnt eine Lieferrunde, in der alle reihum Waren auf das Schiff laden dürfen, angefangen bei dir.
rulebook-harbour-deliver = Bist du in der Runde dran, lieferst du eine Warensorte, die das Schiff noch nachfragt, höchstens so viel, wie ihr Würfel zeigt, oder du passt und bist bis zum Ende der Runde draußen.
rulebook-harbour-value = Jede gelieferte Ware bringt so viele SP, wie die Fahne unter dem Warenwertmarker zeigt: 2, 3 oder 4.
rulebook-harbour-wood = Holz kann eine nachgefragte Warensorte ersetzen, dann aber nur Holz in dieser Lieferung, und es bringt je 1 SP.
rulebook-harbour-end = Die Runde endet, wenn das Schiff alles hat, was es nachfragt; passen vorher alle, bleibt das Schiff liegen, und der Warenwertmarker rückt eine Fahne nach rechts.
rulebook-harbour-office = Auch das Hafenamt zieht den Warenwertmarker eine Fahne nach rechts oder links, nie unter 2.
rulebook-harbour-picture = Im Bild hat eine Lieferung gerade den umrandeten Würfel gedreht, und die Tabelle zeigt, wer gepasst hat.

rulebook-sail-title = Ein Schiff läuft aus: die neue Nachfrage
rulebook-sail-when = Ein Schiff läuft aus, wenn alle 4 Würfel die 0 zeigen, oder sofort, wenn der Warenwertmarker von der 4 auf die karierte Fahne rückt, ob voll oder nicht.
rulebook-sail-new = Sofort kommt ein neues Schiff, und der Warenwertmarker steht wieder auf 2.
rulebook-sail-roll = Wer in seinem Zug die Abfahrt ausgelöst hat, würfelt am Ende dieses Zuges die 5 Würfel und wählt 4 davon für das neue Schiff; die Ware des beiseitegelegten Würfels wird nicht nachgefragt, egal was er zeigt.
rulebook-sail-harbour = Nach einer Lieferrunde würfelt also, wer in den Hafen gefahren ist, auch wenn jemand anderes zuletzt geliefert hat.
rulebook-sail-zero = Zeigen die 4 Würfel auf dem Schiff alle 0, läuft es sofort aus, und derselbe Spieler würfelt noch einmal.
rulebook-sail-first = Die Nachfrage des ersten Schiffes würfelt der Spieler rechts vom Startspieler.
rulebook-sail-picture = Das Bild zeigt die Nachfrage eines neuen Schiffes: die 4 Würfel auf dem Schiff, den beiseitegelegten Würfel und den Warenwertmarker wieder auf 2.

rulebook-end-title = Das Ende
rulebook-end-when = Das Spiel endet sofort mit der Abfahrt des 7. Schiffes; der Rest dieses Zuges entfällt.
rulebook-end-goods = Dann bringen je 3 übrige Waren, auch Holz, 1 SP, und Pesos zählen nichts mehr.
rulebook-end-win = Wer die meisten SP hat, gewinnt; bei Gleichstand gewinnt, wer mehr Waren übrig hat, danach, wer mehr Pesos hat, und ist auch das gleich, teilen sie sich den Sieg.
rulebook-end-picture = Am Ende zeigt der Tisch für jeden Platz, SP, die SP für übrige Waren, die Summe und die Pesos, wie in diesem Bild einer Partie, die die Computer gespielt haben.

rulebook-here-title = Die Variante und das Spiel hier
rulebook-here-variant = In der Variante *{ $hidden }* sind Pesos, Waren und SP jedes Spielers vor den anderen geheim, wie hinter den Sichtschirmen des Brettspiels: der Tisch zeigt stattdessen ein Schloss, wie im Bild.
rulebook-here-buttons = Gespielt wird mit den Knöpfen am Tisch: jede Wahl ist ein Knopf, und was sie bringt, steht darauf.
rulebook-here-panel = **{ $panel }** oder `/{ $command } panel` zeigt nur dir deinen Besitz und was du wählen kannst.
rulebook-here-undo = **{ $undo }** oder `/{ $command } undo` nimmt einen Fehlklick zurück.
rulebook-here-hint = Wo Tipps erlaubt sind, zeigt **{ $hint }** die Wahl des starken Computers mit seinen Gründen, und **{ $why_not }** sagt, warum eine Wahl, die du erwartet hast, nicht angeboten wird.
rulebook-here-learn = `/{ $command } learn` öffnet einen Übungstisch gegen Computer, an dem ein Leitfaden jeden Teil des Spiels erklärt, sobald er vorkommt.
