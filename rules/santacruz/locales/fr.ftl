# Santa Cruz: every sentence a player can read (French), in Project Fluent syntax.
# Terms as in the published editions: ../GLOSSARY.md. Variables ($name) hold values only.

## notation that does not parse
parse-too_short = '{ $text }' n’est pas un coup : écris '<place> <verbe> [args]', p. ex. '1 ship C03'.
parse-bad_seat = '{ $word }' n’est pas une place : les places sont numérotées de 0 à 3.
parse-unknown_site = Il n’y a pas d’emplacement '{ $site }' sur le plateau.
parse-no_join_here = '{ $word }' : on ne peut pas rejoindre un autre joueur lors de l’arrivée.
parse-bad_double_kind = '{ $word }' n’est pas un type de double action : choisis ship, road ou river.
parse-unknown_card = Il n’y a pas de carte score '{ $card }'.
parse-unknown_set = Il n’y a pas de set '{ $letter }' : les sets sont A, B, C et D.
parse-arity = '{ $text }' n’a pas le bon nombre de mots pour ce coup.
parse-unknown_verb = '{ $verb }' n’est pas un coup : utilise pick, discard, land, ship, road, river, double, build ou score.

## moves the rules forbid now
illegal-game_over = La partie est terminée.
illegal-no_such_seat = Il n’y a pas de place { $seat } dans cette partie : elle compte { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
    }, numérotés à partir de 0.
illegal-not_your_turn = Ce n’est pas ton tour : la partie attend { $waiting }.
illegal-now_draft = Ce coup ne convient pas au choix des cartes : chaque joueur choisit maintenant un set de cartes construction (manche 1) ou un tas (manche 2).
illegal-now_discard = Ce coup ne convient pas maintenant : chaque joueur défausse d’abord une carte score en secret.
illegal-now_landing = Ce coup ne convient pas maintenant : la manche commence par l’arrivée, où chaque joueur pose un bâtiment sur une tuile Côte libre.
illegal-now_play = Ce coup ne convient pas maintenant : l’arrivée est terminée, alors joue une carte de ta main.
illegal-finish_double = Ta double action n’est pas terminée : fais d’abord ses constructions (ou ne construis rien là où il ne reste aucun emplacement).
illegal-set_taken = { $letter } n’est plus disponible : tu peux encore choisir { $available }.
illegal-no_scoring_card = Tu n’as pas la carte score '{ $card }' en main, donc tu ne peux ni la jouer ni la défausser.
illegal-no_card = Il ne te reste { $kind ->
    [ship] aucune carte Navire
    [road] aucune carte Route
    [river] aucune carte Rivière
    [double] aucune Double action
   *[other] aucune carte { $kind }
    } en main à jouer.
illegal-must_build = Une carte qui peut construire doit construire, donc elle ne se joue pas sans emplacement : choisis parmi { $sites }.
illegal-unreachable_land = { $site } n’est pas une tuile Côte, et l’arrivée se fait seulement sur une tuile Côte libre.
illegal-unreachable_ship = { $site } n’est pas une tuile Côte, et une carte Navire construit seulement sur une tuile Côte libre.
illegal-unreachable_road = { $site } n’est relié directement par une route à aucun de tes bâtiments, donc une carte Route ne peut pas y construire.
illegal-unreachable_river = { $site } n’est sur aucune rivière où tu as déjà un bâtiment, donc une carte Rivière ne peut pas y construire.
illegal-join_free = { $site } est libre, il n’y a donc personne à y rejoindre : construis-y normalement.
illegal-join_landing = Tu ne peux pas rejoindre un autre joueur lors de l’arrivée : elle se fait sur une tuile Côte libre.
illegal-join_own = { $site } porte déjà ton propre bâtiment, et tu ne peux rejoindre qu’un autre joueur.
illegal-site_full = { $site } porte déjà deux bâtiments, le maximum pour un emplacement.
illegal-join_not_last = Seule la personne qui joue en dernier dans cette manche, { $name }, peut rejoindre un autre joueur sur sa tuile.
illegal-join_used = Tu as déjà rejoint un autre joueur dans cette manche, et ce n’est permis qu’une fois par manche.
illegal-own_site = { $site } porte déjà ton bâtiment, donc tu ne peux pas y construire à nouveau.
illegal-occupied = { $site } porte déjà un bâtiment, et tu ne peux construire que sur un emplacement libre.
illegal-occupied_can_join = { $site } porte déjà un bâtiment ; comme tu joues en dernier, tu peux y rejoindre ce joueur une fois dans cette manche : ajoute '+' ({ $site }+).
illegal-no_building = La tuile { $site } demande { $building ->
    [house] une maison
    [church] une église
    [lighthouse] un phare
   *[other] un bâtiment ({ $building })
    }, et il ne t’en reste plus dans ta réserve.

