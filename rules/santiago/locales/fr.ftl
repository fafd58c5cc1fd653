# Santiago de Cuba: every sentence a player can read (French), in Project Fluent syntax.
# Terms as in the published editions: ../GLOSSARY.md. Variables ($name) hold values only.

## lines that do not parse
parse-too_short = '{ $text }' n’est pas un coup : écris '<place> <verbe> [arguments]', par ex. '0 car 2'.
parse-bad_seat = '{ $word }' n’est pas une place : les places sont numérotées de 0 à 3.
parse-arity = '{ $text }' n’a pas le bon nombre de mots pour ce coup.
parse-unknown_verb = '{ $verb }' n’est pas un coup : utilise demand, car, pablo, give, alonso, go, use, deliver ou pass.
parse-unknown_good = '{ $good }' n’est pas une marchandise possible ici (sugar, citrus, tobacco, rum, cigars).
parse-bad_count = '{ $word }' n’est pas un nombre supérieur ou égal à 1.
parse-unknown_building = Il n’y a pas de bâtiment '{ $building }'.
parse-unknown_cubaner = Il n’y a pas de Cubain '{ $cubaner }'.
parse-demand_order = Nomme 4 marchandises différentes dans l’ordre des dés ({ $order }).
parse-bad_use = '{ $text }' n’est pas une utilisation de ce bâtiment.
parse-bad_alonso = '{ $text }' : chez Alonso, écris 'alonso claim <bâtiment>', 'alonso use …' ou 'alonso -'.

## moves the rules forbid now
illegal-game_over = La partie est terminée : plus aucun coup n’est possible.
illegal-no_such_seat = Il n’y a pas de place { $seat } dans cette partie à { $players } joueurs.
illegal-not_your_turn = Ce n’est pas ton tour : on attend { $waiting }.
illegal-now_demand = Ce n’est pas possible maintenant : il faut d’abord fixer la demande du nouveau navire.
illegal-now_car = Ce n’est pas possible maintenant : il faut d’abord déplacer la voiture.
illegal-now_pablo = Ce n’est pas possible maintenant : tu dois d’abord choisir la marchandise que Pablo te donne.
illegal-now_give = Ce n’est pas possible maintenant : il faut d’abord payer le tribut d’El Zorro, 1 peso, 1 marchandise ou 1 PV.
illegal-now_alonso = Ce n’est pas possible maintenant : tu dois d’abord choisir chez Alonso de prendre un bâtiment, d’utiliser l’un des tiens ou de passer.
illegal-now_go = Ce n’est pas possible maintenant : tu dois d’abord placer ton pion sur un bâtiment.
illegal-now_use = Ce n’est pas possible maintenant : tu dois d’abord utiliser le bâtiment de ton pion ou y renoncer.
illegal-now_deliver = Ce n’est pas possible maintenant : un tour de livraison est en cours, tu livres au navire ou tu passes.
illegal-not_legal = `{ $line }` ne fait pas partie des coups que les règles te permettent à ce moment du tour.
illegal-car_cost =
    Rouler sur { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } coûte { $cost ->
    [one] { $cost } peso
    *[other] { $cost } pesos
    }, mais tu n’en as que { $pesos }.
illegal-supply_empty =
    Il n’y a plus { $good ->
    [agrumes] d’agrumes
    *[other] de { $good }
    } dans la réserve.
illegal-give_none =
    Tu ne peux pas donner { $item ->
    [agrumes] d’agrumes
    *[other] de { $item }
    } : tu n’en as pas.
illegal-claim_owned = Le bâtiment { $building } appartient déjà à { $name }.
illegal-no_markers = Tu as déjà placé tous tes marqueurs de propriété : tu ne peux plus prendre de bâtiment.
illegal-alonso_not_owned = Le bâtiment { $building } ne t’appartient pas : chez Alonso, tu ne peux utiliser que tes propres bâtiments.
illegal-go_stay = Ton pion ne peut pas rester sur le bâtiment { $building } : il doit aller sur un autre bâtiment.
illegal-go_occupied = Un autre pion se trouve déjà sur le bâtiment { $building }, et un bâtiment n’accueille qu’un seul pion.
illegal-go_colour = Le bâtiment { $building } est sous une fleur { $flower }, pas de la couleur de ce Cubain.
illegal-use_elsewhere = Ton pion est sur le bâtiment { $figure }, pas sur le bâtiment { $building }.
illegal-use_not_possible = Tu ne peux pas utiliser le bâtiment { $building } ainsi maintenant (`{ $line }`) : il te manque des marchandises, des pesos ou des PV, ou bien la réserve, le navire ou le plateau ne le permettent pas.
illegal-not_demanded =
    Le navire ne demande pas { $good ->
    [agrumes] d’agrumes
    *[other] de { $good }
    } en ce moment.
illegal-too_many = Pour la marchandise { $good }, le navire ne demande que { $die } : tu ne peux pas en livrer davantage.
illegal-not_held =
    Tu n’as pas assez { $good ->
    [agrumes] d’agrumes
    *[other] de { $good }
    } pour cela : il en faut { $count }.
illegal-flower-white = blanche
illegal-flower-yellow = jaune
illegal-flower-blue = bleu foncé
illegal-flower-fourth = rouge (provisoire)

