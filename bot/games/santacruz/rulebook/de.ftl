## Die bebilderte Spielregel von Santa Cruz (/santacruz rules, Issue 44): Seite für Seite, je ein paar
## Sätze unter ihrem Titel, ein ganzer Satz pro Eintrag (bot/games/santacruz/rulebook.py fügt sie
## zusammen). Treu zur deutschen Spielregel und RULINGS.md; Begriffe: rules/santacruz/GLOSSARY.md.

rulebook-goal-title = Das Ziel
rulebook-goal-island = In Santa Cruz besiedelst du eine Insel in zwei Durchgängen mit Häusern, Kirchen und Leuchttürmen.
rulebook-goal-tiles = Auf jedem Feld liegt ein Plättchen, das zeigt, welches Gebäude dort hinkommt und wie viele Punkte es sofort bringt; die Küstenplättchen liegen von Anfang an offen, die anderen verdeckt, bis jemand daneben baut.
rulebook-goal-cards = In deinem Zug spielst du eine Karte aus deiner Hand: eine Baukarte, um zu bauen, oder eine Wertungskarte, die allen Punkte bringt, die sie erfüllen.
rulebook-goal-winner = Wer nach dem 2. Durchgang die meisten Punkte hat, gewinnt.
rulebook-goal-picture = Das Bild zeigt einen Teil der Insel spät im 1. Durchgang einer Partie von { $names }: jedes Gebäude trägt den Buchstaben seines Besitzers, und der goldene Ring markiert den letzten Zug.

rulebook-sets-title = 1. Durchgang: die Sets
rulebook-sets-deal = Zu Beginn erhält jeder geheime Wertungskarten: bei 2 Spielern je 4, bei 3 Spielern je 3 und bei 4 Spielern je 2.
rulebook-sets-sets = Dann nimmt jeder eines der vier Sets aus 7 Baukarten im Bild: Set A ist das Fluss-Set, B das Weg-Set, C das Schiff-Set, D ist ausgeglichen, und jedes hat einen Doppelzug.
rulebook-sets-order = Die Sets werden entgegen der Zugreihenfolge gewählt, der Startspieler wählt also zuletzt.
rulebook-sets-start = Der Startspieler beginnt mit 0 Punkten, der nächste Spieler mit 1, dann folgen 2 und 3.
rulebook-sets-aim = Wähle das Set, dessen Karten dich dorthin bringen, wo deine Wertungskarten punkten.
rulebook-sets-beginner = Die Variante *{ $beginner }* verteilt die Sets stattdessen zufällig, wie es die Spielregel für Neulinge empfiehlt: starte die Partie dafür in der Lobby mit **{ $start_beginner }**.

rulebook-landing-title = Das Anlanden
rulebook-landing-when = Der 1. Durchgang beginnt mit dem Anlanden: reihum setzt jeder ein Gebäude auf ein freies Küstenplättchen, ohne eine Karte zu spielen.
rulebook-landing-build = Wie jeder Bau bringt es die Punkte des Plättchens, zieht einen geheimen Vogelchip, wenn das Plättchen einen Vogel zeigt, und deckt jedes Plättchen auf, das über einen Weg oder einen Fluss direkt daran grenzt.
rulebook-landing-picture = Die Fähnchen markieren die freien Küstenplättchen in dieser Ecke der Insel, auf denen { $first } zuerst anlanden darf.
rulebook-landing-advice = Lande dort an, wo deine Baukarten weiterbauen können.

rulebook-cards-title = Baukarten
rulebook-cards-turn = Nach dem Anlanden spielst du in jedem deiner Züge genau eine Karte, bis alle ihre Karten gespielt haben.
rulebook-cards-ship = Ein **Schiff** baut auf einem beliebigen freien Küstenplättchen.
rulebook-cards-road = Ein **Weg** baut auf einem freien Plättchen, das über einen Weg direkt mit einem deiner Gebäude verbunden ist: die Fähnchen zeigen, wo { $mover } mit einer Wegkarte bauen kann.
rulebook-cards-river = Ein **Fluss** baut auf einem freien Plättchen an einem Fluss, an dem du schon ein Gebäude hast, auch auf einem verdeckten, das zuerst aufgedeckt wird; hast du kein Gebäude der gezeigten Art mehr, baut die Karte nichts.
rulebook-cards-double = Der **Doppelzug** baut zweimal direkt hintereinander mit derselben Kartenart, als zwei Schiffe, zwei Wege oder zwei Flüsse, nie gemischt, und der zweite Weg darf vom ersten Gebäude ausgehen.
rulebook-cards-supply = Das Plättchen bestimmt das Gebäude, und du brauchst eines davon in deinem Vorrat: 8 Häuser, 3 Kirchen und 2 Leuchttürme pro Durchgang.
rulebook-cards-must = Eine Karte, die bauen kann, muss bauen; eine, die es nicht kann, darfst du trotzdem spielen, und sie bewirkt nichts.

