# The bot core's sentences (English), in Project Fluent syntax: https://projectfluent.org/fluent/guide/
# One complete sentence per message; variables ($name) hold values only (names, numbers, links).

lobby-title = { $game }: a new game is forming
lobby-players = Players: { $count } ({ $min } to { $max } can play)
lobby-nobody = nobody yet
lobby-how = Join with the button or `/{ $command } join`; any player can start the game once { $min } to { $max } have joined. Seats are drawn at random.
lobby-creator = Opened by { $name }
lobby-started = { $game }: the game has started. Seats: { $seats }.
lobby-started_thread = { $game }: the game has started in its own thread: { $thread }. Seats: { $seats }.
error-other_game_here = This channel's game is { $game }, not { $this }; use `/{ $command }` instead.
lobby-finished = { $game }: the game in { $thread } is over. Winner: { $winners }. The final standings: { $link }
lobby-replay = Watch it again with `/{ $command } replay`.
lobby-closed = { $game }: this lobby was closed.
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-button-start_variant = Start: { $variant }
lobby-button-add_ai = Add computer: { $level }
lobby-button-remove_ai = Remove a computer
lobby-member = • { $name }
lobby-member_computer = • { $name } (computer player, { $level })
lobby-computer_names = Ada Bix Cog Dot Eve Fox
lobby-creator_gone = Opened by a player who has left
lobby-same_name = { $name } { $number }
lobby-no_computer = There is no computer player in this lobby.
lobby-joined = You joined the { $game } lobby. When everyone is in, press Start.
lobby-already_in = You are already in this lobby.
lobby-full = The lobby is full ({ $max } players).
lobby-left = You left the lobby.
lobby-left_closed = You left and the lobby was empty, so it is closed.
lobby-not_in = You are not in this lobby.
lobby-opened = You opened a { $game } lobby in this channel.
lobby-game_running = A game of { $game } is already running in this channel: { $link }
lobby-other_game = This channel already has an open game of { $game }; finish or abandon it first.
lobby-none = There is no { $game } game in this channel. Open one with `/{ $command } join`.
lobby-cannot_leave_running = The game is running, so you cannot leave it. The game's creator or someone with Manage Channels can end it with `/{ $command } abandon`.
lobby-start_count = { $game } needs { $min } to { $max } players; the lobby has { $count }.
lobby-start_member = Only players in the lobby can start the game.
lobby-started_reply = The game has started.
lobby-started_thread_reply = The game has started in its own thread: { $thread }.
lobby-updated = The lobby is updated.
abandon-ask = End this game of { $game } for everyone? This cannot be undone.
abandon-yes = End the game
abandon-no = Keep playing
abandon-kept = Nothing changed: the game goes on.
abandon-done = { $name } ended this game of { $game }.
abandon-ended = { $name } ended this game on { $time }.
lobby-abandoned = { $game }: { $name } ended the game in { $thread } on { $time }.
abandon-done_reply = The game is ended.
abandon-not_allowed = Only the game's creator or someone with the Manage Channels permission can end it.
error-not_player = You are not playing in this game.
error-not_your_turn = It is not your turn: waiting for { $names }.
error-moved_on = The game has moved on since this message. The current one is here: { $link }
error-moved_on_nolink = The game has moved on since this message.
error-game_over = This game is over.
error-no_game = This game no longer exists.
error-forged = That is not a button or choice I offered. Nothing was changed.
error-not_started = This game has not started yet.
error-unknown_command = I do not know that command (or it has changed). Nothing was changed; if your Discord app shows old commands, reload it.
error-bad_option = One of the options of that command is not valid. Nothing was changed.
error-no_permission = You do not have the permission this command needs.
error-damaged = This game's stored record is damaged and cannot be continued. Nothing was changed. An admin can end it with `/{ $command } abandon`.
error-unexpected = Something went wrong on the bot's side. Nothing was lost; please try again.
error-dm_only = Games are played in server channels, not in direct messages.
error-permissions = I cannot play in this channel because I am missing these permissions here: { $missing }. A server admin can grant them in the channel's settings (Permissions).
error-send_failed = The move was saved, but I could not post the board in this channel ({ $reason }). A server admin should check my permissions here; `/{ $command } board` posts it again.
permission-send_messages = Send Messages
permission-attach_files = Attach Files
permission-embed_links = Embed Links
permission-view_channel = View Channel
permission-create_public_threads = Create Public Threads
permission-send_messages_in_threads = Send Messages in Threads
threads-name = { $game } #{ $id } · { $names }
threads-missing = This game plays here in the channel: to give each game a thread of its own I need these permissions here: { $missing }. A server admin can grant them in the channel's settings (Permissions), or turn threads off with `/{ $command } settings threads: False`. I say this only once.
timer-reminder = { $who }: the game is waiting for you. { $link }
timer-reminder_dm = { $game } #{ $id } is waiting for you: { $link }
timer-vote =
    { $names } has not moved for { $hours ->
    [one] { $hours } hour
    *[other] { $hours } hours
    }. The other players may let a computer player take over until they come back ({ $needed ->
    [one] { $needed } vote
    *[other] { $needed } votes
    } needed).