## words drawn on the images (render/)
render-round = Manche { $round }
render-phase-draft = Choix des cartes
render-phase-discard = Défausse
render-phase-landing = Arrivée
render-phase-play = Pose des cartes
render-phase-end = Fin de partie
render-to_play = À { $name } de jouer
render-waiting = On attend
render-double = Double action ({ $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }) : construction { $build } sur 2
render-rank = { ORDINAL($rank) }
render-points =
    { $points ->
    [one] point
    *[other] points
    }
render-score =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    }
render-set = Set { $letter }
render-pile = Tas { $letter }
render-may_join = peut rejoindre
render-joined = a rejoint
render-has_discarded = a défaussé
render-card-ship = Navire
render-card-road = Route
render-card-river = Rivière
render-card-double = Double action
render-resource-fish = poisson
render-resource-sheep = mouton
render-resource-wood = bois
render-resource-sugar = sucre
render-resource-gold = or
render-legend-legal = tu peux construire ici
render-legend-last = dernier coup
render-legend-bird = jeton oiseau
render-legend-fish_bonus = bonus poisson
render-legend-destroyed = détruit par l’éruption
render-legend-face_down = tuile face cachée
render-legend-points = points
render-legend-takes = bâtiment attendu
render-legend-supply = bâtiments restants
render-legend-cards = cartes jouées / reçues
render-legend-scoring = cartes score en main
render-draft-sets = Sets à choisir
render-draft-piles = Tas à choisir
render-played = Cartes score jouées
render-played-none = aucune
render-played-earlier = +{ $count } plus tôt
render-scoring-sheep = Mouton
render-scoring-fish = Poisson
render-scoring-wood = Bois
render-scoring-sugar = Sucre
render-scoring-gold6 = Or 6
render-scoring-gold10 = Or 10
render-scoring-fish--sheep = Poisson et mouton
render-scoring-wood--sugar = Bois et sucre
render-scoring-houses = Maisons
render-scoring-one--each = Un de chaque
render-scoring-connected = Reliés
render-scoring-coast = Côte
render-scoring-river = Rivière
render-scoring-volcano = Volcan
render-scoring-eruption = Éruption
render-scoring-birds = Oiseaux
render-effect-resource =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } si tu as construit sur une tuile { $needs }.
render-effect-pair =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } pour des tuiles { $first } et { $second }, { $one } pour une seule des deux.
render-effect-fish_bonus = Plus le bonus poisson des tuiles poisson où tu as construit.
render-effect-houses =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } pour au moins 4 maisons.
render-effect-one--each =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } pour une maison, une église et un phare.
render-effect-connected =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } pour 4 de tes bâtiments reliés par des routes.
render-effect-per_building =
    { $each ->
    [one] { $each } point
    *[other] { $each } points
    } par bâtiment { $where }.
render-effect-eruption =
    { $each ->
    [one] { $each } point
    *[other] { $each } points
    } par bâtiment sur un volcan ; ils sont retirés jusqu’à la manche 2.
render-effect-per_chip =
    { $each ->
    [one] { $each } point
    *[other] { $each } points
    } par jeton oiseau que tu as.
render-each = { $points } chacun
render-where-coast = sur la côte
render-where-river = sur une rivière
render-where-volcano = sur un volcan
render-why-resource = construit sur une tuile { $needs }
render-why-pair_one = construit sur une tuile { $first } ou { $second }
render-why-pair_all = construit sur des tuiles { $first } et { $second }
render-why-fish_bonus = bonus poisson
render-why-rule = remplit la condition
render-why-count =
    { $count ->
    [one] { $count } bâtiment
    *[other] { $count } bâtiments
    } { $where }
render-why-eruption =
    { $count ->
    [one] { $count } bâtiment
    *[other] { $count } bâtiments
    } sur un volcan
render-why-chips =
    { $count ->
    [one] { $count } jeton oiseau
    *[other] { $count } jetons oiseau
    }
render-why-nothing = rien
render-summary-title = { $name } joue { $card }
render-hand-title = { $name } : ta main
render-hand-building = Cartes construction
render-hand-scoring = Cartes score
render-hand-chips = Jetons oiseau
render-hand-new_card = Nouvelle en manche 2
render-hand-discarded = Défaussée
render-hand-none = aucune
render-hand-no_chips = aucun
render-hand-standing = { $score } · { $rank ->
    [1] 1re
   *[other] { $rank }e
    } place
render-category-start = Départ
render-category-build = Tuiles
render-category-resource = Ressources
render-category-fish_bonus = Bonus poisson
render-category-buildings = Bâtiments
render-category-places = Lieux
render-category-birds = Carte oiseaux
render-category-eruption = Éruption
render-category-bird_chips = Jetons oiseau

