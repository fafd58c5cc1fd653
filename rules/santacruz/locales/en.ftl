# Santa Cruz: every sentence a player can read (English), in Project Fluent syntax.
# Terms as in the published editions: ../GLOSSARY.md. Variables ($name) hold values only.

## notation that does not parse
parse-too_short = '{ $text }' is not a move: write '<seat> <verb> [args]', e.g. '1 ship C03'.
parse-bad_seat = '{ $word }' is not a seat: seats are numbered 0 to 3.
parse-unknown_site = There is no site called '{ $site }' on the board.
parse-no_join_here = '{ $word }': you cannot join another player's site when landing.
parse-bad_double_kind = '{ $word }' is not a kind of double move: choose ship, road or river.
parse-unknown_card = There is no scoring card called '{ $card }'.
parse-unknown_set = There is no set '{ $letter }': the sets are A, B, C and D.
parse-arity = '{ $text }' has the wrong number of words for that move.
parse-unknown_verb = '{ $verb }' is not a move: use pick, discard, land, ship, road, river, double, build or score.

## moves the rules forbid now
illegal-game_over = The game is over.
illegal-no_such_seat = There is no seat { $seat } in this game: it has { $players ->
    [one] { $players } player
   *[other] { $players } players
    }, numbered from 0.
illegal-not_your_turn = It is not your turn: the game is waiting for { $waiting }.
illegal-now_draft = That move does not fit the draft: now each player picks a set of building cards (round 1) or a pile (round 2).
illegal-now_discard = That move does not fit now: first every player discards one scoring card in secret.
illegal-now_landing = That move does not fit now: the round begins with every player landing a building on a free coast site.
illegal-now_play = That move does not fit now: the landing is over, so play a card from your hand.
illegal-finish_double = Your double move is not finished yet: make its builds first (or build nothing where no site is left).
illegal-set_taken = { $letter } is not available any more: you can still pick { $available }.
illegal-no_scoring_card = You do not hold the scoring card '{ $card }', so you cannot play or discard it.
illegal-no_card = You have no { $kind ->
    [ship] ship card
    [road] road card
    [river] river card
    [double] double move
   *[other] { $kind } card
    } left in your hand to play.
illegal-must_build = A card that can build must build, so it cannot be played without a site: choose one of { $sites }.
illegal-unreachable_land = { $site } is not a coast site, and the landing goes only onto a free coast site.
illegal-unreachable_ship = { $site } is not a coast site, and a ship card builds only on a free coast site.
illegal-unreachable_road = { $site } is not linked by a road directly to one of your buildings, so a road card cannot build there.
illegal-unreachable_river = { $site } does not lie on a river where you already have a building, so a river card cannot build there.
illegal-join_free = { $site } is free, so there is nobody to join there: build on it the usual way.
illegal-join_landing = You cannot join another player's site when landing: the landing goes onto a free coast site.
illegal-join_own = { $site } already holds your own building, and you can only join another player.
illegal-site_full = { $site } already holds two buildings, the most a site can take.
illegal-join_not_last = Only { $name }, who plays last in turn order this round, may join another player's site.
illegal-join_used = You have already used your one join of this round.
illegal-own_site = { $site } already holds your building, so you cannot build there again.
illegal-occupied = { $site } already has a building on it, and you may build only on a free site.
illegal-occupied_can_join = { $site } already has a building on it; as the last player in turn order you may join there once this round: add '+' ({ $site }+).
illegal-no_building = The tile on { $site } takes { $building ->
    [house] a house
    [church] a church
    [lighthouse] a lighthouse
   *[other] a { $building }
    }, and you have none left in your supply.

