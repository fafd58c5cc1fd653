# The bot core’s sentences (French), in Project Fluent syntax: https://projectfluent.org/fluent/guide/
# One complete sentence per message; variables ($name) hold values only (names, numbers, links).

lobby-title = { $game } : nouvelle partie, joueurs recherchés
lobby-players = Joueurs : { $count } (de { $min } à { $max })
lobby-nobody = personne pour l’instant
lobby-how = Rejoins avec le bouton ou `/{ $command } join` ; n’importe quel joueur peut lancer la partie dès que { $min } à { $max } joueurs l’ont rejointe. Les places sont tirées au sort.
lobby-creator = Ouverte par { $name }
lobby-started = { $game } : la partie a commencé. Places : { $seats }.
lobby-closed = { $game } : ce lobby a été fermé.
lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-start = Lancer
lobby-button-start_variant = Lancer : { $variant }
lobby-button-add_ai = Ajouter un ordinateur : { $level }
lobby-button-remove_ai = Retirer un ordinateur
lobby-member = • { $name }
lobby-member_computer = • { $name } (joueur ordinateur, { $level })
lobby-computer_names = Ada Bix Cog Dot Eve Fox
lobby-creator_gone = Ouverte par quelqu’un qui a quitté le lobby
lobby-same_name = { $name } { $number }
lobby-no_computer = Il n’y a pas de joueur ordinateur dans ce lobby.
lobby-joined = Tu as rejoint la partie de { $game }. Quand tout le monde est là, appuie sur Lancer.
lobby-already_in = Tu es déjà dans ce lobby.
lobby-full = Le lobby est complet ({ $max } joueurs).
lobby-left = Tu as quitté le lobby.
lobby-left_closed = Tu as quitté le lobby ; il était vide, il est donc fermé.
lobby-not_in = Tu n’es pas dans ce lobby.
lobby-opened = Tu as ouvert une partie de { $game } dans ce salon.
lobby-game_running = Une partie de { $game } est déjà en cours dans ce salon : { $link }
lobby-other_game = Ce salon a déjà une partie de { $game } ouverte ; termine-la ou abandonne-la d’abord.
lobby-none = Il n’y a pas de partie de { $game } dans ce salon. Ouvres-en une avec `/{ $command } join`.
lobby-cannot_leave_running = La partie est en cours, tu ne peux pas la quitter. Son créateur ou quelqu’un qui peut gérer les salons peut y mettre fin avec `/{ $command } abandon`.
lobby-start_count = { $game } se joue de { $min } à { $max } joueurs ; le lobby en a { $count }.
lobby-start_member = Seuls les joueurs du lobby peuvent lancer la partie.
lobby-started_reply = La partie a commencé.
lobby-updated = Le lobby est à jour.
abandon-ask = Mettre fin à cette partie de { $game } pour tout le monde ? C’est définitif.
abandon-yes = Mettre fin à la partie
abandon-no = Continuer à jouer
abandon-kept = Rien n’a changé : la partie continue.
abandon-done = { $name } a mis fin à cette partie de { $game }.
abandon-ended = { $name } a mis fin à cette partie le { $time }.
lobby-abandoned = { $game } : { $name } a mis fin à la partie dans { $thread } le { $time }.
abandon-done_reply = La partie est terminée.
abandon-not_allowed = Seul le créateur de la partie ou quelqu’un avec la permission Gérer les salons peut y mettre fin.
error-not_player = Tu ne joues pas dans cette partie.
error-not_your_turn = Ce n’est pas ton tour : on attend { $names }.
error-moved_on = La partie a avancé depuis ce message. Le message actuel est ici : { $link }
error-moved_on_nolink = La partie a avancé depuis ce message.
error-game_over = Cette partie est terminée.
error-no_game = Cette partie n’existe plus.
error-forged = Ce n’est pas un bouton ou un choix que j’ai proposé. Rien n’a changé.
error-not_started = Cette partie n’a pas encore commencé.
error-unknown_command = Je ne connais pas cette commande (ou elle a changé). Rien n’a changé ; si ton application Discord montre d’anciennes commandes, recharge-la.
error-bad_option = Une des options de cette commande n’est pas valable. Rien n’a changé.
error-no_permission = Tu n’as pas la permission qu’exige cette commande.
error-damaged = L’enregistrement de cette partie est endommagé et elle ne peut pas continuer. Rien n’a changé. Un administrateur peut y mettre fin avec `/{ $command } abandon`.
error-unexpected = Quelque chose a échoué du côté du bot. Rien n’est perdu ; réessaie.
error-dm_only = On joue dans les salons d’un serveur, pas en messages privés.
error-permissions = Je ne peux pas jouer dans ce salon car il me manque ici ces permissions : { $missing }. Un administrateur peut les accorder dans les paramètres du salon (Permissions).
error-send_failed = Le coup est enregistré, mais je n’ai pas pu publier le plateau dans ce salon ({ $reason }). Un administrateur devrait vérifier mes permissions ici ; `/{ $command } board` le republie.
permission-send_messages = Envoyer des messages
permission-attach_files = Joindre des fichiers
permission-embed_links = Intégrer des liens
permission-view_channel = Voir le salon
timer-reminder = { $who } : la partie t’attend. { $link }
timer-reminder_dm = La partie { $game } #{ $id } t’attend : { $link }
timer-vote =
    { $names } n’a pas joué depuis { $hours ->
    [one] { $hours } heure
    *[other] { $hours } heures
    }. Les autres joueurs peuvent laisser un joueur ordinateur prendre le relais jusqu’à son retour ({ $needed ->
    [one] { $needed } voix nécessaire
    *[other] { $needed } voix nécessaires
    }).