## what just happened and what comes next, in words (rules/santacruz/narrate.py)
narrate-seat = place { $seat }
narrate-someone = un autre joueur
narrate-list_sep = ,{" "}
narrate-points-one = { $points } point
narrate-points-other = { $points } points
narrate-building-house = maison
narrate-building-church = église
narrate-building-lighthouse = phare
narrate-kind-ship = Navire
narrate-kind-road = Route
narrate-kind-river = Rivière
narrate-kind-double = Double action
narrate-kinds-ship = navires
narrate-kinds-road = routes
narrate-kinds-river = rivières
narrate-kinds-double = doubles actions
narrate-cards =
    { $kind ->
    [ship] { $count ->
        [one] { $count } navire
       *[other] { $count } navires
        }
    [road] { $count ->
        [one] { $count } route
       *[other] { $count } routes
        }
    [river] { $count ->
        [one] { $count } rivière
       *[other] { $count } rivières
        }
   *[double] { $count ->
        [one] { $count } double action
       *[other] { $count } doubles actions
        }
    }
narrate-tile = { $site } ({ $contents })
narrate-tile-fish_bonus = bonus poisson { $bonus }
narrate-tile-bird = oiseau
narrate-quoted = « { $text } »
narrate-pick-set = { $name } choisit le set { $letter } : { $cards }.
narrate-pick-pile = { $name } prend le tas { $letter } : les cartes construction du set { $letter } et les cartes score { $scoring }.
narrate-pick-pile_bare = { $name } prend le tas { $letter } : les cartes construction du set { $letter }, sans carte score.
narrate-new_cards = Chaque joueur tire en secret une nouvelle carte score.
narrate-new_card-own = Ta nouvelle carte score est { $card }.
narrate-discard = { $name } a choisi une carte score à défausser.
narrate-discard-own = Tu as défaussé la carte score { $card }.
narrate-round_started = La manche { $round } commence par l’arrivée. Ordre du tour : { $order }.
narrate-land = { $name } arrive sur { $site } avec { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
    }).
narrate-no_land = { $name } ne peut pas arriver : il ne reste aucune tuile Côte libre.
narrate-play = { $name } joue une carte { $card }.
narrate-play_no_build = { $name } joue une carte { $card } mais ne peut construire nulle part.
narrate-play_on_hidden = { $name } joue une carte { $card } sur la tuile cachée { $site } : on y trouve { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } ({ $details }).
narrate-reveal_target = { $name } retourne la tuile cachée { $site } : on y trouve { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } ({ $details }).
narrate-build_card = { $name } joue une carte { $card } et construit { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } sur { $site } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
    }).
narrate-build = { $name } construit { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } sur { $site } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
    }).
narrate-join_card = { $name } joue une carte { $card } et rejoint { $other } sur { $site } avec { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
    }).
narrate-join = { $name } rejoint { $other } sur { $site } avec { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
    }).
narrate-build_failed = { $name } n’a plus de bâtiment ({ $building }) pour la tuile { $site } : rien n’est construit et la tuile reste visible.
narrate-double = { $name } joue la double action avec des { $kinds }.
narrate-double_nowhere = { $name } ne peut construire nulle part avec sa double action ({ $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }).
narrate-double_no_second = { $name } n’a aucun emplacement pour la deuxième construction de sa double action ({ $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }).
narrate-revealed_one = Tuile retournée : { $tiles }.
narrate-revealed = Tuiles retournées : { $tiles }.
narrate-chip = { $name } tire un jeton oiseau.
narrate-chip-own = Tu tires un jeton oiseau qui vaut { $value }.
narrate-chip-empty = { $name } a construit sur un oiseau, mais il ne reste aucun jeton oiseau.
narrate-scored = { $name } marque { $points }.
narrate-result = { $name } { $points }
narrate-score_card = { $name } joue la carte score { $card } : { $results }.
narrate-destroyed_item = { $site } ({ $building }, { $name })
narrate-eruption = Le volcan entre en éruption et retire jusqu’à la manche 2 : { $items }.
narrate-eruption_none = Le volcan entre en éruption, mais aucun bâtiment n’y est construit.
narrate-rank_score = { $name } { $score }
narrate-round_ended = La manche { $round } est terminée. Classement : { $standings }.
narrate-round_ended-last = La manche { $round } est terminée : les jetons oiseau sont révélés.
narrate-chips-item = { $name } { $values } = { $total }
narrate-chips-one = { $name } { $total }
narrate-chips-none = { $name } aucun
narrate-chips-sep = {" "};{" "}
narrate-chips_revealed = Jetons oiseau révélés : { $items }.
narrate-game_over = La partie est terminée.
narrate-game_ended = La partie est terminée : { $name } gagne avec { $score ->
    [one] { $score } point
   *[other] { $score } points
    }. Scores finaux : { $standings }.