rulebook-join-title = Dazusetzen
rulebook-join-who = Einmal pro Durchgang darf der Spieler, der als Letzter am Zug ist, auf ein Plättchen bauen, das ein Mitspieler besetzt, statt auf ein freies.
rulebook-join-rules = Die Regel der Karte, das Gebäude des Plättchens und seine Punkte gelten weiter, und auf einem Plättchen stehen höchstens zwei Gebäude.
rulebook-join-counts = Ab dann zählt das Plättchen für beide Spieler bei jeder Wertung.
rulebook-join-picture = Im Bild hat sich { $joiner } auf { $site } zu { $owner } dazugesetzt.
rulebook-join-round = Im 2. Durchgang geht das Recht an den, der dann als Letzter am Zug ist.

rulebook-scoring-title = Wertungskarten
rulebook-scoring-play = Statt einer Baukarte darfst du eine Wertungskarte spielen: sie punktet für alle, die sie erfüllen, zuerst für den, der sie ausspielt.
rulebook-scoring-advice = Spiel sie also, wenn sie dir mehr bringt als den anderen, wie { $scorer } im Bild.
rulebook-card = • **{ $card }**: { $effect }

rulebook-eruption-title = Der Vulkanausbruch
rulebook-eruption-card = Spielt jemand die Wertungskarte **{ $eruption }**, kostet jedes Gebäude auf einem Vulkanplättchen seinen Besitzer 2 Punkte und wird bis zum 2. Durchgang abgeräumt.
rulebook-eruption-free = Diese Plättchen sind sofort wieder frei, und ein neues Gebäude dort punktet wie jeder Bau, Vogelchip inbegriffen.
rulebook-eruption-below = Schon gezogene Vogelchips behalten ihre Besitzer, und ein Punktestand darf unter 0 fallen.
rulebook-eruption-picture = Das Bild zeigt den Vulkan derselben Partie kurz vor und kurz nach dem Ausbruch: die markierten Gebäude sind verschwunden.

rulebook-round_two-title = Der 2. Durchgang
rulebook-round_two-end = Der 1. Durchgang endet, wenn alle Karten gespielt sind: jeder nimmt alle seine Gebäude zurück, behält aber Punkte und Vogelchips, und die aufgedeckten Plättchen bleiben offen.
rulebook-round_two-draw = Dann zieht jeder geheim eine neue Wertungskarte.
rulebook-round_two-piles = Danach werden die Stapel aus dem 1. Durchgang gewählt, jeder ein Set mit den Wertungskarten, die sein Besitzer gespielt hat: wer hinten liegt, wählt zuerst, und wer vorne liegt, nimmt den übrigen Stapel.
rulebook-round_two-own = Du darfst auch deinen eigenen Stapel wieder nehmen.
rulebook-round_two-discard = Dann wirft jeder gleichzeitig und geheim eine Wertungskarte ab, und wer hinten liegt, beginnt den 2. Durchgang mit einem neuen Anlanden.
rulebook-round_two-picture = Das Bild zeigt die Stapel derselben Partie: { $last } liegt hinten und wählt zuerst.

rulebook-end-title = Das Spielende
rulebook-end-when = Das Spiel endet, wenn alle Karten des 2. Durchgangs gespielt sind.
rulebook-end-secret = Bis dahin liegen deine Vogelchips verdeckt: nur du kennst ihre Werte, und alle sehen, wie viele du hast.
rulebook-end-chips = Dann werden die Vogelchips aufgedeckt, und jeder bringt die 1, 2 oder 3 Punkte, die er zeigt.
rulebook-end-winner = Wer die meisten Punkte hat, gewinnt; bei gleichen Punkten liegt vorne, wer die Punktzahl zuerst erreicht hat.
rulebook-end-picture = Das Bild zeigt den Endstand derselben Partie, die Punkte jedes Spielers nach ihrer Herkunft.

rulebook-here-title = So spielst du hier
rulebook-here-buttons = Du spielst mit den Knöpfen am Tisch: tippe auf eine Karte, und deine private Ansicht markiert die Plättchen, die sie erreicht, mit einem Knopf pro Plättchen, benannt nach dem Kürzel daneben.
rulebook-here-hand = `/{ $command } hand` zeigt dir privat deine Karten und Vogelchips, und `/{ $command } status` und `/{ $command } log` zeigen, wo die Partie steht.
rulebook-here-undo = **{ $take_back }** oder `/{ $command } undo` nimmt einen Fehlklick zurück, solange seither niemand gespielt hat.
rulebook-here-hint = Wo Tipps erlaubt sind, zeigt **{ $hint }** die Wahl des starken Computers mit ihren Gründen, und **{ $why_not }** erklärt, warum ein erwarteter Zug fehlt.
rulebook-here-learn = `/{ $command } learn` öffnet einen Übungstisch gegen Computer, an dem eine Anleitung jeden Teil des Spiels erklärt, sobald er zum ersten Mal vorkommt.
