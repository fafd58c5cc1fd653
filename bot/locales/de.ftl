# The bot core's sentences (German), in Project Fluent syntax: https://projectfluent.org/fluent/guide/
# One complete sentence per message; variables ($name) hold values only (names, numbers, links).

lobby-title = { $game }: neue Partie, Mitspieler gesucht
lobby-players = Spieler: { $count } ({ $min } bis { $max } möglich)
lobby-nobody = noch niemand
lobby-how = Mach mit über den Knopf oder `/{ $command } join`; jeder Spieler kann das Spiel starten, sobald { $min } bis { $max } dabei sind. Die Plätze werden ausgelost.
lobby-creator = Eröffnet von { $name }
lobby-started = { $game }: Das Spiel hat begonnen. Plätze: { $seats }.
lobby-closed = { $game }: diese Lobby wurde geschlossen.
lobby-button-join = Mitspielen
lobby-button-leave = Verlassen
lobby-button-start = Starten
lobby-button-start_variant = Starten: { $variant }
lobby-button-add_ai = Computer dazu: { $level }
lobby-button-remove_ai = Einen Computer entfernen
lobby-member = • { $name }
lobby-member_computer = • { $name } (Computerspieler, { $level })
lobby-computer_names = Ada Bix Cog Dot Eve Fox
lobby-creator_gone = Eröffnet von einem Spieler, der gegangen ist
lobby-same_name = { $name } { $number }
lobby-no_computer = In dieser Lobby ist kein Computerspieler.
lobby-joined = Du bist in der Lobby von { $game }. Wenn alle da sind, drück auf „Starten“.
lobby-already_in = Du bist schon in dieser Lobby.
lobby-full = Die Lobby ist voll ({ $max } Spieler).
lobby-left = Du hast die Lobby verlassen.
lobby-left_closed = Du hast die Lobby verlassen; sie war leer und ist nun geschlossen.
lobby-not_in = Du bist nicht in dieser Lobby.
lobby-opened = Du hast in diesem Kanal eine Lobby für { $game } eröffnet.
lobby-game_running = In diesem Kanal läuft schon eine Partie { $game }: { $link }
lobby-other_game = In diesem Kanal ist schon eine Partie { $game } offen; beende sie oder brich sie zuerst ab.
lobby-none = In diesem Kanal gibt es keine Partie { $game }. Eröffne eine mit `/{ $command } join`.
lobby-cannot_leave_running = Das Spiel läuft, du kannst es nicht verlassen. Wer es eröffnet hat oder Kanäle verwalten darf, kann es mit `/{ $command } abandon` beenden.
lobby-start_count = { $game } braucht { $min } bis { $max } Spieler; in der Lobby sind { $count }.
lobby-start_member = Nur Spieler in der Lobby können das Spiel starten.
lobby-started_reply = Das Spiel hat begonnen.
lobby-updated = Die Lobby ist aktualisiert.
abandon-ask = Diese Partie { $game } für alle beenden? Das lässt sich nicht rückgängig machen.
abandon-yes = Spiel beenden
abandon-no = Weiterspielen
abandon-kept = Nichts geändert: das Spiel geht weiter.
abandon-done = { $name } hat diese Partie { $game } beendet.
abandon-ended = { $name } hat diese Partie am { $time } beendet.
lobby-abandoned = { $game }: { $name } hat die Partie in { $thread } am { $time } beendet.
abandon-done_reply = Das Spiel ist beendet.
abandon-not_allowed = Nur wer das Spiel eröffnet hat oder Kanäle verwalten darf, kann es beenden.
error-not_player = Du spielst in diesem Spiel nicht mit.
error-not_your_turn = Du bist nicht am Zug: wir warten auf { $names }.
error-moved_on = Das Spiel ist seit dieser Nachricht weitergegangen. Die aktuelle ist hier: { $link }
error-moved_on_nolink = Das Spiel ist seit dieser Nachricht weitergegangen.
error-game_over = Dieses Spiel ist vorbei.
error-no_game = Dieses Spiel gibt es nicht mehr.
error-forged = Diesen Knopf oder diese Auswahl habe ich nicht angeboten. Nichts wurde geändert.
error-not_started = Dieses Spiel hat noch nicht begonnen.
error-unknown_command = Diesen Befehl kenne ich nicht (oder er hat sich geändert). Nichts wurde geändert; zeigt deine Discord-App alte Befehle, lade sie neu.
error-bad_option = Eine Option dieses Befehls ist ungültig. Nichts wurde geändert.
error-no_permission = Dir fehlt die Berechtigung, die dieser Befehl braucht.
error-damaged = Der gespeicherte Spielstand ist beschädigt und kann nicht fortgesetzt werden. Nichts wurde geändert. Ein Admin kann das Spiel mit `/{ $command } abandon` beenden.
error-unexpected = Beim Bot ist etwas schiefgegangen. Nichts ging verloren; bitte versuch es noch einmal.
error-dm_only = Gespielt wird in Serverkanälen, nicht in Direktnachrichten.
error-permissions = Ich kann in diesem Kanal nicht spielen, weil mir hier diese Berechtigungen fehlen: { $missing }. Ein Server-Admin kann sie in den Kanaleinstellungen (Berechtigungen) erteilen.
error-send_failed = Der Zug ist gespeichert, aber ich konnte den Spielplan nicht in diesem Kanal zeigen ({ $reason }). Ein Server-Admin sollte meine Berechtigungen hier prüfen; `/{ $command } board` zeigt ihn erneut.
permission-send_messages = Nachrichten senden
permission-attach_files = Dateien anhängen
permission-embed_links = Links einbetten
permission-view_channel = Kanal ansehen
timer-reminder = { $who }: das Spiel wartet auf dich. { $link }
timer-reminder_dm = { $game } #{ $id } wartet auf dich: { $link }
timer-vote =
    { $names } hat seit { $hours ->
    [one] { $hours } Stunde
    *[other] { $hours } Stunden
    } nicht gezogen. Die anderen Spieler können einen Computerspieler übernehmen lassen, bis zur Rückkehr ({ $needed ->
    [one] { $needed } Stimme
    *[other] { $needed } Stimmen
    } nötig).
