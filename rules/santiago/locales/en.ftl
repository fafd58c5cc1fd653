# Santiago de Cuba: every sentence a player can read (English), in Project Fluent syntax.
# Terms as in the published editions: ../GLOSSARY.md. Variables ($name) hold values only.

## lines that do not parse
parse-too_short = '{ $text }' is not a move: write '<seat> <verb> [args]', e.g. '0 car 2'.
parse-bad_seat = '{ $word }' is not a seat: seats are numbered 0 to 3.
parse-arity = '{ $text }' has the wrong number of words for that move.
parse-unknown_verb = '{ $verb }' is not a move: use demand, car, pablo, give, alonso, go, use, deliver or pass.
parse-unknown_good = '{ $good }' is not a good that can be named here (sugar, citrus, tobacco, rum, cigars).
parse-bad_count = '{ $word }' is not a number of 1 or more.
parse-unknown_building = There is no building called '{ $building }'.
parse-unknown_cubaner = There is no Cubaner called '{ $cubaner }'.
parse-demand_order = Name 4 different goods in die order ({ $order }).
parse-bad_use = '{ $text }' is not a use of that building.
parse-bad_alonso = '{ $text }': at Alonso write 'alonso claim <building>', 'alonso use …' or 'alonso -'.

## moves the rules forbid now
illegal-game_over = The game is over, so no more moves can be made.
illegal-no_such_seat = There is no seat { $seat } in this game of { $players } players.
illegal-not_your_turn = It is not your turn: waiting for { $waiting }.
illegal-now_demand = That is not possible now: first the new ship's demand must be set.
illegal-now_car = That is not possible now: first the car must be driven.
illegal-now_pablo = That is not possible now: first you choose the good Pablo gives you.
illegal-now_give = That is not possible now: first El Zorro's tribute must be given.
illegal-now_alonso = That is not possible now: first you choose at Alonso to claim a building, use one you own, or pass.
illegal-now_go = That is not possible now: first you move your figure to a building.
illegal-now_use = That is not possible now: first you use your figure's building or decline it.
illegal-now_deliver = That is not possible now: a delivery round is on, so you deliver to the ship or pass.
illegal-not_legal = `{ $line }` is not among the moves the rules allow you at this point of the turn.
illegal-car_cost =
    Driving { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } costs { $cost ->
    [one] { $cost } peso
    *[other] { $cost } pesos
    }, but you have only { $pesos }.
illegal-supply_empty = There is no { $good } left in the supply.
illegal-give_none = You have no { $item } to give.
illegal-claim_owned = The { $building } already belongs to { $name }.
illegal-no_markers = You have placed all your ownership markers, so you cannot claim another building.
illegal-alonso_not_owned = You do not own the { $building }: at Alonso you may only use a building of your own.
illegal-go_stay = Your figure may not stay on the { $building }: it must move to another building.
illegal-go_occupied = Another figure stands on the { $building }, and a building takes only one figure.
illegal-go_colour = The { $building } lies under a { $flower } flower, not this Cubaner's colour.
illegal-use_elsewhere = Your figure stands on the { $figure }, not on the { $building }: you may use only the building it stands on.
illegal-use_not_possible = You cannot use the { $building } that way now (`{ $line }`): it needs goods, pesos or VP you do not have, or the supply, the ship or the board does not allow it.
illegal-not_demanded = The ship does not demand { $good } now.
illegal-too_many = The ship's { $good } die shows only { $die }, so you cannot deliver more than that.
illegal-not_held = You do not hold enough { $good } for that: it takes { $count }.
illegal-flower-white = white
illegal-flower-yellow = yellow
illegal-flower-blue = dark blue
illegal-flower-fourth = red (placeholder)

## what happened, in words (rules/santiago/narrate.py)
narrate-list_sep = ,{" "}
narrate-change = { $sign }{ $amount } { $item }
narrate-change_goods = { $sign }{ $goods }
narrate-item-one_vp = 1 VP
narrate-item-pesos = pesos
narrate-item-vp = VP
narrate-item-peso = 1 peso
narrate-change_pesos =
    { $sign }{ $amount ->
    [one] { $amount } peso
    *[other] { $amount } pesos
    }