timer-vote_button = Let a computer play for them
timer-vote_not_allowed = Only the other players of this game can vote.
timer-no_vote = There is no vote open on this turn. Nothing was changed.
timer-voted = Your vote is counted ({ $votes } of { $needed }).
timer-vote_passed_reply = The vote passed.
timer-taken_over = A computer player now plays for { $names }. Take your seat back with `/{ $command } join` until a new player takes it over.
timer-taken_back = Your seat is yours again; the computer player has stepped aside. { $link }
settings-show =
    Turn reminder after **{ $reminder ->
    [one] { $reminder } hour
    *[other] { $reminder } hours
    }**; the others may vote a computer player in after **{ $takeover ->
    [one] { $takeover } hour
    *[other] { $takeover } hours
    }** (0 turns either off); the table asks for a new player after a computer has played for someone gone for **{ $substitute ->
    [one] { $substitute } hour
    *[other] { $substitute } hours
    }** (0: never). A move may be taken back for **{ $undo ->
    [one] { $undo } minute
    *[other] { $undo } minutes
    }** (0: never). Each game in a thread of its own: **{ $threads }**. Language of the public messages: **{ $language }**. Hints from the strong computer: **{ $hints }**.
settings-saved =
    Saved. Turn reminder after **{ $reminder ->
    [one] { $reminder } hour
    *[other] { $reminder } hours
    }**; a vote for a computer player after **{ $takeover ->
    [one] { $takeover } hour
    *[other] { $takeover } hours
    }**; a new player asked for after **{ $substitute ->
    [one] { $substitute } hour
    *[other] { $substitute } hours
    }** of a computer playing for someone gone; a move may be taken back for **{ $undo ->
    [one] { $undo } minute
    *[other] { $undo } minutes
    }**; each game in a thread of its own: **{ $threads }**; public messages in **{ $language }**; hints: **{ $hints }**.