timer-vote_button = Computer übernehmen lassen
timer-vote_not_allowed = Nur die anderen Spieler dieses Spiels können abstimmen.
timer-no_vote = In diesem Zug läuft keine Abstimmung. Nichts wurde geändert.
timer-voted = Deine Stimme zählt ({ $votes } von { $needed }).
timer-vote_passed_reply = Die Abstimmung ist angenommen.
timer-taken_over = Ein Computerspieler spielt jetzt für { $names }. Übernimm deinen Platz mit `/{ $command } join` wieder, solange ihn kein neuer Mitspieler übernommen hat.
timer-taken_back = Dein Platz gehört wieder dir; der Computerspieler tritt zurück. { $link }
settings-show =
    Zugerinnerung nach **{ $reminder ->
    [one] { $reminder } Stunde
    *[other] { $reminder } Stunden
    }**; die anderen können nach **{ $takeover ->
    [one] { $takeover } Stunde
    *[other] { $takeover } Stunden
    }** einen Computerspieler wählen (0 schaltet es ab); hat ein Computer **{ $substitute ->
    [one] { $substitute } Stunde
    *[other] { $substitute } Stunden
    }** für Abwesende gespielt, sucht der Tisch einen neuen Mitspieler (0: nie). Ein Zug kann **{ $undo ->
    [one] { $undo } Minute
    *[other] { $undo } Minuten
    }** lang zurückgenommen werden (0: nie). Jedes Spiel in einem eigenen Thread: **{ $threads }**. Sprache der öffentlichen Nachrichten: **{ $language }**. Tipps des starken Computers: **{ $hints }**.
settings-saved =
    Gespeichert. Zugerinnerung nach **{ $reminder ->
    [one] { $reminder } Stunde
    *[other] { $reminder } Stunden
    }**; Abstimmung über einen Computerspieler nach **{ $takeover ->
    [one] { $takeover } Stunde
    *[other] { $takeover } Stunden
    }**; neuer Mitspieler gesucht nach **{ $substitute ->
    [one] { $substitute } Stunde
    *[other] { $substitute } Stunden
    }**, in denen ein Computer für Abwesende spielt; Züge zurücknehmen **{ $undo ->
    [one] { $undo } Minute
    *[other] { $undo } Minuten
    }** lang; jedes Spiel in einem eigenen Thread: **{ $threads }**; öffentliche Nachrichten auf **{ $language }**; Tipps: **{ $hints }**.