## what happened, in words (rules/santiago/narrate.py)
narrate-list_sep = ,{" "}
narrate-change = { $sign }{ $amount } { $item }
narrate-change_goods = { $sign }{ $goods }
narrate-item-one_vp = 1 PV
narrate-item-pesos = pesos
narrate-item-vp = PV
narrate-item-peso = 1 peso
narrate-change_pesos =
    { $sign }{ $amount ->
    [one] { $amount } peso
    *[other] { $amount } pesos
    }
narrate-nothing = rien
narrate-demand = { $name } fixe la demande du navire { $ship } : { $dice } ; le dé { $aside } ({ $face }) est mis de côté.
narrate-demand_none = { $name } fixe la demande du navire { $ship } : aucune ; le dé { $aside } ({ $face }) est mis de côté.
narrate-car =
    { $name } avance la voiture { $steps ->
    [1] d’une station
    [one] de { $steps } station
    *[other] de { $steps } stations
    } jusqu’{ $where } { $paid ->
    [0] gratuitement
    [one] pour { $paid } peso
    *[other] pour { $paid } pesos
    }.
narrate-car_forced = { $name } n’a pas de pesos et avance la voiture d’une station jusqu’{ $where }.
narrate-station-harbour = au port
narrate-station-cubaner = à { $name }
# a building in running text, by its id: the object of a verb, where a figure goes, where it stands
narrate-the_building =
    { $building ->
        [bank] la Banque
        [church] l’Église
        [distillery] la Distillerie
        [cigar_factory] la Manufacture de cigares
        [black_market] le Marché noir
        [sawmill] la Scierie
        [cafe] le Café
        [customs] la Douane
        [casino] le Casino
        [harbour_office] la Capitainerie
        [trading_office] le Comptoir
        [newspaper] le Journal
       *[other] le bâtiment
    }
narrate-to_building =
    { $building ->
        [bank] à la Banque
        [church] à l’Église
        [distillery] à la Distillerie
        [cigar_factory] à la Manufacture de cigares
        [black_market] au Marché noir
        [sawmill] à la Scierie
        [cafe] au Café
        [customs] à la Douane
        [casino] au Casino
        [harbour_office] à la Capitainerie
        [trading_office] au Comptoir
        [newspaper] au Journal
       *[other] sur le bâtiment
    }
narrate-at_building =
    { $building ->
        [bank] à la Banque
        [church] à l’Église
        [distillery] à la Distillerie
        [cigar_factory] à la Manufacture de cigares
        [black_market] au Marché noir
        [sawmill] à la Scierie
        [cafe] au Café
        [customs] à la Douane
        [casino] au Casino
        [harbour_office] à la Capitainerie
        [trading_office] au Comptoir
        [newspaper] au Journal
       *[other] sur le bâtiment
    }
narrate-skip = La voiture dépasse le port : pas de tour de livraison.
narrate-tile_up = La tuile { $cubaner } est de nouveau face visible.
narrate-tile_down = La tuile { $cubaner } est retournée face cachée.
narrate-marker = Le marqueur de valeur passe de { $before } à { $after }.
narrate-marker_sail = Le marqueur de valeur passe de { $before } au drapeau à damier.
narrate-departed = Le navire { $ship } prend la mer (partis : { $departed } sur 7).
narrate-gained = { $name } ({ $source }) : { $changes }.
narrate-tribute = { $giver } donne { $item } à { $taker }.
narrate-tribute_none = { $giver } n’a rien à donner à { $taker }.
narrate-claimed = { $name } prend { $building }.
narrate-alonso_pass = { $name } ne prend ni n’utilise aucun bâtiment chez Alonso.
narrate-figure = { $name } place son pion { $building }.
narrate-stay = { $name } laisse son pion { $building }.
narrate-stay_off = { $name } laisse son pion hors du plateau.
narrate-used = { $name } utilise { $building }.
narrate-used_alonso = { $name } utilise { $building } grâce à Alonso.
narrate-declined = { $name } n’utilise pas { $building }.
narrate-no_use = { $name } ne peut pas utiliser { $building }.
narrate-die_turned = Le dé { $good } passe de { $before } à { $after }.
narrate-owner = { $owner } gagne 1 PV : { $building } lui appartient et { $name } y a placé son pion.
narrate-round = { $name } entre au port : un tour de livraison commence.
narrate-delivered = { $name } livre { $goods } pour { $vp } PV.
narrate-delivered_wood =
    { $name } livre { $count } bois à la place { $instead ->
    [agrumes] des agrumes
    [cigares] des cigares
    *[other] du { $instead }
    } pour { $vp } PV.
narrate-passed = { $name } passe.
narrate-passed_forced = { $name } ne peut pas livrer et passe.
narrate-round_filled = La demande du navire est satisfaite : le tour de livraison se termine.
narrate-round_passed = Tout le monde a passé : le tour de livraison se termine.
narrate-game_ended = Le 7e navire est parti : la partie est terminée. { $standings }.
narrate-standing = { ORDINAL($place) } { $name } { $score } PV
narrate-you-demand = Tu fixes la demande du navire { $ship } : { $dice } ; le dé { $aside } ({ $face }) est mis de côté.
narrate-you-demand_none = Tu fixes la demande du navire { $ship } : aucune ; le dé { $aside } ({ $face }) est mis de côté.
narrate-you-car =
    Tu avances la voiture { $steps ->
    [1] d’une station
    [one] de { $steps } station
    *[other] de { $steps } stations
    } jusqu’{ $where } { $paid ->
    [0] gratuitement
    [one] pour { $paid } peso
    *[other] pour { $paid } pesos
    }.
