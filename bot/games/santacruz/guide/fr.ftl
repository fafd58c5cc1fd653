## Le guide d’une table d’entraînement de Santa Cruz (issue 44). Termes : rules/santacruz/GLOSSARY.md.

guide-draft = La manche 1 commence par le choix des cartes : chacun de vous prend un set de 7 cartes construction. Le set A mise sur les rivières, B sur les routes, C sur les navires, D est équilibré, et chacun contient une Double action. Tes cartes score te disent où construire : choisis le set qui t’y mène. La personne qui choisit en dernier commence.
guide-draft_random = Dans la partie d’initiation, les sets de cartes construction sont distribués au hasard : personne ne choisit. Les sets diffèrent : A mise sur les rivières, B sur les routes, C sur les navires, D est équilibré, et chacun contient une Double action. Ta main montre tes cartes, et tes cartes score où elles rapportent.
guide-landing = Maintenant, chacun arrive sur l’île, { $start } en premier : à tour de rôle, chacun de vous pose un bâtiment sur une tuile Côte libre, sans jouer de carte. Cela rapporte les points de la tuile, et les tuiles voisines le long des routes et des rivières sont retournées. Arrive là où tes cartes pourront continuer à construire.
guide-ship = { $name } a joué une carte Navire : un navire construit sur n’importe quelle tuile Côte libre, où qu’elle soit. Chaque tuile indique le bâtiment à y construire (maison, église ou phare) et les points qu’elle rapporte aussitôt : garde les bâtiments dont tu auras besoin.
guide-road = { $name } a joué une carte Route : une route construit sur une tuile libre reliée directement par une route à un de tes bâtiments. Tes bâtiments reliés par des routes forment un groupe, et la carte score { $card } rapporte 7 points pour 4 d’entre eux.
guide-river = { $name } a joué une carte Rivière : une rivière construit sur une tuile libre le long d’une rivière où tu as déjà un bâtiment, même face cachée. Une tuile cachée est d’abord retournée ; s’il te manque le bâtiment qu’elle demande, la carte ne construit rien.
guide-double = { $name } a joué la Double action avec { $kind ->
        [ship] des navires
        [river] des rivières
       *[road] des routes
    } : elle construit deux fois de suite, comme deux cartes du même type, jamais mélangées{ $kind ->
        [ship] , chaque fois sur une tuile Côte libre
        [river] {" ;"} si la première construction échoue, la seconde a quand même lieu
       *[road] , et la deuxième route peut partir de la première
    }. Chaque set n’en a qu’une : garde-la pour un endroit où deux constructions d’affilée rapportent.
guide-join = { $name } a rejoint un autre joueur sur { $site }. Une fois par manche, la personne qui joue en dernier peut construire sur une tuile déjà occupée par un autre joueur au lieu d’une tuile libre. Désormais, cette tuile compte pour les deux à chaque score.
guide-scoring = { $name } a joué la carte score { $card }. Une carte score rapporte à tous ceux qui en remplissent la condition, pas seulement à qui la joue : { $scores }. Joue donc les tiennes quand elles te rapportent plus qu’aux autres.
guide-scoring_none = { $name } a joué la carte score { $card }, et personne n’en remplit la condition cette fois. Une carte score rapporte à tous ceux qui la remplissent, pas seulement à qui la joue : joue les tiennes quand elles te rapportent plus qu’aux autres.
guide-eruption = { $name } a joué { $card } : le volcan entre en éruption. Chaque bâtiment sur une tuile Volcan coûte 2 points et est retiré jusqu’à la manche 2 ({ $count ->
        [one] { $count } bâtiment
       *[other] { $count } bâtiments
    } cette fois). Les tuiles Volcan sont aussitôt libres ; les jetons oiseau piochés là sont gardés.
guide-bird = { $name } a construit sur une tuile oiseau et pioché un jeton oiseau. Sa valeur, 1, 2 ou 3 points, reste secrète jusqu’à la fin de la partie, où chaque jeton rapporte. La carte score { $card } rapporte 2 points par jeton, quelle que soit sa valeur.
guide-round_end = La manche 1 est finie. Chacun reprend ses bâtiments, mais les points, les jetons oiseau et les tuiles retournées restent. La manche 2 se joue sur la même île : ce que tu en sais maintenant compte.
guide-piles = Chacun de vous a pioché en secret une nouvelle carte score. On choisit maintenant les tas : chacun est un set de la manche 1 avec les cartes score jouées avec lui, visibles de tous. { $first }, en dernière place, choisit en premier et commence la manche 2 ; la personne en tête prend le tas restant.
guide-discard = Maintenant, chacun défausse une carte score, tous en même temps et en secret ; ta nouvelle carte compte comme une carte en main. Garde celles qui te rapportent le plus sur ce plateau : personne ne verra jamais celle que tu écartes.
guide-end = La partie est finie : les jetons oiseau sont retournés et chacun rapporte sa valeur. { $winner } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