settings-hints-practice = nur an Übungstischen
settings-hints-all = an jedem Tisch (eine Partie mit Tipp wird nicht gewertet)
settings-hints-off = nirgends
command-hints = Wo man den starken Computer um einen Tipp bitten darf
command-hints-practice = Nur an Übungstischen
command-hints-all = An jedem Tisch (eine Partie mit Tipp wird nicht gewertet)
command-hints-off = Nirgends
settings-on = an
settings-off = aus
command-threads = Jedes Spiel in einem Thread seiner Lobby spielen, damit ein Kanal mehrere fasst
lobby-started_thread = { $game }: Das Spiel läuft jetzt in einem eigenen Thread: { $thread }. Plätze: { $seats }.
error-other_game_here = Das Spiel in diesem Kanal ist { $game }, nicht { $this }; nutze stattdessen `/{ $command }`.
lobby-finished = { $game }: Das Spiel in { $thread } ist vorbei. Sieg: { $winners }. Zum Endstand: { $link }
lobby-replay = Noch einmal ansehen mit `/{ $command } replay`.
lobby-started_thread_reply = Das Spiel läuft jetzt in einem eigenen Thread: { $thread }.
permission-create_public_threads = Öffentliche Threads erstellen
permission-send_messages_in_threads = Nachrichten in Threads senden
threads-name = { $game } #{ $id } · { $names }
threads-missing = Dieses Spiel läuft hier im Kanal: Damit jedes Spiel einen eigenen Thread bekommt, brauche ich hier diese Berechtigungen: { $missing }. Ein Server-Admin kann sie in den Einstellungen des Kanals (Berechtigungen) erteilen oder Threads mit `/{ $command } settings threads: False` abschalten. Ich sage das nur einmal.
settings-admin_only = Nur Mitglieder mit der Berechtigung „Server verwalten“ können dies einstellen.
settings-bad = Die Stunden müssen zwischen 0 und 720 liegen.
command-settings = Zug-Timer, Züge zurücknehmen, Threads und Sprache (Server verwalten)
settings-bad_hints = Für Tipps gibt es nur practice, all oder off.
settings-bad_undo = Die Minuten zum Zurücknehmen eines Zuges müssen zwischen 0 und 1440 liegen.
command-undo_minutes = Minuten nach einem Zug, in denen sein Spieler ihn zurücknehmen kann (0: nie)
command-undo = Deinen letzten Zug zurücknehmen, wenn seitdem niemand gespielt hat und er nichts aufdeckte
undo-button = Zurücknehmen
choices-more = Weitere Möglichkeiten
choices-span = { $first } … { $last }
choices-count = { $count } Möglichkeiten
undo-public = { $name } hat den Zug zurückgenommen ({ $move }).
table-computer = Computer, { $level }
table-moved_on = { $summary } — weiter geht es hier: { $link }
table-moved_on_plain = Weiter geht es hier: { $link }
table-deadline = ⏰ Wenn niemand zieht, kann { $time } ein Computer übernehmen.
table-away = 🌴 { $name } ist bis { $until } abwesend.
table-bring = Tisch nach unten holen
table-brought = Der Tisch steht wieder unten im Thread, ohne dass jemand benachrichtigt wurde: { $link }
table-bring_once = Der Tisch wurde in diesem Zug schon nach unten geholt; im nächsten Zug geht es wieder.
table-private = Nur du siehst diese Kopie. Der aktuelle Tisch: { $link }
undo-done = Du hast deinen Zug zurückgenommen ({ $move }). Du bist wieder am Zug: { $link }
undo-refused = Dieser Zug kann nicht zurückgenommen werden: { $reason }. Nichts wurde geändert.
undo-played = { $name } hat schon gespielt
undo-revealed = { $reason }
undo-expired = die Zeit zum Zurücknehmen dieses Zuges ist abgelaufen
undo-off = Zurücknehmen ist auf diesem Server abgeschaltet
undo-nothing = du hast keinen Zug, den du zurücknehmen kannst
undo-not_yours = nur { $name } kann den eigenen Zug zurücknehmen
undo-already = er wurde schon zurückgenommen
undo-over = das Spiel ist vorbei
command-reminder_hours = Stunden, bis der Spieler am Zug erinnert wird (0: nie)
command-takeover_hours = Stunden, bis die anderen einen Computer für ihn wählen dürfen (0: nie)
command-language = Die Sprache der öffentlichen Spielnachrichten und Bilder auf diesem Server
settings-language_unknown = Für { $language } gibt es keinen Katalog; öffentliche Nachrichten bleiben auf Englisch.
dm-closed = Ich konnte dir keine Direktnachricht schicken, deine privaten Infos stehen daher nur in deiner Handansicht (Knopf Meine Hand). Für Direktnachrichten erlaube sie in den Privatsphäre-Einstellungen dieses Servers (Direktnachrichten).
command-group = { $game } in diesem Kanal spielen
command-join = Eine Lobby in diesem Kanal eröffnen oder der offenen beitreten
command-leave = Die Lobby dieses Kanals verlassen
command-start = Das Spiel mit den Spielern der Lobby starten
command-variant = Welche Regeln gespielt werden
command-fill = Freie Plätze mit Computerspielern dieser Stufe füllen
command-abandon = Das Spiel dieses Kanals für alle beenden (Ersteller oder Kanäle verwalten)
command-stats = Spiele, Siege und Punkte eines Spielers auf diesem Server (nur du siehst es)
command-stats_player = Wessen Statistik (Standard: deine)
command-leaderboard = Die Spieler dieses Servers nach Wertung
command-history = Die letzten beendeten Spiele hier, jedes mit Wiederholungsknopf
command-history_server = Die Spiele des ganzen Servers statt dieses Kanals
command-replay = Ein beendetes Spiel Zug für Zug ansehen
command-replay_game = Die Nummer des Spiels (Standard: das zuletzt hier beendete)
stats-none = { $name } hat auf diesem Server noch keine beendete oder abgebrochene Partie { $game }.
stats-title = **Statistik von { $name }: { $game }**
stats-games = Spiele: **{ $games }** · Siege: **{ $wins }** ({ $rate } %) · Platz im Schnitt: { $rank }
stats-scores = Punkteschnitt: **{ $average }** · Bestwert: **{ $best }**
stats-favourite =
    Häufigste Wahl: { $choice } ({ $count ->
    [one] { $count } Spiel
    *[other] { $count } Spiele
    })
stats-count =
    Mit { $count } Spielern: { $games ->
    [one] { $games } Spiel
    *[other] { $games } Spiele
    }, { $wins ->
    [one] { $wins } Sieg
    *[other] { $wins } Siege
    }, Schnitt { $average }
stats-computers =
    An Tischen mit Computerspielern: { $games ->
    [one] { $games } Spiel
    *[other] { $games } Spiele
    }, { $wins ->
    [one] { $wins } Sieg
    *[other] { $wins } Siege
    }
stats-unrated = Nicht gewertet: { $abandoned } abgebrochen, { $takeovers } mit Computerübernahme
stats-hinted = { $games ->
    [one] 1 Partie mit Tipps, nicht gewertet.
   *[other] { $games } Partien mit Tipps, nicht gewertet.
    }
stats-shared_by = Geteilt von { $name }.
stats-share = Im Kanal teilen
stats-shared = Im Kanal geteilt.
stats-other_server = Diese Statistik gehört zu einem anderen Server.
board-title = **Rangliste dieses Servers: { $game }**
board-empty = Auf diesem Server hat noch niemand eine Partie { $game } beendet.
board-line =
    { $rank }. **{ $name }**: { $rating } · { $games ->
    [one] { $games } Spiel
    *[other] { $games } Spiele
    } · zuletzt <t:{ $last }:d>{ $unrated }
board-unrated = {" "}· { $count } nicht gewertet
board-no_rating = ohne Wertung
board-newcomers =
    {"*"}*Weniger als { $min ->
    [one] { $min } Spiel
    *[other] { $min } Spiele
    }**
