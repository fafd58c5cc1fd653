"""The bot core's catalogue in German: the same keys and placeholders as ``bot/texts.py``."""

from __future__ import annotations

GERMAN: dict[str, str] = {
    # lobby
    "lobby.title": "{game}: ein neues Spiel bildet sich",
    "lobby.players": "Spieler ({count} von {min} bis {max})",
    "lobby.nobody": "noch niemand",
    "lobby.how": "Mach mit über den Knopf oder `/{command} join`; jeder Spieler startet das Spiel, sobald "
    "{min} bis {max} dabei sind. Die Plätze werden ausgelost.",
    "lobby.creator": "Eröffnet von {name}",
    "lobby.started": "{game}: das Spiel hat begonnen. Plätze: {seats}.",
    "lobby.closed": "{game}: diese Lobby wurde geschlossen.",
    "lobby.button.join": "Mitspielen",
    "lobby.button.leave": "Verlassen",
    "lobby.button.start": "Starten",
    "lobby.button.start_variant": "Starten: {variant}",
    "lobby.button.add_ai": "Computer dazu: {level}",
    "lobby.button.remove_ai": "Einen Computer entfernen",
    "lobby.member": "• {name}",
    "lobby.member_computer": "• {name} (Computerspieler)",
    "lobby.computer_name": "{name} ({level})",
    "lobby.computer_names": "Ada Bix Cog Dot Eve Fox",
    "lobby.creator_gone": "Eröffnet von einem Spieler, der gegangen ist",
    "lobby.same_name": "{name} {number}",
    "lobby.no_computer": "In dieser Lobby ist kein Computerspieler.",
    "lobby.joined": "Du bist in der Lobby von {game}. Wenn alle da sind, drückt Starten.",
    "lobby.already_in": "Du bist schon in dieser Lobby.",
    "lobby.full": "Die Lobby ist voll ({max} Spieler).",
    "lobby.left": "Du hast die Lobby verlassen.",
    "lobby.left_closed": "Du hast die Lobby verlassen; sie war leer und ist nun geschlossen.",
    "lobby.not_in": "Du bist nicht in dieser Lobby.",
    "lobby.opened": "Du hast in diesem Kanal eine Lobby für {game} eröffnet.",
    "lobby.game_running": "In diesem Kanal läuft schon eine Partie {game}: {link}",
    "lobby.other_game": "In diesem Kanal ist schon eine Partie {game} offen; beendet oder brecht sie erst ab.",
    "lobby.none": "In diesem Kanal gibt es keine Partie {game}. Eröffne eine mit `/{command} join`.",
    "lobby.cannot_leave_running": "Das Spiel läuft, du kannst es nicht verlassen. Wer es eröffnet hat "
    "oder Kanäle verwalten darf, kann es mit `/{command} abandon` beenden.",
    "lobby.start_count": "{game} braucht {min} bis {max} Spieler; in der Lobby sind {count}.",
    "lobby.start_member": "Nur Spieler in der Lobby können das Spiel starten.",
    "lobby.started_reply": "Das Spiel hat begonnen.",
    "lobby.updated": "Die Lobby ist aktualisiert.",
    # abandoning
    "abandon.ask": "Diese Partie {game} für alle beenden? Das lässt sich nicht rückgängig machen.",
    "abandon.yes": "Spiel beenden",
    "abandon.no": "Weiterspielen",
    "abandon.kept": "Nichts geändert: das Spiel geht weiter.",
    "abandon.done": "{name} hat diese Partie {game} beendet.",
    "abandon.done_reply": "Das Spiel ist beendet.",
    "abandon.not_allowed": "Nur wer das Spiel eröffnet hat oder Kanäle verwalten darf, kann es beenden.",
    # refusals and errors
    "error.not_player": "Du spielst in diesem Spiel nicht mit.",
    "error.not_your_turn": "Du bist nicht am Zug: wir warten auf {names}.",
    "error.moved_on": "Das Spiel ist seit dieser Nachricht weitergegangen. Die aktuelle ist hier: {link}",
    "error.moved_on_nolink": "Das Spiel ist seit dieser Nachricht weitergegangen.",
    "error.game_over": "Dieses Spiel ist vorbei.",
    "error.no_game": "Dieses Spiel gibt es nicht mehr.",
    "error.forged": "Diesen Knopf oder diese Auswahl habe ich nicht angeboten. Nichts wurde geändert.",
    "error.not_started": "Dieses Spiel hat noch nicht begonnen.",
    "error.unknown_command": "Diesen Befehl kenne ich nicht (oder er hat sich geändert). Nichts wurde "
    "geändert; zeigt deine Discord-App alte Befehle, lade sie neu.",
    "error.bad_option": "Eine Option dieses Befehls ist ungültig. Nichts wurde geändert.",
    "error.no_permission": "Dir fehlt die Berechtigung, die dieser Befehl braucht.",
    "error.damaged": "Der gespeicherte Spielstand ist beschädigt und kann nicht fortgesetzt werden. Nichts "
    "wurde geändert. Ein Admin kann das Spiel mit `/{command} abandon` beenden.",
    "error.unexpected": "Beim Bot ist etwas schiefgegangen. Nichts ging verloren; bitte versuch es noch einmal.",
    "error.dm_only": "Gespielt wird in Serverkanälen, nicht in Direktnachrichten.",
    "error.permissions": "Ich kann in diesem Kanal nicht spielen, weil mir hier diese Berechtigungen fehlen: "
    "{missing}. Ein Server-Admin kann sie in den Kanaleinstellungen (Berechtigungen) erteilen.",
    "error.send_failed": "Der Zug ist gespeichert, aber ich konnte den Spielplan nicht in diesem Kanal "
    "zeigen ({reason}). Ein Server-Admin sollte meine Berechtigungen hier prüfen; `/{command} board` "
    "zeigt ihn erneut.",
    "permission.send_messages": "Nachrichten senden",
    "permission.attach_files": "Dateien anhängen",
    "permission.embed_links": "Links einbetten",
    "permission.view_channel": "Kanal ansehen",
    # turn timers and absent players
    "timer.reminder": "{who}: das Spiel wartet auf dich. {link}",
    "timer.vote": "{names} hat seit {hours:|Stunde|Stunden} nicht gezogen. Die anderen Spieler können einen "
    "Computerspieler übernehmen lassen, bis sie zurück sind ({needed:|Stimme|Stimmen} nötig).",
    "timer.vote_button": "Computer für sie spielen lassen",
    "timer.vote_not_allowed": "Nur die anderen Spieler dieses Spiels können abstimmen.",
    "timer.no_vote": "In diesem Zug läuft keine Abstimmung. Nichts wurde geändert.",
    "timer.voted": "Deine Stimme zählt ({votes} von {needed}).",
    "timer.vote_passed_reply": "Die Abstimmung ist angenommen.",
    "timer.taken_over": "Ein Computerspieler spielt jetzt für {names}. Übernimm deinen Platz jederzeit "
    "wieder mit `/{command} join`.",
    "timer.taken_back": "Dein Platz gehört wieder dir; der Computerspieler tritt zurück. {link}",
    "settings.show": "Zugerinnerung nach **{reminder:|Stunde|Stunden}**; die anderen können nach "
    "**{takeover:|Stunde|Stunden}** einen Computerspieler wählen (0 schaltet es ab). Jedes Spiel in einem "
    "eigenen Thread: **{threads}**. Sprache der öffentlichen Nachrichten: **{language}**.",
    "settings.saved": "Gespeichert. Zugerinnerung nach **{reminder:|Stunde|Stunden}**; Abstimmung über einen "
    "Computerspieler nach **{takeover:|Stunde|Stunden}**; jedes Spiel in einem eigenen Thread: "
    "**{threads}**; öffentliche Nachrichten auf **{language}**.",
    "settings.on": "an",
    "settings.off": "aus",
    "command.threads": "Jedes Spiel in einem Thread seiner Lobby spielen, damit ein Kanal mehrere fasst",
    "lobby.started_thread": "{game}: Das Spiel hat in seinem eigenen Thread begonnen, {thread}. Plätze: {seats}.",
    "lobby.started_thread_reply": "Das Spiel hat in seinem eigenen Thread begonnen, {thread}.",
    "permission.create_public_threads": "Öffentliche Threads erstellen",
    "permission.send_messages_in_threads": "Nachrichten in Threads senden",
    "threads.name": "{game} #{id} · {names}",
    "threads.missing": "Dieses Spiel läuft hier im Kanal: Damit jedes Spiel einen eigenen Thread bekommt, "
    "brauche ich hier diese Berechtigungen: {missing}. Ein Server-Admin kann sie in den Einstellungen des "
    "Kanals (Berechtigungen) erteilen oder Threads mit `/{command} settings threads: False` abschalten. "
    "Ich sage das nur einmal.",
    "settings.admin_only": "Nur Mitglieder mit der Berechtigung „Server verwalten“ können dies einstellen.",
    "settings.bad": "Die Stunden müssen zwischen 0 und 720 liegen.",
    "command.settings": "Zugerinnerung, Computer für Abwesende und Sprache (Server verwalten)",
    "command.reminder_hours": "Stunden, bis der Spieler am Zug erinnert wird (0: nie)",
    "command.takeover_hours": "Stunden, bis die anderen einen Computer für ihn wählen dürfen (0: nie)",
    "command.language": "Die Sprache der öffentlichen Spielnachrichten und Bilder auf diesem Server",
    "settings.language_unknown": "Für {language} gibt es keinen Katalog; öffentliche Nachrichten bleiben "
    "auf Englisch.",
    # private messages
    "dm.closed": "Ich konnte dir keine Direktnachricht schicken, deine privaten Infos stehen daher nur in "
    "deiner Handansicht (Knopf Meine Hand). Für Direktnachrichten erlaube sie in den "
    "Privatsphäre-Einstellungen dieses Servers (Direktnachrichten).",
    # commands
    "command.group": "{game} in diesem Kanal spielen",
    "command.join": "Eine Lobby in diesem Kanal eröffnen oder der offenen beitreten",
    "command.leave": "Die Lobby dieses Kanals verlassen",
    "command.start": "Das Spiel mit den Spielern der Lobby starten",
    "command.variant": "Welche Regeln gespielt werden",
    "command.fill": "Freie Plätze mit Computerspielern dieser Stufe füllen",
    "command.abandon": "Das Spiel dieses Kanals für alle beenden (Ersteller oder Kanäle verwalten)",
    # stats, leaderboard, history and replays
    "command.stats": "Spiele, Siege und Punkte eines Spielers auf diesem Server (nur du siehst es)",
    "command.stats_player": "Wessen Statistik (Standard: deine)",
    "command.leaderboard": "Die Spieler dieses Servers nach Wertung",
    "command.history": "Die letzten beendeten Spiele hier, jedes mit Wiederholungsknopf",
    "command.history_server": "Die Spiele des ganzen Servers statt dieses Kanals",
    "command.replay": "Ein beendetes Spiel Zug für Zug ansehen",
    "command.replay_game": "Die Nummer des Spiels (Standard: das zuletzt hier beendete)",
    "stats.none": "{name} hat auf diesem Server noch kein beendetes oder abgebrochenes Spiel {game}.",
    "stats.title": "**{game}-Statistik von {name}**",
    "stats.games": "Spiele: **{games}** · Siege: **{wins}** ({rate} %) · mittlerer Platz: {rank}",
    "stats.scores": "Mittlere Punktzahl: **{average}** · beste: **{best}**",
    "stats.favourite": "Liebste Wahl: {choice} ({count:|Spiel|Spiele})",
    "stats.count": "Mit {count} Spielern: {games:|Spiel|Spiele}, {wins:|Sieg|Siege}, Mittel {average}",
    "stats.computers": "An Tischen mit Computerspielern: {games:|Spiel|Spiele}, {wins:|Sieg|Siege}",
    "stats.unrated": "Nicht gewertet: {abandoned} abgebrochen, {takeovers} mit Computerübernahme",
    "stats.shared_by": "Geteilt von {name}.",
    "stats.share": "Im Kanal teilen",
    "stats.shared": "Im Kanal geteilt.",
    "stats.other_server": "Diese Statistik gehört zu einem anderen Server.",
    "board.title": "**{game}-Rangliste dieses Servers**",
    "board.empty": "Auf diesem Server hat noch niemand ein Spiel {game} beendet.",
    "board.line": "{rank}. **{name}**: {rating} · {games:|Spiel|Spiele} · zuletzt <t:{last}:d>{unrated}",
    "board.unrated": " · {count} nicht gewertet",
    "board.no_rating": "ohne Wertung",
    "board.newcomers": "**Weniger als {min:|Spiel|Spiele}**",
    "board.computers": "**Computerspieler**",
    "board.note": "Wertung: openskill (Plackett-Luce), gezeigt als mu - 3 sigma. Abgebrochene Spiele und "
    "Spiele mit Computerübernahme zählen, werden aber nicht gewertet.",
    "history.title": "**Die letzten beendeten Spiele {game} {where}**",
    "history.here": "in diesem Kanal",
    "history.server": "auf diesem Server",
    "history.none": "Noch kein beendetes Spiel {game} {where}.",
    "history.line": "**#{id}** · <t:{ended}:d> · {scores} · Sieger: **{winner}**{mark}",
    "history.takeover": " · Computerübernahme",
    "history.replay": "Wiederholung #{id}",
    "replay.none": "In diesem Kanal gibt es noch kein beendetes Spiel {game}. Nenne eines mit seiner Nummer "
    "(aus `/{command} history`).",
    "replay.unknown": "Auf diesem Server gibt es kein beendetes Spiel {game} mit der Nummer {id}.",
    "replay.posted": "Die Wiederholung steht im Kanal.",
    "replay.header": "{game} · Wiederholung von Spiel #{id}",
    "replay.first": "Anfang",
    "replay.prev": "Zurück",
    "replay.next": "Weiter",
    "replay.last": "Ende",
    "replay.turns": "Zu einem Zug springen",
}