narrate-nothing = nothing
narrate-demand = { $name } sets ship { $ship }'s demand: { $dice }; { $aside } ({ $face }) is set aside.
narrate-demand_none = { $name } sets ship { $ship }'s demand: nothing at all; { $aside } ({ $face }) is set aside.
narrate-car =
    { $name } drives the car { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } { $where } { $paid ->
    [0] for free
    [one] for { $paid } peso
    *[other] for { $paid } pesos
    }.
narrate-car_forced = { $name } has no pesos and drives the car 1 station { $where }.
narrate-station-harbour = to the harbour
narrate-station-cubaner = to { $name }
# a building in running text, by its id: the object of a verb, where a figure goes, where it stands
narrate-the_building =
    { $building ->
        [bank] the Bank
        [church] the Church
        [distillery] the Distillery
        [cigar_factory] the Cigar factory
        [black_market] the Black market
        [sawmill] the Sawmill
        [cafe] the Café
        [customs] the Customs house
        [casino] the Casino
        [harbour_office] the Harbour office
        [trading_office] the Trading office
        [newspaper] the Newspaper
       *[other] the building
    }
narrate-to_building =
    { $building ->
        [bank] to the Bank
        [church] to the Church
        [distillery] to the Distillery
        [cigar_factory] to the Cigar factory
        [black_market] to the Black market
        [sawmill] to the Sawmill
        [cafe] to the Café
        [customs] to the Customs house
        [casino] to the Casino
        [harbour_office] to the Harbour office
        [trading_office] to the Trading office
        [newspaper] to the Newspaper
       *[other] to the building
    }
narrate-at_building =
    { $building ->
        [bank] at the Bank
        [church] at the Church
        [distillery] at the Distillery
        [cigar_factory] at the Cigar factory
        [black_market] at the Black market
        [sawmill] at the Sawmill
        [cafe] at the Café
        [customs] at the Customs house
        [casino] at the Casino
        [harbour_office] at the Harbour office
        [trading_office] at the Trading office
        [newspaper] at the Newspaper
       *[other] at the building
    }
narrate-skip = The car passes the harbour: no delivery round.
narrate-tile_up = { $cubaner } turns face up again.
narrate-tile_down = { $cubaner } is turned face down.
narrate-marker = The value marker moves from { $before } to { $after }.
narrate-marker_sail = The value marker moves from { $before } onto the chequered flag.
narrate-departed = Ship { $ship } sets sail ({ $departed } of 7 have left).
narrate-gained = { $name } ({ $source }): { $changes }.
narrate-tribute = { $giver } gives { $item } to { $taker }.
narrate-tribute_none = { $giver } has nothing to give to { $taker }.
narrate-claimed = { $name } claims { $building }.
narrate-alonso_pass = { $name } neither claims nor uses a building at Alonso.
narrate-figure = { $name }'s figure goes { $building }.
narrate-stay = { $name }'s figure stays { $building }.
narrate-stay_off = { $name }'s figure stays off the board.
narrate-used = { $name } uses { $building }.
narrate-used_alonso = { $name } uses { $building } through Alonso.
narrate-declined = { $name } does not use { $building }.
narrate-no_use = { $name } can make no use of { $building }.
narrate-die_turned = The { $good } die goes from { $before } to { $after }.
narrate-owner = { $owner } gets 1 VP for { $building }: { $name }'s figure stands there.
narrate-round = { $name } drove into the harbour: a delivery round begins.
narrate-delivered = { $name } delivers { $goods } for { $vp } VP.
narrate-delivered_wood = { $name } delivers { $count } wood instead of { $instead } for { $vp } VP.
narrate-passed = { $name } passes.
narrate-passed_forced = { $name } cannot deliver and passes.
narrate-round_filled = The ship's demand is met: the delivery round ends.
narrate-round_passed = Everyone has passed: the delivery round ends.
narrate-game_ended = The 7th ship has left: the game is over. { $standings }.
narrate-standing = { ORDINAL($place) } { $name } { $score } VP
narrate-you-demand = You set ship { $ship }'s demand: { $dice }; { $aside } ({ $face }) is set aside.
narrate-you-demand_none = You set ship { $ship }'s demand: nothing at all; { $aside } ({ $face }) is set aside.
narrate-you-car =
    You drive the car { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } { $where } { $paid ->
    [0] for free
    [one] for { $paid } peso
    *[other] for { $paid } pesos
    }.