board-computers = **Computerspieler**
board-note = Wertung: openskill (Plackett-Luce), gezeigt als μ − 3σ (eine vorsichtige Schätzung der Spielstärke). Abgebrochene Spiele und Spiele mit Computerübernahme zählen, werden aber nicht gewertet.
history-title = **Die letzten beendeten Partien { $game } { $where }**
history-here = in diesem Kanal
history-server = auf diesem Server
history-none = Noch keine beendete Partie { $game } { $where }.
history-line = **#{ $id }** · <t:{ $ended }:d> · { $scores } · Sieger: **{ $winner }**{ $mark }
history-takeover = {" "}· Computerübernahme
history-replay = Wiederholung #{ $id }
replay-none = In diesem Kanal gibt es noch keine beendete Partie { $game }. Nenne eine mit ihrer Nummer (aus `/{ $command } history`).
replay-unknown = Auf diesem Server gibt es keine beendete Partie { $game } mit der Nummer { $id }.
replay-posted = Die Wiederholung steht im Kanal.
replay-header = { $game } · Wiederholung von Spiel #{ $id }
replay-first = Anfang
replay-prev = Zurück
replay-next = Weiter
replay-last = Ende
replay-turns = Zu einem Zug springen
rules-title = { $game } · Regeln { $page }/{ $pages } · { $title }
rules-first = Erste Seite
rules-prev = Zurück
rules-next = Nächste Seite
rules-last = Letzte Seite
rules-pages = Zu einer Seite der Regeln springen
language-en = Englisch
language-de = Deutsch
language-fr = Französisch
turn-ping = { $who }, du bist in { $game } am Zug: { $link }
turn-dm = Du bist in { $game } #{ $id } am Zug: { $link }
command-mygames = Deine Spiele auf diesem Server; Zug-Benachrichtigung, Zeitzone, Ruhezeiten und Abwesenheit
command-mygames_notify = Wie du erfährst, dass du am Zug bist, in allen Spielen
command-mygames_time_zone = Deine Zeitzone, für deine Ruhezeiten (zum Beispiel Europe/Berlin)
command-mygames_quiet_hours = Stunden ohne Erwähnungen, in denen deine Zugzeit ruht, etwa 22:00-08:00 (aus: keine)
command-mygames_away = Abwesend für einige Tage (höchstens 30) oder bis zu einem Datum wie 2026-12-24 (aus: zurück)
command-mygames_stand_in = Während du abwesend bist, spielt ein Computer deine Plätze, bis du zurück bist
mygames-how-mention = mit einer Erwähnung im Kanal des Spiels
mygames-how-dm = mit einer Direktnachricht samt Link
mygames-how-none = gar nicht
mygames-off_words = aus off - 0
mygames-prefs = Du erfährst deinen Zug { $how }. Zeitzone: { $zone }. Ruhezeiten: { $quiet }.
mygames-no_quiet = keine
mygames-away = 🌴 Du bist bis { $until } abwesend: deine Zugzeit ruht, und niemand kann dich abwählen.
mygames-away_stand_in = 🌴 Du bist bis { $until } abwesend: ein Computer spielt deine Plätze, bis du zurück bist.
mygames-title = **Deine Spiele auf diesem Server**
mygames-yours = **{ $game } #{ $id }**: du bist am Zug seit { $since }; ein Computer darf { $deadline } übernehmen. Du liegst auf Platz { $place } von { $players } mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
}. { $link }
mygames-yours_open = **{ $game } #{ $id }**: du bist am Zug seit { $since }. Du liegst auf Platz { $place } von { $players } mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
}. { $link }
mygames-theirs = **{ $game } #{ $id }**: wartet seit { $since } auf { $names }. Du liegst auf Platz { $place } von { $players } mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
}. { $link }
mygames-ended = **{ $game } #{ $id }**: beendet { $ended }, gewonnen von { $winners }. Am Ende lagst du auf Platz { $place } von { $players } mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
}.
mygames-none = Du hast auf diesem Server kein laufendes Spiel und keines, das in der letzten Woche endete.
mygames-page = Seite { $page } von { $pages }.
mygames-open = #{ $id } spielen
mygames-prev = Vorige Seite
mygames-next = Nächste Seite
mygames-back = Ich bin zurück
mygames-notify_set = Ab jetzt erfährst du deinen Zug { $how }.
mygames-zone_set = Deine Zeitzone ist jetzt { $zone }.
mygames-quiet_set = Deine Ruhezeiten sind jetzt { $hours } ({ $zone }): dann erwähnt dich nichts, und deine Zugzeit ruht.
mygames-quiet_off = Du hast jetzt keine Ruhezeiten.
mygames-bad_zone = „{ $zone }“ ist keine Zeitzone, die der Bot kennt. Wähle eine aus der Liste, etwa Europe/Berlin.
mygames-bad_quiet = Schreib Ruhezeiten als Zeitspanne wie 22:00-08:00, oder „aus“ für keine.
mygames-bad_away = Schreib, wie lange du weg bist: eine Zahl von Tagen (höchstens { $days }) oder ein Datum wie 2026-12-24.
mygames-away_set = Du bist bis { $until } abwesend: deine Zugzeit ruht, und niemand kann dich abwählen.
mygames-away_set_stand_in = Du bist bis { $until } abwesend: ein Computer spielt jetzt { $seats ->
    [one] deinen Platz
   *[other] deine { $seats } Plätze
}, bis du zurück bist.
mygames-stand_in_off = Du bist weiter abwesend, aber deine Plätze gehören wieder dir.
mygames-back_done = Willkommen zurück: deine Zugzeit läuft wieder, und deine Plätze gehören dir.
absence-stand_in = Ein Computer spielt für { $name } bis { $until } oder bis zur Rückkehr (`/mygames away:aus`).
recap-header = Seit deinem letzten Zug:
recap-earlier = …und { $count ->
    [one] 1 früherer Zug
   *[other] { $count } frühere Züge
}.
recap-score = { $name } { $score } ({ $change })
recap-scores = Punktestand jetzt: { $scores }.
mygames-away_here = 🌴 Bei { $game } #{ $id } hier ist { $name } bis { $until } abwesend.
seat-wanted =
    { $game } #{ $id } sucht einen Mitspieler: Ein Computer spielt seit { $hours ->
    [one] { $hours } Stunde
    *[other] { $hours } Stunden
    } den Platz von { $name }; er hat { $score ->
    [one] { $score } Punkt
    *[other] { $score } Punkte
    } und liegt auf Platz { $place } von { $seats }. Wer hier nicht mitspielt, kann den Platz übernehmen. { $link }