settings-hints-practice = at practice tables only
settings-hints-all = at every table (a game with a hint is not rated)
settings-hints-off = nowhere
command-hints = Where players may ask the strong computer for a hint
command-hints-practice = At practice tables only
command-hints-all = At every table (a game with a hint is not rated)
command-hints-off = Nowhere
settings-on = on
settings-off = off
settings-admin_only = Only members with the Manage Server permission can change these settings.
settings-bad = Hours must be between 0 and 720.
settings-bad_hints = Hints may be practice, all or off.
settings-bad_undo = Minutes to take back a move must be between 0 and 1440.
command-settings = Turn timers, taking back moves, threads and language (Manage Server)
command-reminder_hours = Hours before the player to move is reminded (0: never)
command-takeover_hours = Hours before the others may vote a computer in for them (0: never)
command-undo_minutes = Minutes after a move during which its player may take it back (0: never)
command-threads = Play each game in a thread opened from its lobby, so a channel holds several
command-language = The language of this server's public game messages and images
settings-language_unknown = There is no catalogue for { $language }; public messages stay in English.
command-undo = Take back your last move, if nobody has played since and it revealed nothing
undo-button = Take back
choices-more = More choices
choices-span = { $first } … { $last }
choices-count = { $count } choices
undo-public = { $name } took back their move ({ $move }).
table-computer = computer, { $level }
table-moved_on = { $summary } — the game goes on here: { $link }
table-moved_on_plain = The game goes on here: { $link }
table-deadline = ⏰ If nobody plays, a computer may take over { $time }.
table-away = 🌴 { $name } is away until { $until }.
table-bring = Bring the table down
table-brought = The table is at the bottom of the thread again, without pinging anyone: { $link }
table-bring_once = The table was already brought down this turn; you can bring it down again on the next turn.
table-private = Only you see this copy. The live table: { $link }
undo-done = You took back your move ({ $move }). It is your turn again: { $link }
undo-refused = This move cannot be taken back: { $reason }. Nothing was changed.
undo-played = { $name } has already played
undo-revealed = { $reason }
undo-expired = the time to take back this move has passed
undo-off = taking back moves is turned off on this server
undo-nothing = you have no move to take back
undo-not_yours = only { $name } can take back their own move
undo-already = it was taken back already
undo-over = the game is over
dm-closed = I could not send you a direct message, so your private information is only in your hand view (the My hand button). To get direct messages, allow them in this server's Privacy Settings (Direct Messages).
command-group = Play { $game } in this channel
command-join = Open a lobby in this channel, or join the one that is open
command-leave = Leave the lobby of this channel
command-start = Start the game with the players in the lobby
command-variant = Which rules to play
command-fill = Fill the empty seats with computer players of this level
command-abandon = End this channel's game for everyone (creator or Manage Channels)
command-stats = A player's games, wins and scores on this server (only you see it)
command-stats_player = Whose stats (default: yours)
command-leaderboard = This server's players by rating
command-history = The last finished games here, each with a replay button
command-history_server = The whole server's games instead of this channel's
command-replay = Step through a finished game move by move
command-replay_game = The game's number (default: the last game finished in this channel)
stats-none = { $name } has no finished or abandoned { $game } games on this server yet.
stats-title = **{ $game } stats of { $name }**
stats-games = Games: **{ $games }** · wins: **{ $wins }** ({ $rate }%) · average rank: { $rank }
stats-scores = Average score: **{ $average }** · best: **{ $best }**
stats-favourite =
    Most frequent choice: { $choice } ({ $count ->
    [one] { $count } game
    *[other] { $count } games
    })
stats-count =
    At { $count } players: { $games ->
    [one] { $games } game
    *[other] { $games } games
    }, { $wins ->
    [one] { $wins } win
    *[other] { $wins } wins
    }, average { $average }
stats-computers =
    At tables with computer players: { $games ->
    [one] { $games } game
    *[other] { $games } games
    }, { $wins ->
    [one] { $wins } win
    *[other] { $wins } wins
    }
stats-unrated = Not rated: { $abandoned } abandoned, { $takeovers } with a computer takeover
stats-hinted = { $games ->
    [one] 1 game with hints, not rated.
   *[other] { $games } games with hints, not rated.
    }
stats-shared_by = Shared by { $name }.
stats-share = Share in the channel
stats-shared = Shared in the channel.
stats-other_server = These stats belong to another server.
board-title = **{ $game } leaderboard of this server**
board-empty = Nobody has finished a { $game } game on this server yet.
board-line =
    { $rank }. **{ $name }**: { $rating } · { $games ->
    [one] { $games } game
    *[other] { $games } games
    } · last played <t:{ $last }:d>{ $unrated }
board-unrated = {" "}· { $count } not rated
board-no_rating = unrated
board-newcomers =
    {"*"}*Fewer than { $min ->
    [one] { $min } game
    *[other] { $min } games
    }**
