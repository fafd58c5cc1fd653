## Les règles illustrées de Santiago de Cuba, /santiago rules (issue 44) : le titre et les phrases de chaque
## page, une phrase entière par entrée. Fidèles aux règles allemandes (../shared/rules) et à RULES.md ;
## termes : rules/santiago/GLOSSARY.md.

rulebook-goal-title = But du jeu
rulebook-goal-who = Dans **Santiago de Cuba** (2 à 4 joueurs), vous êtes des marchands d’une ville portuaire cubaine et vous récoltez des points de victoire (PV).
rulebook-goal-end = La partie s’arrête aussitôt que le 7e navire est parti, et la personne qui a alors le plus de PV gagne.
rulebook-goal-how = La plupart des PV viennent des livraisons de marchandises aux navires ; des bâtiments et certains Cubains en donnent aussi.
rulebook-goal-start = Chacun de vous commence avec 3 pesos, 2 PV, 1 sucre, 1 tabac et 1 agrume.
rulebook-goal-turn = On joue à tour de rôle dans le sens des aiguilles d’une montre, et un tour a deux parties : tu avances la voiture, puis tu places ton pion sur un bâtiment.
rulebook-goal-picture = L’image montre le premier navire au port, les navires qui doivent encore partir, et les PV et les pesos de chacun au début.

rulebook-car-title = À ton tour : la voiture
rulebook-car-drive = À ton tour, tu avances d’abord la voiture sur la route dans le sens des aiguilles d’une montre, d’au moins une station.
rulebook-car-fare = La station suivante est gratuite et chaque station au-delà coûte 1 peso : tu peux donc aller aussi loin que tes pesos le permettent.
rulebook-car-stop = L’arrêt de la voiture décide de ton tour : chez un Cubain, tu reçois ce qu’il donne puis tu déplaces ton pion, et au port commence un tour de livraison.
rulebook-car-skip = Chaque fois que la voiture dépasse le port sans s’y arrêter, le marqueur de valeur avance d’un drapeau : chaque marchandise livrée à ce navire rapporte alors plus de PV.
rulebook-car-picture = Sur l’image, la voiture est juste avant le port, et l’étiquette de chaque station indique ce que coûte le trajet jusque-là.

rulebook-cubaner-title = Chez les Cubains
rulebook-cubaner-gifts = Pedro te donne 2 tabacs, José 2 sucres, Conchita 2 agrumes, Maria 2 PV et Martinez 3 pesos.
rulebook-cubaner-miguel = Miguel donne 2 bois, et lui seul donne du bois.
rulebook-cubaner-pablo = Pablo donne 1 marchandise au choix, mais jamais de bois.
rulebook-cubaner-scarce = Les marchandises sont rares : il n’y en a que 8 de chaque sorte, et ce que la réserve n’a plus, tu ne le reçois pas.
rulebook-cubaner-others = El Zorro et Alonso font autre chose ; ils ont leur propre page.
rulebook-cubaner-face_down = Le Journal peut retourner un Cubain face cachée : si la voiture s’y arrête, tu ne reçois rien et tu n’utilises aucun bâtiment pendant ce tour.
rulebook-cubaner-face_up = La tuile revient face visible dès que la voiture l’a dépassée.
rulebook-cubaner-picture = L’image montre les neuf Cubains dans l’ordre de la route, dont un face cachée.

rulebook-figure-title = Pion et bâtiments
rulebook-figure-flower = Après un Cubain, ton pion doit aller sur l’un des 3 bâtiments sous la couleur de sa fleur.
rulebook-figure-closed = Un bâtiment où se trouve un autre pion est fermé, et ton pion ne peut pas rester où il est.
rulebook-figure-full = Si tous les bâtiments possibles sont occupés, ton pion reste où il est et peut utiliser ce bâtiment.
rulebook-figure-use = Ensuite, tu peux utiliser une fois le bâtiment où se trouve ton pion ; c’est à toi de voir.
rulebook-figure-owner = Si ton pion finit ton tour sur un bâtiment qui appartient à un autre joueur, ce joueur gagne 1 PV.
rulebook-figure-picture = Sur l’image, des anneaux entourent le Cubain où la voiture s’est arrêtée et le bâtiment où le pion est allé et qu’il a utilisé.

rulebook-buildings-title = Bâtiments ({ $part } sur { $parts })
rulebook-buildings-intro = Il y a 12 bâtiments, 3 sous chaque couleur de fleur, et chaque partie les dispose autrement.
rulebook-buildings-first = L’image en montre six tels qu’ils sont placés dans cette partie ; quand tu en utilises un :
rulebook-buildings-second = L’image montre les six autres ; quand tu en utilises un :
rulebook-building = • **{ $building }** : { $effect }

