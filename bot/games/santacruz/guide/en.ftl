## The guide of a Santa Cruz practice table (issue 44): what happens for the first time and what it means
## for you, two or three sentences each, shown once per table (bot/games/santacruz/guide.py). Public facts
## only. Terms: rules/santacruz/GLOSSARY.md.

guide-draft = Round 1 starts with the draft: each of you takes one set of 7 building cards. Set A is strong on rivers, B on roads, C on ships, D is balanced, and each holds one double move. Your scoring cards tell you where you want to build, so pick the set that gets you there. Whoever picks last starts.
guide-draft_random = In the beginner game the sets of building cards are dealt at random, so nobody picks. The sets differ: A is strong on rivers, B on roads, C on ships, D is balanced, and each holds one double move. Your hand shows which kinds you have, and your scoring cards where they pay.
guide-landing = Now everyone lands, { $start } first: in turn order each of you puts one building on a free coast site without playing a card. It scores the points printed on the tile, and the tiles next to it along roads and rivers turn face up. Land where your cards can go on building.
guide-ship = { $name } played a ship card: a ship builds on any free coast site, wherever it lies. Each tile shows which building it takes (house, church or lighthouse) and the points it gives at once, so keep the buildings you will need.
guide-road = { $name } played a road card: a road builds on a free site linked by a road directly to one of your own buildings. Buildings linked by roads grow into a group, and the scoring card { $card } pays 7 points for 4 of them.
guide-river = { $name } played a river card: a river builds on any free site along a river where you already have a building, even a face-down one. A face-down tile is turned up first; if you lack the building it shows, the card builds nothing.
guide-double = { $name } played the double move with { $kind ->
        [ship] ships
        [river] rivers
       *[road] roads
    }: it builds twice in a row, as two cards of one kind, never mixed{ $kind ->
        [ship] , each on any free coast site
        [river] ; if the first build fails, the second still comes
       *[road] , and the second road may start from the first
    }. Each set holds just one, so keep it for a spot where two builds in a row pay.
guide-join = { $name } joined another player at { $site }. Once per round, whoever is last in turn order may build on a site another player holds instead of a free one. From now on both count that site in every scoring.
guide-scoring = { $name } played the scoring card { $card }. A scoring card pays everyone who meets it, not only the one who plays it: { $scores }. So play yours when it pays you more than the others.
guide-scoring_none = { $name } played the scoring card { $card }, and nobody met it this time. A scoring card pays everyone who meets it, not only the one who plays it, so play yours when it pays you more than the others.
guide-eruption = { $name } played { $card }: the volcano erupts. Every building on a volcano site costs its owner 2 points and is removed until round 2 ({ $count ->
        [one] { $count } building
       *[other] { $count } buildings
    } this time). The volcano sites are free again at once; bird chips drawn there are kept.
guide-bird = { $name } built on a bird tile and drew a bird chip. Its value, 1, 2 or 3 points, stays secret until the game ends, when every chip scores. The scoring card { $card } pays 2 points for each chip, whatever it shows.
guide-round_end = Round 1 is over. Everyone takes their buildings back, but the points, the bird chips and the face-up tiles stay. Round 2 is played on the same island, so what you now know about it counts.
guide-piles = Each of you drew a new scoring card in secret. Now the piles are picked: each is a round-1 set with the scoring cards played with it, open for all to see. { $first }, in last place, picks first and starts round 2; the leader takes the pile left over.
guide-discard = Now everyone discards one scoring card, all at once and in secret; your new card counts as in your hand. Keep the cards that pay you most on this board: nobody will ever see the one you drop.
guide-end = The game is over: the bird chips are turned face up, and each scores its value. { $winner } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