timer-vote_button = Laisser l’ordinateur jouer à sa place
timer-vote_not_allowed = Seuls les autres joueurs de cette partie peuvent voter.
timer-no_vote = Aucun vote n’est ouvert pour ce tour. Rien n’a changé.
timer-voted = Ton vote est compté ({ $votes } sur { $needed }).
timer-vote_passed_reply = Le vote est adopté.
timer-taken_over = Un joueur ordinateur joue désormais pour { $names }. Reprends ta place avec `/{ $command } join` tant qu’un nouveau joueur ne l’a pas reprise.
timer-taken_back = Ta place est de nouveau à toi ; le joueur ordinateur se retire. { $link }
settings-show =
    Rappel de tour après **{ $reminder ->
    [one] { $reminder } heure
    *[other] { $reminder } heures
    }** ; les autres peuvent voter pour un joueur ordinateur après **{ $takeover ->
    [one] { $takeover } heure
    *[other] { $takeover } heures
    }** (0 désactive) ; la table cherche un nouveau joueur quand un ordinateur a joué pour un absent pendant **{ $substitute ->
    [one] { $substitute } heure
    *[other] { $substitute } heures
    }** (0 : jamais). Un coup peut être repris pendant **{ $undo ->
    [one] { $undo } minute
    *[other] { $undo } minutes
    }** (0 : jamais). Chaque partie dans son propre fil : **{ $threads }**. Langue des messages publics : **{ $language }**. Conseils de l’ordinateur fort : **{ $hints }**.
settings-saved =
    Enregistré. Rappel de tour après **{ $reminder ->
    [one] { $reminder } heure
    *[other] { $reminder } heures
    }** ; vote pour un joueur ordinateur après **{ $takeover ->
    [one] { $takeover } heure
    *[other] { $takeover } heures
    }** ; nouveau joueur cherché après **{ $substitute ->
    [one] { $substitute } heure
    *[other] { $substitute } heures
    }** de jeu de l’ordinateur pour un absent ; reprise d’un coup pendant **{ $undo ->
    [one] { $undo } minute
    *[other] { $undo } minutes
    }** ; chaque partie dans son propre fil : **{ $threads }** ; messages publics en **{ $language }** ; conseils : **{ $hints }**.
settings-hints-practice = aux tables d’entraînement seulement
settings-hints-all = à toutes les tables (une partie avec un conseil n’est pas classée)
settings-hints-off = nulle part
command-hints = Où l’on peut demander un conseil à l’ordinateur fort
command-hints-practice = Aux tables d’entraînement seulement
command-hints-all = À toutes les tables (une partie avec un conseil n’est pas classée)
command-hints-off = Nulle part
settings-on = oui
settings-off = non
command-threads = Jouer chaque partie dans un fil ouvert depuis son lobby (plusieurs par salon)
lobby-started_thread = { $game } : la partie se joue dans le fil { $thread }. Places : { $seats }.
error-other_game_here = La partie de ce salon est { $game }, pas { $this } ; utilise plutôt `/{ $command }`.
lobby-finished = { $game } : la partie dans { $thread } est terminée. Victoire : { $winners }. État final de la partie : { $link }
lobby-replay = Revois-la avec `/{ $command } replay`.
lobby-started_thread_reply = La partie se joue dans son propre fil : { $thread }.
permission-create_public_threads = Créer des fils publics
permission-send_messages_in_threads = Envoyer des messages dans les fils
threads-name = { $game } #{ $id } · { $names }
threads-missing = Cette partie se joue ici, dans le salon : pour donner à chaque partie son propre fil, il me faut ici ces permissions : { $missing }. Un administrateur peut les accorder dans les paramètres du salon (Permissions), ou désactiver les fils avec `/{ $command } settings threads: False`. Je ne le dis qu’une fois.
settings-admin_only = Seuls les membres avec la permission Gérer le serveur peuvent changer ces réglages.
settings-bad = Les heures doivent être entre 0 et 720.
command-settings = Délais de tour, reprise des coups, fils et langue (Gérer le serveur)
settings-bad_hints = Les conseils peuvent être practice, all ou off.
settings-bad_undo = Les minutes pour reprendre un coup doivent être entre 0 et 1440.
command-undo_minutes = Minutes après un coup pendant lesquelles son joueur peut le reprendre (0 : jamais)
command-undo = Reprendre ton dernier coup, si personne n’a joué depuis et qu’il n’a rien révélé
undo-button = Reprendre mon coup
choices-more = Plus de choix
choices-span = { $first } … { $last }
choices-count = { $count } choix
undo-public = { $name } a repris son coup ({ $move }).
table-computer = ordinateur, { $level }
table-moved_on = { $summary } — la partie continue ici : { $link }
table-moved_on_plain = La partie continue ici : { $link }
table-deadline = ⏰ Si personne ne joue, un ordinateur pourra prendre la place { $time }.
table-away = 🌴 { $name } s’absente jusqu’au { $until }.
table-bring = Ramener la table en bas
table-brought = La table est de nouveau en bas du fil, sans notifier personne : { $link }
table-bring_once = La table a déjà été ramenée en bas pendant ce tour ; tu pourras la ramener au prochain tour.
table-private = Personne d’autre ne voit cette copie. La table en cours : { $link }
undo-done = Tu as repris ton coup ({ $move }). C’est de nouveau à toi : { $link }
undo-refused = Ce coup ne peut pas être repris : { $reason }. Rien n’a changé.
undo-played = { $name } a déjà joué
undo-revealed = { $reason }
undo-expired = le délai pour reprendre ce coup est passé
undo-off = la reprise des coups est désactivée sur ce serveur
undo-nothing = tu n’as aucun coup à reprendre
undo-not_yours = seule la personne qui a joué ce coup, { $name }, peut le reprendre
undo-already = il a déjà été repris
undo-over = la partie est terminée
command-reminder_hours = Heures avant le rappel au joueur qui doit jouer (0 : jamais)
command-takeover_hours = Heures avant que les autres puissent voter pour un ordinateur (0 : jamais)
command-language = La langue des messages et images publics des parties sur ce serveur
settings-language_unknown = Il n’y a pas de catalogue pour { $language } ; les messages publics restent en anglais.
dm-closed = Je n’ai pas pu t’envoyer de message privé : tes informations privées ne sont que dans ta vue de main (le bouton Ma main). Pour recevoir des messages privés, autorise-les dans les paramètres de confidentialité de ce serveur (Messages privés).
command-group = Jouer à { $game } dans ce salon
command-join = Ouvrir une partie dans ce salon, ou rejoindre celle qui est ouverte
command-leave = Quitter le lobby de ce salon
command-start = Lancer la partie avec les joueurs du lobby
command-variant = Quelles règles jouer
command-fill = Remplir les places libres avec des joueurs ordinateur de ce niveau
command-abandon = Mettre fin à la partie de ce salon pour tous (créateur ou Gérer les salons)
command-stats = Parties, victoires et scores d’un joueur sur ce serveur (personne d’autre ne le voit)
command-stats_player = Les statistiques de qui (par défaut : les tiennes)
command-leaderboard = Les joueurs de ce serveur par classement
command-history = Les dernières parties terminées ici, chacune avec un bouton de rediffusion
command-history_server = Les parties de tout le serveur au lieu de ce salon
command-replay = Revoir une partie terminée coup par coup
command-replay_game = Le numéro de la partie (par défaut : la dernière terminée dans ce salon)
stats-none = { $name } n’a encore aucune partie de { $game } terminée ou abandonnée sur ce serveur.
stats-title = **Statistiques { $game } — { $name }**
stats-games = Parties : **{ $games }** · victoires : **{ $wins }** ({ $rate } %) · rang moyen : { $rank }
stats-scores = Score moyen : **{ $average }** · meilleur : **{ $best }**
stats-favourite =
    Choix le plus fréquent : { $choice } ({ $count ->
    [one] { $count } partie
    *[other] { $count } parties
    })