board-computers = **Computer players**
board-note = Rating: openskill (Plackett-Luce), shown as μ − 3σ (a cautious estimate of skill). Abandoned games and games with a computer takeover are counted but not rated.
history-title = **The last finished { $game } games { $where }**
history-here = in this channel
history-server = on this server
history-none = No finished { $game } game { $where } yet.
history-line = **#{ $id }** · <t:{ $ended }:d> · { $scores } · winner: **{ $winner }**{ $mark }
history-takeover = {" "}· computer takeover
history-replay = Replay #{ $id }
replay-none = There is no finished { $game } game in this channel yet. Name one by its number (from `/{ $command } history`).
replay-unknown = There is no finished { $game } game number { $id } on this server.
replay-posted = The replay is posted in the channel.
replay-header = { $game } · replay of game #{ $id }
replay-first = First
replay-prev = Back
replay-next = Next
replay-last = Last
replay-turns = Jump to a turn
rules-title = { $game } · rules { $page }/{ $pages } · { $title }
rules-first = First page
rules-prev = Back
rules-next = Next page
rules-last = Last page
rules-pages = Go to a page of the rules
language-en = English
language-de = German
language-fr = French
turn-ping = { $who }, it is your turn in { $game }: { $link }
turn-dm = It is your turn in { $game } #{ $id }: { $link }
command-mygames = Your games on this server; your turn notices, time zone, quiet hours and absences
command-mygames_notify = How you are told that it is your turn, in every game
command-mygames_time_zone = Your time zone, for your quiet hours (for example Europe/Berlin)
command-mygames_quiet_hours = Hours when nothing pings you and your turn clock stops, like 22:00-08:00 (off: none)
command-mygames_away = Away for a number of days (at most 30) or until a date like 2026-12-24 (off: back now)
command-mygames_stand_in = While you are away, let a computer play your seats until you are back
mygames-how-mention = by a mention in the game's channel
mygames-how-dm = by a direct message with a link
mygames-how-none = not at all
mygames-off_words = off - 0
mygames-prefs = You are told of your turn { $how }. Time zone: { $zone }. Quiet hours: { $quiet }.
mygames-no_quiet = none
mygames-away = 🌴 You are away until { $until }: your turn clocks are stopped and nobody can vote you out.
mygames-away_stand_in = 🌴 You are away until { $until }: a computer plays your seats until you are back.
mygames-title = **Your games on this server**
mygames-yours = **{ $game } #{ $id }**: your turn since { $since }; a computer may take over { $deadline }. You are { ORDINAL($place) } of { $players } with { $score ->
    [one] { $score } point
   *[other] { $score } points
}. { $link }
mygames-yours_open = **{ $game } #{ $id }**: your turn since { $since }. You are { ORDINAL($place) } of { $players } with { $score ->
    [one] { $score } point
   *[other] { $score } points
}. { $link }
mygames-theirs = **{ $game } #{ $id }**: waiting for { $names } since { $since }. You are { ORDINAL($place) } of { $players } with { $score ->
    [one] { $score } point
   *[other] { $score } points
}. { $link }
mygames-ended = **{ $game } #{ $id }**: ended { $ended }, won by { $winners }. You came { ORDINAL($place) } of { $players } with { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
mygames-none = You have no running game on this server and none that ended in the last week.
mygames-page = Page { $page } of { $pages }.
mygames-open = Play #{ $id }
mygames-prev = Previous page
mygames-next = Next page
mygames-back = I am back
mygames-notify_set = From now on you are told of your turn { $how }.
mygames-zone_set = Your time zone is now { $zone }.
mygames-quiet_set = Your quiet hours are now { $hours } ({ $zone }): nothing pings you then, and your turn clock stops.
mygames-quiet_off = You have no quiet hours now.
mygames-bad_zone = “{ $zone }” is not a time zone the bot knows. Pick one from the list, such as Europe/Berlin.
mygames-bad_quiet = Write quiet hours as a span of hours, such as 22:00-08:00, or “off” for none.
mygames-bad_away = Write how long you are away as a number of days (at most { $days }) or as a date such as 2026-12-24.
mygames-away_set = You are away until { $until }: your turn clocks stop and nobody can vote you out.
mygames-away_set_stand_in = You are away until { $until }: a computer now plays { $seats ->
    [one] your seat
   *[other] your { $seats } seats
} until you are back.
mygames-stand_in_off = You are still away, but your seats are yours again.
mygames-back_done = Welcome back: your turn clocks run again and your seats are yours.
absence-stand_in = A computer plays for { $name } until { $until } or until they are back (`/mygames away:off`).
recap-header = Since your last move:
recap-earlier = …and { $count ->
    [one] 1 earlier move
   *[other] { $count } earlier moves
}.
recap-score = { $name } { $score } ({ $change })
recap-scores = Scores now: { $scores }.
mygames-away_here = 🌴 In { $game } #{ $id } in this channel, { $name } is away until { $until }.
seat-wanted =
    { $game } #{ $id } needs a player: a computer has played { $name }’s seat for { $hours ->
    [one] { $hours } hour
    *[other] { $hours } hours
    }; it has { $score ->
    [one] { $score } point
    *[other] { $score } points
    } and is in place { $place } of { $seats }. Anyone here who does not play in it may take the seat over. { $link }