narrate-prompt-draft = { $who } : choisis un set de cartes construction ({ $letters }).
narrate-prompt-piles = { $who } : choisis un tas ({ $letters }) : les cartes construction d’un set avec les cartes score jouées avec lui en manche 1.
narrate-prompt-discard = Chacun défausse en secret une carte score. Encore à choisir : { $who }.
narrate-prompt-landing = { $who } : arrive avec un bâtiment sur une tuile Côte libre.
narrate-prompt-play = { $who } : joue une carte.
narrate-prompt-play_may_join = { $who } : joue une carte. Comme tu joues en dernier, tu peux une fois dans cette manche rejoindre un autre joueur sur sa tuile.
narrate-prompt-double = { $who } : construction { $n } sur 2 de ta double action ({ $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }).
narrate-prompt-computer-draft = { $who } (ordinateur) choisit un set de cartes construction ({ $letters }).
narrate-prompt-computer-piles = { $who } (ordinateur) choisit un tas ({ $letters }).
narrate-prompt-computer-landing = { $who } (ordinateur) arrive avec un bâtiment sur une tuile Côte libre.
narrate-prompt-computer-play = { $who } (ordinateur) choisit une carte à jouer.
narrate-prompt-computer-double = { $who } (ordinateur) fait la construction { $n } sur 2 de sa double action ({ $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }).
narrate-prompt-end = La partie est terminée.
narrate-move-pick = { $name } prend les cartes du set { $letter }.
narrate-move-pick_pile = { $name } prend le tas { $letter }.
narrate-move-discard = { $name } défausse une carte score en secret.
narrate-move-land = { $name } arrive sur { $site }.
narrate-move-land_none = { $name } ne peut pas arriver.
narrate-move-build_card =
    { $target ->
   *[build] { $name } joue une carte { $card } et construit sur { $site }.
    [join] { $name } joue une carte { $card } et rejoint un autre joueur sur { $site }.
    [none] { $name } joue une carte { $card }, mais ne peut construire nulle part.
    }
narrate-move-double = { $name } joue la double action avec des { $kinds }.
narrate-move-double_one =
    { $first ->
   *[build] { $name } joue la double action avec des { $kinds } et construit sur { $site }.
    [join] { $name } joue la double action avec des { $kinds } et rejoint un autre joueur sur { $site }.
    [none] { $name } joue la double action avec des { $kinds }, mais ne peut construire nulle part.
    }
narrate-move-double_two =
    { $first ->
   *[build] { $second ->
       *[build] { $name } joue la double action avec des { $kinds }, construit sur { $site }, puis sur { $site2 }.
        [join] { $name } joue la double action avec des { $kinds }, construit sur { $site }, puis rejoint un autre joueur sur { $site2 }.
        [none] { $name } joue la double action avec des { $kinds } et construit sur { $site } ; sa deuxième construction n’a aucun emplacement.
        }
    [join] { $second ->
       *[build] { $name } joue la double action avec des { $kinds }, rejoint un autre joueur sur { $site }, puis construit sur { $site2 }.
        [none] { $name } joue la double action avec des { $kinds } et rejoint un autre joueur sur { $site } ; sa deuxième construction n’a aucun emplacement.
        }
    [none] { $name } joue la double action avec des { $kinds }, mais ne peut construire nulle part.
    }
narrate-move-double_build =
    { $target ->
   *[build] { $name } construit sur { $site } (double action).
    [join] { $name } rejoint un autre joueur sur { $site } (double action).
    [none] { $name } n’a aucun emplacement pour cette construction de sa double action.
    }
narrate-move-score = { $name } joue la carte score { $card }.
narrate-you-pick = Tu prends les cartes du set { $letter }.
narrate-you-pick_pile = Tu prends le tas { $letter }.
narrate-you-discard = Tu défausses une carte score en secret.
narrate-you-land = Tu arrives sur { $site }.
narrate-you-land_none = Tu ne peux pas arriver.
narrate-you-build_card =
    { $target ->
   *[build] Tu joues une carte { $card } et tu construis sur { $site }.
    [join] Tu joues une carte { $card } et tu rejoins un autre joueur sur { $site }.
    [none] Tu joues une carte { $card }, mais tu ne peux construire nulle part.
    }
narrate-you-double = Tu joues la double action avec des { $kinds }.
narrate-you-double_one =
    { $first ->
   *[build] Tu joues la double action avec des { $kinds } et tu construis sur { $site }.
    [join] Tu joues la double action avec des { $kinds } et tu rejoins un autre joueur sur { $site }.
    [none] Tu joues la double action avec des { $kinds }, mais tu ne peux construire nulle part.
    }