stats-count =
    À { $count } joueurs : { $games ->
    [one] { $games } partie
    *[other] { $games } parties
    }, { $wins ->
    [one] { $wins } victoire
    *[other] { $wins } victoires
    }, moyenne { $average }
stats-computers =
    Aux tables avec ordinateur : { $games ->
    [one] { $games } partie
    *[other] { $games } parties
    }, { $wins ->
    [one] { $wins } victoire
    *[other] { $wins } victoires
    }
stats-unrated =
    Non classées : { $abandoned ->
    [one] { $abandoned } abandonnée
    *[other] { $abandoned } abandonnées
    }, { $takeovers } avec relais de l’ordinateur
stats-hinted = { $games ->
    [one] 1 partie avec des conseils, non classée.
   *[other] { $games } parties avec des conseils, non classées.
    }
stats-shared_by = Partagé par { $name }.
stats-share = Partager dans le salon
stats-shared = Partagé dans le salon.
stats-other_server = Ces statistiques appartiennent à un autre serveur.
board-title = **Classement { $game } de ce serveur**
board-empty = Personne n’a encore terminé de partie de { $game } sur ce serveur.
board-line =
    { $rank }. **{ $name }** : { $rating } · { $games ->
    [one] { $games } partie
    *[other] { $games } parties
    } · dernière <t:{ $last }:d>{ $unrated }
board-unrated =
    {" "}· { $count ->
    [one] { $count } non classée
    *[other] { $count } non classées
    }
board-no_rating = non classé
board-newcomers =
    {"*"}*Moins de { $min ->
    [one] { $min } partie
    *[other] { $min } parties
    }**