seat-wanted_button = Take over { $name }’s seat
seat-ask = Take over { $name }’s seat in { $game } #{ $id }? You play on from here with its { $score ->
    [one] { $score } point
    *[other] { $score } points
    }; the game counts for you, unrated, and { $name } can no longer take the seat back.
seat-yes = Take over the seat
seat-no = Not now
seat-kept = Nothing changed: the seat is still free for anyone who wants it.
seat-not_free = This seat is no longer free: its player came back or someone else took it over. Nothing was changed.
seat-playing = You already play in this game, so you cannot take over another seat in it.
seat-taken_public = { $took } takes over { $left }’s seat and plays on from here.
seat-taken_reply = You now play { $left }’s seat in { $game } #{ $id }. { $link }
seat-wanted_done = { $took } took over { $left }’s seat in { $game } #{ $id }. { $link }
seat-lost = { $took } took over your seat in this game after a computer had played it for you, so it is no longer yours to take back.
seat-log = From here on { $took } plays { $left }’s seat.
command-substitute_hours = Hours a computer plays for someone gone before the table asks for a new player (0: never)
error-too_quick = You are clicking or sending commands faster than the table can follow. Nothing was changed; wait a moment and try again.
error-db_unavailable = I cannot reach my database for a moment. Nothing stored was lost; please try again in a moment.
error-shown_later = Your move is saved. Discord or my database is having trouble for a moment, so the table will show it by itself shortly.
teach-hint_button = Hint
teach-why_not_button = Why not?
teach-hints_off = This table gives no hints: a server admin chooses where hints are given with `/{ $command } settings hints`.
teach-hint_head = 💡 The strong computer would play: **{ $move }**.
teach-play_hint = Play it
teach-hint_unrated = Because you asked for a hint, this game will not be rated.
teach-why_not_head = These choices are not open to you now, and this is why:
teach-why_not_none = Every choice the rules allow you now is on the buttons: nothing near them is refused.
command-learn = Learn { $game } at a practice table against computers, with hints
teach-practice_lobby_title = { $game }: a practice table is forming
teach-practice_how = This is a practice table: you play against computers (friends may join too), and at your turn a Hint button shows the strong computer's choice and a Why not? button explains what the rules refuse. A move may be taken back until the next player moves, the game is never rated, and you may leave at any moment with `/{ $command } leave`.
teach-practice_title = Practice · { $title }
teach-practice_already_left = A computer already plays your seat at this practice table; take it back with `/{ $command } join`.
teach-practice_left = { $name } left the practice table; an easy computer plays that seat from now on.
teach-practice_left_reply = You left the practice table, and a computer plays your seat now. Come back whenever you like with `/{ $command } join`.
teach-practice_channel_busy = This channel already has a game of { $game } or its lobby: finish it first, or open the practice table in another channel with `/{ $command } learn`.
teach-practice_opened = The practice table of { $game } is open: press Start when you are ready, and friends may press Join first.
teach-why_margin = { $winner } won with { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $margin ->
    [0] level with { $runner } and ahead on the tie-break.
    [one] { $margin } point ahead of { $runner }.
   *[other] { $margin } points ahead of { $runner }.
}
teach-why_source = { $source } ({ $points } against { $against })
teach-why_ahead = { $winner } was ahead in: { $sources }.
teach-why_behind = { $runner } was ahead in: { $sources }.
teach-why_moves = These decisions mattered most, by the strong computer's evaluation:
command-season = Seasons of this game: off, monthly, quarterly or a number of weeks (Manage Server)
command-season_channel = The channel where the podium is posted when a season ends
command-season_role = A role the bot gives each season's champion and takes from the last one
command-leaderboard_season = A season's number, or 0 for all time (by default the running season)
settings-bad_season = “{ $typed }” is no season schedule: type off, monthly, quarterly or a number of weeks from 1 to { $max }.
settings-bad_role = { $role } cannot go to a champion: choose a role of its own, not @everyone or a bot's role.
settings-season_off = { $game } has no seasons on this server: the leaderboard counts all time.
settings-season_on = { $game } seasons run **{ $schedule }**, and each ending season's podium is posted in { $channel }.
settings-season_role = Each season's champion gets the role { $role }.
settings-season_role_needs = To give { $role } to the champion, I need the Manage Roles permission, and my own role must be above { $role } in the server's role list.
season-cadence-off = off
season-cadence-monthly = monthly
season-cadence-quarterly = quarterly
season-cadence-weeks =
    { $weeks ->
    [one] every week
    *[other] every { $weeks } weeks
    }