narrate-you-double_two =
    { $first ->
   *[build] { $second ->
       *[build] Tu joues la double action avec des { $kinds } : tu construis sur { $site }, puis sur { $site2 }.
        [join] Tu joues la double action avec des { $kinds } : tu construis sur { $site }, puis tu rejoins un autre joueur sur { $site2 }.
        [none] Tu joues la double action avec des { $kinds } : tu construis sur { $site } ; ta deuxième construction n’a aucun emplacement.
        }
    [join] { $second ->
       *[build] Tu joues la double action avec des { $kinds } : tu rejoins un autre joueur sur { $site }, puis tu construis sur { $site2 }.
        [none] Tu joues la double action avec des { $kinds } : tu rejoins un autre joueur sur { $site } ; ta deuxième construction n’a aucun emplacement.
        }
    [none] Tu joues la double action avec des { $kinds }, mais tu ne peux construire nulle part.
    }
narrate-you-double_build =
    { $target ->
   *[build] Tu construis sur { $site } (double action).
    [join] Tu rejoins un autre joueur sur { $site } (double action).
    [none] Cette construction de ta double action n’a aucun emplacement.
    }
narrate-you-score = Tu joues la carte score { $card }.

## the Discord bot's words for this game
ui-game = Santa Cruz
ui-title = Santa Cruz · { $round } · { $phase }
ui-level-easy = facile
ui-level-strong = fort
ui-variant-standard = Standard
ui-variant-beginner = Débutants
ui-pick-set = Set { $letter } : { $cards }
ui-pick-pile = Tas { $letter } : { $cards }
ui-button-hand = Ma main
ui-button-land = Arriver
ui-button-build = Construire (double action)
ui-button-discard = Défausser une carte
ui-button-discard_card = Défausser { $card }
ui-button-scores = Carte score ({ $count })
ui-button-score_card = Jouer { $card }
ui-button-join = Rejoindre ici
ui-button-back = Retour
ui-button-no_build = Jouer sans construire
ui-button-no_land = Continuer sans arrivée
ui-end = La partie est terminée : **{ $winner }** gagne avec { $score ->
    [one] { $score } point
   *[other] { $score } points
    }. Merci d’avoir joué, { $names } ! L’enregistrement de la partie ({ $record }) est joint.
ui-start-first = { $starter } commence.
ui-start-order = Le choix des cartes se fait dans l’autre sens : { $order }.
ui-start-bonus = Points de départ (plus on joue tard, plus on en a) : { $bonus }.
ui-start-look = { $who } : regardez d’abord vos cartes score (**Ma main**) : elles disent quel set vous convient.
ui-start-sets = Partie débutants : les sets sont distribués. { $sets }.
ui-start-set = { $name } set { $letter } ({ $cards })
ui-coloured = { $square } { $name }
ui-discard-chosen = Déjà choisi : { $names }.
ui-discard-ask = Touche la carte score à remettre dans la boîte. Personne d’autre ne verra laquelle ; tu peux la reprendre tant qu’un autre joueur n’a pas choisi.
ui-discard-card = • **{ $card }** : { $effect }
ui-discard-done = Tu as défaussé la carte { $card } ; personne d’autre ne sait laquelle.
ui-discard-waiting = On attend { $names }.
ui-hand-header = **{ $name }**, ta main (personne d’autre ne la voit).
ui-hand-chips = Tes jetons oiseau : { $chips }.
ui-hand-discarded = Tu as défaussé : { $card }.
ui-hand-play = Choisis une carte à jouer.
ui-hand-draft = Choisis un set avec les boutons du message de la partie.
ui-hand-draft_pile = Choisis un tas avec les boutons du message de la partie.
ui-hand-waiting = Ce n’est pas ton tour ; on te mentionnera le moment venu.
ui-site-none = Jouer sans construire
ui-site-face_down = face cachée ({ $kind })
ui-site-building =
    { $building ->
        [house] maison
        [church] église
       *[lighthouse] phare
    } { $points }
ui-site-fish_bonus = { $name } +{ $bonus }
ui-site-bird = oiseau
ui-site-sep = {" "}·{" "}
ui-site-kind-land = terre
ui-site-kind-coast = côte
ui-site-kind-volcano = volcan
ui-site-label = { $site } · { $facts }
ui-site-join_label = { $site } · rejoindre { $name } · { $facts }
ui-site-placeholder = Emplacements { $first } à { $last }
ui-site-placeholder_all = Choisis un emplacement
ui-site-ask =
    Où veux-tu { $what } ? Touche un emplacement pour y construire ; { $count ->
    [one] { $count } emplacement est marqué
    *[other] { $count } emplacements sont marqués
    } sur le plateau.