board-computers = **Joueurs ordinateur**
board-note = Classement : openskill (Plackett-Luce), affiché comme μ − 3σ (estimation prudente du niveau). Les parties abandonnées ou reprises par l’ordinateur sont comptées mais pas classées.
history-title = **Les dernières parties de { $game } terminées { $where }**
history-here = dans ce salon
history-server = sur ce serveur
history-none = Aucune partie de { $game } terminée { $where } pour l’instant.
history-line = **#{ $id }** · <t:{ $ended }:d> · { $scores } · victoire : **{ $winner }**{ $mark }
history-takeover = {" "}· relais de l’ordinateur
history-replay = Rediffusion #{ $id }
replay-none = Aucune partie de { $game } n’est encore terminée dans ce salon. Désigne-en une par son numéro (voir `/{ $command } history`).
replay-unknown = Il n’y a pas de partie de { $game } terminée numéro { $id } sur ce serveur.
replay-posted = La rediffusion est publiée dans le salon.
replay-header = { $game } · rediffusion de la partie #{ $id }
replay-first = Début
replay-prev = Retour
replay-next = Suivant
replay-last = Fin
replay-turns = Aller à un coup
rules-title = { $game } · règles { $page }/{ $pages } · { $title }
rules-first = Première page
rules-prev = Retour
rules-next = Page suivante
rules-last = Dernière page
rules-pages = Aller à une page des règles
language-en = anglais
language-de = allemand
language-fr = français
turn-ping = { $who }, à toi de jouer ({ $game }) : { $link }
turn-dm = À toi de jouer ({ $game } #{ $id }) : { $link }
command-mygames = Tes parties sur ce serveur ; avis de ton tour, fuseau horaire, heures calmes et absences
command-mygames_notify = Comment tu apprends que c’est ton tour, dans toutes les parties
command-mygames_time_zone = Ton fuseau horaire, pour tes heures calmes (par exemple Europe/Paris)
command-mygames_quiet_hours = Heures sans mention où ton temps de jeu s’arrête, comme 22:00-08:00 (non : aucune)
command-mygames_away = Absence de quelques jours (30 au plus) ou jusqu’à une date comme 2026-12-24 (non : de retour)
command-mygames_stand_in = Pendant ton absence, un ordinateur joue tes places jusqu’à ton retour
mygames-how-mention = par une mention dans le salon de la partie
mygames-how-dm = par un message privé avec le lien
mygames-how-none = pas du tout
mygames-off_words = non off - 0
mygames-prefs = Tu apprends ton tour { $how }. Fuseau horaire : { $zone }. Heures calmes : { $quiet }.
mygames-no_quiet = aucune
mygames-away = 🌴 Tu t’absentes jusqu’au { $until } : ton temps de jeu est arrêté et personne ne peut voter contre toi.
mygames-away_stand_in = 🌴 Tu t’absentes jusqu’au { $until } : un ordinateur joue tes places jusqu’à ton retour.
mygames-title = **Tes parties sur ce serveur**
mygames-yours = **{ $game } #{ $id }** : à toi de jouer depuis { $since } ; un ordinateur pourra prendre la place { $deadline }. Tu es { ORDINAL($place) } sur { $players } avec { $score ->
    [one] { $score } point
   *[other] { $score } points
}. { $link }
mygames-yours_open = **{ $game } #{ $id }** : à toi de jouer depuis { $since }. Tu es { ORDINAL($place) } sur { $players } avec { $score ->
    [one] { $score } point
   *[other] { $score } points
}. { $link }
mygames-theirs = **{ $game } #{ $id }** : la partie attend { $names } depuis { $since }. Tu es { ORDINAL($place) } sur { $players } avec { $score ->
    [one] { $score } point
   *[other] { $score } points
}. { $link }
mygames-ended = **{ $game } #{ $id }** : terminée { $ended }, gagnée par { $winners }. Tu as fini { ORDINAL($place) } sur { $players } avec { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
mygames-none = Tu n’as aucune partie en cours sur ce serveur, ni aucune terminée la semaine dernière.
mygames-page = Page { $page } sur { $pages }.
mygames-open = Jouer la #{ $id }
mygames-prev = Page précédente
mygames-next = Page suivante
mygames-back = Je suis de retour
mygames-notify_set = Désormais, tu apprends ton tour { $how }.
mygames-zone_set = Ton fuseau horaire est maintenant { $zone }.
mygames-quiet_set = Tes heures calmes sont maintenant { $hours } ({ $zone }) : rien ne te mentionne alors, et ton temps de jeu s’arrête.
mygames-quiet_off = Tu n’as plus d’heures calmes.
mygames-bad_zone = « { $zone } » n’est pas un fuseau horaire connu du bot. Choisis-en un dans la liste, comme Europe/Paris.
mygames-bad_quiet = Écris les heures calmes comme une plage horaire, par exemple 22:00-08:00, ou « non » pour aucune.
mygames-bad_away = Écris la durée de ton absence en jours (au plus { $days }) ou comme une date, par exemple 2026-12-24.
mygames-away_set = Tu t’absentes jusqu’au { $until } : ton temps de jeu s’arrête et personne ne peut voter contre toi.
mygames-away_set_stand_in = Tu t’absentes jusqu’au { $until } : un ordinateur joue maintenant { $seats ->
    [one] ta place
   *[other] tes { $seats } places
} jusqu’à ton retour.
mygames-stand_in_off = Ton absence continue, mais tes places sont de nouveau à toi.
mygames-back_done = Bon retour : ton temps de jeu repart et tes places sont de nouveau à toi.
absence-stand_in = Un ordinateur joue pour { $name } jusqu’au { $until } ou jusqu’à son retour (`/mygames away:non`).
recap-header = Depuis ton dernier coup :
recap-earlier = …et { $count ->
    [one] 1 coup plus ancien
   *[other] { $count } coups plus anciens
}.
recap-score = { $name } { $score } ({ $change })
recap-scores = Scores actuels : { $scores }.
mygames-away_here = 🌴 Dans la partie { $game } #{ $id } de ce salon, { $name } s’absente jusqu’au { $until }.
seat-wanted =
    { $game } #{ $id } cherche un joueur : un ordinateur joue la place de { $name } depuis { $hours ->
    [one] { $hours } heure
    *[other] { $hours } heures
    } ; elle a { $score ->
    [one] { $score } point
    *[other] { $score } points
    } et occupe la place { $place } sur { $seats }. Toute personne d’ici qui ne joue pas dans cette partie peut reprendre la place. { $link }
