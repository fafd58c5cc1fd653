## The guide of a Santiago de Cuba practice table (issue 44): what happens for the first time and what it
## means for you, two or three sentences each, shown once per table (bot/games/santiago/guide.py). Public
## facts only, never a player's holdings. Terms: rules/santiago/GLOSSARY.md.

guide-start = Welcome to Santiago de Cuba: whoever has the most victory points (VP) when the { ORDINAL($ships) } ship has sailed wins. Each of you starts with 3 pesos, 2 VP and 1 sugar, 1 tobacco and 1 citrus. { $roller }, on the start player's right, rolls the dice for the first ship's demand.
guide-demand = { $name } rolled the 5 dice and put 4 on ship { $ship }: it wants { $wants }. The die set aside ({ $aside }) does not count, so this ship wants no { $aside }, whatever the die shows. Deliver what the ship wants in the harbour: the value marker says how many VP each good pays.
guide-demand_empty = { $name } put 4 dice on ship { $ship }, and all of them show 0: a ship that wants nothing sails at once, and { $name } rolls again for the next one.
guide-car = { $name } drove the car { $steps ->
        [one] { $steps } station
       *[other] { $steps } stations
    } ({ $paid ->
        [0] free
        [one] { $paid } peso
       *[other] { $paid } pesos
    }): the next station is free, and each one beyond it costs 1 peso. Where the car stops counts: a Cubaner gives something and sends your figure on, the harbour starts a delivery round.
guide-skip = { $name } drove past the harbour without stopping: no delivery round, but the value marker moves up one flag, so each good delivered pays more. From 4 onto the chequered flag, the ship sails at once, full or not.
guide-cubaner = { $name } stopped at { $cubaner }, who gives { $gift }. Each Cubaner gives something else, and the colour of the flower on the tile tells which 3 buildings the figure may go to next. Goods are scarce: 8 of each in the game, and what the supply lacks is not given.
guide-gift-pedro = 2 tobacco
guide-gift-jose = 2 sugar
guide-gift-conchita = 2 citrus
guide-gift-miguel = 2 wood, the only way to get wood
guide-gift-pablo = 1 good of your choice, never wood
guide-gift-maria = 2 VP
guide-gift-martinez = 3 pesos
guide-el_zorro = { $name } stopped at El Zorro, the pickpocket: every other player gives { $name } 1 peso, 1 good (never wood) or 1 VP, as each chooses. El Zorro's flower has no colour, so the figure stays where it is and may use its building once more.
guide-alonso = { $name } stopped at Alonso, the lawyer: there you may claim a building nobody owns with one of your 3 ownership markers, or use a building you already own, wherever it is. Whenever another player's figure ends a turn on your building, you get 1 VP.
guide-figure = { $name } moved the figure { $building }: after a Cubaner your figure must go to a free building under that Cubaner's flower colour, and may use it once. A building with another figure on it is closed, so where the others stand matters.
guide-use = { $name } used { $building }. What it does: { $effect } Using a building is up to you, and only the one your figure stands on can be used, so choose it for what it does for you now.
guide-owner = { $owner } got 1 VP: the figure of { $name } ended the turn { $building }, which { $owner } owns. A claimed building pays its owner like this whenever another figure ends a turn there.
guide-face_down = { $name } turned { $cubaner } face down with the newspaper. A car that stops there gets nothing and uses no building; the tile turns face up again once the car has driven on past it.
guide-harbour = { $name } drove into the harbour: a delivery round. From { $name } on, each in turn loads one kind of good the ship wants, at most what it still wants, for { $value } VP each, or passes for the rest of the round. Wood may stand in for a wanted good, at 1 VP each. If all pass first, the value marker moves up.
guide-harbour_office = { $name } used the Harbour office: the value marker is now on { $flag ->
        [chequered] the chequered flag, so the ship sails at once, full or not
       *[other] { $flag }, so each good delivered pays { $flag } VP
    }. The marker never goes below 2, and each new ship starts it at 2 again.
guide-sail = Ship { $ship } has sailed ({ $departed } of { $ships }). A new ship comes in and the value marker goes back to 2; { $name }, whose turn made the ship sail, rolls its demand at the end of the turn.
guide-goods_left = Only one ship is left to sail. When it leaves, every 3 goods you still hold (wood too) give 1 VP and pesos count nothing, so put spare pesos to use while they still buy something.
guide-goods_left_end = The goods left turned into VP: 1 VP for every 3 goods, wood too, while pesos counted nothing. With equal VP, more goods left wins, then more pesos.
guide-end = The { ORDINAL($ships) } ship has sailed, and the game is over. { $winners } { $count ->
        [one] wins
       *[other] share the win
    } with { $score } VP.