narrate-you-car_forced = Tu n’as pas de pesos et tu avances la voiture d’une station jusqu’{ $where }.
narrate-you-gained = { $source } : { $changes }.
narrate-you-tribute = Tu donnes { $item } à { $taker }.
narrate-you-tribute_to = { $giver } te donne { $item }.
narrate-you-tribute_none = Tu n’as rien à donner à { $taker }.
narrate-you-tribute_none_to = { $giver } n’a rien à te donner.
narrate-you-claimed = Tu prends { $building }.
narrate-you-alonso_pass = Tu ne prends ni n’utilises aucun bâtiment chez Alonso.
narrate-you-figure = Ton pion va { $building }.
narrate-you-figure_no_use = Ton pion va { $building }, mais tu ne peux rien y faire maintenant.
narrate-you-stay = Ton pion reste { $building }.
narrate-you-stay_off = Ton pion reste hors du plateau.
narrate-you-used = Tu utilises { $building }.
narrate-you-used_alonso = Tu utilises { $building } grâce à Alonso.
narrate-you-declined = Tu n’utilises pas { $building }.
narrate-you-no_use = Tu ne peux pas utiliser { $building }.
narrate-you-owner = Tu gagnes 1 PV : { $building } t’appartient et { $name } y a placé son pion.
narrate-you-owner_paid = { $owner } gagne 1 PV : { $building } lui appartient et ton pion y est.
narrate-you-round = Tu as mené la voiture au port : un tour de livraison commence.
narrate-you-delivered = Tu livres { $goods } pour { $vp } PV.
narrate-you-delivered_wood =
    Tu livres { $count } bois à la place { $instead ->
    [agrumes] des agrumes
    [cigares] des cigares
    *[other] du { $instead }
    } pour { $vp } PV.
narrate-you-passed = Tu passes.
narrate-you-passed_forced = Tu ne peux pas livrer et tu passes.

## the short comment after a record line in the log (NOTATION.md, "Log rendering")
comment-sep = {" "}·{" "}
comment-car = { $start } → { $end }, payé { $paid }
comment-car_free = { $start } → { $end }, gratuit
comment-harbour = port
comment-change = { $sign }{ $amount } { $item }
comment-change_pesos =
    { $sign }{ $amount ->
    [one] { $amount } peso
    *[other] { $amount } pesos
    }
comment-die = { $good } { $before }→{ $after }
comment-face_down = { $cubaner } face cachée
comment-departed = le navire { $ship } part
comment-demand = navire { $ship } : { $dice } ; { $aside } ({ $face }) de côté
comment-demand_none = navire { $ship } : aucune demande ; { $aside } ({ $face }) de côté
comment-owner = +1 PV à la place { $owner }
comment-tribute = { $item } à la place { $taker }
comment-tribute_none = la place { $giver } n’a rien à donner

## the board image (render/santiago); only characters the images' built-in font can draw
render-to_play = À { $name } de jouer
render-game_over = Partie terminée
render-winner = { $name } gagne avec { $score } PV
render-winners = { $names } gagnent ensemble avec { $score } PV
render-place = { ORDINAL($place) }
render-passed = a passé
render-phase-demand = fixe la demande du nouveau navire
render-phase-car = déplace la voiture
render-phase-pablo = prend une marchandise chez Pablo
render-phase-give = paie le tribut d’El Zorro à { $name }
render-phase-alonso = prend ou utilise un bâtiment chez Alonso
render-phase-go = place le pion sur un bâtiment
render-phase-use = utilise : { $building }
render-phase-deliver = livre au navire ou passe
render-phase-end = le 7e navire a pris la mer
render-ship = Navire { $ship }
render-sailed = partis : { $departed } sur { $ships }
render-no_demand = demande pas encore fixée
render-aside = de côté
render-value = PV par marchandise
render-harbour = Port
render-harbour_effect = tour de livraison
render-face_down = face cachée
render-effect-any = au choix
render-effect-tribute = tribut
render-effect-alonso = prendre / utiliser
render-cost-free = gratuit
render-col-vp = PV
render-col-goods_vp = + march.
render-col-total = total
render-category-start = PV de départ
render-category-cubaner = Cubains
render-category-buildings = Bâtiments
render-category-casino = Casino (achat/vente)
render-category-owner = PV de propriétaire
render-category-ships = Livraisons
render-category-tribute = El Zorro
render-category-goods = Marchandises restantes (3 = 1 PV)
render-chart-ship = Navire { $ship } part
render-col-pesos = pesos
render-col-markers = marqueurs
render-supply = Réserve
render-hidden = caché
render-you = toi
render-legend-owner = propriétaire
render-legend-figure = pion
render-legend-car = voiture
render-legend-last = dernier coup
render-legend-legal = tu peux aller ici (pesos)
render-legend-goods_vp = + march. : 1 PV pour 3 marchandises
render-good-sugar = sucre
render-good-citrus = agrumes
render-good-tobacco = tabac
render-good-rum = rhum
render-good-cigars = cigares
render-good-wood = bois
render-building-bank = Banque
render-building-church = Église
render-building-distillery = Distillerie
render-building-cigar_factory = Manufacture de cigares
render-building-black_market = Marché noir
render-building-sawmill = Scierie
render-building-cafe = Café
render-building-customs = Douane
render-building-casino = Casino
render-building-harbour_office = Capitainerie
render-building-trading_office = Comptoir
render-building-newspaper = Journal
render-hint-bank = +2 pesos
render-hint-church = +1 PV
render-hint-distillery = sucre → rhum, à volonté
render-hint-cigar_factory = tabac → cigares, à volonté
render-hint-black_market = 1 marchandise contre 1 autre
render-hint-sawmill = rendre 1 bois : +1 PV, +1 peso
render-hint-cafe = 1 rhum et/ou 1 cigare : 2 PV chacun
render-hint-customs = annuler une demande du navire
render-hint-casino = acheter ou vendre des PV à 3 pesos
render-hint-harbour_office = PV par marchandise +1 ou −1
render-hint-trading_office = livrer 1 march. demandée : 2 PV
render-hint-newspaper = +1 peso, peut retourner un Cubain