narrate-you-car_forced = You have no pesos and drive the car 1 station { $where }.
narrate-you-gained = { $source }: { $changes }.
narrate-you-tribute = You give { $item } to { $taker }.
narrate-you-tribute_to = { $giver } gives you { $item }.
narrate-you-tribute_none = You have nothing to give to { $taker }.
narrate-you-tribute_none_to = { $giver } has nothing to give you.
narrate-you-claimed = You claim { $building }.
narrate-you-alonso_pass = You neither claim nor use a building at Alonso.
narrate-you-figure = Your figure goes { $building }.
narrate-you-figure_no_use = Your figure goes { $building }, but you cannot use it now.
narrate-you-stay = Your figure stays { $building }.
narrate-you-stay_off = Your figure stays off the board.
narrate-you-used = You use { $building }.
narrate-you-used_alonso = You use { $building } through Alonso.
narrate-you-declined = You do not use { $building }.
narrate-you-no_use = You can make no use of { $building }.
narrate-you-owner = You get 1 VP for { $building }: { $name }'s figure stands there.
narrate-you-owner_paid = { $owner } gets 1 VP for { $building }: your figure stands there.
narrate-you-round = You drove into the harbour: a delivery round begins.
narrate-you-delivered = You deliver { $goods } for { $vp } VP.
narrate-you-delivered_wood = You deliver { $count } wood instead of { $instead } for { $vp } VP.
narrate-you-passed = You pass.
narrate-you-passed_forced = You cannot deliver and pass.

## the short comment after a record line in the log (NOTATION.md, "Log rendering")
comment-sep = {" "}·{" "}
comment-car = { $start } → { $end }, paid { $paid }
comment-car_free = { $start } → { $end }, free
comment-harbour = harbour
comment-change = { $sign }{ $amount } { $item }
comment-change_pesos =
    { $sign }{ $amount ->
    [one] { $amount } peso
    *[other] { $amount } pesos
    }
comment-die = { $good } { $before }→{ $after }
comment-face_down = { $cubaner } face down
comment-departed = ship { $ship } leaves
comment-demand = ship { $ship }: { $dice }; { $aside } ({ $face }) aside
comment-demand_none = ship { $ship }: no demand; { $aside } ({ $face }) aside
comment-owner = +1 VP to seat { $owner }
comment-tribute = { $item } to seat { $taker }
comment-tribute_none = seat { $giver } has nothing to give

## the board image (render/santiago); only characters the images' built-in font can draw
render-to_play = { $name } to play
render-game_over = Game over
render-winner = { $name } wins with { $score } VP
render-winners = { $names } share the win with { $score } VP
render-place = #{ $place }
render-passed = passed
render-phase-demand = sets the new ship's demand
render-phase-car = moves the car
render-phase-pablo = takes a good at Pablo
render-phase-give = gives El Zorro's tribute to { $name }
render-phase-alonso = claims or uses a building at Alonso
render-phase-go = moves the figure to a building
render-phase-use = uses the { $building }
render-phase-deliver = delivers to the ship or passes
render-phase-end = the 7th ship has sailed
render-ship = Ship { $ship }
render-sailed = { $departed } of { $ships } sailed
render-no_demand = demand not set yet
render-aside = aside
render-value = VP per good
render-harbour = Harbour
render-harbour_effect = delivery round
render-face_down = face down
render-effect-any = any
render-effect-tribute = tribute
render-effect-alonso = claim/use
render-cost-free = free
render-col-vp = VP
render-col-goods_vp = + goods
render-col-total = total
render-category-start = Starting VP
render-category-cubaner = Cubaner
render-category-buildings = Buildings
render-category-casino = Casino (VP bought/sold)
render-category-owner = Owner VP
render-category-ships = Deliveries
render-category-tribute = El Zorro
render-category-goods = Goods left (3 = 1 VP)
render-chart-ship = Ship { $ship } sails
render-col-pesos = pesos
render-col-markers = markers
render-supply = Supply
render-hidden = hidden
render-you = you
render-legend-owner = owner
render-legend-figure = figure
render-legend-car = car
render-legend-last = last move
render-legend-legal = you can drive here (pesos)
render-legend-goods_vp = + goods: 1 VP per 3 goods left
render-good-sugar = sugar
render-good-citrus = citrus
render-good-tobacco = tobacco
render-good-rum = rum
render-good-cigars = cigars
render-good-wood = wood
render-building-bank = Bank
render-building-church = Church
render-building-distillery = Distillery
render-building-cigar_factory = Cigar factory
render-building-black_market = Black market
render-building-sawmill = Sawmill
render-building-cafe = Café
render-building-customs = Customs house
render-building-casino = Casino
render-building-harbour_office = Harbour office
render-building-trading_office = Trading office
render-building-newspaper = Newspaper
render-hint-bank = +2 pesos
render-hint-church = +1 VP
render-hint-distillery = turn any sugar into rum
render-hint-cigar_factory = turn any tobacco into cigars
render-hint-black_market = swap 1 good for another
render-hint-sawmill = pay 1 wood: +1 VP, +1 peso
render-hint-cafe = 1 rum and/or 1 cigar: 2 VP each
render-hint-customs = cancel one good the ship wants
render-hint-casino = buy VP for 3 pesos, or sell them
render-hint-harbour_office = VP per good 1 up or 1 down
render-hint-trading_office = deliver 1 wanted good: 2 VP
render-hint-newspaper = +1 peso, may turn a Cubaner over