season-span = <t:{ $start }:D> to <t:{ $end }:D>
season-over = 🏆 **{ $game }: season { $number } is over** ({ $span }).
season-place =
    { $medal } **{ $name }**: rating { $rating } over { $games ->
    [one] { $games } game
    *[other] { $games } games
    }
season-no_podium =
    Nobody played the { $min ->
    [one] { $min } game
    *[other] { $min } games
    } a place on the podium needs.
season-role = { $name } now holds the role { $role }.
season-next = Season { $number } of { $game } has begun: every rating starts again from a softened copy of the last one.
season-role_forbidden = I could not move the role { $where } to the champion of { $game } season { $number }: I need the Manage Roles permission, and my own role must be above it.
season-role_no_role = I could not give the champion of { $game } season { $number } the role chosen for it, because that role no longer exists; choose another with the season_role option of the game’s settings command.
season-post_refused = I could not post the podium of { $game } season { $number } in { $where }: I need the permissions to see that channel and to send messages there.
board-no_seasons = { $game } has no seasons on this server yet; leave the season out to see the leaderboard of all time.
board-no_such_season = There is no season { $number } of { $game } on this server: the seasons so far are 1 to { $last }, and 0 is all time.
board-season_title = **{ $game } leaderboard of this server, season { $number }** ({ $span })
board-season_empty = Nobody has finished a { $game } game in season { $number } yet.
board-seasons =
    { $last ->
    [one] This is season 1 (`season:0` shows all time).
    *[other] Seasons so far: 1 to { $last } (`season:` picks one, `season:0` shows all time).
    }
follow-button = Follow
follow-unfollow_button = Unfollow
follow-on = You now follow { $game } #{ $id }: I will send you a direct message with the scores and the board whenever a round or a ship ends, and the result at the end, never in your quiet hours.
follow-already = You already follow { $game } #{ $id }; Unfollow stops the messages.
follow-off = You no longer follow { $game } #{ $id }.
follow-not_following = You do not follow { $game } #{ $id }, so there is nothing to stop.
follow-player = You play at this { $game } table, so it tells you everything already; Follow is for people who watch.
follow-over = This { $game } game is over, so there is nothing left to follow.
follow-heading = **{ $game } #{ $id }** { $link }
follow-score = { $name } { $points }
follow-news = { $heading }
    { $news }
follow-end = { $heading }
    The game is over. { $news }
follow-result =
    { $count ->
    [one] { $winners } won.
    *[other] { $winners } won together.
    } Final scores: { $scores }.
command-tournament = Tournaments the bot runs: create, start, cancel, show
command-tournament_create = Create a tournament and its sign-up message here (organisers)
command-tournament_name = The tournament's name
command-tournament_game = The game played at every table
command-tournament_format = Swiss (people of equal points meet) or a round robin (everyone meets everyone, up to 8)
command-tournament_rounds = Rounds of a Swiss tournament (a round robin has as many as it needs)
command-tournament_size = Players at each table
command-tournament_round_hours = Hours each round may last; a table still playing then ends with its scores
command-tournament_close_hours = Hours until sign-up closes and the tournament starts by itself
command-tournament_fill = What fills the seats when the count of people does not divide
command-tournament_level = The level of the computers that fill seats
command-tournament_swiss = Swiss
command-tournament_round_robin = Round robin
command-tournament_fill_computer = Computers fill the empty seats
command-tournament_fill_bye = The people left over sit the round out (a bye)
command-tournament_start = Close sign-up and start the tournament now (organisers)
command-tournament_cancel = Cancel a tournament (organisers); its games go on as ordinary games
command-tournament_show = A tournament's standings, rounds, tables and games; without a number, the server's tournaments
command-tournament_number = The tournament's number (by default the newest one still open)
command-tournament_organisers = Let members of a role organise tournaments besides admins (Manage Server)
command-tournament_role = The role; leave it out to let only members with Manage Server organise
tournament-join_button = Join
tournament-leave_button = Leave
tournament-quit_button = Leave for good
tournament-fill-computer = computers ({ $level }) fill the empty seats
tournament-fill-bye = people left over have a bye
tournament-format-swiss =
    Swiss over { $rounds ->
    [one] { $rounds } round
    *[other] { $rounds } rounds
    }, tables of { $size }
