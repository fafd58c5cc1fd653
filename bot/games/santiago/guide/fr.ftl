## Le guide d’une table d’entraînement de Santiago de Cuba (issue 44). Termes : rules/santiago/GLOSSARY.md.

guide-start = Bienvenue à Santiago de Cuba : quand le { ORDINAL($ships) } navire est parti, la personne qui a le plus de points de victoire (PV) gagne. Chacun de vous commence avec 3 pesos, 2 PV, 1 sucre, 1 tabac et 1 agrume. { $roller }, à droite du premier joueur, lance les dés de la demande du premier navire.
guide-demand = { $name } a lancé les 5 dés et en a placé 4 sur le navire { $ship } : il demande { $wants }. Le dé mis de côté ({ $aside }) ne compte pas : ce navire n’en demande pas, quel que soit le chiffre. Livre au port ce que le navire demande : le marqueur de valeur indique combien de PV rapporte chaque marchandise.
guide-demand_empty = { $name } a placé 4 dés sur le navire { $ship }, et tous montrent 0 : un navire qui ne demande rien part aussitôt, et { $name } relance pour le suivant.
guide-car = { $name } a avancé la voiture de { $steps ->
        [one] { $steps } station
       *[other] { $steps } stations
    } ({ $paid ->
        [0] gratuit
        [one] { $paid } peso
       *[other] { $paid } pesos
    }) : la station suivante est gratuite, chaque station au-delà coûte 1 peso. L’arrêt compte : un Cubain donne quelque chose et envoie ton pion plus loin, le port lance un tour de livraison.
guide-skip = { $name } a dépassé le port sans s’y arrêter : pas de tour de livraison, mais le marqueur de valeur avance d’un drapeau, donc chaque marchandise livrée rapporte plus. S’il passe de 4 au drapeau à damier, le navire part aussitôt, plein ou non.
guide-cubaner = La voiture de { $name } s’arrête chez { $cubaner }, qui donne { $gift }. Chaque Cubain donne autre chose, et la couleur de la fleur sur sa tuile indique les 3 bâtiments où le pion peut aller ensuite. Les marchandises sont rares : 8 de chaque dans la partie, et ce que la réserve n’a plus n’est pas donné.
guide-gift-pedro = 2 tabacs
guide-gift-jose = 2 sucres
guide-gift-conchita = 2 agrumes
guide-gift-miguel = 2 bois, le seul moyen d’avoir du bois
guide-gift-pablo = 1 marchandise au choix, jamais du bois
guide-gift-maria = 2 PV
guide-gift-martinez = 3 pesos
guide-el_zorro = La voiture de { $name } s’arrête chez El Zorro, le pickpocket : chaque autre joueur donne à { $name } 1 peso, 1 marchandise (jamais de bois) ou 1 PV, au choix. La fleur d’El Zorro n’a pas de couleur : le pion reste où il est et peut utiliser son bâtiment une fois de plus.
guide-alonso = La voiture de { $name } s’arrête chez Alonso, l’avocat : là, tu peux prendre possession d’un bâtiment sans propriétaire avec un de tes 3 marqueurs de propriété, ou utiliser un bâtiment qui t’appartient déjà, où qu’il soit. Chaque fois qu’un autre pion finit son tour sur ton bâtiment, tu gagnes 1 PV.
guide-figure = { $name } a placé son pion { $building } : après un Cubain, ton pion doit aller sur un bâtiment libre sous la couleur de fleur de ce Cubain, et peut l’utiliser une fois. Un bâtiment occupé par un autre pion est fermé : la place des autres compte donc.
guide-use = { $name } a utilisé { $building }. Son effet : { $effect } Utiliser un bâtiment est facultatif, et seul celui où se trouve ton pion peut servir : choisis-le pour ce qu’il t’apporte maintenant.
guide-owner = { $owner } gagne 1 PV : le pion de { $name } finit son tour { $building }, qui appartient à { $owner }. Un bâtiment possédé rapporte ainsi à son propriétaire chaque fois qu’un autre pion y finit un tour.
guide-face_down = { $name } a retourné { $cubaner } face cachée avec le Journal. Une voiture qui s’y arrête ne reçoit rien et n’utilise aucun bâtiment ; la tuile revient face visible dès que la voiture l’a dépassée.
guide-harbour = { $name } a mené la voiture au port : un tour de livraison. À partir de { $name }, chacun à son tour livre une sorte de marchandise demandée, au plus ce qui manque encore, pour { $value } PV chacune, ou passe pour le reste du tour. Le bois peut remplacer une marchandise demandée (1 PV l’unité). Si tous passent avant, le marqueur de valeur avance.
guide-harbour_office = { $name } a utilisé la Capitainerie : le marqueur de valeur est maintenant { $flag ->
        [chequered] sur le drapeau à damier, donc le navire part aussitôt, plein ou non
       *[other] sur { $flag }, donc chaque marchandise livrée rapporte { $flag } PV
    }. Le marqueur ne descend jamais sous 2, et chaque nouveau navire le remet à 2.
guide-sail = Le navire { $ship } est parti ({ $departed } sur { $ships }). Un nouveau navire arrive et le marqueur de valeur revient à 2 ; { $name }, dont le tour a fait partir le navire, lance la demande du nouveau navire à la fin du tour.
guide-goods_left = Il ne reste plus qu’un navire à partir. Ensuite, chaque lot de 3 marchandises restantes (bois compris) rapporte 1 PV et les pesos ne comptent plus : utilise tes pesos en trop tant qu’ils servent encore.
guide-goods_left_end = Les marchandises restantes sont devenues des PV : 1 PV par lot de 3, bois compris, et les pesos ne comptaient plus. À égalité de PV, le plus de marchandises restantes l’emporte, puis le plus de pesos.
guide-end = Le { ORDINAL($ships) } navire est parti : la partie est finie. { $winners } { $count ->
        [one] gagne
       *[other] gagnent ensemble
    } avec { $score } PV.