## the Discord bot (bot/games/santiago): commands, turn messages, buttons and panels
ui-game = Santiago de Cuba
reveals-roll = the dice of the next demand were rolled
ui-undo-demand = the new ship's demand set
ui-undo-car = car driven to { $cubaner }
ui-undo-car_harbour = car driven to the harbour
ui-undo-car_steps =
    car driven { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    }
ui-undo-pablo = { $goods } taken at Pablo
ui-undo-give = { $item } given to { $taker }
ui-undo-give_any = { $item } given for El Zorro's tribute
ui-undo-claim = the { $building } claimed at Alonso
ui-undo-alonso_use = the { $building } used through Alonso
ui-undo-alonso_pass = neither claimed nor used a building at Alonso
ui-undo-go = figure moved to the { $building }
ui-undo-use = the { $building } used
ui-undo-decline = the { $building } not used
ui-undo-decline_any = the building not used
ui-undo-deliver = { $goods } delivered
ui-undo-deliver_wood = { $count } wood delivered instead of { $instead }
ui-undo-pass = passed in the delivery round
ui-level-random = random moves
ui-level-easy = easy
ui-level-strong = strong
ui-variant-standard = Standard
ui-variant-hidden = Hidden holdings
ui-command-board = Show the table privately; players may bring it to the bottom once a turn
ui-command-panel = Your holdings and, on your turn, your choices (only you see it)
ui-command-status = Where the game stands: ship, scores and whose turn
ui-command-log = The last moves in notation and in words
ui-command-rules = A short guide to Santiago de Cuba and its buildings
ui-not_started = The game has not started yet. Start it with `/{ $command } start`.
ui-coloured = { $square } { $name }
ui-title = Santiago de Cuba · Ship { $ship } · { $departed } of 7 sailed
ui-start = Seats in turn order: { $order }. { $roller } rolls the first demand; { $starter } moves first.
ui-hidden_note = Holdings are hidden: each player sees their own pesos, goods and VP in their panel.
ui-prompt-demand = { $who }: keep 4 of the 5 dice for ship { $ship }'s demand.
ui-why-first = You sit to the right of the start player, so you roll the first demand.
ui-why-zero = The 4 dice you kept for ship { $sailed } all showed 0, so it sailed at once and you roll again.
ui-why-skip = Your drive past the harbour moved the value marker onto the chequered flag and ship { $sailed } sailed, so you roll before the delivery round begins.
ui-why-harbour = You drove into the harbour and ship { $sailed } sailed in that delivery round: the one who drove into the harbour rolls, whoever made the last delivery.
ui-why-sailed = Your turn made ship { $sailed } sail, so you roll.
ui-prompt-car = { $who }: move the car.
ui-prompt-pablo = { $who }: take a good at Pablo.
ui-prompt-give = { $who }: give El Zorro's tribute to { $taker }.
ui-prompt-alonso = { $who }: at Alonso, claim a building, use one of yours, or pass.
ui-prompt-go = { $who }: move your figure to a building.
ui-prompt-use = { $who }: use { $building } or decline.
ui-prompt-deliver = { $who }: deliver to the ship or pass.
ui-prompt-computer-demand = { $who } must keep 4 of the 5 dice for ship { $ship }'s demand.
ui-prompt-computer-car = { $who } must move the car.
ui-prompt-computer-pablo = { $who } must take a good at Pablo.
ui-prompt-computer-give = { $who } must give El Zorro's tribute to { $taker }.
ui-prompt-computer-alonso = At Alonso, { $who } must claim a building, use one of its own, or pass.
ui-prompt-computer-go = { $who } must move the figure to a building.
ui-prompt-computer-use = { $who } must use { $building } or decline.
ui-prompt-computer-deliver = { $who } must deliver to the ship or pass.
ui-round-deliver = Then, in turn, in this delivery round: { $order }.
ui-round-give = Then, in turn, for El Zorro's tribute: { $order }.
ui-end = The game is over. { $winner } wins with { $score } VP. Players: { $names }. The game record is attached ({ $record }).
ui-end_goods =
    The game is over. { $winner } wins with { $score } VP ({ $vp } + { $bonus } for { $goods ->
    [one] { $goods } good
    *[other] { $goods } goods
    } left). Players: { $names }. The game record is attached ({ $record }).
