## Santa Cruz's illustrated rules (/santacruz rules, issue 44): one page at a time, each a few sentences
## under its title, one full sentence per entry (bot/games/santacruz/rulebook.py puts them together).
## Faithful to the German rulebook and RULINGS.md; terms: rules/santacruz/GLOSSARY.md. The names, sites
## and cards in the sentences about a picture come from the example game the picture is drawn from.

rulebook-goal-title = The goal
rulebook-goal-island = In Santa Cruz you settle an island in two rounds, with houses, churches and lighthouses.
rulebook-goal-tiles = Each site holds a tile that shows the building it takes and the points that building brings at once; the coast tiles lie face up from the start, the others face down until someone builds next to them.
rulebook-goal-cards = On your turn you play one card from your hand: a building card to build, or a scoring card, which pays everyone who meets it.
rulebook-goal-winner = Whoever has the most points after round 2 wins.
rulebook-goal-picture = The picture shows part of the island late in round 1 of a game between { $names }: each building carries its owner's letter, and the gold ring marks the last move.

rulebook-sets-title = Round 1: the sets
rulebook-sets-deal = At the start everyone receives secret scoring cards: 4 each with 2 players, 3 with 3 players and 2 with 4 players.
rulebook-sets-sets = Then each of you takes one of the four sets of 7 building cards in the picture: set A is rich in rivers, B in roads, C in ships, D is balanced, and each holds one double move.
rulebook-sets-order = The sets are picked in reverse turn order, so the start player picks last.
rulebook-sets-start = The start player's score begins at 0, the next player's at 1, then 2 and 3.
rulebook-sets-aim = Pick the set whose cards take you where your scoring cards pay.
rulebook-sets-beginner = The *{ $beginner }* variant deals the sets at random instead, as the rulebook advises for a first game: start the game with the lobby's **{ $start_beginner }** button.

rulebook-landing-title = The landing
rulebook-landing-when = Round 1 begins with the landing: in turn order, each of you puts one building on a free coast site without playing a card.
rulebook-landing-build = Like every build, it scores the tile's points, draws a secret bird chip when the tile shows a bird, and turns face up every tile joined to it by a road or a river.
rulebook-landing-picture = The flags mark the free coast sites in this corner of the island where { $first } may land first.
rulebook-landing-advice = Land where your building cards can carry on from.

rulebook-cards-title = Building cards
rulebook-cards-turn = After the landing you play exactly one card on each of your turns, until everyone has played all their cards.
rulebook-cards-ship = A **ship** builds on any free coast site.
rulebook-cards-road = A **road** builds on a free site joined by a road directly to one of your buildings: the flags show where { $mover } may build with a road card.
rulebook-cards-river = A **river** builds on a free site of a river where you already have a building, even on a face-down tile, which is turned up first; if you have no building left of the kind it shows, the card builds nothing.
rulebook-cards-double = The **double move** builds twice in a row with the same kind of card, as two ships, two roads or two rivers, never mixed, and the second road may start from the first building.
rulebook-cards-supply = The tile decides the building, and you need one left in your supply: 8 houses, 3 churches and 2 lighthouses each round.
rulebook-cards-must = A card that can build must build; one that cannot may still be played and does nothing.

rulebook-join-title = Joining
rulebook-join-who = Once per round, the player last in turn order may build on a site another player holds instead of a free one.
rulebook-join-rules = The card's rule, the building the tile asks for and its points all still apply, and a site holds at most two buildings.
rulebook-join-counts = From then on the site counts for both players in every scoring.
rulebook-join-picture = In the picture { $joiner } has joined { $owner } at { $site }.
rulebook-join-round = In round 2 the privilege passes to whoever is then last in turn order.

rulebook-scoring-title = Scoring cards
rulebook-scoring-play = Instead of a building card you may play a scoring card: it scores for everyone who meets it, starting with the player who plays it.
rulebook-scoring-advice = So play it when it pays you more than the others, as { $scorer } does in the picture.
rulebook-card = • **{ $card }**: { $effect }

rulebook-eruption-title = The eruption
rulebook-eruption-card = When someone plays the **{ $eruption }** scoring card, every building on a volcano tile costs its owner 2 points and leaves the board until round 2.
rulebook-eruption-free = Those sites are free again at once, and a new building there scores as any build does, bird chip included.
rulebook-eruption-below = Bird chips already drawn stay with their owners, and a score may drop below 0.
rulebook-eruption-picture = The picture shows the volcano of the same game just before and just after the eruption: the ringed buildings are gone.

rulebook-round_two-title = Round 2
rulebook-round_two-end = Round 1 ends when every card is played: everyone takes back all their buildings but keeps their points and bird chips, and the face-up tiles stay face up.
rulebook-round_two-draw = Each of you then draws one new scoring card in secret.
rulebook-round_two-piles = Next the round-1 piles are picked, each a set with the scoring cards its holder played: last place picks first, and the leader takes the pile left over.
rulebook-round_two-own = You may take your own pile again.
rulebook-round_two-discard = Then everyone discards one scoring card at the same time and in secret, and last place starts round 2 with a new landing.
rulebook-round_two-picture = The picture shows the piles of the same game: { $last }, in last place, picks first.

rulebook-end-title = The end
rulebook-end-when = The game ends when every card of round 2 is played.
rulebook-end-secret = Until then your bird chips lie face down: only you know their values, and everyone sees how many you have.
rulebook-end-chips = Then the bird chips are turned face up, and each scores the 1, 2 or 3 points it shows.
rulebook-end-winner = Whoever has the most points wins; on equal points, whoever reached that score first is ahead.
rulebook-end-picture = The picture shows the final standings of the same game, each player's points by where they came from.

rulebook-here-title = Playing here
rulebook-here-buttons = You play with the buttons of the table: tap a card, and your private panel flags the sites it reaches, with one button per site named by the code printed beside it.
rulebook-here-hand = `/{ $command } hand` shows your cards and bird chips privately, and `/{ $command } status` and `/{ $command } log` tell you where the game stands.
rulebook-here-undo = **{ $take_back }** or `/{ $command } undo` takes back a misclick as long as nobody has played since.
rulebook-here-hint = Where hints are allowed, **{ $hint }** shows the strong computer's choice with its reasons, and **{ $why_not }** explains why a move you expected is not offered.
rulebook-here-learn = `/{ $command } learn` opens a practice table against computers, where a guide explains each part of the game the first time it comes up.