## the Discord bot (bot/games/santiago): commands, turn messages, buttons and panels
ui-game = Santiago de Cuba
reveals-roll = les dés de la prochaine demande ont été lancés
ui-undo-demand = demande du nouveau navire fixée
ui-undo-car = voiture avancée jusqu’à { $cubaner }
ui-undo-car_harbour = voiture avancée jusqu’au port
ui-undo-car_steps =
    voiture avancée { $steps ->
    [1] d’une station
    [one] de { $steps } station
    *[other] de { $steps } stations
    }
ui-undo-pablo = { $goods } pris chez Pablo
ui-undo-give = { $item } donné à { $taker }
ui-undo-give_any = { $item } donné pour le tribut d’El Zorro
ui-undo-claim = prise de possession du bâtiment { $building } chez Alonso
ui-undo-alonso_use = utilisation du bâtiment { $building } grâce à Alonso
ui-undo-alonso_pass = ni prise ni utilisation de bâtiment chez Alonso
ui-undo-go = pion placé sur le bâtiment { $building }
ui-undo-use = utilisation du bâtiment { $building }
ui-undo-decline = pas d’utilisation du bâtiment { $building }
ui-undo-decline_any = pas d’utilisation du bâtiment
ui-undo-deliver = livraison de { $goods }
ui-undo-deliver_wood =
    livraison de { $count } bois à la place { $instead ->
    [agrumes] des agrumes
    [cigares] des cigares
    *[other] du { $instead }
    }
ui-undo-pass = pas de livraison
ui-level-random = coups au hasard
ui-level-easy = facile
ui-level-strong = fort
ui-variant-standard = Standard
ui-variant-hidden = Possessions cachées
ui-command-board = Voir la table en privé ; un joueur peut la ramener en bas une fois par tour
ui-command-panel = Tes possessions et, à ton tour, tes choix (toi seul le vois)
ui-command-status = Où en est la partie : navire, scores et à qui le tour
ui-command-log = Les derniers coups en notation et en mots
ui-command-rules = Un court guide de Santiago de Cuba et de ses bâtiments
ui-not_started = La partie n’a pas encore commencé. Lance-la avec `/{ $command } start`.
ui-coloured = { $square } { $name }
ui-title = Santiago de Cuba · Navire { $ship } · partis : { $departed } sur 7
ui-start = Ordre du tour : { $order }. { $roller } lance la première demande ; { $starter } commence.
ui-hidden_note = Les possessions sont cachées : chacun voit ses pesos, marchandises et PV dans son panneau.
ui-prompt-demand = { $who } : garde 4 des 5 dés pour la demande du navire { $ship }.
ui-why-first = Tu es à droite du premier joueur, donc tu lances la première demande.
ui-why-zero = Les 4 dés que tu as gardés pour le navire { $sailed } montraient tous 0 : il est parti aussitôt et tu lances à nouveau.
ui-why-skip = En dépassant le port, ta voiture a poussé le marqueur de valeur sur le drapeau à damier et le navire { $sailed } est parti, donc tu lances avant le début du tour de livraison.
ui-why-harbour = Tu as mené la voiture au port et le navire { $sailed } est parti pendant ce tour de livraison : c’est la personne qui a mené la voiture au port qui lance, quelle que soit la personne qui a fait la dernière livraison.
ui-why-sailed = Ton tour a fait partir le navire { $sailed }, donc tu lances.
ui-prompt-car = { $who } : déplace la voiture.
ui-prompt-pablo = { $who } : prends une marchandise chez Pablo.
ui-prompt-give = { $who } : paie le tribut d’El Zorro à { $taker }.
ui-prompt-alonso = { $who } : chez Alonso, prends un bâtiment, utilise l’un des tiens, ou passe.
ui-prompt-go = { $who } : place ton pion sur un bâtiment.
ui-prompt-use = { $who } : utilise { $building }, ou passe.
ui-prompt-deliver = { $who } : livre au navire ou passe.
ui-prompt-computer-demand = { $who } doit garder 4 des 5 dés pour la demande du navire { $ship }.
ui-prompt-computer-car = { $who } doit déplacer la voiture.
ui-prompt-computer-pablo = { $who } doit prendre une marchandise chez Pablo.
ui-prompt-computer-give = { $who } doit payer le tribut d’El Zorro à { $taker }.
ui-prompt-computer-alonso = Chez Alonso, { $who } doit prendre un bâtiment, utiliser l’un des siens ou passer.
ui-prompt-computer-go = { $who } doit placer son pion sur un bâtiment.
ui-prompt-computer-use = { $who } doit utiliser { $building } ou passer.
ui-prompt-computer-deliver = { $who } doit livrer au navire ou passer.
ui-end = La partie est terminée. { $winner } gagne avec { $score } PV. Joueurs : { $names }. L’enregistrement de la partie est joint ({ $record }).
ui-end_goods =
    La partie est terminée. { $winner } gagne avec { $score } PV ({ $vp } + { $bonus } pour { $goods ->
    [one] { $goods } marchandise restante
    *[other] { $goods } marchandises restantes
    }). Joueurs : { $names }. L’enregistrement de la partie est joint ({ $record }).