seat-wanted_button = Reprendre la place de { $name }
seat-ask = Reprendre la place de { $name } dans { $game } #{ $id } ? Tu continues à partir d’ici avec ses { $score ->
    [one] { $score } point
    *[other] { $score } points
    } ; la partie compte pour toi, sans classement, et { $name } ne pourra plus reprendre sa place.
seat-yes = Reprendre la place
seat-no = Pas maintenant
seat-kept = Rien n’a changé : la place reste libre pour qui la veut.
seat-not_free = Cette place n’est plus libre : son joueur est revenu ou quelqu’un d’autre l’a reprise. Rien n’a changé.
seat-playing = Tu joues déjà dans cette partie, tu ne peux pas y reprendre une autre place.
seat-taken_public = { $took } reprend la place de { $left } et continue la partie.
seat-taken_reply = Tu joues maintenant la place de { $left } dans { $game } #{ $id }. { $link }
seat-wanted_done = { $took } a repris la place de { $left } dans { $game } #{ $id }. { $link }
seat-lost = { $took } a repris ta place dans cette partie après qu’un ordinateur a joué pour toi ; tu ne peux plus la récupérer.
seat-log = À partir d’ici, { $took } joue la place de { $left }.
command-substitute_hours = Heures de jeu de l’ordinateur pour un absent avant d’appeler un nouveau joueur (0 : jamais)
error-too_quick = Tu cliques ou envoies des commandes plus vite que la table ne peut suivre. Rien n’a été modifié ; attends un instant, puis réessaie.
error-db_unavailable = Je ne parviens pas à joindre ma base de données pour le moment. Rien de ce qui était enregistré n’est perdu ; réessaie dans un instant.
error-shown_later = Ton coup est enregistré. Discord ou ma base de données a un souci passager, la table l’affichera d’elle-même dans un instant.
teach-hint_button = Conseil
teach-why_not_button = Pourquoi pas ?
teach-hints_off = Cette table ne donne pas de conseils : un admin du serveur choisit où ils sont donnés avec `/{ $command } settings hints`.
teach-hint_head = 💡 L’ordinateur fort jouerait : **{ $move }**.
teach-play_hint = Jouer ce coup
teach-hint_unrated = Comme tu as demandé un conseil, cette partie ne sera pas classée.
teach-why_not_head = Ces choix ne te sont pas ouverts maintenant, et voici pourquoi :
teach-why_not_none = Tous les choix que les règles te permettent maintenant sont sur les boutons : rien de proche n’est refusé.
command-learn = Apprendre { $game } à une table d’entraînement contre l’ordinateur, avec des conseils
teach-practice_lobby_title = { $game } : une table d’entraînement se forme
teach-practice_how = C’est une table d’entraînement : tu joues contre l’ordinateur (des amis peuvent se joindre à toi) et, à ton tour, le bouton Conseil montre le choix de l’ordinateur fort et le bouton Pourquoi pas ? explique ce que les règles refusent. Un coup peut être repris jusqu’à ce que le joueur suivant joue, la partie n’est jamais classée et tu peux partir à tout moment avec `/{ $command } leave`.
teach-practice_title = Entraînement · { $title }
teach-practice_already_left = L’ordinateur joue déjà ta place à cette table d’entraînement ; reprends-la avec `/{ $command } join`.
teach-practice_left = { $name } a quitté la table d’entraînement ; un ordinateur facile joue cette place désormais.
teach-practice_left_reply = Tu as quitté la table d’entraînement et l’ordinateur joue ta place. Reviens quand tu veux avec `/{ $command } join`.
teach-practice_channel_busy = Ce salon a déjà une partie de { $game } ou son lobby : termine-la d’abord, ou ouvre la table d’entraînement dans un autre salon avec `/{ $command } learn`.
teach-practice_opened = La table d’entraînement de { $game } est ouverte : appuie sur Lancer pour commencer ; des amis peuvent d’abord appuyer sur Rejoindre.
teach-why_margin = { $winner } gagne avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $margin ->
    [0] à égalité avec { $runner } et devant au départage.
    [one] { $margin } point devant { $runner }.
   *[other] { $margin } points devant { $runner }.
}
teach-why_source = { $source } ({ $points } contre { $against })
teach-why_ahead = { $winner } a fait mieux en : { $sources }.
teach-why_behind = { $runner } a fait mieux en : { $sources }.
teach-why_moves = Voici les décisions qui ont le plus compté, selon l’évaluation de l’ordinateur fort :
command-season = Saisons de ce jeu : non, mensuelle, trimestrielle ou un nombre de semaines (Gérer le serveur)
command-season_channel = Le salon où le podium est publié à la fin de chaque saison
command-season_role = Un rôle que le bot donne au champion de chaque saison et retire au précédent
command-leaderboard_season = Le numéro d’une saison, ou 0 pour tout le temps (par défaut la saison en cours)
settings-bad_season = « { $typed } » n’est pas un rythme de saisons : tapez non, mensuelle, trimestrielle ou un nombre de semaines de 1 à { $max }.
settings-bad_role = { $role } ne peut pas revenir à un champion : choisissez un rôle à part, ni @everyone ni le rôle d’un bot.
settings-season_off = { $game } n’a pas de saisons sur ce serveur : le classement compte toutes les parties.
settings-season_on = Les saisons de { $game } sont **{ $schedule }**, et le podium de chaque saison terminée est publié dans { $channel }.
settings-season_role = Le champion de chaque saison reçoit le rôle { $role }.
settings-season_role_needs = Pour donner { $role } au champion, il me faut la permission Gérer les rôles, et mon propre rôle doit être au-dessus de { $role } dans la liste des rôles du serveur.
season-cadence-off = désactivées
season-cadence-monthly = mensuelles
season-cadence-quarterly = trimestrielles
season-cadence-weeks =
    { $weeks ->
    [one] d’une semaine
    *[other] de { $weeks } semaines
    }