seat-wanted_button = Platz von { $name } übernehmen
seat-ask = Den Platz von { $name } in { $game } #{ $id } übernehmen? Du spielst ab hier mit seinen { $score ->
    [one] { $score } Punkt
    *[other] { $score } Punkten
    } weiter; die Partie zählt für dich, ohne Wertung, und { $name } kann den Platz nicht mehr zurücknehmen.
seat-yes = Platz übernehmen
seat-no = Jetzt nicht
seat-kept = Nichts geändert: der Platz ist weiter frei für alle, die ihn wollen.
seat-not_free = Dieser Platz ist nicht mehr frei: sein Spieler ist zurück oder jemand anderes hat ihn übernommen. Nichts wurde geändert.
seat-playing = Du spielst in dieser Partie schon mit und kannst keinen weiteren Platz übernehmen.
seat-taken_public = { $took } übernimmt den Platz von { $left } und spielt ab hier weiter.
seat-taken_reply = Du spielst jetzt den Platz von { $left } in { $game } #{ $id }. { $link }
seat-wanted_done = { $took } hat den Platz von { $left } in { $game } #{ $id } übernommen. { $link }
seat-lost = { $took } hat deinen Platz in dieser Partie übernommen, nachdem ein Computer für dich gespielt hatte; du kannst ihn nicht mehr zurücknehmen.
seat-log = Ab hier spielt { $took } den Platz von { $left }.
command-substitute_hours = Stunden, die ein Computer für Abwesende spielt, bis ein neuer Mitspieler gesucht wird (0: nie)
error-too_quick = Du klickst oder schickst Befehle schneller, als der Tisch folgen kann. Es wurde nichts geändert; warte einen Moment und versuch es dann noch einmal.
error-db_unavailable = Ich erreiche meine Datenbank gerade nicht. Nichts Gespeichertes ging verloren; bitte versuch es gleich noch einmal.
error-shown_later = Dein Zug ist gespeichert. Discord oder meine Datenbank hat gerade kurz Probleme, daher zeigt der Tisch ihn gleich von selbst.
teach-hint_button = Tipp
teach-why_not_button = Warum nicht?
teach-hints_off = An diesem Tisch gibt es keine Tipps: Wo es Tipps gibt, legt ein Server-Admin mit `/{ $command } settings hints` fest.
teach-hint_head = 💡 Der starke Computer würde spielen: **{ $move }**.
teach-play_hint = So spielen
teach-hint_unrated = Weil du um einen Tipp gebeten hast, wird diese Partie nicht gewertet.
teach-why_not_head = Diese Möglichkeiten hast du gerade nicht, und zwar aus diesen Gründen:
teach-why_not_none = Alles, was die Regeln dir jetzt erlauben, steht auf den Knöpfen: Nichts in der Nähe ist verboten.
command-learn = { $game } an einem Übungstisch gegen Computer lernen, mit Tipps
teach-practice_lobby_title = { $game }: Ein Übungstisch wird gebildet
teach-practice_how = Das ist ein Übungstisch: Du spielst gegen Computer (Freunde können mitspielen), und wenn du dran bist, zeigt der Knopf „Tipp“ den Zug des starken Computers und „Warum nicht?“ erklärt, was die Regeln verbieten. Einen Zug kannst du zurücknehmen, bis der Nächste zieht, die Partie wird nie gewertet, und du kannst jederzeit mit `/{ $command } leave` gehen.
teach-practice_title = Übung · { $title }
teach-practice_already_left = An diesem Übungstisch spielt schon ein Computer für dich; mit `/{ $command } join` bekommst du deinen Platz zurück.
teach-practice_left = { $name } hat den Übungstisch verlassen; ab jetzt spielt ein leichter Computer diesen Platz.
teach-practice_left_reply = Du hast den Übungstisch verlassen, und ein Computer spielt jetzt deinen Platz. Komm jederzeit mit `/{ $command } join` zurück.
teach-practice_channel_busy = In diesem Kanal gibt es schon eine Partie { $game } oder ihre Lobby: Spielt sie erst zu Ende, oder öffne den Übungstisch in einem anderen Kanal mit `/{ $command } learn`.
teach-practice_opened = Der Übungstisch für { $game } ist offen: Drück auf Starten, wenn du bereit bist; Freunde können vorher auf Mitspielen drücken.
teach-why_margin = { $winner } gewinnt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}, { $margin ->
    [0] punktgleich mit { $runner } und vorn beim Gleichstand.
    [one] { $margin } Punkt vor { $runner }.
   *[other] { $margin } Punkte vor { $runner }.
}
teach-why_source = { $source } ({ $points } gegen { $against })
teach-why_ahead = { $winner } lag vorn bei: { $sources }.
teach-why_behind = { $runner } lag vorn bei: { $sources }.
teach-why_moves = Diese Entscheidungen waren nach der Bewertung des starken Computers die wichtigsten:
command-season = Saisons dieses Spiels: aus, monatlich, vierteljährlich oder eine Zahl von Wochen (Server verwalten)
command-season_channel = Der Kanal, in dem am Ende jeder Saison das Siegertreppchen erscheint
command-season_role = Eine Rolle, die der Bot dem Saisonsieger gibt und dem vorigen wieder nimmt
command-leaderboard_season = Die Nummer einer Saison oder 0 für alle Zeiten (Standard: die laufende Saison)
settings-bad_season = „{ $typed }“ ist kein Saisonplan: Gib aus, monatlich, vierteljährlich oder eine Zahl von Wochen von 1 bis { $max } ein.
settings-bad_role = { $role } kann kein Saisonsieger bekommen: Wähle eine eigene Rolle, nicht @everyone und keine Rolle eines Bots.
settings-season_off = { $game } hat auf diesem Server keine Saisons: Die Rangliste zählt alle Spiele.
settings-season_on = Die Saisons von { $game } laufen **{ $schedule }**, und das Siegertreppchen jeder beendeten Saison erscheint in { $channel }.
settings-season_role = Der Sieger jeder Saison bekommt die Rolle { $role }.
settings-season_role_needs = Um dem Sieger { $role } zu geben, brauche ich die Berechtigung „Rollen verwalten“, und meine eigene Rolle muss in der Rollenliste des Servers über { $role } stehen.
season-cadence-off = aus
season-cadence-monthly = monatlich
season-cadence-quarterly = vierteljährlich
season-cadence-weeks =
    { $weeks ->
    [one] jede Woche
    *[other] alle { $weeks } Wochen
    }