tournament-format-round_robin = round robin, tables of { $size }
tournament-signup_title = 🏆 **{ $name }**: a { $game } tournament
tournament-signup_rules = { $shape }; { $fill }; each round lasts at most { $hours ->
    [one] { $hours } hour
    *[other] { $hours } hours
    }.
tournament-signup_closes = Sign-up closes <t:{ $closes }:R>; press Join to play.
tournament-nobody = nobody yet
tournament-signed_up = Signed up ({ $count }): { $names }.
tournament-unknown = That tournament does not exist on this server.
tournament-signup_over = Sign-up to { $name } is over, so nobody can join any more.
tournament-already_in = You are already signed up to { $name }.
tournament-not_in = You are not in { $name }, so there is nothing to leave.
tournament-quit_ask = Leave { $name } for good? You will not be seated in the next rounds; your game of this round goes on, and a computer may take your seat there.
tournament-quit_done = You have left { $name }: you will not be seated again, and your points so far stay in the standings.
tournament-over_already = { $name } is already over.
tournament-organisers_only = Only members with the Manage Server permission, or the organisers' role an admin chose, can do that.
tournament-bad_game = That game is not one the bot hosts.
tournament-bad_size = A { $game } table seats { $min } to { $max } players.
tournament-bad_level = That computer level does not exist for this game.
tournament-bad_format = Choose a format and a fill from the lists.
tournament-none_open = This server has no tournament signing up or running.
tournament-none = This server has had no tournament yet; an organiser creates one with /tournament create.
tournament-started_already = { $name } has already started.
tournament-started = { $name } has started: the first round's tables are open.
tournament-not_started = { $name } could not start: too few people signed up, so it was cancelled.
tournament-cancelled = { $name } was cancelled by { $by }; its games go on as ordinary games.
tournament-too_few = { $name } was cancelled: { $count ->
    [one] { $count } person signed up
    *[other] { $count } people signed up
    }, too few to seat a round.
tournament-table = **{ $name }** · round { $round }, table { $number }: { $people }.
tournament-computers =
    { $count ->
    [one] a computer
    *[other] { $count } computers
    }
tournament-thread = { $name } · round { $round } · table { $number }
tournament-time_up = The round's time in { $name } ran out: this table ends with the scores it has.
tournament-over = 🏆 **{ $name } is over.**
tournament-place = { $medal } **{ $name }**: { $points ->
    [one] { $points } point
    *[other] { $points } points
    } over { $games ->
    [one] { $games } game
    *[other] { $games } games
    }
tournament-standings_title = **{ $name }**: standings ({ $game })
tournament-status-signup = Signing up.
tournament-status-running = Round { $round } of { $rounds }.
tournament-status-finished = Finished after { $rounds ->
    [one] { $rounds } round
    *[other] { $rounds } rounds
    }.
tournament-status-cancelled = Cancelled.
tournament-left_mark = {" "}(left)
tournament-line = { $place }. **{ $name }**{ $mark }: { $points ->
    [one] { $points } point
    *[other] { $points } points
    } · Buchholz { $buchholz } · { $firsts ->
    [one] { $firsts } first place
    *[other] { $firsts } first places
    } · { $games ->
    [one] { $games } game
    *[other] { $games } games
    }
tournament-round_tables = Round { $round }, ends <t:{ $ends }:R>:
tournament-table_done = ended
tournament-table_playing = playing
tournament-table_line = Table { $number }: { $people } ({ $state })
tournament-seat = { $name } ({ $place ->
    [0] playing
    *[other] place { $place }
    })