season-span = du <t:{ $start }:D> au <t:{ $end }:D>
season-over = 🏆 **{ $game } : la saison { $number } est terminée** ({ $span }).
season-place =
    { $medal } **{ $name }** : classement { $rating } sur { $games ->
    [one] { $games } partie
    *[other] { $games } parties
    }
season-no_podium =
    Personne n’a joué les { $min ->
    [one] { $min } partie
    *[other] { $min } parties
    } qu’il faut pour monter sur le podium.
season-role = { $name } a maintenant le rôle { $role }.
season-next = La saison { $number } de { $game } a commencé : chaque classement repart d’une copie adoucie du précédent.
season-role_forbidden = Je n’ai pas pu passer le rôle { $where } au champion de la saison { $number } de { $game } : il me faut la permission Gérer les rôles, et mon propre rôle doit être au-dessus.
season-role_no_role = Je n’ai pas pu donner au champion de la saison { $number } de { $game } le rôle choisi, car il n’existe plus ; choisissez-en un autre avec l’option season_role des réglages du jeu.
season-post_refused = Je n’ai pas pu publier le podium de la saison { $number } de { $game } dans { $where } : il me faut les permissions de voir ce salon et d’y envoyer des messages.
board-no_seasons = { $game } n’a pas encore de saisons sur ce serveur ; sans numéro de saison, vous voyez le classement de tout le temps.
board-no_such_season = Il n’y a pas de saison { $number } de { $game } sur ce serveur : les saisons vont pour l’instant de 1 à { $last }, et 0 veut dire tout le temps.
board-season_title = **Classement { $game } de ce serveur, saison { $number }** ({ $span })
board-season_empty = Personne n’a encore terminé de partie de { $game } pendant la saison { $number }.
board-seasons =
    { $last ->
    [one] C’est la saison 1 (`season:0` montre tout le temps).
    *[other] Saisons jusqu’ici : 1 à { $last } (`season:` en choisit une, `season:0` montre tout le temps).
    }
follow-button = Suivre
follow-unfollow_button = Ne plus suivre
follow-on = Vous suivez maintenant { $game } n° { $id } : je vous enverrai en message privé les scores et le plateau à la fin de chaque manche ou de chaque navire, puis le résultat final, jamais pendant vos heures calmes.
follow-already = Vous suivez déjà { $game } n° { $id } ; « Ne plus suivre » arrête les messages.
follow-off = Vous ne suivez plus { $game } n° { $id }.
follow-not_following = Vous ne suivez pas { $game } n° { $id }, il n’y a donc rien à arrêter.
follow-player = Vous jouez à cette table de { $game } et y voyez déjà tout ; Suivre est pour les spectateurs.
follow-over = Cette partie de { $game } est terminée, il n’y a plus rien à suivre.
follow-heading = **{ $game } n° { $id }** { $link }
follow-score = { $name } { $points }
follow-news = { $heading }
    { $news }
follow-end = { $heading }
    La partie est terminée. { $news }
follow-result =
    { $count ->
    [one] { $winners } a gagné.
    *[other] { $winners } ont gagné ensemble.
    } Score final : { $scores }.
command-tournament = Les tournois que mène le bot : créer, lancer, annuler, afficher
command-tournament_create = Créer ici un tournoi et son message d’inscription (organisateurs)
command-tournament_name = Le nom du tournoi
command-tournament_game = Le jeu joué à chaque table
command-tournament_format = Système suisse (les ex æquo se rencontrent) ou toutes rondes (chacun contre chacun, jusqu’à 8)
command-tournament_rounds = Rondes d’un tournoi suisse (toutes rondes en a autant qu’il faut)
command-tournament_size = Joueurs à chaque table
command-tournament_round_hours = Heures que peut durer une ronde ; une table qui joue encore se termine alors sur son score
command-tournament_close_hours = Heures avant la clôture des inscriptions ; le tournoi démarre alors tout seul
command-tournament_fill = Ce qui remplit les places quand le nombre de personnes ne tombe pas juste
command-tournament_level = Le niveau des ordinateurs qui remplissent les places
command-tournament_swiss = Système suisse
command-tournament_round_robin = Toutes rondes
command-tournament_fill_computer = Des ordinateurs remplissent les places libres
command-tournament_fill_bye = Les personnes en trop passent la ronde (exempt)
command-tournament_start = Clore les inscriptions et lancer le tournoi maintenant (organisateurs)
command-tournament_cancel = Annuler un tournoi (organisateurs) ; ses parties continuent comme des parties ordinaires
command-tournament_show = Classement, rondes, tables et parties d’un tournoi ; sans numéro, les tournois du serveur
command-tournament_number = Le numéro du tournoi (par défaut le plus récent encore ouvert)
command-tournament_organisers = Laisser les membres d’un rôle organiser des tournois en plus des admins (Gérer le serveur)
command-tournament_role = Le rôle ; sans rôle, seuls les membres avec Gérer le serveur organisent
tournament-join_button = S’inscrire
tournament-leave_button = Se désinscrire
tournament-quit_button = Quitter pour de bon
tournament-fill-computer = des ordinateurs ({ $level }) remplissent les places libres
tournament-fill-bye = les personnes en trop sont exemptes
tournament-format-swiss =
    système suisse en { $rounds ->
    [one] { $rounds } ronde
    *[other] { $rounds } rondes
    }, tables de { $size }