ui-end_shared = The game is over. { $winners } share the win with { $score } VP. Players: { $names }. The game record is attached ({ $record }).
ui-button-panel = My panel
ui-button-act = Your choices
ui-button-demand = See the dice
ui-group-car_near = Drives that do not pass the harbour
ui-group-car = Drives past the harbour { $times }×
ui-group-claim = Claim a building
ui-group-deliver = Deliver { $good }
ui-choose = Choose…
ui-panel-header =
    { $name }: { $vp } VP · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-panel-no_goods = no goods
ui-panel-waiting = Not your turn: waiting for { $names }.
ui-panel-over = The game is over.
ui-ask-demand = The dice rolled: { $roll }. Choose the one die to set aside; the other 4 go on ship { $ship }.
ui-ask-car = Where does the car go? Each station after the first costs 1 peso; you have { $pesos }.
ui-ask-pablo = Pablo gives you 1 good of your choice.
ui-ask-give = El Zorro: give { $taker } 1 peso, 1 VP or 1 good.
ui-ask-alonso = Alonso: claim a building without a marker, use one you own, or pass.
ui-ask-go = Where does your figure go?
ui-ask-use = How do you use { $building }?
ui-ask-deliver = The ship wants { $wants } at { $value } VP each: deliver, or pass.
ui-done = Done. { $move }
ui-done_next = Done. { $move } Your next choice is waiting on the table: { $link }
ui-table-player =
    { $vp } VP · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-table-final =
    { $score } VP ({ $vp } + { $bonus } for { $count ->
    [one] { $count } good
    *[other] { $count } goods
    } left) · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-table-hidden = holdings hidden
ui-table-alt = The Santiago de Cuba board, { $title }: the road, the plantations, the buildings and the ship.
ui-label-demand = Set { $good } { $face } aside · ship wants { $wants }
ui-label-demand_none = Set { $good } { $face } aside · ship wants nothing and sails at once
ui-label-car = { $where } · { $cost } · { $effect }
ui-label-car_skip = { $where } · { $cost } · past the harbour · { $effect }
ui-label-car_laps = { $where } · { $cost } · past the harbour { $times }× · { $effect }
ui-label-car_round =
    { $where } · { $cost } · { $times ->
    [one] a full lap
    *[other] { $times } full laps
    } · { $effect }
ui-label-free = free
ui-label-pesos =
    { $count ->
    [one] { $count } peso
    *[other] { $count } pesos
    }
ui-label-peso = 1 peso
ui-label-harbour = Harbour
ui-label-round = delivery round
ui-label-face_down = face down: nothing
ui-label-choice = 1 good of your choice
ui-label-tribute = 1 peso, VP or good from each player
ui-label-alonso = claim or use a building
ui-label-effect_then = { $effect } · { $then }
ui-label-then = then { $buildings }
ui-label-then_stay = then stay on the { $building }
ui-label-then_again = then the { $building } again
ui-label-then_none = then no building
ui-label-nothing = nothing to do for you
ui-label-gain = +{ $amount } { $item }
ui-label-pablo = Take { $good } · { $left } in supply
ui-label-give_peso = Give 1 peso to { $taker } · you have { $have }
ui-label-give_vp = Give 1 VP to { $taker } · you have { $have }
ui-label-give_good = Give { $good } to { $taker } · you have { $have }
ui-label-claim = Claim the { $building } · { $effect }
ui-label-alonso_use = Use your { $building } · { $effect }
ui-label-alonso_pass = Pass: neither claim nor use
ui-label-go = { $building } · { $effect }
ui-label-go_owner = { $building } · { $effect } · +1 VP to { $owner }
ui-label-go_own = { $building } · { $effect } · yours
ui-label-use = { $building } · { $effect }
ui-label-decline = Do not use { $building }
ui-label-deliver = Deliver { $good } · +{ $vp } VP
ui-label-deliver_wood = Deliver { $count } wood for { $good } · +{ $vp } VP
ui-label-pass = Pass (out of this delivery round)
ui-effect-convert = { $source } into { $target }
ui-effect-swap = give { $give }, take { $take }
ui-effect-cafe = hand in { $goods }: +{ $vp } VP
ui-effect-customs = cancel the demand for { $wanted }
ui-effect-buy =
    buy { $count } VP for { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    }