tournament-computer = a computer
tournament-record_line = Round { $round }, table { $number }, game #{ $game }: { $people }
tournament-list_title = **Tournaments of this server**
tournament-list_line = #{ $id } **{ $name }** ({ $game }): { $status }
tournament-organisers_set = Members of { $role } may now organise tournaments, besides those with Manage Server.
tournament-organisers_admins = Only members with Manage Server may organise tournaments now.
command-tournament_takeover = What a seat counts when a computer finished it for its person
command-tournament_takeover_keeps = The place it reached
command-tournament_takeover_last = Last place at its table
tournament-takeover-keeps = A seat a computer finishes for its person keeps the place it reaches.
tournament-takeover-last = A seat a computer finishes for its person counts last at its table.
lobby-held = Seats held until { $time }
lobby-held_ping = { $people }: your game night starts now. Your seats are held until { $time }: press Join to take yours.
lobby-held_full = The free seats of this lobby are held for the game night's players until { $time }; you can join once they have taken theirs, or after that.
lobby-start_held = Seats are still held for { $people } until { $time }: start when they have joined, or after that.
lobby-night = Opened for “{ $name }”
command-gamenight = Game nights as Discord events: plan one, list those to come
command-gamenight_plan = Plan a game night as a Discord event: seats for the interested at its start (organisers)
command-gamenight_game = The game of the night
command-gamenight_start = When it starts: 2026-12-04 20:00, or 20:00 for the next time it is that hour
command-gamenight_hours = How many hours the event lasts (3 unless you say otherwise)
command-gamenight_name = The event's name (by default “Game night: ” and the game)
command-gamenight_zone = The time zone of the start (by default yours from /mygames, else UTC)
command-gamenight_channel = The channel where the tables open (by default this one)
command-gamenight_list = The game nights planned on this server
gamenight-organisers_only = Only members with the Manage Server permission, or the organisers' role an admin chose with /tournament organisers, can plan game nights.
gamenight-bad_hours = A game night lasts from half an hour to { $most } hours.
gamenight-bad_zone = I do not know the time zone “{ $zone }”: choose one from the list, such as Europe/Berlin.
gamenight-bad_time = I cannot read “{ $start }” as a time: write it as 2026-12-04 20:00, or 20:00 for the next time it is that hour.
gamenight-past = That start ({ $time }) is not in the future: a game night must start later than now.
gamenight-too_far = A game night can be planned at most { $days } days ahead.
gamenight-default_name = Game night: { $game }
gamenight-description = { $game } in #{ $channel }. Mark yourself interested: when the night starts, the bot opens a table there and holds your seat for { $minutes } minutes.
gamenight-location = Discord, #{ $channel }
gamenight-reason = Game night planned by { $name }
gamenight-forbidden = I cannot create the event: I need the Manage Events permission on this server (Server Settings > Roles).
gamenight-refused = Discord refused the event's times: a game night must start in the future and end after it starts.
gamenight-planned = “{ $name }”: { $time } ({ $when }) in { $channel }. Mark yourself interested in the event, and your seat is held for { $minutes } minutes when it starts. { $link }
gamenight-none = No game night is planned on this server; /gamenight plan plans one.
gamenight-list_title = Game nights planned:
gamenight-list_line = { $time }: “{ $name }” ({ $game }) in { $channel } { $link }
night-cancelled = “{ $name }” ({ $time }) was cancelled in Discord, so no table opens for it.
night-moved = “{ $name }” now starts on { $time }; its tables open then.
night-nobody = “{ $name }” starts now, but nobody marked themselves interested in its event; `/{ $command } join` opens a table here.
night-table = **{ $name }**, table { $number }: { $people }. Your seats are held in the thread below.
night-thread = { $name } · table { $number }
night-nobody_came = Nobody took a seat at this table of “{ $name }”, so its lobby closed.
command-tournament_reminder_hours = Hours before a player is reminded at its tables (default: the server's)
command-tournament_takeover_hours = Hours before its tables may vote a computer in for an absent player (default: the server's)
tournament-clocks =
    Turn clocks at its tables: a reminder after { $reminder ->
    [one] { $reminder } hour
    *[other] { $reminder } hours
    }, a vote to let a computer play for an absent player after { $takeover ->
    [one] { $takeover } hour
    *[other] { $takeover } hours
    } (0: never).
night-refused = Your game night “{ $name }” could not open its tables in { $channel }: I may not post or open threads there. Give me View Channel, Send Messages, Create Public Threads and Send Messages in Threads there, then plan it again.