## words drawn on the images (render/)
render-round = Round { $round }
render-phase-draft = Draft
render-phase-discard = Discard
render-phase-landing = Landing
render-phase-play = Play
render-phase-end = Game over
render-to_play = { $name } to play
render-waiting = Waiting for
render-double = Double move with { $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }: build { $build } of 2
render-rank = #{ $rank }
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
render-pile = Pile { $letter }
render-may_join = may join
render-joined = joined
render-has_discarded = discarded
render-card-ship = Ship
render-card-road = Road
render-card-river = River
render-card-double = Double move
render-resource-fish = fish
render-resource-sheep = sheep
render-resource-wood = wood
render-resource-sugar = sugar
render-resource-gold = gold
render-legend-legal = you may build here
render-legend-last = last move
render-legend-bird = bird chip
render-legend-fish_bonus = fish bonus
render-legend-destroyed = lost to the eruption
render-legend-face_down = face-down tile
render-legend-points = points
render-legend-takes = building it takes
render-legend-supply = buildings left
render-legend-cards = cards played / dealt
render-legend-scoring = scoring cards in hand
render-draft-sets = Sets to pick
render-draft-piles = Piles to pick
render-played = Scoring cards played
render-played-none = none yet
render-played-earlier = +{ $count } earlier
render-scoring-sheep = Sheep
render-scoring-fish = Fish
render-scoring-wood = Wood
render-scoring-sugar = Sugar
render-scoring-gold6 = Gold 6
render-scoring-gold10 = Gold 10
render-scoring-fish--sheep = Fish and sheep
render-scoring-wood--sugar = Wood and sugar
render-scoring-houses = Houses
render-scoring-one--each = One of each
render-scoring-connected = Connected
render-scoring-coast = Coast
render-scoring-river = River
render-scoring-volcano = Volcano
render-scoring-eruption = Eruption
render-scoring-birds = Birds
render-effect-resource =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } if you built on { $needs }.
render-effect-pair =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } for { $first } and { $second }, { $one } for one of them.
render-effect-fish_bonus = Plus the fish bonus of every fish tile you built on.
render-effect-houses =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } for at least 4 houses.
render-effect-one--each =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } for a house, a church and a lighthouse.
render-effect-connected =
    { $points ->
    [one] { $points } point
    *[other] { $points } points
    } for 4 of your buildings linked by roads.
render-effect-per_building =
    { $each ->
    [one] { $each } point
    *[other] { $each } points
    } for each of your buildings { $where }.
render-effect-eruption =
    { $each ->
    [one] { $each } point
    *[other] { $each } points
    } for each building on a volcano; then they are removed until round 2.
render-effect-per_chip =
    { $each ->
    [one] { $each } point
    *[other] { $each } points
    } for each bird chip you hold.
render-each = { $points } each
render-where-coast = on the coast
render-where-river = on a river
render-where-volcano = on a volcano
render-why-resource = built on { $needs }
render-why-pair_one = built on { $first } or { $second }
render-why-pair_all = built on { $first } and { $second }
render-why-fish_bonus = fish bonus
render-why-rule = meets the card
render-why-count =
    { $count ->
    [one] { $count } building
    *[other] { $count } buildings
    } { $where }
render-why-eruption =
    { $count ->
    [one] { $count } building
    *[other] { $count } buildings
    } on a volcano
render-why-chips =
    { $count ->
    [one] { $count } bird chip
    *[other] { $count } bird chips
    }
render-why-nothing = nothing
render-summary-title = { $name } plays { $card }
render-hand-title = { $name }: your hand
render-hand-building = Building cards
render-hand-scoring = Scoring cards
render-hand-chips = Bird chips
render-hand-new_card = New in round 2
render-hand-discarded = Discarded
render-hand-none = none
render-hand-no_chips = none
render-hand-standing = { $score } · { ORDINAL($rank) } place
render-category-start = Start
render-category-build = Tiles
render-category-resource = Resources
render-category-fish_bonus = Fish bonus
render-category-buildings = Buildings
render-category-places = Places
render-category-birds = Birds card
render-category-eruption = Eruption
render-category-bird_chips = Bird chips