ui-end_shared = La partie est terminée. { $winners } gagnent ensemble avec { $score } PV. Joueurs : { $names }. L’enregistrement de la partie est joint ({ $record }).
ui-button-panel = Mon panneau
ui-button-act = Tes choix
ui-button-demand = Voir les dés
ui-round-deliver = Ensuite, à tour de rôle, dans ce tour de livraison : { $order }.
ui-round-give = Ensuite, à tour de rôle, pour le tribut d’El Zorro : { $order }.
ui-group-car_near = Trajets qui ne dépassent pas le port
ui-group-car = Trajets qui dépassent le port { $times } fois
ui-group-claim = Prendre un bâtiment
ui-group-deliver =
    Livrer { $good ->
    [agrumes] des agrumes
    [cigares] des cigares
    *[other] du { $good }
    }
ui-choose = Choisis…
ui-panel-header =
    { $name } : { $vp } PV · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-panel-no_goods = aucune marchandise
ui-panel-waiting = Ce n’est pas ton tour : on attend { $names }.
ui-panel-over = La partie est terminée.
ui-ask-demand = Les dés donnent : { $roll }. Choisis le dé à mettre de côté ; les 4 autres vont sur le navire { $ship }.
ui-ask-car = Où va la voiture ? Chaque station après la première coûte 1 peso ; tu as { $pesos }.
ui-ask-pablo = Pablo te donne 1 marchandise au choix.
ui-ask-give = El Zorro : donne à { $taker } 1 peso, 1 PV ou 1 marchandise.
ui-ask-alonso = Alonso : prends un bâtiment sans marqueur, utilise l’un des tiens, ou passe.
ui-ask-go = Où va ton pion ?
ui-ask-use = Comment utilises-tu { $building } ?
ui-ask-deliver = Le navire demande { $wants }, à { $value } PV par marchandise : livre, ou passe.
ui-done = C’est fait. { $move }
ui-done_next = C’est fait. { $move } Ton prochain choix t’attend sur la table de jeu : { $link }
ui-table-player =
    { $vp } PV · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-table-final =
    { $score } PV ({ $vp } + { $bonus } pour { $count ->
    [one] { $count } marchandise restante
    *[other] { $count } marchandises restantes
    }) · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-table-hidden = possessions cachées
ui-table-alt = Le plateau de Santiago de Cuba, { $title } : la route, les plantations, les bâtiments et le navire.
ui-label-demand = { $good } { $face } de côté · le navire demande { $wants }
ui-label-demand_none = { $good } { $face } de côté · le navire ne demande rien et part aussitôt
ui-label-car = { $where } · { $cost } · { $effect }
ui-label-car_skip = { $where } · { $cost } · dépasse le port · { $effect }
ui-label-car_laps = { $where } · { $cost } · dépasse le port { $times }× · { $effect }
ui-label-car_round =
    { $where } · { $cost } · { $times ->
    [one] un tour complet
    *[other] { $times } tours complets
    } · { $effect }
ui-label-free = gratuit
ui-label-pesos =
    { $count ->
    [one] { $count } peso
    *[other] { $count } pesos
    }
ui-label-peso = 1 peso
ui-label-harbour = Port
ui-label-round = tour de livraison
ui-label-face_down = face cachée : rien
ui-label-choice = 1 marchandise au choix
ui-label-tribute = 1 peso, PV ou marchandise de chacun
ui-label-alonso = prendre ou utiliser un bâtiment
ui-label-effect_then = { $effect } · { $then }
ui-label-then = puis { $buildings }
ui-label-then_stay = puis ton pion reste ({ $building })
ui-label-then_again = puis encore { $building }
ui-label-then_none = puis aucun bâtiment
ui-label-nothing = rien à y faire pour toi
ui-label-gain = +{ $amount } { $item }
ui-label-pablo = Prendre { $good } · { $left } en réserve
ui-label-give_peso = Donner 1 peso à { $taker } · tu en as { $have }
ui-label-give_vp = Donner 1 PV à { $taker } · tu en as { $have }
ui-label-give_good = Donner { $good } à { $taker } · tu en as { $have }
ui-label-claim = Prendre le bâtiment { $building } · { $effect }
ui-label-alonso_use = Utiliser ton bâtiment { $building } · { $effect }
ui-label-alonso_pass = Passer : ni prendre ni utiliser
ui-label-go = { $building } · { $effect }
ui-label-go_owner = { $building } · { $effect } · +1 PV pour { $owner }
ui-label-go_own = { $building } · { $effect } · ton bâtiment
ui-label-use = { $building } · { $effect }
ui-label-decline = Ne pas utiliser { $building }
ui-label-deliver = Livrer { $good } · +{ $vp } PV
ui-label-deliver_wood =
    Livrer { $count } bois à la place { $good ->
    [agrumes] des agrumes
    [cigares] des cigares
    *[other] du { $good }
    } · +{ $vp } PV
