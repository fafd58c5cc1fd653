## Les règles illustrées de Santa Cruz (/santacruz rules, issue 44) : une page à la fois, quelques phrases
## sous son titre, une phrase entière par entrée (bot/games/santacruz/rulebook.py les assemble). Fidèles
## à la règle allemande et à RULINGS.md ; termes : rules/santacruz/GLOSSARY.md. Tutoiement.

rulebook-goal-title = But du jeu
rulebook-goal-island = Dans Santa Cruz, tu colonises une île en deux manches, avec des maisons, des églises et des phares.
rulebook-goal-tiles = Chaque emplacement porte une tuile qui montre le bâtiment à y construire et les points qu’il rapporte aussitôt ; les tuiles Côte sont visibles dès le début, les autres cachées jusqu’à ce que quelqu’un construise à côté.
rulebook-goal-cards = À ton tour, tu joues une carte de ta main : une carte construction pour construire, ou une carte score, qui rapporte à tous ceux qui en remplissent la condition.
rulebook-goal-winner = Le joueur qui a le plus de points après la manche 2 gagne.
rulebook-goal-picture = L’image montre un coin de l’île vers la fin de la manche 1 d’une partie entre { $names } : chaque bâtiment porte la lettre de son propriétaire, et l’anneau doré marque le dernier coup.

rulebook-sets-title = Manche 1 : les sets
rulebook-sets-deal = Au début, chacun reçoit des cartes score secrètes : 4 chacun à 2 joueurs, 3 à 3 joueurs et 2 à 4 joueurs.
rulebook-sets-sets = Puis chacun prend un des quatre sets de 7 cartes construction de l’image : le set A mise sur les rivières, B sur les routes, C sur les navires, D est équilibré, et chacun contient une Double action.
rulebook-sets-order = Les sets se choisissent dans l’ordre inverse du tour, si bien que le premier joueur choisit en dernier.
rulebook-sets-start = Le premier joueur commence avec 0 point, le joueur suivant avec 1, puis viennent 2 et 3.
rulebook-sets-aim = Choisis le set dont les cartes te mènent là où tes cartes score rapportent.
rulebook-sets-beginner = La variante *{ $beginner }* distribue plutôt les sets au hasard, comme la règle le conseille pour une première partie : lance alors la partie avec le bouton **{ $start_beginner }** du lobby.

rulebook-landing-title = Arrivée
rulebook-landing-when = La manche 1 commence par l’arrivée : à tour de rôle, chacun pose un bâtiment sur une tuile Côte libre, sans jouer de carte.
rulebook-landing-build = Comme toute construction, elle rapporte les points de la tuile, fait piocher un jeton oiseau secret si la tuile montre un oiseau, et retourne chaque tuile reliée à elle par une route ou une rivière.
rulebook-landing-picture = Les fanions marquent les tuiles Côte libres de ce coin de l’île où { $first } peut arriver en premier.
rulebook-landing-advice = Arrive là où tes cartes construction pourront continuer.

rulebook-cards-title = Cartes construction
rulebook-cards-turn = Après l’arrivée, tu joues exactement une carte à chacun de tes tours, jusqu’à ce que chacun ait joué toutes ses cartes.
rulebook-cards-ship = Une carte **Navire** construit sur n’importe quelle tuile Côte libre.
rulebook-cards-road = Une carte **Route** construit sur une tuile libre reliée directement par une route à un de tes bâtiments : les fanions montrent où { $mover } peut construire avec une carte Route.
rulebook-cards-river = Une carte **Rivière** construit sur une tuile libre d’une rivière où tu as déjà un bâtiment, même sur une tuile cachée, qui est d’abord retournée ; s’il ne te reste aucun bâtiment du type qu’elle montre, la carte ne construit rien.
rulebook-cards-double = La **Double action** construit deux fois de suite avec le même type de carte, comme deux navires, deux routes ou deux rivières, jamais mélangés, et la deuxième route peut partir du premier bâtiment.
rulebook-cards-supply = La tuile décide du bâtiment, et il doit t’en rester un dans ta réserve : 8 maisons, 3 églises et 2 phares par manche.
rulebook-cards-must = Une carte qui peut construire doit construire ; une carte qui ne le peut pas peut quand même être jouée et ne fait rien.