ui-effect-sell =
    sell { $count } VP for { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    }
ui-effect-marker = VP per good { $before } → { $after }
ui-effect-marker_sail = value marker onto the chequered flag: the ship sails now
ui-effect-trading = deliver { $wanted }: +{ $vp } VP
ui-effect-newspaper = +1 peso
ui-effect-newspaper_down = +1 peso, turn { $cubaner } face down
ui-now-newspaper = { $gain }, and you may turn a Cubaner face down
ui-now-pay = pay { $count } of your { $held }: { $gain }
ui-now-convert = turn your { $source } ({ $count }) into { $target }
ui-now-convert_some = turn { $count } of your { $held } { $source } into { $target }
ui-now-swap = swap { $goods } for another good
ui-now-swap_any =
    swap 1 of your { $count ->
    [one] { $count } good
    *[other] { $count } goods
    } for another
ui-now-cafe = hand in { $goods }: +{ $vp } VP
ui-now-customs = cancel the demand for { $wants }
ui-now-customs_one = cancel one of the ship's { $count } demands
ui-now-casino_buy =
    buy { $count } VP for { $cost ->
    [one] { $cost } peso
    *[other] { $cost } pesos
    }
ui-now-casino_both =
    buy { $count } VP for { $cost ->
    [one] { $cost } peso
    *[other] { $cost } pesos
    }, or sell VP at { $rate ->
    [one] { $rate } peso
    *[other] { $rate } pesos
    } each
ui-now-casino_sell =
    sell VP at { $rate ->
    [one] { $rate } peso
    *[other] { $rate } pesos
    } each (you have { $vp })
ui-now-marker_up = VP per good { $before } → { $up }
ui-now-marker = VP per good { $before } → { $up } or { $down }
ui-now-marker_sail = VP per good { $before } → { $down }, or make the ship sail
ui-now-trading = deliver { $goods }: +{ $vp } VP
ui-count-sugar = { $count } sugar
ui-count-citrus = { $count } citrus
ui-count-tobacco = { $count } tobacco
ui-count-rum = { $count } rum
ui-count-cigars =
    { $count ->
    [one] { $count } cigar
    *[other] { $count } cigars
    }
ui-count-wood = { $count } wood
ui-status-player =
    { $name }: { $vp } VP · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-status-hidden = { $name }: holdings hidden
ui-status-ship = Ship { $ship } wants { $wants } · { $value } VP each · { $departed } of 7 sailed
ui-status-final =
    { $name }: { $score } VP ({ $vp } + { $bonus } for { $count ->
    [one] { $count } good
    *[other] { $count } goods
    } left) · { $pesos ->
    [one] { $pesos } peso
    *[other] { $pesos } pesos
    } · { $goods }
ui-status-no_demand = Ship { $ship }: demand not set yet · { $departed } of 7 sailed
ui-status-waiting = Waiting for { $names }.
ui-status-link = Current message: { $link }
ui-log-empty = No moves yet.
ui-log-header =
    The last { $count } of { $total ->
    [one] { $total } move
    *[other] { $total } moves
    }:
ui-rules-guide = **Santiago de Cuba** (2 to 4 players): whoever has the most victory points (VP) when the 7th ship has sailed wins.
ui-rules-roll = The player whose turn made the ship sail rolls the 5 dice at the end of that turn and keeps 4 for the new ship: after a delivery round that is the player who drove into the harbour, even if another player made the last delivery.
ui-rules-play = You play with the buttons, and `/{ $command } panel` shows your holdings and your choices.
ui-rules-effect-bank = You get 2 pesos.
ui-rules-effect-church = You get 1 VP.
ui-rules-effect-distillery = You may turn as much of your sugar as you like into the same amount of rum from the supply.
ui-rules-effect-cigar_factory = You may turn as much of your tobacco as you like into the same amount of cigars from the supply.
ui-rules-effect-black_market = You may swap 1 of your goods for 1 good of another kind from the supply (never wood).
ui-rules-effect-sawmill = You may hand in 1 wood for 1 VP and 1 peso.
ui-rules-effect-cafe = You may hand in 1 rum and/or 1 cigar for 2 VP each.
ui-rules-effect-customs = You may turn one of the ship's demand dice to 0, so the ship no longer wants that good.
ui-rules-effect-casino = You may buy VP for 3 pesos each, or sell VP for 3 pesos each.
ui-rules-effect-harbour_office = You may move the value marker one flag up or down (never below 2); onto the chequered flag, the ship sails at once.
ui-rules-effect-trading_office = You may deliver 1 good the ship wants (not wood) for 2 VP, whatever the value marker shows.
ui-rules-effect-newspaper = You get 1 peso and may turn a Cubaner face down.
ui-replay-start = The start
ui-replay-turn = Move { $step }: { $name }
ui-replay-title = Move { $step } of { $total } · Ship { $ship }
ui-replay-deal = The table is set for { $names }.

## teaching: a hint's reasons and the moves they name (rules/santiago/teach.py)
# a move at the start of a sentence
teach-do-demand = Set the { $good } die aside
teach-do-car =
    Drive { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } to { $cubaner }
teach-do-car_harbour =
    Drive { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } into the harbour
teach-do-car_down =
    Drive { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } to { $cubaner } (face down)
teach-do-pablo = Take { $goods } at Pablo
teach-do-give = Give { $item }
teach-do-claim = Claim { $the_building } at Alonso
teach-do-alonso_use = Use { $the_building } through Alonso
teach-do-alonso_pass = Pass at Alonso
teach-do-go = Move your figure { $to_building }
teach-do-use = Use { $the_building }
teach-do-decline = Leave { $the_building } unused
teach-do-deliver = Deliver { $goods }
teach-do-deliver_wood = Deliver { $count } wood instead of { $good }
teach-do-pass = Pass in this delivery round
# a move the chosen one beat ("It beats driving 3 stations to Maria …")
teach-alt-demand = setting the { $good } die aside
teach-alt-car =
    driving { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } to { $cubaner }
teach-alt-car_harbour =
    driving { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } into the harbour
teach-alt-car_down =
    driving { $steps ->
    [one] { $steps } station
    *[other] { $steps } stations
    } to { $cubaner } (face down)
teach-alt-pablo = taking { $goods } at Pablo
teach-alt-give = giving { $item }
teach-alt-claim = claiming { $the_building }
teach-alt-alonso_use = using { $the_building } through Alonso ({ $effect })
teach-alt-alonso_pass = passing at Alonso
teach-alt-go = moving your figure { $to_building }
teach-alt-use = using { $the_building } ({ $effect })
teach-alt-decline = leaving { $the_building } unused
teach-alt-deliver = delivering { $goods }
teach-alt-deliver_wood = delivering { $count } wood instead of { $good }
teach-alt-pass = passing
teach-item-vp = { $count } VP
# (a) what the move gains now
teach-gain = { $choice }: you get { $got } now.
teach-gain_for = { $choice }: you get { $got } for { $paid } now.
teach-cost = { $choice }: it costs you { $paid } now.
teach-nothing = { $choice }: it changes nothing of what you hold right now.
teach-give = Give { $item } to { $name }: you still have { $left } after it.
teach-give_last = Give { $item } to { $name }: it is all you have of it.
teach-go = { $choice }, then use it ({ $effect }).
teach-claim =
    { $choice }: it is yours for the rest of the game, { $count ->
    [0] and it was your last ownership marker
    [one] and you have { $count } ownership marker left
    *[other] and you have { $count } ownership markers left
    }.
teach-alonso_pass =
    { $choice }: you keep { $count ->
    [one] your last ownership marker
    *[other] your { $count } ownership markers
    } for a better building.