## what just happened and what comes next, in words (rules/santacruz/narrate.py)
narrate-seat = seat { $seat }
narrate-someone = another player
narrate-list_sep = ,{" "}
narrate-points-one = { $points } point
narrate-points-other = { $points } points
narrate-building-house = house
narrate-building-church = church
narrate-building-lighthouse = lighthouse
narrate-kind-ship = ship
narrate-kind-road = road
narrate-kind-river = river
narrate-kind-double = double move
narrate-kinds-ship = ships
narrate-kinds-road = roads
narrate-kinds-river = rivers
narrate-kinds-double = double moves
narrate-cards =
    { $kind ->
    [ship] { $count ->
        [one] { $count } ship
       *[other] { $count } ships
        }
    [road] { $count ->
        [one] { $count } road
       *[other] { $count } roads
        }
    [river] { $count ->
        [one] { $count } river
       *[other] { $count } rivers
        }
   *[double] { $count ->
        [one] { $count } double move
       *[other] { $count } double moves
        }
    }
narrate-tile = { $site } ({ $contents })
narrate-tile-fish_bonus = fish bonus { $bonus }
narrate-tile-bird = bird
narrate-quoted = “{ $text }”
narrate-pick-set = { $name } picks set { $letter }: { $cards }.
narrate-pick-pile = { $name } takes pile { $letter }: the building cards of set { $letter } and the scoring cards { $scoring }.
narrate-pick-pile_bare = { $name } takes pile { $letter }: the building cards of set { $letter }, no scoring cards.
narrate-new_cards = Each player draws a new scoring card in secret.
narrate-new_card-own = Your new scoring card is { $card }.
narrate-discard = { $name } has chosen a scoring card to discard.
narrate-discard-own = You discarded the scoring card { $card }.
narrate-round_started = Round { $round } begins with the landing. Turn order: { $order }.
narrate-land = { $name } lands { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } on { $site } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
narrate-no_land = { $name } cannot land: no free coast site is left.
narrate-play = { $name } plays a { $card } card.
narrate-play_no_build = { $name } plays a { $card } card but has nowhere to build.
narrate-play_on_hidden = { $name } plays a { $card } card onto the face-down tile { $site }: it holds { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } ({ $details }).
narrate-reveal_target = { $name } turns up the face-down tile { $site }: it holds { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } ({ $details }).
narrate-build_card = { $name } plays a { $card } card and builds { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } on { $site } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
narrate-build = { $name } builds { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } on { $site } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
narrate-join_card = { $name } plays a { $card } card and joins { $other } on { $site } with { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
narrate-join = { $name } joins { $other } on { $site } with { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
narrate-build_failed = { $name } has no { $building } left for the tile on { $site }: nothing is built and the tile stays face up.
narrate-double = { $name } plays the double move with { $kinds }.
narrate-double_nowhere = { $name } has nowhere to build with the double move ({ $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }).
narrate-double_no_second = { $name } finds no site for the second build of the double move ({ $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }).
narrate-revealed_one = Tile turned face up: { $tiles }.
narrate-revealed = Tiles turned face up: { $tiles }.
narrate-chip = { $name } draws a bird chip.
narrate-chip-own = You draw a bird chip worth { $value }.
narrate-chip-empty = { $name } built on a bird, but no bird chip is left to draw.
narrate-scored = { $name } scores { $points }.
narrate-result = { $name } { $points }
narrate-score_card = { $name } plays the scoring card { $card }: { $results }.
narrate-destroyed_item = { $name }'s { $building } on { $site }
narrate-eruption = The volcano erupts and removes { $items } until round 2.
narrate-eruption_none = The volcano erupts, but no building stands on it.
narrate-rank_score = { $name } { $score }
narrate-round_ended = Round { $round } is over. Standings: { $standings }.
narrate-round_ended-last = Round { $round } is over: the bird chips are revealed.
narrate-chips-item = { $name } { $values } = { $total }
narrate-chips-one = { $name } { $total }
narrate-chips-none = { $name } none
narrate-chips-sep = ;{" "}
narrate-chips_revealed = Bird chips revealed: { $items }.
narrate-game_over = The game is over.
narrate-game_ended = The game is over: { $name } wins with { $score ->
    [one] { $score } point
   *[other] { $score } points
    }. Final scores: { $standings }.
narrate-prompt-draft = { $who }: pick a set of building cards ({ $letters }).
narrate-prompt-piles = { $who }: pick a pile ({ $letters }): a set's building cards with the scoring cards played from it in round 1.
narrate-prompt-discard = Everyone discards one scoring card in secret. Still choosing: { $who }.
narrate-prompt-landing = { $who }: land a building on a free coast site.
narrate-prompt-play = { $who }: play a card.
narrate-prompt-play_may_join = { $who }: play a card. Since you play last in turn order, you may once this round join another player's site.
narrate-prompt-double = { $who }: build { $n } of 2 with your double move ({ $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }).
narrate-prompt-computer-draft = { $who } (computer) is picking a set of building cards ({ $letters }).
narrate-prompt-computer-piles = { $who } (computer) is picking a pile ({ $letters }).
narrate-prompt-computer-landing = { $who } (computer) is landing a building on a free coast site.
narrate-prompt-computer-play = { $who } (computer) is choosing a card to play.
narrate-prompt-computer-double = { $who } (computer) is making build { $n } of 2 of the double move ({ $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }).
narrate-prompt-end = The game is over.
narrate-move-pick = { $name } takes the cards of set { $letter }.
narrate-move-pick_pile = { $name } takes pile { $letter }.
narrate-move-discard = { $name } discards a scoring card in secret.
narrate-move-land = { $name } lands on { $site }.
narrate-move-land_none = { $name } cannot land.
narrate-move-build_card =
    { $target ->
   *[build] { $name } plays a { $card } card and builds on { $site }.
    [join] { $name } plays a { $card } card and joins another player on { $site }.
    [none] { $name } plays a { $card } card but cannot build.
    }
narrate-move-double = { $name } plays the double move with { $kinds }.
narrate-move-double_one =
    { $first ->
   *[build] { $name } plays the double move with { $kinds }: builds on { $site }.
    [join] { $name } plays the double move with { $kinds }: joins another player on { $site }.
    [none] { $name } plays the double move with { $kinds } but cannot build.
    }
narrate-move-double_two =
    { $first ->
   *[build] { $second ->
       *[build] { $name } plays the double move with { $kinds }: builds on { $site }, then builds on { $site2 }.
        [join] { $name } plays the double move with { $kinds }: builds on { $site }, then joins another player on { $site2 }.
        [none] { $name } plays the double move with { $kinds }: builds on { $site }; the second build finds no site.
        }
    [join] { $second ->
       *[build] { $name } plays the double move with { $kinds }: joins another player on { $site }, then builds on { $site2 }.
        [none] { $name } plays the double move with { $kinds }: joins another player on { $site }; the second build finds no site.
        }
    [none] { $name } plays the double move with { $kinds } but cannot build anywhere.
    }
narrate-move-double_build =
    { $target ->
   *[build] { $name } builds on { $site } (double move).
    [join] { $name } joins another player on { $site } (double move).
    [none] { $name } finds no site for this build of the double move.
    }
narrate-move-score = { $name } plays the scoring card { $card }.
narrate-you-pick = You take the cards of set { $letter }.
narrate-you-pick_pile = You take pile { $letter }.
narrate-you-discard = You discard a scoring card in secret.
narrate-you-land = You land on { $site }.
narrate-you-land_none = You cannot land.
narrate-you-build_card =
    { $target ->
   *[build] You play a { $card } card and build on { $site }.
    [join] You play a { $card } card and join another player on { $site }.
    [none] You play a { $card } card but cannot build.
    }
narrate-you-double = You play the double move with { $kinds }.
narrate-you-double_one =
    { $first ->
   *[build] You play the double move with { $kinds }: you build on { $site }.
    [join] You play the double move with { $kinds }: you join another player on { $site }.
    [none] You play the double move with { $kinds } but cannot build.
    }
narrate-you-double_two =
    { $first ->
   *[build] { $second ->
       *[build] You play the double move with { $kinds }: you build on { $site }, then on { $site2 }.
        [join] You play the double move with { $kinds }: you build on { $site }, then join another player on { $site2 }.
        [none] You play the double move with { $kinds }: you build on { $site }; your second build finds no site.
        }
    [join] { $second ->
       *[build] You play the double move with { $kinds }: you join another player on { $site }, then build on { $site2 }.
        [none] You play the double move with { $kinds }: you join another player on { $site }; your second build finds no site.
        }
    [none] You play the double move with { $kinds } but cannot build anywhere.
    }
narrate-you-double_build =
    { $target ->
   *[build] You build on { $site } (double move).
    [join] You join another player on { $site } (double move).
    [none] There is no site for this build of your double move.
    }
narrate-you-score = You play the scoring card { $card }.

## the Discord bot's words for this game
ui-game = Santa Cruz
ui-title = Santa Cruz · { $round } · { $phase }
ui-level-easy = easy
ui-level-strong = strong
ui-variant-standard = Standard
ui-variant-beginner = Beginner
ui-pick-set = Set { $letter }: { $cards }
ui-pick-pile = Pile { $letter }: { $cards }
ui-button-hand = My hand
ui-button-land = Land
ui-button-build = Build (double move)
ui-button-discard = Discard a card
ui-button-discard_card = Discard { $card }
ui-button-scores = Scoring card ({ $count })
ui-button-score_card = Score { $card }
ui-button-join = Join here
ui-button-back = Back
ui-button-no_build = Play it without building
ui-button-no_land = Go on without landing
ui-end = The game is over: **{ $winner }** wins with { $score ->
    [one] { $score } point
   *[other] { $score } points
    }. Thanks for playing, { $names }! The game record ({ $record }) is attached.
ui-start-first = { $starter } starts the play.
ui-start-order = The draft goes the other way round: { $order }.
ui-start-bonus = Starting points (the later in turn order, the more): { $bonus }.
ui-start-look = { $who }: look at your scoring cards first (**My hand**): they tell you which set suits you.
ui-start-sets = Beginner game: the sets are dealt. { $sets }.
ui-start-set = { $name } set { $letter } ({ $cards })
ui-coloured = { $square } { $name }
ui-discard-chosen = Chosen already: { $names }.
ui-discard-ask = Tap the scoring card to put back in the box. Nobody else will see which; you can take it back until another player has chosen.
ui-discard-card = • **{ $card }**: { $effect }
ui-discard-done = You discarded the scoring card { $card }; nobody else learns which.
ui-discard-waiting = Waiting for { $names }.
ui-hand-header = **{ $name }**, your hand (only you can see this).
ui-hand-chips = Your bird chips: { $chips }.
ui-hand-discarded = You discarded: { $card }.
ui-hand-play = Choose a card to play.
ui-hand-draft = Pick a set with the buttons on the game's message.
ui-hand-draft_pile = Pick a pile with the buttons on the game's message.
ui-hand-waiting = It is not your turn; you will be mentioned when it is.
ui-site-none = Play without building
ui-site-face_down = face down ({ $kind })
ui-site-building =
    { $building ->
        [house] house
        [church] church
       *[lighthouse] lighthouse
    } { $points }
ui-site-fish_bonus = { $name } +{ $bonus }
ui-site-bird = bird
ui-site-sep = {" "}·{" "}
ui-site-kind-land = land
ui-site-kind-coast = coast
ui-site-kind-volcano = volcano
ui-site-label = { $site } · { $facts }
ui-site-join_label = { $site } · join { $name } · { $facts }
ui-site-placeholder = Sites { $first } to { $last }
ui-site-placeholder_all = Choose a site
ui-site-ask =
    Where do you { $what }? Tap a site to build there; { $count ->
    [one] { $count } site is
    *[other] { $count } sites are
    } marked on the board.
ui-mode-land = land
ui-mode-build = build with your double move
ui-mode-ship = build with your ship card
ui-mode-road = build with your road card
ui-mode-river = build with your river card
ui-confirm-join = Join { $name } on **{ $site }** ({ $facts })? It is your one join this round.
ui-confirm-double_nowhere = { $kinds } reach no site now: the double move would be played without building. Play it anyway?
ui-confirm-no_build =
    { $mode ->
    [ship] Your ship card can build nowhere now. Play it without building anyway?
    [road] Your road card can build nowhere now. Play it without building anyway?
    [river] Your river card can build nowhere now. Play it without building anyway?
   *[build] Your double move can build nowhere now. Go on without building anyway?
    }
ui-confirm-no_land = No coast site is free, so you cannot land a building. Go on without landing?
ui-score-ask = Play a scoring card: everyone who meets it scores, you first. What each scores now:
ui-score-preview = **{ $card }** now: { $preview }. ({ $effect })
ui-score-part = { $name } { $points }
ui-score-you = you
ui-score-nothing = It scores nothing for you now.
ui-card-building = { $card } ({ $count })
ui-table-player =
    { $score } · in hand: { $cards } · { $scoring ->
    [one] { $scoring } scoring card
    *[other] { $scoring } scoring cards
    } · { $chips ->
    [one] { $chips } bird chip
    *[other] { $chips } bird chips
    }
ui-table-no_cards = no building cards
ui-table-alt = The Santa Cruz island, { $title } – { $built } of { $total ->
    [one] { $total } site
   *[other] { $total } sites
    } built.
ui-card-scoring = Score: { $card }
ui-double-ask = Double move: choose the kind of both builds. You build twice, one after the other.
ui-double-kind =
    { $kinds } · { $count ->
    [one] { $count } site
    *[other] { $count } sites
    }
ui-double-nowhere = { $kinds } · nowhere
ui-double-kinds-ship = Two ships
ui-double-kinds-road = Two roads
ui-double-kinds-river = Two rivers
ui-done = Done. { $move }
ui-dm = { $game }: { $text } { $link }
ui-not_started = The game has not started yet: gather players with `/{ $command } join`, then start it.
ui-status-player = #{ $rank } { $name }: { $score }
ui-status-waiting = Waiting for: { $names }
ui-status-link = Current message: { $link }
ui-log-empty = No moves yet.
ui-log-header =
    The last { $count } of { $total ->
    [one] { $total } move
    *[other] { $total } moves
    } (players numbered as on the board):
ui-command-board = Show the table privately; players may bring it to the bottom once a turn
ui-command-hand = Your hand, bird chips and moves (only you see it)
ui-command-status = Round, phase, scores and who must act
ui-command-log = The last moves, in notation and in words
ui-command-rules = A short guide to Santa Cruz and its scoring cards
render-chart-round2 = Round 2
render-chart-eruption = Eruption
ui-stats-set = building-card set { $value }
ui-replay-title = Santa Cruz · move { $step } of { $total } · { $round } · { $phase }
ui-replay-deal = The deal: { $names } sit down at the table.
ui-replay-turn = Move { $step }: { $name }
ui-replay-start = Move 0: the deal

## taking a move back (issue 20): what a move showed, so it cannot be taken back
reveals-tile = the tile under { $site } was turned
reveals-chip = a bird chip was drawn
reveals-card_dealt = new scoring cards were dealt
reveals-scoring_card = the scoring card { $card } was shown
reveals-round = round { $round } ended
reveals-chips = the bird chips were turned face up
reveals-end = the game ended

## ... and a taken-back turn in a few public words (a discard never names its card)
ui-undo-pick = pick set { $letter }
ui-undo-pick_pile = pick pile { $letter }
ui-undo-discard = discard a scoring card
ui-undo-land = land on { $site }
ui-undo-land_none = land nowhere
ui-undo-build = build { $site } with a { $card }
ui-undo-join = join on { $site } with a { $card }
ui-undo-no_build = play a { $card } without building
ui-undo-double = double move with { $kinds }
ui-undo-double_sites = double move with { $kinds }: { $sites }
ui-undo-nothing = nothing built
ui-undo-score = score { $card }

## teaching (issue 44): a hint's reasons, from the strong computer's own evaluation (rules/santacruz/teach.py)
teach-gain-build = On { $site } you build { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    } now{ $bird ->
    [yes] , and you draw a bird chip
   *[no] {""}
    }.
teach-gain-build_card = On { $site } you build { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    } now{ $bird ->
    [yes] {" "}and draw a bird chip
   *[no] {""}
    }, and your scoring card { $card } then pays you { $more ->
    [one] { $more } point
   *[other] { $more } points
    } more.
teach-gain-join = You join { $name } on { $site } with { $building ->
    [house] a house
    [church] a church
   *[lighthouse] a lighthouse
    } for { $points ->
    [one] { $points } point
   *[other] { $points } points
    } now{ $bird ->
    [yes] {" "}and draw a bird chip
   *[no] {""}
    }; it uses your one join of this round.
teach-gain-hidden = { $site } is still face down: the tiles that may lie there are worth { $mean ->
    [one] { $mean } point
   *[other] { $mean } points
    } on average, and you see which one it is when you build.
teach-gain-no_build = Your { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } card can build nowhere now, so playing it loses nothing and your other cards stay in hand for later.
teach-gain-double_no_build = No site is left for this build of your double move with { $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }, so it builds nothing.
teach-gain-double = A double move with { $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    } reaches { $count ->
    [one] { $count } free site
   *[other] { $count } free sites
    } now; the best face-up one, { $site }, is worth { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
teach-gain-double_hidden = A double move with { $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    } reaches { $count ->
    [one] { $count } free site now, still face down
   *[other] { $count } free sites now, all of them still face down
    }.
teach-gain-double_none = A double move with { $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    } reaches no free site now, so it builds nothing.
teach-gain-eruption = The eruption removes { $count ->
    [one] { $count } building
   *[other] { $count } buildings
    } of the other players from the volcano and costs you { $lost ->
    [0] nothing
    [one] { $lost } point
   *[other] { $lost } points
    }.
teach-gain-score = Playing { $card } now scores { $points ->
    [one] { $points } point
   *[other] { $points } points
    } for you; among the other players { $name } gets the most, { $theirs }.
teach-gain-score_alone = Playing { $card } now scores { $points ->
    [one] { $points } point
   *[other] { $points } points
    } for you and nothing for the other players.
teach-gain-score_nothing = The scoring card { $card } scores nothing for anyone now, so playing it keeps your building cards in hand for later.
teach-gain-pile = Pile { $letter } brings { $count ->
    [one] the scoring card
   *[other] the scoring cards
    } { $cards } along with the building cards of set { $letter }.
teach-gain-pile_bare = Pile { $letter } brings no scoring card, only the building cards of set { $letter }.
teach-gain-set = Set { $letter } holds { $ship ->
    [one] { $ship } ship card
   *[other] { $ship } ship cards
    }, { $road ->
    [one] { $road } road card
   *[other] { $road } road cards
    }, { $river ->
    [one] { $river } river card
   *[other] { $river } river cards
    } and a double move.
teach-set_most = Set { $letter } holds { $kind ->
    [ship] { $count ->
        [one] { $count } ship card
       *[other] { $count } ship cards
        }
    [road] { $count ->
        [one] { $count } road card
       *[other] { $count } road cards
        }
   *[river] { $count ->
        [one] { $count } river card
       *[other] { $count } river cards
        }
    }, more than any other set left (at most { $most }).
teach-suits = The { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } cards of set { $letter } serve your { $count ->
    [one] scoring card
   *[other] scoring cards
    } { $cards }.
teach-gain-discard = You put { $card } back in the box and keep { $count ->
    [one] the scoring card
   *[other] the scoring cards
    } { $cards }.
teach-discard-least = At a first estimate { $card } is worth about { $worth ->
    [one] { $worth } point
   *[other] { $worth } points
    } to you this round, the least of your cards ({ $best_card }: about { $best }).
teach-takes-site = It also takes { $site } before { $name } can build there.
teach-takes-landing = It also takes { $site } before { $name } can land there.
teach-takes-last_coast = { $site } is the last free coast site, so { $name } can no longer build on the coast.
teach-opens = It brings { $count ->
    [one] { $count } more free site
   *[other] { $count } more free sites
    } within reach of your { $kind ->
    [road] road
   *[river] river
    } cards: { $sites }.
teach-versus-set = The next best choice, set { $letter }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-pile = The next best choice, pile { $letter }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-discard = The next best choice, discarding { $card }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-score = The next best choice, playing { $card }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-double = The next best choice, the double move with { $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-land = The next best choice, landing on { $site }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-build = The next best choice, your { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } card on { $site }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-join = The next best choice, joining on { $site } with your { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } card, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-no_build = The next best choice, playing your { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } card without building, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-double_build = The next best choice, building on { $site }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-double_join = The next best choice, joining on { $site }, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-versus-double_none = The next best choice, building nothing, did { $points ->
    [0] about as well (less than a point worse)
    [one] about { $points } point worse
   *[other] about { $points } points worse
    } in { $trials ->
    [one] { $trials } simulated game
   *[other] { $trials } simulated games
    }.
teach-only-sensible = { $count ->
    [one] The other move the rules allow is
   *[other] The other { $count } moves the rules allow are
    } clearly weaker at a first look, so no simulation was needed.
teach-only-last_set = Set { $letter } is the only one left, so it is yours.
teach-only-last_pile = Pile { $letter } is the only one left, so it is yours.
teach-only-land = { $site } is the only free coast site left, so you land there.
teach-only-land_none = No coast site is free, so you cannot land this round.
teach-only-forced = It is the only move the rules allow you now.

## the decisions that mattered at a practice table's end (issue 44), about a named player (rules/santacruz/turning.py)
turning-good = Move { $move }: { $name } did well { $choice }{ $gain }; by the strong computer's evaluation it was worth { $points ->
    [0] about as much as
    [one] about { $points } point more than
   *[other] about { $points } points more than
    } the next best choice, { $runner }.
turning-miss = Move { $move }: { $name } went for { $choice }{ $gain }; by the strong computer's evaluation { $instead } would have been worth { $points ->
    [0] a little more
    [one] about { $points } point more
   *[other] about { $points } points more
    }.
# what the move played brought at once: the clause { $gain } right after { $choice }, its comma included
turning-gain-scored = , which scored { $now ->
    [one] { $now } point
   *[other] { $now } points
    } at once
turning-gain-eruption = , which cleared { $removed ->
    [one] { $removed } building
   *[other] { $removed } buildings
    } of the other players off the volcano
turning-gain-took = , taking the site before { $taken } could
turning-gain-scored_took = , which scored { $now ->
    [one] { $now } point
   *[other] { $now } points
    } at once and took the site before { $taken } could
turning-act-set = picking set { $letter }
turning-act-pile = picking pile { $letter }
turning-act-land = landing on { $site }
turning-act-land_none = landing nowhere
turning-act-score = playing { $card }
turning-act-double = starting a double move with { $kind ->
    [ship] ships
    [road] roads
   *[river] rivers
    }
turning-act-double_build = building on { $site } in a double move
turning-act-double_join = joining another player on { $site } in a double move
turning-act-double_none = building nothing in a double move
turning-act-build = building on { $site } with a { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } card
turning-act-join = joining another player on { $site } with a { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } card
turning-act-no_build = playing a { $kind ->
    [ship] ship
    [road] road
   *[river] river
    } card without building
ui-milestone = Round { $round } is over.