ui-mode-land = arriver
ui-mode-build = construire avec ta double action
ui-mode-ship = construire avec ta carte Navire
ui-mode-road = construire avec ta carte Route
ui-mode-river = construire avec ta carte Rivière
ui-confirm-join = Rejoindre { $name } sur **{ $site }** ({ $facts }) ? Tu ne peux rejoindre un autre joueur qu’une fois par manche.
ui-confirm-double_nowhere = { $kinds } n’atteignent aucun emplacement : la double action serait jouée sans construire. La jouer quand même ?
ui-confirm-no_build =
    { $mode ->
    [ship] Ta carte Navire ne peut construire nulle part pour l’instant. La jouer quand même sans construire ?
    [road] Ta carte Route ne peut construire nulle part pour l’instant. La jouer quand même sans construire ?
    [river] Ta carte Rivière ne peut construire nulle part pour l’instant. La jouer quand même sans construire ?
   *[build] Ta double action ne peut construire nulle part pour l’instant. Continuer quand même sans construire ?
    }
ui-confirm-no_land = Aucun emplacement de côte n’est libre : tu ne peux faire arriver aucun bâtiment. Continuer sans arrivée ?
ui-score-ask = Joue une carte score : tous ceux qui en remplissent la condition marquent, toi d’abord. Ce que chacun marque maintenant :
ui-score-preview = **{ $card }** maintenant : { $preview }. ({ $effect })
ui-score-part = { $name } { $points }
ui-score-you = toi
ui-score-nothing = Elle ne te rapporte rien maintenant.
ui-card-building = { $card } ({ $count })
ui-table-player =
    { $score } · en main : { $cards } · { $scoring ->
    [one] { $scoring } carte score
    *[other] { $scoring } cartes score
    } · { $chips ->
    [one] { $chips } jeton oiseau
    *[other] { $chips } jetons oiseau
    }
ui-table-no_cards = aucune carte construction
ui-table-alt = L’île de Santa Cruz, { $title } — { $built } { $built ->
    [one] emplacement construit
   *[other] emplacements construits
    } sur { $total }.
ui-card-scoring = Score : { $card }
ui-double-ask = Double action : choisis le type des deux constructions. Tu construis deux fois, l’une après l’autre.
ui-double-kind =
    { $kinds } · { $count ->
    [one] { $count } emplacement
    *[other] { $count } emplacements
    }
ui-double-nowhere = { $kinds } · nulle part
ui-double-kinds-ship = Deux navires
ui-double-kinds-road = Deux routes
ui-double-kinds-river = Deux rivières
ui-done = C’est fait. { $move }
ui-dm = { $game } — { $text } { $link }
ui-not_started = La partie n’a pas encore commencé : rassemble des joueurs avec `/{ $command } join`, puis lance-la.
ui-status-player = { $rank }. { $name } : { $score }
ui-status-waiting = On attend : { $names }
ui-status-link = Message actuel : { $link }
ui-log-empty = Aucun coup pour l’instant.
ui-log-header = Les { $count } derniers coups sur { $total } (joueurs numérotés comme sur le plateau) :
ui-command-board = Voir la table en privé ; un joueur peut la ramener en bas une fois par tour
ui-command-hand = Ta main, tes jetons oiseau et tes coups (personne d’autre ne les voit)
ui-command-status = Manche, phase, scores et qui doit jouer
ui-command-log = Les derniers coups, en notation et en mots
ui-command-rules = Un court guide de Santa Cruz et de ses cartes score
render-chart-round2 = Manche 2
render-chart-eruption = Éruption
ui-stats-set = set de cartes construction { $value }
ui-replay-title = Santa Cruz · coup { $step } sur { $total } · { $round } · { $phase }
ui-replay-deal = La donne : { $names } s’installent à la table.
ui-replay-turn = Coup { $step } : { $name }
ui-replay-start = Coup 0 : la donne
reveals-tile = la tuile sous { $site } a été retournée
reveals-chip = un jeton oiseau a été pioché
reveals-card_dealt = de nouvelles cartes score ont été distribuées
reveals-scoring_card = la carte score { $card } a été montrée
reveals-round = la manche { $round } est terminée
reveals-chips = les jetons oiseau ont été retournés
reveals-end = la partie est terminée
ui-undo-pick = set { $letter } choisi
ui-undo-pick_pile = tas { $letter } choisi
ui-undo-discard = une carte score défaussée
ui-undo-land = arrivée sur { $site }
ui-undo-land_none = pas d’arrivée
ui-undo-build = construction sur { $site } (carte { $card })
ui-undo-join = tuile rejointe sur { $site } (carte { $card })
ui-undo-no_build = carte { $card } jouée sans construire
ui-undo-double = double action ({ $kinds })
ui-undo-double_sites = double action ({ $kinds }) : { $sites }
ui-undo-nothing = rien de construit
ui-undo-score = { $card } décomptée