ui-label-pass = Passer (et sortir de ce tour de livraison)
ui-effect-convert = { $source } en { $target }
ui-effect-swap = donner { $give }, prendre { $take }
ui-effect-cafe = rendre { $goods } : +{ $vp } PV
ui-effect-customs = annuler la demande de { $wanted }
ui-effect-buy =
    acheter { $count } PV pour { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    }
ui-effect-sell =
    vendre { $count } PV pour { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    }
ui-effect-marker = PV par marchandise { $before } → { $after }
ui-effect-marker_sail = marqueur sur le drapeau à damier : le navire part aussitôt
ui-effect-trading = livrer { $wanted } : +{ $vp } PV
ui-effect-newspaper = +1 peso
ui-effect-newspaper_down = +1 peso, { $cubaner } face cachée
ui-now-newspaper = { $gain }, et tu peux retourner un Cubain face cachée
ui-now-pay = rendre { $count } de tes { $held } : { $gain }
ui-now-convert = changer ton { $source } ({ $count }) en { $target }
ui-now-convert_some =
    changer { $count ->
    [one] { $count } { $source }
    *[other] { $count } { $source }s
    } en { $target } (tu en as { $held })
ui-now-swap = échanger { $goods } contre une autre marchandise
ui-now-swap_any =
    échanger 1 de tes { $count ->
    [one] { $count } marchandise
    *[other] { $count } marchandises
    } contre une autre
ui-now-cafe = rendre { $goods } : +{ $vp } PV
ui-now-customs = annuler la demande de { $wants }
ui-now-customs_one = annuler une des { $count } demandes du navire
ui-now-casino_buy =
    acheter { $count } PV pour { $cost ->
    [one] { $cost } peso
    *[other] { $cost } pesos
    }
ui-now-casino_both =
    acheter { $count } PV pour { $cost ->
    [one] { $cost } peso
    *[other] { $cost } pesos
    } ou vendre des PV à { $rate ->
    [one] { $rate } peso
    *[other] { $rate } pesos
    } pièce
ui-now-casino_sell =
    vendre des PV à { $rate ->
    [one] { $rate } peso
    *[other] { $rate } pesos
    } pièce (tu en as { $vp })
ui-now-marker_up = PV par marchandise { $before } → { $up }
ui-now-marker = PV par marchandise { $before } → { $up } ou { $down }
ui-now-marker_sail = PV par marchandise { $before } → { $down } ou faire partir le navire
ui-now-trading = livrer { $goods } : +{ $vp } PV
ui-count-sugar =
    { $count ->
    [one] { $count } sucre
    *[other] { $count } sucres
    }
ui-count-citrus =
    { $count ->
    [one] { $count } agrume
    *[other] { $count } agrumes
    }
ui-count-tobacco =
    { $count ->
    [one] { $count } tabac
    *[other] { $count } tabacs
    }
ui-count-rum =
    { $count ->
    [one] { $count } rhum
    *[other] { $count } rhums
    }
ui-count-cigars =
    { $count ->
    [one] { $count } cigare
    *[other] { $count } cigares
    }
ui-count-wood = { $count } bois
ui-status-player =
    { $name } : { $vp } PV · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-status-hidden = { $name } : possessions cachées
ui-status-ship = Le navire { $ship } demande { $wants } · { $value } PV par marchandise · partis : { $departed } sur 7
ui-status-final =
    { $name } : { $score } PV ({ $vp } + { $bonus } pour { $count ->
    [one] { $count } marchandise restante
    *[other] { $count } marchandises restantes
    }) · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-status-no_demand = Navire { $ship } : demande pas encore fixée · partis : { $departed } sur 7
ui-status-waiting = On attend { $names }.
ui-status-link = Message actuel : { $link }
ui-log-empty = Aucun coup pour l’instant.
ui-log-header = Derniers coups ({ $count } sur { $total }) :
ui-rules-guide = **Santiago de Cuba** (2 à 4 joueurs) : quand le 7e navire est parti, le joueur qui a le plus de points de victoire (PV) gagne.
ui-rules-roll = Le joueur dont le tour a fait partir le navire lance les 5 dés à la fin de ce tour et en garde 4 pour le nouveau navire : après un tour de livraison, c’est la personne qui a mené la voiture au port, même si quelqu’un d’autre a fait la dernière livraison.
ui-rules-play = On joue avec les boutons, et `/{ $command } panel` montre tes possessions et tes choix.
ui-rules-effect-bank = tu reçois 2 pesos.
ui-rules-effect-church = tu reçois 1 PV.
ui-rules-effect-distillery = tu peux rendre autant de sucre que tu veux et prendre autant de rhum dans la réserve.
ui-rules-effect-cigar_factory = tu peux rendre autant de tabac que tu veux et prendre autant de cigares dans la réserve.
ui-rules-effect-black_market = tu peux rendre 1 marchandise et en prendre 1 d’une autre sorte dans la réserve (jamais de bois).
ui-rules-effect-sawmill = tu peux rendre 1 bois contre 1 PV et 1 peso.
ui-rules-effect-cafe = tu peux rendre 1 rhum et/ou 1 cigare, pour 2 PV chacun.
ui-rules-effect-customs = tu peux mettre un dé de demande du navire sur 0 : le navire ne demande alors plus cette marchandise.
ui-rules-effect-casino = tu peux acheter des PV à 3 pesos pièce, ou vendre des PV à 3 pesos pièce.
ui-rules-effect-harbour_office = tu peux avancer ou reculer le marqueur de valeur d’un drapeau (jamais sous 2) ; sur le drapeau à damier, le navire part aussitôt.
ui-rules-effect-trading_office = tu peux livrer 1 marchandise demandée par le navire (pas de bois) pour 2 PV, quelle que soit la position du marqueur de valeur.
ui-rules-effect-newspaper = tu reçois 1 peso et tu peux retourner un Cubain face cachée.
ui-replay-start = Le début
ui-replay-turn = Coup { $step } : { $name }
ui-replay-title = Coup { $step } sur { $total } · Navire { $ship }
ui-replay-deal = La table est mise pour { $names }.