rulebook-join-title = Rejoindre
rulebook-join-who = Une fois par manche, le joueur qui joue en dernier peut construire sur une tuile qu’un autre joueur occupe, au lieu d’une tuile libre.
rulebook-join-rules = La règle de la carte, le bâtiment demandé par la tuile et ses points s’appliquent toujours, et une tuile porte au plus deux bâtiments.
rulebook-join-counts = Dès lors, la tuile compte pour les deux joueurs à chaque score.
rulebook-join-picture = Sur l’image, { $joiner } a rejoint { $owner } sur { $site }.
rulebook-join-round = À la manche 2, ce droit passe à celui qui joue alors en dernier.

rulebook-scoring-title = Cartes score
rulebook-scoring-play = Au lieu d’une carte construction, tu peux jouer une carte score : elle rapporte à tous ceux qui en remplissent la condition, en commençant par celui qui la joue.
rulebook-scoring-advice = Joue-la donc quand elle te rapporte plus qu’aux autres, comme { $scorer } sur l’image.
rulebook-card = • **{ $card }** : { $effect }

rulebook-eruption-title = Éruption
rulebook-eruption-card = Quand quelqu’un joue la carte score **{ $eruption }**, chaque bâtiment sur une tuile Volcan coûte 2 points à son propriétaire et quitte le plateau jusqu’à la manche 2.
rulebook-eruption-free = Ces tuiles sont aussitôt libres, et un nouveau bâtiment y rapporte comme toute construction, jeton oiseau compris.
rulebook-eruption-below = Les jetons oiseau déjà piochés restent à leurs propriétaires, et un score peut descendre sous 0.
rulebook-eruption-picture = L’image montre le volcan de la même partie juste avant et juste après l’éruption : les bâtiments entourés ont disparu.

rulebook-round_two-title = Manche 2
rulebook-round_two-end = La manche 1 se termine quand toutes les cartes sont jouées : chacun reprend tous ses bâtiments mais garde ses points et ses jetons oiseau, et les tuiles retournées restent visibles.
rulebook-round_two-draw = Chacun pioche alors en secret une nouvelle carte score.
rulebook-round_two-piles = Ensuite, on choisit les tas de la manche 1, chacun un set avec les cartes score jouées par celui qui l’avait : le joueur en dernière place choisit en premier, et le joueur en tête prend le tas restant.
rulebook-round_two-own = Tu peux aussi reprendre ton propre tas.
rulebook-round_two-discard = Puis chacun défausse une carte score, tous en même temps et en secret, et le joueur en dernière place commence la manche 2 par une nouvelle arrivée.
rulebook-round_two-picture = L’image montre les tas de la même partie : { $last }, en dernière place, choisit en premier.

rulebook-end-title = Fin de la partie
rulebook-end-when = La partie se termine quand toutes les cartes de la manche 2 sont jouées.
rulebook-end-secret = Jusque-là, tes jetons oiseau restent face cachée : toi seul connais leur valeur, et tout le monde voit combien tu en as.
rulebook-end-chips = Les jetons oiseau sont alors retournés, et chacun rapporte les 1, 2 ou 3 points qu’il montre.
rulebook-end-winner = Le joueur qui a le plus de points gagne ; à égalité, celui qui a atteint ce score le premier est devant.
rulebook-end-picture = L’image montre le classement final de la même partie, les points de chacun selon leur origine.

rulebook-here-title = Jouer ici
rulebook-here-buttons = Tu joues avec les boutons de la table : touche une carte, et ta vue privée marque les tuiles qu’elle atteint, avec un bouton par tuile, nommé par le code imprimé à côté.
rulebook-here-hand = `/{ $command } hand` te montre en privé tes cartes et tes jetons oiseau, et `/{ $command } status` et `/{ $command } log` disent où en est la partie.
rulebook-here-undo = **{ $take_back }** ou `/{ $command } undo` annule une erreur de clic tant que personne n’a joué depuis.
rulebook-here-hint = Là où les conseils sont permis, **{ $hint }** montre le choix de l’ordinateur fort avec ses raisons, et **{ $why_not }** explique pourquoi un coup attendu n’est pas proposé.
rulebook-here-learn = `/{ $command } learn` ouvre une table d’entraînement contre des ordinateurs, où un guide explique chaque étape du jeu la première fois qu’elle arrive.