season-span = <t:{ $start }:D> bis <t:{ $end }:D>
season-over = 🏆 **{ $game }: Saison { $number } ist vorbei** ({ $span }).
season-place =
    { $medal } **{ $name }**: Wertung { $rating } aus { $games ->
    [one] { $games } Spiel
    *[other] { $games } Spielen
    }
season-no_podium =
    Niemand hat die { $min ->
    [one] { $min } Partie
    *[other] { $min } Partien
    } gespielt, die ein Platz auf dem Treppchen verlangt.
season-role = { $name } hat jetzt die Rolle { $role }.
season-next = Saison { $number } von { $game } hat begonnen: Jede Wertung beginnt neu mit einer abgeschwächten Kopie der letzten.
season-role_forbidden = Ich konnte die Rolle { $where } nicht an den Sieger von Saison { $number } in { $game } weitergeben: Ich brauche die Berechtigung „Rollen verwalten“, und meine eigene Rolle muss darüber stehen.
season-role_no_role = Ich konnte dem Sieger von Saison { $number } in { $game } die gewählte Rolle nicht geben, weil es sie nicht mehr gibt; wähle mit der Option season_role der Spieleinstellungen eine andere.
season-post_refused = Ich konnte das Siegertreppchen von Saison { $number } in { $game } nicht in { $where } zeigen: Ich brauche dort die Berechtigungen, den Kanal zu sehen und Nachrichten zu senden.
board-no_seasons = { $game } hat auf diesem Server noch keine Saisons; ohne Saisonangabe siehst du die Rangliste aller Zeiten.
board-no_such_season = Auf diesem Server gibt es keine Saison { $number } von { $game }: Bisher gibt es die Saisons 1 bis { $last }, und 0 steht für alle Zeiten.
board-season_title = **Rangliste dieses Servers: { $game }, Saison { $number }** ({ $span })
board-season_empty = In Saison { $number } hat noch niemand eine Partie { $game } beendet.
board-seasons =
    { $last ->
    [one] Dies ist Saison 1 (`season:0` zeigt alle Zeiten).
    *[other] Bisherige Saisons: 1 bis { $last } (`season:` wählt eine, `season:0` zeigt alle Zeiten).
    }
follow-button = Folgen
follow-unfollow_button = Nicht mehr folgen
follow-on = Du folgst jetzt { $game } #{ $id }: Ich schicke dir den Stand und das Spielbrett als Direktnachricht, sobald eine Runde oder ein Schiff zu Ende ist, und am Schluss das Ergebnis, nie in deinen Ruhezeiten.
follow-already = Du folgst { $game } #{ $id } schon; „Nicht mehr folgen“ beendet die Nachrichten.
follow-off = Du folgst { $game } #{ $id } nicht mehr.
follow-not_following = Du folgst { $game } #{ $id } nicht, es gibt also nichts zu beenden.
follow-player = Du spielst an diesem Tisch von { $game } mit und erfährst dort schon alles; Folgen ist für Zuschauer.
follow-over = Dieses Spiel { $game } ist vorbei, es gibt nichts mehr zu folgen.
follow-heading = **{ $game } #{ $id }** { $link }
follow-score = { $name } { $points }
follow-news = { $heading }
    { $news }
follow-end = { $heading }
    Das Spiel ist vorbei. { $news }
follow-result =
    { $count ->
    [one] { $winners } hat gewonnen.
    *[other] { $winners } haben gemeinsam gewonnen.
    } Endstand: { $scores }.
command-tournament = Turniere, die der Bot leitet: anlegen, starten, absagen, zeigen
command-tournament_create = Ein Turnier samt Anmeldenachricht hier anlegen (Organisatoren)
command-tournament_name = Der Name des Turniers
command-tournament_game = Das Spiel an jedem Tisch
command-tournament_format = Schweizer System (Gleichstarke treffen sich) oder Jeder gegen jeden (bis 8 Personen)
command-tournament_rounds = Runden eines Turniers im Schweizer System (Jeder gegen jeden hat so viele wie nötig)
command-tournament_size = Spieler an jedem Tisch
command-tournament_round_hours = Stunden, die eine Runde dauern darf; ein Tisch, der dann noch spielt, endet mit seinem Stand
command-tournament_close_hours = Stunden bis zum Anmeldeschluss, dann startet das Turnier von selbst
command-tournament_fill = Was die Plätze füllt, wenn die Zahl der Personen nicht aufgeht
command-tournament_level = Die Stufe der Computer, die Plätze füllen
command-tournament_swiss = Schweizer System
command-tournament_round_robin = Jeder gegen jeden
command-tournament_fill_computer = Computer füllen die freien Plätze
command-tournament_fill_bye = Wer übrig bleibt, setzt die Runde aus (Freilos)
command-tournament_start = Die Anmeldung schließen und das Turnier jetzt starten (Organisatoren)
command-tournament_cancel = Ein Turnier absagen (Organisatoren); seine Partien laufen als normale Partien weiter
command-tournament_show = Stand, Runden, Tische und Partien eines Turniers; ohne Nummer die Turniere des Servers
command-tournament_number = Die Nummer des Turniers (Standard: das neueste noch offene)
command-tournament_organisers = Mitglieder einer Rolle dürfen neben den Admins Turniere leiten (Server verwalten)
command-tournament_role = Die Rolle; ohne Rolle leiten nur Mitglieder mit „Server verwalten“ Turniere
tournament-join_button = Mitmachen
tournament-leave_button = Abmelden
tournament-quit_button = Endgültig aussteigen
tournament-fill-computer = Computer ({ $level }) füllen die freien Plätze
tournament-fill-bye = wer übrig bleibt, hat ein Freilos
tournament-format-swiss =
    Schweizer System über { $rounds ->
    [one] { $rounds } Runde
    *[other] { $rounds } Runden
    }, Tische zu { $size }