rulebook-special-title = El Zorro et Alonso
rulebook-special-zorro = Chez **El Zorro**, le pickpocket, chaque autre joueur doit te donner 1 peso, 1 marchandise (jamais de bois) ou 1 PV, au choix de chacun.
rulebook-special-stay = La fleur d’El Zorro n’a pas de couleur : ton pion reste où il est et peut utiliser son bâtiment une fois de plus ; à ton tout premier tour, il n’est encore sur aucun bâtiment, donc tu n’en utilises aucun.
rulebook-special-alonso = Chez **Alonso**, l’avocat, tu peux prendre possession d’un bâtiment sans propriétaire avec un de tes 3 marqueurs de propriété, ou utiliser un bâtiment qui t’appartient déjà, où qu’il soit et même si un pion s’y trouve.
rulebook-special-after = Ensuite, ton pion va sur un bâtiment, comme après tout autre Cubain.
rulebook-special-owner = Chaque fois que le pion d’un autre joueur finit un tour sur un bâtiment qui t’appartient, tu gagnes 1 PV.
rulebook-special-picture = L’image montre le tribut d’El Zorro en cours, avec les tuiles d’El Zorro et d’Alonso.

rulebook-harbour-title = Livrer au port
rulebook-harbour-round = Si tu mènes la voiture au port, tu n’utilises aucun bâtiment : un tour de livraison commence, et chacun à son tour peut charger des marchandises sur le navire, en commençant par toi.
rulebook-harbour-deliver = Quand vient ton tour de livrer, tu livres une sorte de marchandise que le navire demande encore, au plus autant que son dé l’indique, ou tu passes et tu ne livres plus jusqu’à la fin de ce tour de livraison.
rulebook-harbour-value = Chaque marchandise livrée rapporte autant de PV que l’indique le drapeau sous le marqueur de valeur : 2, 3 ou 4.
rulebook-harbour-wood = Le bois peut remplacer une sorte de marchandise demandée, mais cette livraison n’est alors faite que de bois, et chaque bois rapporte 1 PV.
rulebook-harbour-end = Le tour de livraison finit quand le navire a tout ce qu’il demande ; si tous passent avant, le navire reste et le marqueur de valeur avance d’un drapeau.
rulebook-harbour-office = La Capitainerie fait aussi avancer ou reculer le marqueur de valeur d’un drapeau, jamais sous 2.
rulebook-harbour-picture = Sur l’image, une livraison vient de tourner le dé entouré, et le tableau montre qui a passé.

rulebook-sail-title = Départ d’un navire et nouvelle demande
rulebook-sail-when = Un navire part quand ses 4 dés montrent tous 0, ou aussitôt que le marqueur de valeur passe de 4 au drapeau à damier, plein ou non.
rulebook-sail-new = Un nouveau navire arrive tout de suite, et le marqueur de valeur revient à 2.
rulebook-sail-roll = Le joueur dont le tour a fait partir le navire lance les 5 dés à la fin de ce tour et en choisit 4 pour le nouveau navire ; la marchandise du dé mis de côté n’est pas demandée, quel que soit son chiffre.
rulebook-sail-harbour = Après un tour de livraison, c’est donc le joueur qui a mené la voiture au port, même si quelqu’un d’autre a fait la dernière livraison.
rulebook-sail-zero = Si les 4 dés du navire montrent tous 0, il part aussitôt et le même joueur relance.
rulebook-sail-first = La demande du premier navire est lancée par le joueur à droite du premier joueur.
rulebook-sail-picture = L’image montre la demande d’un nouveau navire : les 4 dés sur le navire, le dé mis de côté et le marqueur de valeur revenu à 2.

rulebook-end-title = Fin de la partie
rulebook-end-when = La partie s’arrête aussitôt que le 7e navire part ; le reste de ce tour n’est pas joué.
rulebook-end-goods = Ensuite, chaque lot de 3 marchandises restantes, bois compris, rapporte 1 PV, et les pesos ne comptent plus.
rulebook-end-win = La personne qui a le plus de PV gagne ; à égalité de PV, le plus de marchandises restantes l’emporte, puis le plus de pesos, et si c’est encore égal, la victoire est partagée.
rulebook-end-picture = À la fin, la table montre pour chacun sa place, ses PV, les PV des marchandises restantes, le total et les pesos, comme sur cette image d’une partie jouée par les ordinateurs.

rulebook-here-title = Variante et jeu sur Discord
rulebook-here-variant = Dans la variante *{ $hidden }*, les pesos, les marchandises et les PV de chaque joueur sont cachés aux autres, comme derrière les écrans du jeu de plateau : la table montre un cadenas à la place, comme sur l’image.
rulebook-here-buttons = On joue avec les boutons de la table : chaque choix est un bouton, et ce qu’il rapporte est écrit dessus.
rulebook-here-panel = **{ $panel }** ou `/{ $command } panel` te montre en privé tes possessions et tes choix.
rulebook-here-undo = **{ $undo }** ou `/{ $command } undo` reprend un coup joué par erreur.
rulebook-here-hint = Là où les conseils sont permis, **{ $hint }** montre le choix de l’ordinateur fort avec ses raisons, et **{ $why_not }** explique pourquoi un choix que tu attendais n’est pas proposé.
rulebook-here-learn = `/{ $command } learn` ouvre une table d’entraînement contre l’ordinateur, où un guide explique chaque partie du jeu quand elle arrive.