tournament-format-round_robin = toutes rondes, tables de { $size }
tournament-signup_title = 🏆 **{ $name }** : un tournoi de { $game }
tournament-signup_rules = { $shape } ; { $fill } ; chaque ronde dure au plus { $hours ->
    [one] { $hours } heure
    *[other] { $hours } heures
    }.
tournament-signup_closes = Les inscriptions ferment <t:{ $closes }:R> ; appuyez sur S’inscrire pour jouer.
tournament-nobody = personne pour l’instant
tournament-signed_up = Inscrits ({ $count }) : { $names }.
tournament-unknown = Ce tournoi n’existe pas sur ce serveur.
tournament-signup_over = Les inscriptions à { $name } sont closes, plus personne ne peut s’y joindre.
tournament-already_in = Votre inscription à { $name } est déjà faite.
tournament-not_in = Vous ne participez pas à { $name }, il n’y a donc rien à quitter.
tournament-quit_ask = Quitter { $name } pour de bon ? Vous n’aurez plus de place aux rondes suivantes ; votre partie de cette ronde continue, et un ordinateur peut y prendre votre place.
tournament-quit_done = Vous avez quitté { $name } : vous n’aurez plus de place aux rondes suivantes, et vos points restent au classement.
tournament-over_already = { $name } est déjà terminé.
tournament-organisers_only = Seuls les membres avec la permission Gérer le serveur, ou avec le rôle d’organisateur choisi par un admin, peuvent faire cela.
tournament-bad_game = Le bot ne propose pas ce jeu.
tournament-bad_size = Une table de { $game } accueille de { $min } à { $max } joueurs.
tournament-bad_level = Ce niveau d’ordinateur n’existe pas pour ce jeu.
tournament-bad_format = Choisissez le format et le remplissage dans les listes.
tournament-none_open = Aucun tournoi n’est en cours ni ouvert aux inscriptions sur ce serveur.
tournament-none = Ce serveur n’a encore eu aucun tournoi ; un organisateur en crée un avec /tournament create.
tournament-started_already = { $name } a déjà commencé.
tournament-started = { $name } a commencé : les tables de la première ronde sont ouvertes.
tournament-not_started = { $name } n’a pas pu commencer : trop peu d’inscrits, il est donc annulé.
tournament-cancelled = { $name } a été annulé par { $by } ; ses parties continuent comme des parties ordinaires.
tournament-too_few = { $name } est annulé : { $count ->
    [one] { $count } personne inscrite
    *[other] { $count } personnes inscrites
    }, trop peu pour une ronde.
tournament-table = **{ $name }** · ronde { $round }, table { $number } : { $people }.
tournament-computers =
    { $count ->
    [one] un ordinateur
    *[other] { $count } ordinateurs
    }
tournament-thread = { $name } · ronde { $round } · table { $number }
tournament-time_up = Le temps de la ronde de { $name } est écoulé : cette table se termine sur son score actuel.
tournament-over = 🏆 **{ $name } est terminé.**
tournament-place = { $medal } **{ $name }** : { $points ->
    [one] { $points } point
    *[other] { $points } points
    } en { $games ->
    [one] { $games } partie
    *[other] { $games } parties
    }
tournament-standings_title = **{ $name }** : classement ({ $game })
tournament-status-signup = Inscriptions ouvertes.
tournament-status-running = Ronde { $round } sur { $rounds }.
tournament-status-finished = Terminé après { $rounds ->
    [one] { $rounds } ronde
    *[other] { $rounds } rondes
    }.
tournament-status-cancelled = Annulé.
tournament-left_mark = {" "}(a quitté le tournoi)
tournament-line = { $place }. **{ $name }**{ $mark } : { $points ->
    [one] { $points } point
    *[other] { $points } points
    } · Buchholz { $buchholz } · { $firsts ->
    [one] { $firsts } première place
    *[other] { $firsts } premières places
    } · { $games ->
    [one] { $games } partie
    *[other] { $games } parties
    }
tournament-round_tables = Ronde { $round }, fin <t:{ $ends }:R> :
tournament-table_done = terminée
tournament-table_playing = en cours
tournament-table_line = Table { $number } : { $people } ({ $state })
tournament-seat = { $name } ({ $place ->
    [0] en jeu
    *[other] place { $place }
    })