teach-decline = { $choice }: no use of it is worth its price to you now.
teach-demand = { $choice }: the ship will want { $wants }, and you hold { $held } of that.
teach-demand_none = { $choice }: the ship will want { $wants }.
teach-demand_sails = { $choice }: the 4 dice on the ship all show 0, so it sails at once and you roll again.
teach-customs = { $choice }: the ship no longer wants { $wanted }.
teach-marker = { $choice }: the value marker moves to { $value } VP per good.
teach-marker_sail = { $choice }: the value marker reaches the chequered flag, so the ship sails.
teach-pass = { $choice }: you keep { $held } for a later ship.
# (b) what it opens or denies
teach-next_go = Then your figure may go { $to_buildings }.
teach-next_go_one = Then your figure goes { $to_building }.
teach-next_stay = Every building of that colour is taken, so your figure stays { $at_building } and may use it again.
teach-next_pablo = Pablo then gives you 1 good of your choice.
teach-next_alonso = At Alonso you may then claim a building or use one of yours.
teach-tribute =
    { $count ->
    [one] The other player must then give you 1 peso, 1 good or 1 VP.
    *[other] Each of the { $count } other players must then give you 1 peso, 1 good or 1 VP.
    }
teach-again = Your figure stays where it is, and you may use { $the_building } once more.
teach-face_down = { $cubaner } is face down: nothing happens there, and your figure stays where it is.
teach-harbour = A delivery round begins with you: the ship wants { $wants } at { $value } VP each, and you hold { $held } of that.
teach-harbour_none = A delivery round begins with you: the ship wants { $wants } at { $value } VP each.
teach-skip = Passing the harbour moves the value marker to { $value } VP per good.
teach-skip_sail = Passing the harbour moves the value marker onto the chequered flag: the ship sails, and you set the next demand.
teach-next_player = { $name } moves next from here, and the next station, { $cubaner }, costs them nothing.
teach-next_player_harbour = { $name } moves next from here, and the harbour is the next station: a delivery round at no cost for them.
teach-game_ends = The 7th ship sails, and the game ends at once.
teach-sails = The ship sails, and you set the next demand.
teach-sails_by = The ship sails, and { $name } sets the next demand.
teach-still_wants = The ship still wants { $wants }.
teach-ship_wants = The ship wants { $wants }, and you will hold { $held }.
teach-denies = { $name }, who holds { $held }, can no longer deliver any of it to this ship.
teach-go_owner = { $name } owns it and gets 1 VP when your turn ends.
teach-go_own = It is your own building, so nobody else gets VP for your visit.
teach-go_block = Until your next turn no other figure may enter it, so { $name }, who moves next, cannot use it.
teach-claim_figure = { $name }'s figure stands on it now: each of their turns that ends there pays you 1 VP.
teach-claim_pays =
    Each time another player's figure ends a turn on it, you get 1 VP, and { $ships ->
    [one] { $ships } ship is
    *[other] { $ships } ships are
    } still to sail.
teach-flipped = { $cubaner } stays face down until the car leaves it behind, so { $name }, who moves next, would get nothing there.
teach-pass_round = Everyone has now passed: the value marker moves to { $value } VP per good.
teach-pass_sail = Everyone has now passed: the value marker reaches the chequered flag and the ship sails.
# (c) why it beats the runner-up
teach-versus =
    It beats { $runner } by about { $margin } VP of lead over the best other player, and came out ahead in { $wins } of { $trials ->
    [one] { $trials } simulated continuation
    *[other] { $trials } simulated continuations
    }.
teach-versus_close =
    It beats { $runner } by a small margin, under 1 VP of lead over the best other player, and came out ahead in { $wins } of { $trials ->
    [one] { $trials } simulated continuation
    *[other] { $trials } simulated continuations
    }.
teach-only = It is the only move the rules allow you now, so there is nothing to weigh.
teach-versus_even =
    It did as well as { $runner } in all { $trials ->
    [one] { $trials } simulated continuation
    *[other] { $trials } simulated continuations
    }, and it is worth at least as much right away.

## the decisions that mattered at a practice table's end (issue 44), about a named player (rules/santiago/turning.py)
turning-good = Move { $move }: { $name } did well { $choice }{ $gain }; by the strong computer's evaluation it was worth { $points ->
    [0] about as much as
   *[other] about { $points } VP more than
    } the next best choice, { $runner }.
turning-miss = Move { $move }: { $name } went for { $choice }{ $gain }; by the strong computer's evaluation { $instead } would have been worth { $points ->
    [0] a little more
   *[other] about { $points } VP more
    }.
# what the move played brought at once: the clause { $gain } right after { $choice }, its comma included
turning-gain = , which brought { $got } at once
turning-go = moving the figure { $to_building }
ui-milestone = Ship { $ship } has sailed ({ $departed } of 7 have left).