tournament-format-round_robin = Jeder gegen jeden, Tische zu { $size }
tournament-signup_title = 🏆 **{ $name }**: ein Turnier in { $game }
tournament-signup_rules = { $shape }; { $fill }; jede Runde dauert höchstens { $hours ->
    [one] { $hours } Stunde
    *[other] { $hours } Stunden
    }.
tournament-signup_closes = Anmeldeschluss <t:{ $closes }:R>; wer mitspielen will, drückt „Mitmachen“.
tournament-nobody = noch niemand
tournament-signed_up = Angemeldet ({ $count }): { $names }.
tournament-unknown = Dieses Turnier gibt es auf diesem Server nicht.
tournament-signup_over = Die Anmeldung zu { $name } ist vorbei, niemand kann mehr einsteigen.
tournament-already_in = Du bist bei { $name } schon angemeldet.
tournament-not_in = Du bist bei { $name } nicht dabei, es gibt also nichts abzumelden.
tournament-quit_ask = Endgültig aus { $name } aussteigen? Du wirst in den nächsten Runden nicht mehr gesetzt; deine Partie dieser Runde läuft weiter, und ein Computer kann dort deinen Platz übernehmen.
tournament-quit_done = Du bist aus { $name } ausgestiegen: Du wirst nicht mehr gesetzt, deine bisherigen Punkte bleiben in der Tabelle.
tournament-over_already = { $name } ist schon vorbei.
tournament-organisers_only = Das dürfen nur Mitglieder mit der Berechtigung „Server verwalten“ oder mit der Organisatorenrolle, die ein Admin gewählt hat.
tournament-bad_game = Dieses Spiel bietet der Bot nicht an.
tournament-bad_size = An einem Tisch von { $game } sitzen { $min } bis { $max } Spieler.
tournament-bad_level = Diese Computerstufe gibt es für dieses Spiel nicht.
tournament-bad_format = Wähle Format und Auffüllen aus den Listen.
tournament-none_open = Auf diesem Server läuft kein Turnier und keines nimmt Anmeldungen an.
tournament-none = Auf diesem Server gab es noch kein Turnier; ein Organisator legt eines mit /tournament create an.
tournament-started_already = { $name } hat schon begonnen.
tournament-started = { $name } hat begonnen: Die Tische der ersten Runde sind offen.
tournament-not_started = { $name } konnte nicht beginnen: Zu wenige haben sich angemeldet, deshalb ist es abgesagt.
tournament-cancelled = { $name } wurde von { $by } abgesagt; seine Partien laufen als normale Partien weiter.
tournament-too_few = { $name } ist abgesagt: { $count ->
    [one] { $count } Person hat sich angemeldet
    *[other] { $count } Personen haben sich angemeldet
    }, zu wenige für eine Runde.
tournament-table = **{ $name }** · Runde { $round }, Tisch { $number }: { $people }.
tournament-computers =
    { $count ->
    [one] ein Computer
    *[other] { $count } Computer
    }
tournament-thread = { $name } · Runde { $round } · Tisch { $number }
tournament-time_up = Die Zeit der Runde in { $name } ist abgelaufen: Dieser Tisch endet mit seinem jetzigen Stand.
tournament-over = 🏆 **{ $name } ist vorbei.**
tournament-place = { $medal } **{ $name }**: { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    } aus { $games ->
    [one] { $games } Partie
    *[other] { $games } Partien
    }
tournament-standings_title = **{ $name }**: Tabelle ({ $game })
tournament-status-signup = Anmeldung läuft.
tournament-status-running = Runde { $round } von { $rounds }.
tournament-status-finished = Beendet nach { $rounds ->
    [one] { $rounds } Runde
    *[other] { $rounds } Runden
    }.
tournament-status-cancelled = Abgesagt.
tournament-left_mark = {" "}(ausgestiegen)
tournament-line = { $place }. **{ $name }**{ $mark }: { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    } · Buchholz { $buchholz } · { $firsts ->
    [one] { $firsts } erster Platz
    *[other] { $firsts } erste Plätze
    } · { $games ->
    [one] { $games } Partie
    *[other] { $games } Partien
    }
tournament-round_tables = Runde { $round }, endet <t:{ $ends }:R>:
tournament-table_done = beendet
tournament-table_playing = läuft
tournament-table_line = Tisch { $number }: { $people } ({ $state })
tournament-seat = { $name } ({ $place ->
    [0] spielt
    *[other] Platz { $place }
    })
