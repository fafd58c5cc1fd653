## Santiago de Cuba's illustrated rules, /santiago rules (issue 44): each page's title and its sentences, one
## full sentence per entry (bot/games/santiago/rulebook.py puts them together). Faithful to the German rules
## of ../shared/rules and the rulings of RULES.md; terms: rules/santiago/GLOSSARY.md. A "picture" sentence
## says what the page's picture shows; it names nothing that changes from deal to deal.

rulebook-goal-title = The goal
rulebook-goal-who = In **Santiago de Cuba** (2 to 4 players) you are merchants in a Cuban harbour town, and you collect victory points (VP).
rulebook-goal-end = The game ends at once when the 7th ship has sailed, and whoever has the most VP then wins.
rulebook-goal-how = Most VP come from delivering goods to the ships; buildings and some Cubaner give VP too.
rulebook-goal-start = Each of you starts with 3 pesos, 2 VP and 1 each of sugar, tobacco and citrus.
rulebook-goal-turn = You take turns clockwise, and a turn has two parts: you drive the car, then you move your figure to a building.
rulebook-goal-picture = The picture shows the first ship in the harbour, the ships still to sail, and everyone's VP and pesos at the start.

rulebook-car-title = Your turn: the car
rulebook-car-drive = On your turn you first drive the car clockwise along the road, at least one station.
rulebook-car-fare = The next station is free, and each station beyond it costs 1 peso, so you can drive as far as your pesos allow.
rulebook-car-stop = Where the car stops decides your turn: at a Cubaner you get what that Cubaner gives and then move your figure, and in the harbour a delivery round begins.
rulebook-car-skip = Whenever the car drives past the harbour without stopping, the value marker moves up one flag, so each good delivered to this ship brings more VP.
rulebook-car-picture = In the picture the car stands just before the harbour, and the tab on each station shows its fare.

rulebook-cubaner-title = The Cubaner
rulebook-cubaner-gifts = Pedro gives you 2 tobacco, José 2 sugar, Conchita 2 citrus, Maria 2 VP and Martinez 3 pesos.
rulebook-cubaner-miguel = Miguel gives 2 wood, and he is the only one who gives wood.
rulebook-cubaner-pablo = Pablo gives 1 good of your choice, but never wood.
rulebook-cubaner-scarce = Goods are scarce: there are only 8 of each kind, and what the supply has run out of, you do not get.
rulebook-cubaner-others = El Zorro and Alonso do something else; they have a page of their own.
rulebook-cubaner-face_down = The newspaper can turn a Cubaner face down: if the car stops there, you get nothing and use no building that turn.
rulebook-cubaner-face_up = The tile turns face up again once the car has driven on past it.
rulebook-cubaner-picture = The picture shows the nine Cubaner in the order of the road, one of them face down.

rulebook-figure-title = Your figure and the buildings
rulebook-figure-flower = After a Cubaner your figure must move to one of the 3 buildings under the colour of that Cubaner's flower.
rulebook-figure-closed = A building with another figure on it is closed, and your figure may not stay where it is.
rulebook-figure-full = If every building it could go to is taken, your figure stays where it is and may use that building.
rulebook-figure-use = Then you may use the building your figure stands on, once; whether you do is up to you.
rulebook-figure-owner = If your figure ends your turn on a building another player owns, that player gets 1 VP.
rulebook-figure-picture = In the picture, rings show the Cubaner where the car stopped and the building the figure went to and used.

rulebook-buildings-title = The buildings ({ $part } of { $parts })
rulebook-buildings-intro = There are 12 buildings, 3 under each flower colour, and each game lays them out anew.
rulebook-buildings-first = The picture shows six of them as they lie in this game; using one does this:
rulebook-buildings-second = The picture shows the other six; using one does this:
rulebook-building = • **{ $building }**: { $effect }