tournament-computer = un ordinateur
tournament-record_line = Ronde { $round }, table { $number }, partie n° { $game } : { $people }
tournament-list_title = **Tournois de ce serveur**
tournament-list_line = n° { $id } **{ $name }** ({ $game }) : { $status }
tournament-organisers_set = Les membres de { $role } peuvent maintenant organiser des tournois, en plus de ceux qui ont Gérer le serveur.
tournament-organisers_admins = Désormais, seuls les membres avec Gérer le serveur organisent des tournois.
command-tournament_takeover = Ce que compte une place qu’un ordinateur a terminée pour sa personne
command-tournament_takeover_keeps = La place atteinte
command-tournament_takeover_last = La dernière place de la table
tournament-takeover-keeps = Une place qu’un ordinateur termine pour sa personne garde le rang atteint.
tournament-takeover-last = Une place qu’un ordinateur termine pour sa personne compte comme dernière de la table.
lobby-held = Places réservées jusqu’à { $time }
lobby-held_ping = { $people } : votre soirée jeux commence. Vos places sont réservées jusqu’à { $time } : appuyez sur Rejoindre pour prendre la vôtre.
lobby-held_full = Les places libres de ce lobby sont réservées aux joueurs de la soirée jeux jusqu’à { $time } ; tu pourras rejoindre quand ils auront pris les leurs, ou après.
lobby-start_held = Des places sont encore réservées pour { $people } jusqu’à { $time } : lancez la partie quand ils l’auront rejointe, ou après.
lobby-night = Ouvert pour « { $name } »
command-gamenight = Les soirées jeux en événements Discord : en prévoir une, voir celles à venir
command-gamenight_plan = Prévoir une soirée jeux en événement Discord : places aux intéressés au début (organisateurs)
command-gamenight_game = Le jeu de la soirée
command-gamenight_start = Le début : 04/12/2026 20:00, ou 20:00 pour la prochaine fois qu’il est cette heure-là
command-gamenight_hours = Combien d’heures dure l’événement (3 sinon)
command-gamenight_name = Le nom de l’événement (sinon « Soirée jeux : » et le jeu)
command-gamenight_zone = Le fuseau horaire du début (sinon le tien de /mygames, ou UTC)
command-gamenight_channel = Le salon où s’ouvrent les tables (sinon celui-ci)
command-gamenight_list = Les soirées jeux prévues sur ce serveur
gamenight-organisers_only = Seuls les membres avec la permission Gérer le serveur, ou avec le rôle d’organisateur choisi par un admin avec /tournament organisers, peuvent prévoir des soirées jeux.
gamenight-bad_hours = Une soirée jeux dure d’une demi-heure à { $most } heures.
gamenight-bad_zone = Je ne connais pas le fuseau horaire « { $zone } » : choisis-en un dans la liste, comme Europe/Paris.
gamenight-bad_time = Je ne sais pas lire « { $start } » comme une heure : écris-la comme 04/12/2026 20:00 ou 2026-12-04 20:00, ou 20h pour la prochaine fois qu’il est cette heure-là.
gamenight-past = Ce début ({ $time }) n’est pas dans le futur : une soirée jeux doit commencer plus tard que maintenant.
gamenight-too_far = Une soirée jeux peut être prévue au plus { $days } jours à l’avance.
gamenight-default_name = Soirée jeux : { $game }
gamenight-description = { $game } dans #{ $channel }. Marque-toi comme intéressé : au début de la soirée, le bot y ouvre une table et te réserve ta place pendant { $minutes } minutes.
gamenight-location = Discord, #{ $channel }
gamenight-reason = Soirée jeux prévue par { $name }
gamenight-forbidden = Je ne peux pas créer l’événement : il me faut la permission Gérer les événements sur ce serveur (Paramètres du serveur > Rôles).
gamenight-refused = Discord a refusé les horaires de l’événement : une soirée jeux doit commencer dans le futur et finir après son début.
gamenight-planned = « { $name } » : { $time } ({ $when }) dans { $channel }. Marque-toi comme intéressé dans l’événement, et ta place sera réservée { $minutes } minutes au début. { $link }
gamenight-none = Aucune soirée jeux n’est prévue sur ce serveur ; /gamenight plan en prévoit une.
gamenight-list_title = Soirées jeux prévues :
gamenight-list_line = { $time } : « { $name } » ({ $game }) dans { $channel } { $link }
night-cancelled = « { $name } » ({ $time }) a été annulé dans Discord : aucune table ne s’ouvre pour lui.
night-moved = « { $name } » commence désormais le { $time } ; ses tables s’ouvriront alors.
night-nobody = « { $name } » commence, mais personne ne s’est marqué comme intéressé dans son événement ; `/{ $command } join` ouvre une table ici.
night-table = **{ $name }**, table { $number } : { $people }. Vos places sont réservées dans le fil ci-dessous.
night-thread = { $name } · table { $number }
night-nobody_came = Personne n’a pris place à cette table de « { $name } » : son lobby a été fermé.
command-tournament_reminder_hours = Heures avant un rappel à ses tables (sinon celles du serveur)
command-tournament_takeover_hours = Heures avant que ses tables fassent jouer un ordinateur pour un absent (sinon celles du serveur)
tournament-clocks =
    Délais à ses tables : un rappel après { $reminder ->
    [one] { $reminder } heure
    *[other] { $reminder } heures
    }, un vote pour faire jouer un ordinateur à la place d’un absent après { $takeover ->
    [one] { $takeover } heure
    *[other] { $takeover } heures
    } (0 : jamais).
night-refused = Ta soirée jeux « { $name } » n’a pas pu ouvrir ses tables dans { $channel } : je n’ai pas le droit d’y écrire ou d’y ouvrir des fils. Donne-moi Voir le salon, Envoyer des messages, Créer des fils publics et Envoyer des messages dans les fils, puis prévois-la de nouveau.