## teaching (issue 44): a hint's reasons, from the strong computer's own evaluation (rules/santacruz/teach.py)
teach-gain-build = Sur { $site }, tu construis maintenant { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
    }{ $bird ->
    [yes] , et tu tires un jeton oiseau
   *[no] {""}
    }.
teach-gain-build_card = Sur { $site }, tu construis maintenant { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
    }{ $bird ->
    [yes] {" "}et tu tires un jeton oiseau
   *[no] {""}
    }, et ta carte score { $card } te rapporte ensuite { $more ->
    [one] { $more } point
   *[other] { $more } points
    } de plus.
teach-gain-join = Tu rejoins { $name } sur { $site } avec { $building ->
    [house] une maison
    [church] une église
   *[lighthouse] un phare
    } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
    }{ $bird ->
    [yes] {" "}et un jeton oiseau
   *[no] {""}
    } ; c’est ton seul ajout de cette manche.
teach-gain-hidden = { $site } est encore face cachée : les tuiles qui peuvent s’y trouver valent en moyenne { $mean ->
    [one] { $mean } point
   *[other] { $mean } points
    }, et tu verras laquelle en construisant.
teach-gain-no_build = Ta carte { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    } ne peut construire nulle part maintenant : la jouer ne te fait rien perdre, et tes autres cartes restent en main pour plus tard.
teach-gain-double_no_build = Il ne reste aucun emplacement pour cette construction de ta double action avec des { $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }, donc elle ne construit rien.
teach-gain-double = Une double action avec des { $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    } atteint maintenant { $count ->
    [one] { $count } emplacement libre
   *[other] { $count } emplacements libres
    } ; le meilleur emplacement visible, { $site }, vaut { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
teach-gain-double_hidden = Une double action avec des { $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    } atteint maintenant { $count ->
    [one] { $count } emplacement libre, encore face cachée
   *[other] { $count } emplacements libres, tous encore face cachée
    }.
teach-gain-double_none = Une double action avec des { $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    } n’atteint maintenant aucun emplacement libre, donc elle ne construit rien.
teach-gain-eruption = L’éruption retire du volcan { $count ->
    [one] { $count } bâtiment
   *[other] { $count } bâtiments
    } des autres joueurs et { $lost ->
    [0] ne te coûte rien
    [one] te coûte { $lost } point
   *[other] te coûte { $lost } points
    }.
teach-gain-score = Si tu joues { $card } maintenant, tu marques { $points ->
    [one] { $points } point
   *[other] { $points } points
    } ; parmi les autres joueurs, { $name } marque le plus, soit { $theirs }.
teach-gain-score_alone = Si tu joues { $card } maintenant, tu marques { $points ->
    [one] { $points } point
   *[other] { $points } points
    } et les autres joueurs ne marquent rien.
teach-gain-score_nothing = La carte score { $card } ne rapporte rien à personne maintenant : la jouer garde tes cartes construction en main pour plus tard.
teach-gain-pile = Le tas { $letter } apporte { $count ->
    [one] la carte score
   *[other] les cartes score
    } { $cards } avec les cartes construction du set { $letter }.
teach-gain-pile_bare = Le tas { $letter } n’apporte aucune carte score, seulement les cartes construction du set { $letter }.
teach-gain-set = Le set { $letter } contient { $ship ->
    [one] { $ship } carte Navire
   *[other] { $ship } cartes Navire
    }, { $road ->
    [one] { $road } carte Route
   *[other] { $road } cartes Route
    }, { $river ->
    [one] { $river } carte Rivière
   *[other] { $river } cartes Rivière
    } et une Double action.
teach-set_most = Le set { $letter } contient { $kind ->
    [ship] { $count ->
        [one] { $count } carte Navire
       *[other] { $count } cartes Navire
        }
    [road] { $count ->
        [one] { $count } carte Route
       *[other] { $count } cartes Route
        }
   *[river] { $count ->
        [one] { $count } carte Rivière
       *[other] { $count } cartes Rivière
        }
    }, plus que tout autre set restant (au plus { $most }).
teach-suits = Les cartes { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    } du set { $letter } servent { $count ->
    [one] ta carte score
   *[other] tes cartes score
    } { $cards }.
teach-gain-discard = Tu défausses { $card } et gardes { $count ->
    [one] la carte score
   *[other] les cartes score
    } { $cards }.
teach-discard-least = À première vue, { $card } te vaut environ { $worth ->
    [one] { $worth } point
   *[other] { $worth } points
    } dans cette manche, le moins de toutes tes cartes ({ $best_card } : environ { $best }).
teach-takes-site = Tu occupes aussi { $site }, où { $name } aurait pu construire.
teach-takes-landing = Tu occupes aussi { $site }, où { $name } aurait pu arriver.
teach-takes-last_coast = { $site } est la dernière tuile Côte libre : ensuite, { $name } ne pourra plus construire sur la côte.
teach-opens = Cela met { $count ->
    [one] { $count } emplacement libre de plus
   *[other] { $count } emplacements libres de plus
    } à portée de tes cartes { $kind ->
    [road] Route
   *[river] Rivière
    } : { $sites }.
teach-versus-set = Le deuxième meilleur choix, le set { $letter }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-pile = Le deuxième meilleur choix, le tas { $letter }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-discard = Le deuxième meilleur choix, défausser { $card }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-score = Le deuxième meilleur choix, jouer { $card }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-double = Le deuxième meilleur choix, la double action avec des { $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-land = Le deuxième meilleur choix, arriver sur { $site }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-build = Le deuxième meilleur choix, ta carte { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    } sur { $site }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-join = Le deuxième meilleur choix, rejoindre un autre joueur sur { $site } avec ta carte { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-no_build = Le deuxième meilleur choix, jouer ta carte { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    } sans construire, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-double_build = Le deuxième meilleur choix, construire sur { $site }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-double_join = Le deuxième meilleur choix, rejoindre un autre joueur sur { $site }, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-versus-double_none = Le deuxième meilleur choix, ne rien construire, a fait { $points ->
    [0] à peu près aussi bien (moins d’un point d’écart)
    [one] environ { $points } point de moins
   *[other] environ { $points } points de moins
    } sur { $trials ->
    [one] { $trials } partie simulée
   *[other] { $trials } parties simulées
    }.
teach-only-sensible = { $count ->
    [one] L’autre coup permis est nettement moins bon
   *[other] Les { $count } autres coups permis sont nettement moins bons
    } au premier coup d’œil, donc aucune simulation n’a été nécessaire.
teach-only-last_set = Le set { $letter } est le seul qui reste : il est pour toi.
teach-only-last_pile = Le tas { $letter } est le seul qui reste : il est pour toi.
teach-only-land = { $site } est la seule tuile Côte encore libre : tu y arrives.
teach-only-land_none = Aucune tuile Côte n’est libre : tu ne peux pas arriver dans cette manche.
teach-only-forced = C’est le seul coup que les règles te permettent maintenant.

## the decisions that mattered at a practice table's end (issue 44), about a named player (rules/santacruz/turning.py)
turning-good = Coup { $move }, { $name } a bien joué : { $choice }{ $gain } ; selon l’évaluation de l’ordinateur fort, cela valait { $points ->
    [0] à peu près autant que
    [one] environ { $points } point de plus que
   *[other] environ { $points } points de plus que
    } le choix suivant, { $runner }.
turning-miss = Coup { $move }, { $name } a choisi : { $choice }{ $gain } ; selon l’évaluation de l’ordinateur fort, { $instead } aurait rapporté { $points ->
    [0] un peu plus
    [one] environ { $points } point de plus
   *[other] environ { $points } points de plus
    }.
turning-gain-scored = , ce qui a rapporté { $now ->
    [one] { $now } point
   *[other] { $now } points
    } tout de suite
turning-gain-eruption = , ce qui a retiré du volcan { $removed ->
    [one] { $removed } bâtiment
   *[other] { $removed } bâtiments
    } des autres joueurs
turning-gain-took = , ce qui a privé { $taken } de cet emplacement
turning-gain-scored_took = , ce qui a rapporté { $now ->
    [one] { $now } point
   *[other] { $now } points
    } tout de suite et privé { $taken } de cet emplacement
turning-act-set = prendre le set { $letter }
turning-act-pile = prendre le tas { $letter }
turning-act-land = arriver sur { $site }
turning-act-land_none = n’arriver nulle part
turning-act-score = jouer { $card }
turning-act-double = jouer la double action avec des { $kind ->
    [ship] navires
    [road] routes
   *[river] rivières
    }
turning-act-double_build = construire sur { $site } pendant la double action
turning-act-double_join = rejoindre un autre joueur sur { $site } pendant la double action
turning-act-double_none = ne rien construire pendant la double action
turning-act-build = construire sur { $site } avec une carte { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    }
turning-act-join = rejoindre un autre joueur sur { $site } avec une carte { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    }
turning-act-no_build = jouer une carte { $kind ->
    [ship] Navire
    [road] Route
   *[river] Rivière
    } sans construire
ui-milestone = La manche { $round } est terminée.