rulebook-special-title = El Zorro and Alonso
rulebook-special-zorro = At **El Zorro**, the pickpocket, every other player must give you 1 peso, 1 good (never wood) or 1 VP, each as they choose.
rulebook-special-stay = El Zorro's flower has no colour, so your figure stays where it is and may use its building once more; in your very first turn it is not on a building yet, so you use none.
rulebook-special-alonso = At **Alonso**, the lawyer, you may claim a building nobody owns with one of your 3 ownership markers, or use a building you already own, wherever it is and even if a figure stands on it.
rulebook-special-after = Then your figure moves on to a building, as after any other Cubaner.
rulebook-special-owner = Whenever another player's figure ends a turn on a building you own, you get 1 VP.
rulebook-special-picture = The picture shows El Zorro's tribute under way, with El Zorro's tile and Alonso's.

rulebook-harbour-title = The harbour: delivering goods
rulebook-harbour-round = If you drive into the harbour, you use no building: instead a delivery round begins, and everyone may load goods onto the ship in turn, starting with you.
rulebook-harbour-deliver = On your turn in the round you deliver one kind of good the ship still wants, at most as many as its die shows, or you pass and are out until the round ends.
rulebook-harbour-value = Each good delivered brings as many VP as the flag under the value marker shows: 2, 3 or 4.
rulebook-harbour-wood = Wood may stand in for one kind of good the ship wants, but only wood in that delivery, and it brings 1 VP each.
rulebook-harbour-end = The round ends when the ship has everything it wants; if everyone passes first, the ship stays and the value marker moves up one flag.
rulebook-harbour-office = The harbour office moves the value marker one flag up or down too, never below 2.
rulebook-harbour-picture = In the picture a delivery has just turned the ringed die, and the table shows who has passed.

rulebook-sail-title = A ship sails: the new demand
rulebook-sail-when = A ship sails when all of its 4 dice show 0, or at once when the value marker moves from 4 onto the chequered flag, full or not.
rulebook-sail-new = A new ship comes in straight away, and the value marker goes back to 2.
rulebook-sail-roll = The player whose turn made the ship sail rolls the 5 dice at the end of that turn and chooses 4 of them for the new ship; the good of the die set aside is not wanted, whatever it shows.
rulebook-sail-harbour = After a delivery round, that is the player who drove into the harbour, even if another player made the last delivery.
rulebook-sail-zero = If the 4 dice on the ship all show 0, it sails at once, and the same player rolls again.
rulebook-sail-first = The first ship's demand is rolled by the player on the start player's right.
rulebook-sail-picture = The picture shows a new ship's demand: the 4 dice on the ship, the die set aside, and the value marker back on 2.

rulebook-end-title = The end
rulebook-end-when = The game ends at once when the 7th ship sails; the rest of that turn is not played.
rulebook-end-goods = Then every 3 goods you have left, wood too, give 1 VP, and pesos count for nothing.
rulebook-end-win = Whoever has the most VP wins; with equal VP, more goods left wins, then more pesos, and if those are equal too, the win is shared.
rulebook-end-picture = The last table shows each player's place, VP, the VP for goods left, the total and the pesos, as in this picture of a game the computers played.

rulebook-here-title = The variant and playing here
rulebook-here-variant = In the variant *{ $hidden }* each player's pesos, goods and VP are secret from the others, as behind the screens of the board game: the table shows a lock instead, as in the picture.
rulebook-here-buttons = You play with the buttons on the table: each choice is a button, and what it brings is written on it.
rulebook-here-panel = **{ $panel }** or `/{ $command } panel` shows you your holdings and your choices privately.
rulebook-here-undo = **{ $undo }** or `/{ $command } undo` takes back a misclick.
rulebook-here-hint = Where hints are allowed, **{ $hint }** shows the strong computer's choice with its reasons, and **{ $why_not }** says why a choice you expected is not offered.
rulebook-here-learn = `/{ $command } learn` opens a practice table against computers, where a guide explains each part of the game as it comes up.