## teaching: a hint's reasons and the moves they name (rules/santiago/teach.py)
# a move at the start of a sentence
teach-do-demand = Mets de côté le dé { $good }
teach-do-car =
    Avance la voiture { $steps ->
    [1] d’une station
    *[other] de { $steps } stations
    } jusqu’à { $cubaner }
teach-do-car_harbour =
    Avance la voiture { $steps ->
    [1] d’une station
    *[other] de { $steps } stations
    } jusqu’au port
teach-do-car_down =
    Avance la voiture { $steps ->
    [1] d’une station
    *[other] de { $steps } stations
    } jusqu’à { $cubaner } (face cachée)
teach-do-pablo = Prends { $goods } chez Pablo
teach-do-give = Donne { $item }
teach-do-claim = Prends { $the_building } chez Alonso
teach-do-alonso_use = Utilise { $the_building } grâce à Alonso
teach-do-alonso_pass = Passe chez Alonso
teach-do-go = Place ton pion { $to_building }
teach-do-use = Utilise { $the_building }
teach-do-decline = N’utilise pas { $the_building }
teach-do-deliver = Livre { $goods }
teach-do-deliver_wood =
    Livre { $count } bois à la place { $good ->
    [agrumes] des agrumes
    [cigares] des cigares
    *[other] du { $good }
    }
teach-do-pass = Passe dans ce tour de livraison
# a move the chosen one beat ("C’est mieux que de conduire la voiture de 3 stations jusqu’à Maria …")
teach-alt-demand = mettre de côté le dé { $good }
teach-alt-car =
    conduire la voiture { $steps ->
    [1] d’une station
    *[other] de { $steps } stations
    } jusqu’à { $cubaner }
teach-alt-car_harbour =
    conduire la voiture { $steps ->
    [1] d’une station
    *[other] de { $steps } stations
    } jusqu’au port
teach-alt-car_down =
    conduire la voiture { $steps ->
    [1] d’une station
    *[other] de { $steps } stations
    } jusqu’à { $cubaner } (face cachée)
teach-alt-pablo = prendre { $goods } chez Pablo
teach-alt-give = donner { $item }
teach-alt-claim = prendre { $the_building }
teach-alt-alonso_use = mettre à profit { $the_building } grâce à Alonso ({ $effect })
teach-alt-alonso_pass = passer chez Alonso
teach-alt-go = placer ton pion { $to_building }
teach-alt-use = mettre à profit { $the_building } ({ $effect })
teach-alt-decline = laisser de côté { $the_building }
teach-alt-deliver = livrer { $goods }
teach-alt-deliver_wood =
    livrer { $count } bois à la place { $good ->
    [agrumes] des agrumes
    [cigares] des cigares
    *[other] du { $good }
    }
teach-alt-pass = passer
teach-item-vp = { $count } PV
# (a) what the move gains now
teach-gain = { $choice } : tu reçois { $got } tout de suite.
teach-gain_for = { $choice } : tu reçois { $got } contre { $paid } tout de suite.
teach-cost = { $choice } : cela te coûte { $paid } tout de suite.
teach-nothing = { $choice } : cela ne change rien à tes possessions pour l’instant.
teach-give = Donne { $item } à { $name } : il te restera { $left }.
teach-give_last = Donne { $item } à { $name } : c’est tout ce que tu en as.
teach-go = { $choice }, puis sers-t’en ({ $effect }).
teach-claim =
    { $choice } : le bâtiment est à toi jusqu’à la fin de la partie, { $count ->
    [0] et c’était ton dernier marqueur de propriété
    [1] et il te reste { $count } marqueur de propriété
    *[other] et il te reste { $count } marqueurs de propriété
    }.
teach-alonso_pass =
    { $choice } : tu gardes { $count ->
    [1] ton dernier marqueur de propriété
    *[other] tes { $count } marqueurs de propriété
    } pour un meilleur bâtiment.