tournament-computer = ein Computer
tournament-record_line = Runde { $round }, Tisch { $number }, Partie #{ $game }: { $people }
tournament-list_title = **Turniere dieses Servers**
tournament-list_line = #{ $id } **{ $name }** ({ $game }): { $status }
tournament-organisers_set = Mitglieder von { $role } dürfen jetzt Turniere leiten, neben denen mit „Server verwalten“.
tournament-organisers_admins = Jetzt leiten nur Mitglieder mit „Server verwalten“ Turniere.
command-tournament_takeover = Was ein Platz zählt, den ein Computer für seine Person zu Ende spielt
command-tournament_takeover_keeps = Die erreichte Platzierung
command-tournament_takeover_last = Den letzten Platz am Tisch
tournament-takeover-keeps = Ein Platz, den ein Computer für seine Person zu Ende spielt, behält die erreichte Platzierung.
tournament-takeover-last = Ein Platz, den ein Computer für seine Person zu Ende spielt, zählt als letzter am Tisch.
lobby-held = Plätze reserviert bis { $time }
lobby-held_ping = { $people }: Euer Spieleabend beginnt. Eure Plätze sind bis { $time } reserviert: Drückt auf „Mitspielen“, um euren einzunehmen.
lobby-held_full = Die freien Plätze dieser Lobby sind bis { $time } für die Leute des Spieleabends reserviert; du kannst mitspielen, sobald sie ihre eingenommen haben, oder danach.
lobby-start_held = Für { $people } sind noch bis { $time } Plätze reserviert: Startet, wenn sie dabei sind, oder danach.
lobby-night = Eröffnet für „{ $name }“
command-gamenight = Spieleabende als Discord-Events: einen planen, die kommenden zeigen
command-gamenight_plan = Spieleabend als Discord-Event planen: Plätze für Interessierte zu Beginn (Organisatoren)
command-gamenight_game = Das Spiel des Abends
command-gamenight_start = Beginn: 2026-12-04 20:00, oder 20:00 für das nächste Mal, dass es so spät ist
command-gamenight_hours = Wie viele Stunden das Event dauert (sonst 3)
command-gamenight_name = Der Name des Events (sonst „Spieleabend: “ und das Spiel)
command-gamenight_zone = Die Zeitzone des Beginns (sonst deine aus /mygames, oder UTC)
command-gamenight_channel = Der Kanal, in dem die Tische öffnen (sonst dieser)
command-gamenight_list = Die geplanten Spieleabende dieses Servers
gamenight-organisers_only = Spieleabende planen dürfen nur Mitglieder mit der Berechtigung „Server verwalten“ oder mit der Organisatorenrolle, die ein Admin mit /tournament organisers gewählt hat.
gamenight-bad_hours = Ein Spieleabend dauert zwischen einer halben und { $most } Stunden.
gamenight-bad_zone = Die Zeitzone „{ $zone }“ kenne ich nicht: Wähle eine aus der Liste, etwa Europe/Berlin.
gamenight-bad_time = „{ $start }“ kann ich nicht als Zeit lesen: Schreib sie als 2026-12-04 20:00 oder 4.12.2026 20:00, oder 20:00 für das nächste Mal, dass es so spät ist.
gamenight-past = Dieser Beginn ({ $time }) liegt nicht in der Zukunft: Ein Spieleabend muss später als jetzt beginnen.
gamenight-too_far = Ein Spieleabend kann höchstens { $days } Tage im Voraus geplant werden.
gamenight-default_name = Spieleabend: { $game }
gamenight-description = { $game } in #{ $channel }. Markiere dich als interessiert: Zu Beginn des Abends öffnet der Bot dort einen Tisch und reserviert deinen Platz { $minutes } Minuten lang.
gamenight-location = Discord, #{ $channel }
gamenight-reason = Spieleabend, geplant von { $name }
gamenight-forbidden = Ich kann das Event nicht anlegen: Dafür brauche ich auf diesem Server die Berechtigung „Events verwalten“ (Servereinstellungen > Rollen).
gamenight-refused = Discord hat die Zeiten des Events abgelehnt: Ein Spieleabend muss in der Zukunft beginnen und nach seinem Beginn enden.
gamenight-planned = „{ $name }“: { $time } ({ $when }) in { $channel }. Markiere dich im Event als interessiert, dann ist dein Platz zu Beginn { $minutes } Minuten lang reserviert. { $link }
gamenight-none = Auf diesem Server ist kein Spieleabend geplant; /gamenight plan plant einen.
gamenight-list_title = Geplante Spieleabende:
gamenight-list_line = { $time }: „{ $name }“ ({ $game }) in { $channel } { $link }
night-cancelled = „{ $name }“ ({ $time }) wurde in Discord abgesagt; dafür öffnet kein Tisch.
night-moved = „{ $name }“ beginnt jetzt am { $time }; die Tische öffnen dann.
night-nobody = „{ $name }“ beginnt, aber niemand hat sich im Event als interessiert markiert; `/{ $command } join` öffnet hier einen Tisch.
night-table = **{ $name }**, Tisch { $number }: { $people }. Eure Plätze sind im Thread darunter reserviert.
night-thread = { $name } · Tisch { $number }
night-nobody_came = An diesem Tisch von „{ $name }“ hat niemand Platz genommen; seine Lobby wurde geschlossen.
command-tournament_reminder_hours = Stunden bis zur Erinnerung an seinen Tischen (sonst die des Servers)
command-tournament_takeover_hours = Stunden, bis seine Tische für Abwesende einen Computer wählen können (sonst die des Servers)
tournament-clocks =
    Zugzeiten an seinen Tischen: eine Erinnerung nach { $reminder ->
    [one] { $reminder } Stunde
    *[other] { $reminder } Stunden
    }, eine Abstimmung über einen Computer für Abwesende nach { $takeover ->
    [one] { $takeover } Stunde
    *[other] { $takeover } Stunden
    } (0: nie).
night-refused = Dein Spieleabend „{ $name }“ konnte in { $channel } keine Tische öffnen: Ich darf dort nicht schreiben oder keine Threads öffnen. Gib mir dort „Kanal ansehen“, „Nachrichten senden“, „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“ und plane ihn dann neu.
