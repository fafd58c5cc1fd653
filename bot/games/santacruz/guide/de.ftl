## Der Leitfaden eines Übungstischs von Santa Cruz (Issue 44). Begriffe: rules/santacruz/GLOSSARY.md.

guide-draft = Der 1. Durchgang beginnt mit der Kartenwahl: jeder von euch nimmt ein Set aus 7 Baukarten. Set A ist das Fluss-Set, B das Weg-Set, C das Schiff-Set, D ist ausgeglichen, und jedes hat einen Doppelzug. Deine Wertungskarten zeigen, wo du bauen willst: wähle das Set, das dich dorthin bringt. Wer zuletzt wählt, ist Startspieler.
guide-draft_random = Im Spiel für Neulinge werden die Baukarten-Sets zufällig verteilt, niemand wählt. Die Sets unterscheiden sich: A ist das Fluss-Set, B das Weg-Set, C das Schiff-Set, D ist ausgeglichen, und jedes hat einen Doppelzug. Deine Hand zeigt, welche Karten du hast, deine Wertungskarten, wo sie punkten.
guide-landing = Jetzt landet jeder an, { $start } zuerst: reihum setzt jeder von euch ohne Karte 1 Gebäude auf ein freies Küstenplättchen. Das bringt die Punkte auf dem Plättchen, und die Plättchen daneben an Wegen und Flüssen werden aufgedeckt. Lande dort an, wo deine Karten weiterbauen können.
guide-ship = { $name } hat eine Schiffkarte gespielt: ein Schiff baut auf einem beliebigen freien Küstenplättchen, egal wo. Jedes Plättchen zeigt, welches Gebäude dorthin muss (Haus, Kirche oder Leuchtturm) und wie viele Punkte es sofort bringt: behalte die Gebäude, die du brauchst.
guide-road = { $name } hat eine Wegkarte gespielt: ein Weg baut auf einem freien Plättchen, das über einen Weg direkt mit einem eigenen Gebäude verbunden ist. So wächst eine Gruppe verbundener Gebäude, und die Wertungskarte { $card } bringt 7 Punkte für 4 davon.
guide-river = { $name } hat eine Flusskarte gespielt: ein Fluss baut auf einem freien Plättchen an einem Fluss, an dem du schon ein Gebäude hast, auch auf einem verdeckten. Ein verdecktes Plättchen wird zuerst aufgedeckt; hast du das Gebäude darauf nicht mehr im Vorrat, baut die Karte nichts.
guide-double = { $name } hat den Doppelzug mit { $kind ->
        [ship] Schiffen
        [river] Flüssen
       *[road] Wegen
    } gespielt: er baut zweimal direkt hintereinander wie zwei Karten derselben Art, nie gemischt{ $kind ->
        [ship] , jedes Mal auf einem freien Küstenplättchen
        [river] ; scheitert der erste Bau, folgt der zweite trotzdem
       *[road] , und der zweite Weg darf vom ersten ausgehen
    }. Jedes Set hat nur einen: heb ihn für eine Stelle auf, an der sich zwei Bauten nacheinander lohnen.
guide-join = { $name } hat sich auf { $site } zu einem Mitspieler dazugesetzt. Wer im Durchgang als Letzter am Zug ist, darf einmal ein Gebäude auf ein besetztes Plättchen dazusetzen statt auf ein freies. Ab jetzt zählt das Plättchen für beide bei jeder Wertung.
guide-scoring = { $name } hat die Wertungskarte { $card } gespielt. Eine Wertungskarte bringt allen Punkte, die sie erfüllen, nicht nur der Person, die sie ausspielt: { $scores }. Spiel deine also, wenn sie dir mehr bringen als den anderen.
guide-scoring_none = { $name } hat die Wertungskarte { $card } gespielt, und diesmal erfüllt sie niemand. Eine Wertungskarte bringt allen Punkte, die sie erfüllen, nicht nur der Person, die sie ausspielt: spiel deine, wenn sie dir mehr bringen als den anderen.
guide-eruption = { $name } hat { $card } gespielt: der Vulkan bricht aus. Jedes Gebäude auf einem Vulkanplättchen kostet 2 Punkte und wird bis zum 2. Durchgang abgeräumt (diesmal { $count ->
        [one] { $count } Gebäude
       *[other] { $count } Gebäude
    }). Die Vulkanplättchen sind sofort wieder frei; dort gezogene Vogelchips bleiben.
guide-bird = { $name } hat auf einem Vogelplättchen gebaut und einen Vogelchip gezogen. Sein Wert, 1, 2 oder 3 Punkte, bleibt bis zum Spielende geheim; dann punktet jeder Chip. Die Wertungskarte { $card } bringt 2 Punkte pro Chip, egal was er zeigt.
guide-round_end = Der 1. Durchgang ist vorbei. Jeder nimmt seine Gebäude zurück, aber die Punkte, die Vogelchips und die aufgedeckten Plättchen bleiben. Der 2. Durchgang wird auf derselben Insel gespielt: was du jetzt über sie weißt, zählt.
guide-piles = Jeder von euch hat geheim eine neue Wertungskarte gezogen. Jetzt werden die Stapel gewählt: jeder ist ein Set aus dem 1. Durchgang mit den Wertungskarten, die damit gespielt wurden, offen für alle. { $first } liegt hinten, wählt zuerst und ist Startspieler des 2. Durchgangs; wer vorne liegt, nimmt den übrigen Stapel.
guide-discard = Jetzt wirft jeder eine Wertungskarte ab, alle gleichzeitig und geheim; deine neue Karte zählt als Handkarte. Behalte die Karten, die dir auf diesem Plan am meisten bringen: die abgeworfene sieht nie jemand.
guide-end = Das Spiel ist vorbei: die Vogelchips werden aufgedeckt, und jeder bringt seinen Wert. { $winner } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }.