teach-decline = { $choice } : aucune utilisation n’en vaut le prix pour toi maintenant.
teach-demand = { $choice } : le navire demandera { $wants }, et tu en as déjà { $held }.
teach-demand_none = { $choice } : le navire demandera { $wants }.
teach-demand_sails = { $choice } : les 4 dés du navire indiquent tous 0, il part donc aussitôt et tu relances les dés.
teach-customs = { $choice } : le navire ne demande plus { $wanted }.
teach-marker = { $choice } : le marqueur de valeur passe à { $value } PV par marchandise.
teach-marker_sail = { $choice } : le marqueur de valeur atteint le drapeau à damier, donc le navire part.
teach-pass = { $choice } : tu gardes { $held } pour un prochain navire.
# (b) what it opens or denies
teach-next_go = Ensuite, ton pion pourra aller { $to_buildings }.
teach-next_go_one = Ensuite, ton pion ira { $to_building }.
teach-next_stay = Tous les bâtiments de cette couleur sont occupés : ton pion reste { $at_building } et peut s’en servir à nouveau.
teach-next_pablo = Ensuite, Pablo te donne 1 marchandise au choix.
teach-next_alonso = Chez Alonso, tu pourras ensuite prendre un bâtiment ou utiliser l’un des tiens.
teach-tribute =
    { $count ->
    [1] Ton adversaire devra ensuite te donner 1 peso, 1 marchandise ou 1 PV.
    *[other] Chacun de tes { $count } adversaires devra ensuite te donner 1 peso, 1 marchandise ou 1 PV.
    }
teach-again = Ton pion reste en place, et tu peux utiliser { $the_building } une fois de plus.
teach-face_down = { $cubaner } est face cachée : rien ne s’y passe, et ton pion reste en place.
teach-harbour = Un tour de livraison commence par toi : le navire demande { $wants } à { $value } PV l’unité, et tu en as { $held }.
teach-harbour_none = Un tour de livraison commence par toi : le navire demande { $wants } à { $value } PV l’unité.
teach-skip = En dépassant le port, tu fais passer le marqueur de valeur à { $value } PV par marchandise.
teach-skip_sail = En dépassant le port, tu fais passer le marqueur de valeur sur le drapeau à damier : le navire part, et c’est toi qui fixes la prochaine demande.
teach-next_player = { $name } repartira d’ici, et la station suivante, { $cubaner }, ne lui coûtera rien.
teach-next_player_harbour = { $name } repartira d’ici, et la station suivante est le port : un tour de livraison sans frais pour { $name }.
teach-game_ends = Le 7e navire part, et la partie se termine aussitôt.
teach-sails = Le navire part, et c’est toi qui fixes la prochaine demande.
teach-sails_by = Le navire part, et c’est { $name } qui fixe la prochaine demande.
teach-still_wants = Le navire demande encore { $wants }.
teach-ship_wants = Le navire demande { $wants }, et tu en auras { $held }.
teach-denies = { $name }, qui a { $held }, ne peut plus en livrer à ce navire.
teach-go_owner = Le bâtiment appartient à { $name }, qui gagne 1 PV à la fin de ton tour.
teach-go_own = C’est ton propre bâtiment : personne d’autre ne gagne de PV pour ta visite.
teach-go_block = Jusqu’à ton prochain tour, aucun autre pion ne peut y entrer : { $name }, qui joue ensuite, ne pourra pas s’en servir.
teach-claim_figure = { $name } a son pion dessus : chaque tour qu’il y termine te rapporte 1 PV.
teach-claim_pays =
    Chaque fois que le pion d’un adversaire y termine un tour, tu gagnes 1 PV, et { $ships ->
    [1] { $ships } navire doit
    *[other] { $ships } navires doivent
    } encore partir.
teach-flipped = { $cubaner } reste face cachée jusqu’à ce que la voiture reparte : { $name }, qui joue ensuite, n’y obtiendrait rien.
teach-pass_round = Tout le monde a passé : le marqueur de valeur passe à { $value } PV par marchandise.
teach-pass_sail = Tout le monde a passé : le marqueur de valeur atteint le drapeau à damier et le navire part.
# (c) why it beats the runner-up
teach-versus =
    C’est mieux que de { $runner } : environ { $margin } PV d’avance en plus sur le meilleur adversaire, et en tête dans { $wins } { $trials ->
    [1] de { $trials } suite simulée
    *[other] des { $trials } suites simulées
    }.
teach-versus_close =
    C’est un peu mieux que de { $runner } : moins d’un PV d’avance en plus sur le meilleur adversaire, et en tête dans { $wins } { $trials ->
    [1] de { $trials } suite simulée
    *[other] des { $trials } suites simulées
    }.
teach-only = C’est le seul coup que les règles te permettent maintenant : il n’y a rien à peser.
teach-versus_even =
    C’est aussi bien que de { $runner } dans { $trials ->
    [1] la seule suite simulée
    *[other] les { $trials } suites simulées
    }, et cela rapporte au moins autant tout de suite.

## the decisions that mattered at a practice table's end (issue 44), about a named player (rules/santiago/turning.py)
turning-good = Coup { $move }, { $name } a bien joué : { $choice }{ $gain } ; selon l’évaluation de l’ordinateur fort, cela valait { $points ->
    [0] à peu près autant que
   *[other] environ { $points } PV de plus que
    } le choix suivant, { $runner }.
turning-miss = Coup { $move }, { $name } a choisi : { $choice }{ $gain } ; selon l’évaluation de l’ordinateur fort, { $instead } aurait rapporté { $points ->
    [0] un peu plus
   *[other] environ { $points } PV de plus
    }.
turning-gain = , ce qui a rapporté { $got } tout de suite
turning-go = placer son pion { $to_building }
ui-milestone = Le navire { $ship } a pris la mer (partis : { $departed } sur 7).
