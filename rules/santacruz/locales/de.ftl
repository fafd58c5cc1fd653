# Santa Cruz: every sentence a player can read (German), in Project Fluent syntax.
# Terms as in the published editions: ../GLOSSARY.md. Variables ($name) hold values only.

## notation that does not parse
parse-too_short = '{ $text }' ist kein Zug: schreibe '<Platz> <Verb> [Argumente]', z. B. '1 ship C03'.
parse-bad_seat = '{ $word }' ist kein Platz: die Plätze sind von 0 bis 3 nummeriert.
parse-unknown_site = Auf dem Plan gibt es kein Feld '{ $site }'.
parse-no_join_here = '{ $word }': beim Anlanden darfst du nicht dazusetzen.
parse-bad_double_kind = '{ $word }' ist keine Art von Doppelzug: wähle ship, road oder river.
parse-unknown_card = Es gibt keine Wertungskarte '{ $card }'.
parse-unknown_set = Es gibt kein Set '{ $letter }': die Sets sind A, B, C und D.
parse-arity = '{ $text }' hat für diesen Zug die falsche Anzahl Wörter.
parse-unknown_verb = '{ $verb }' ist kein Zug: nutze pick, discard, land, ship, road, river, double, build oder score.

## moves the rules forbid now
illegal-game_over = Das Spiel ist vorbei.
illegal-no_such_seat = In diesem Spiel gibt es keinen Platz { $seat }: es hat { $players } Spieler, von 0 an nummeriert.
illegal-not_your_turn = Du bist nicht am Zug: das Spiel wartet auf { $waiting }.
illegal-now_draft = Dieser Zug passt nicht zur Kartenwahl: jetzt wählt jeder Spieler ein Set Baukarten (1. Durchgang) oder einen Stapel (2. Durchgang).
illegal-now_discard = Dieser Zug passt jetzt nicht: zuerst wirft jeder Spieler geheim eine Wertungskarte ab.
illegal-now_landing = Dieser Zug passt jetzt nicht: der Durchgang beginnt damit, dass jeder Spieler mit einem Gebäude auf einem freien Küstenplättchen anlandet.
illegal-now_play = Dieser Zug passt jetzt nicht: das Anlanden ist vorbei, also spiele eine Karte aus deiner Hand aus.
illegal-finish_double = Dein Doppelzug ist noch nicht fertig: baue erst seine Bauten (oder nichts, wo kein Feld mehr frei ist).
illegal-set_taken = { $letter } ist nicht mehr zu haben; du kannst noch { $available } wählen.
illegal-no_scoring_card = Du hast die Wertungskarte '{ $card }' nicht auf der Hand, also kannst du sie weder spielen noch abwerfen.
illegal-no_card = Du hast { $kind ->
    [ship] keine Schiffkarte
    [road] keine Wegkarte
    [river] keine Flusskarte
    [double] keinen Doppelzug
   *[other] keine { $kind }-Karte
    } mehr auf der Hand, die du ausspielen kannst.
illegal-must_build = Eine Karte, die bauen kann, muss auch bauen, also geht es nicht ohne Feld: wähle eines von { $sites }.
illegal-unreachable_land = { $site } ist kein Küstenplättchen, und angelandet wird nur auf einem freien Küstenplättchen.
illegal-unreachable_ship = { $site } ist kein Küstenplättchen, und eine Schiffkarte baut nur auf einem freien Küstenplättchen.
illegal-unreachable_road = { $site } ist über keinen Weg direkt mit einem deiner Gebäude verbunden, also kann eine Wegkarte dort nicht bauen.
illegal-unreachable_river = { $site } liegt an keinem Fluss, an dem du schon ein Gebäude hast, also kann eine Flusskarte dort nicht bauen.
illegal-join_free = { $site } ist frei, dort gibt es nichts zum Dazusetzen: baue ganz normal darauf.
illegal-join_landing = Beim Anlanden darfst du nicht dazusetzen: angelandet wird auf einem freien Küstenplättchen.
illegal-join_own = Auf { $site } steht schon dein eigenes Gebäude, und dazusetzen kannst du nur bei einem Mitspieler.
illegal-site_full = Auf { $site } stehen schon zwei Gebäude, mehr passen auf kein Plättchen.
illegal-join_not_last = Dazusetzen darf in diesem Durchgang nur, wer zuletzt am Zug ist: { $name }.
illegal-join_used = Du hast in diesem Durchgang schon dazugesetzt, und das geht nur einmal pro Durchgang.
illegal-own_site = Auf { $site } steht schon dein Gebäude, also kannst du dort nicht noch einmal bauen.
illegal-occupied = Auf { $site } steht schon ein Gebäude, und du darfst nur auf ein freies Plättchen bauen.
illegal-occupied_can_join = Auf { $site } steht schon ein Gebäude; da du in diesem Durchgang zuletzt am Zug bist, darfst du dort einmal dazusetzen: hänge '+' an ({ $site }+).
illegal-no_building = Das Plättchen auf { $site } verlangt { $building ->
    [house] ein Haus
    [church] eine Kirche
    [lighthouse] einen Leuchtturm
   *[other] ein Gebäude ({ $building })
    }, aber in deinem Vorrat ist kein solches Gebäude mehr.

## words drawn on the images (render/)
render-round = Durchgang { $round }
render-phase-draft = Kartenwahl
render-phase-discard = Abwerfen
render-phase-landing = Anlanden
render-phase-play = Ausspielen
render-phase-end = Spielende
render-to_play = { $name } ist am Zug
render-waiting = Wir warten auf
render-double = Doppelzug mit { $kind ->
    [ship] Schiffen
    [road] Wegen
   *[river] Flüssen
    }: Bau { $build } von 2
render-rank = { $rank }.
render-points =
    { $points ->
    [one] Punkt
    *[other] Punkte
    }
render-score =
    { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    }
render-set = Set { $letter }
render-pile = Stapel { $letter }
render-may_join = darf dazusetzen
render-joined = dazugesetzt
render-has_discarded = abgeworfen
render-card-ship = Schiff
render-card-road = Weg
render-card-river = Fluss
render-card-double = Doppelzug
render-resource-fish = Fisch
render-resource-sheep = Schaf
render-resource-wood = Holz
render-resource-sugar = Zucker
render-resource-gold = Gold
render-legend-legal = hier darfst du bauen
render-legend-last = letzter Zug
render-legend-bird = Vogelchip
render-legend-fish_bonus = Fischbonus
render-legend-destroyed = vom Vulkanausbruch zerstört
render-legend-face_down = verdecktes Plättchen
render-legend-points = Punkte
render-legend-takes = passendes Gebäude
render-legend-supply = Gebäude übrig
render-legend-cards = Karten gespielt / erhalten
render-legend-scoring = Wertungskarten auf der Hand
render-draft-sets = Sets zur Wahl
render-draft-piles = Stapel zur Wahl
render-played = Gespielte Wertungskarten
render-played-none = noch keine
render-played-earlier = +{ $count } frühere
render-scoring-sheep = Schaf
render-scoring-fish = Fisch
render-scoring-wood = Holz
render-scoring-sugar = Zucker
render-scoring-gold6 = Gold 6
render-scoring-gold10 = Gold 10
render-scoring-fish--sheep = Fisch und Schaf
render-scoring-wood--sugar = Holz und Zucker
render-scoring-houses = Häuser
render-scoring-one--each = Eins von jedem
render-scoring-connected = Verbunden
render-scoring-coast = Küste
render-scoring-river = Fluss
render-scoring-volcano = Vulkan
render-scoring-eruption = Vulkanausbruch
render-scoring-birds = Vogelchips
render-effect-resource =
    { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    }, wenn du auf { $needs } gebaut hast.
render-effect-pair =
    { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    } für { $first } und { $second }, { $one } für nur eines davon.
render-effect-fish_bonus = Dazu der Fischbonus jedes Fischplättchens, auf dem du gebaut hast.
render-effect-houses =
    { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    } für mindestens 4 Häuser.
render-effect-one--each =
    { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    } für 1 Haus, 1 Kirche und 1 Leuchtturm.
render-effect-connected =
    { $points ->
    [one] { $points } Punkt
    *[other] { $points } Punkte
    } für 4 deiner Gebäude, über Wege verbunden.
render-effect-per_building =
    { $each ->
    [one] { $each } Punkt
    *[other] { $each } Punkte
    } pro Gebäude { $where }.
render-effect-eruption =
    { $each ->
    [one] { $each } Punkt
    *[other] { $each } Punkte
    } pro Gebäude auf einem Vulkan; sie werden bis zum 2. Durchgang abgeräumt.
render-effect-per_chip =
    { $each ->
    [one] { $each } Punkt
    *[other] { $each } Punkte
    } pro Vogelchip, den du hast.
render-each = je { $points }
render-where-coast = an der Küste
render-where-river = am Fluss
render-where-volcano = auf einem Vulkan
render-why-resource = auf { $needs } gebaut
render-why-pair_one = auf { $first } oder { $second } gebaut
render-why-pair_all = auf { $first } und { $second } gebaut
render-why-fish_bonus = Fischbonus
render-why-rule = erfüllt die Karte
render-why-count =
    { $count ->
    [one] { $count } Gebäude
    *[other] { $count } Gebäude
    } { $where }
render-why-eruption =
    { $count ->
    [one] { $count } Gebäude
    *[other] { $count } Gebäude
    } auf einem Vulkan
render-why-chips =
    { $count ->
    [one] { $count } Vogelchip
    *[other] { $count } Vogelchips
    }
render-why-nothing = nichts
render-summary-title = { $name } spielt { $card }
render-hand-title = { $name }: deine Hand
render-hand-building = Baukarten
render-hand-scoring = Wertungskarten
render-hand-chips = Vogelchips
render-hand-new_card = Neu im 2. Durchgang
render-hand-discarded = Abgeworfen
render-hand-none = keine
render-hand-no_chips = keine
render-hand-standing = { $score } · Platz { $rank }
render-category-start = Startpunkte
render-category-build = Plättchen
render-category-resource = Rohstoffe
render-category-fish_bonus = Fischbonus
render-category-buildings = Gebäude
render-category-places = Orte
render-category-birds = Wertungskarte Vogelchips
render-category-eruption = Vulkanausbruch
render-category-bird_chips = Vogelchips

## what just happened and what comes next, in words (rules/santacruz/narrate.py)
narrate-seat = Platz { $seat }
narrate-someone = einem anderen Spieler
narrate-list_sep = ,{" "}
narrate-points-one = { $points } Punkt
narrate-points-other = { $points } Punkte
narrate-building-house = Haus
narrate-building-church = Kirche
narrate-building-lighthouse = Leuchtturm
narrate-kind-ship = Schiff
narrate-kind-road = Weg
narrate-kind-river = Fluss
narrate-kind-double = Doppelzug
narrate-kinds-ship = Schiffen
narrate-kinds-road = Wegen
narrate-kinds-river = Flüssen
narrate-kinds-double = Doppelzügen
narrate-cards =
    { $kind ->
    [ship] { $count ->
        [one] { $count } Schiff
       *[other] { $count } Schiffe
        }
    [road] { $count ->
        [one] { $count } Weg
       *[other] { $count } Wege
        }
    [river] { $count ->
        [one] { $count } Fluss
       *[other] { $count } Flüsse
        }
   *[double] { $count ->
        [one] { $count } Doppelzug
       *[other] { $count } Doppelzüge
        }
    }
narrate-tile = { $site } ({ $contents })
narrate-tile-fish_bonus = Fischbonus { $bonus }
narrate-tile-bird = Vogel
narrate-quoted = „{ $text }“
narrate-pick-set = { $name } wählt Set { $letter }: { $cards }.
narrate-pick-pile = { $name } nimmt Stapel { $letter }: die Baukarten von Set { $letter } und die Wertungskarten { $scoring }.
narrate-pick-pile_bare = { $name } nimmt Stapel { $letter }: die Baukarten von Set { $letter }, keine Wertungskarten.
narrate-new_cards = Jeder Spieler zieht geheim eine neue Wertungskarte.
narrate-new_card-own = Deine neue Wertungskarte ist { $card }.
narrate-discard = { $name } hat eine Wertungskarte zum Abwerfen gewählt.
narrate-discard-own = Du hast die Wertungskarte { $card } abgeworfen.
narrate-round_started = Durchgang { $round } beginnt mit dem Anlanden. Reihenfolge: { $order }.
narrate-land = { $name } landet mit { $building ->
    [house] einem Haus
    [church] einer Kirche
   *[lighthouse] einem Leuchtturm
    } auf { $site } an ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }).
narrate-no_land = { $name } kann nicht anlanden: kein Küstenplättchen ist mehr frei.
narrate-play = { $name } spielt eine { $card }karte.
narrate-play_no_build = { $name } spielt eine { $card }karte, kann aber nirgends bauen.
narrate-play_on_hidden = { $name } spielt eine { $card }karte auf das verdeckte Plättchen { $site }: darauf ist { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] ein Leuchtturm
    } ({ $details }).
narrate-reveal_target = { $name } deckt das Plättchen { $site } auf: darauf ist { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] ein Leuchtturm
    } ({ $details }).
narrate-build_card = { $name } spielt eine { $card }karte und baut { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] einen Leuchtturm
    } auf { $site } ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }).
narrate-build = { $name } baut { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] einen Leuchtturm
    } auf { $site } ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }).
narrate-join_card = { $name } spielt eine { $card }karte und setzt { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] einen Leuchtturm
    } zu { $other } auf { $site } dazu ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }).
narrate-join = { $name } setzt { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] einen Leuchtturm
    } zu { $other } auf { $site } dazu ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }).
narrate-build_failed = { $name } hat kein Gebäude ({ $building }) mehr für das Plättchen auf { $site }: nichts wird gebaut, das Plättchen bleibt offen.
narrate-double = { $name } spielt den Doppelzug mit { $kinds }.
narrate-double_nowhere = { $name } kann mit dem Doppelzug ({ $kind ->
    [ship] Schiffe
    [road] Wege
   *[river] Flüsse
    }) nirgends bauen.
narrate-double_no_second = { $name } findet für den zweiten Bau des Doppelzugs ({ $kind ->
    [ship] Schiffe
    [road] Wege
   *[river] Flüsse
    }) kein Feld.
narrate-revealed_one = Aufgedecktes Plättchen: { $tiles }.
narrate-revealed = Aufgedeckte Plättchen: { $tiles }.
narrate-chip = { $name } zieht einen Vogelchip.
narrate-chip-own = Du ziehst einen Vogelchip im Wert von { $value }.
narrate-chip-empty = { $name } hat auf einem Vogel gebaut, aber es ist kein Vogelchip mehr übrig.
narrate-scored = { $name } erhält { $points }.
narrate-result = { $name } { $points }
narrate-score_card = { $name } spielt die Wertungskarte { $card }: { $results }.
narrate-destroyed_item = { $building } von { $name } auf { $site }
narrate-eruption = Der Vulkan bricht aus und räumt bis zum 2. Durchgang ab: { $items }.
narrate-eruption_none = Der Vulkan bricht aus, aber kein Gebäude steht darauf.
narrate-rank_score = { $name } { $score }
narrate-round_ended = Durchgang { $round } ist vorbei. Stand: { $standings }.
narrate-round_ended-last = Durchgang { $round } ist vorbei: die Vogelchips werden aufgedeckt.
narrate-chips-item = { $name } { $values } = { $total }
narrate-chips-one = { $name } { $total }
narrate-chips-none = { $name } keine
narrate-chips-sep = ;{" "}
narrate-chips_revealed = Aufgedeckte Vogelchips: { $items }.
narrate-game_over = Das Spiel ist vorbei.
narrate-game_ended = Das Spiel ist vorbei: { $name } gewinnt mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
    }. Endstand: { $standings }.
narrate-prompt-draft = { $who }: wähle ein Set Baukarten ({ $letters }).
narrate-prompt-piles = { $who }: wähle einen Stapel ({ $letters }): die Baukarten eines Sets mit den daraus im 1. Durchgang gespielten Wertungskarten.
narrate-prompt-discard = Jeder wirft geheim eine Wertungskarte ab. Es wählen noch: { $who }.
narrate-prompt-landing = { $who }: lande mit einem Gebäude auf einem freien Küstenplättchen an.
narrate-prompt-play = { $who }: spiele eine Karte aus.
narrate-prompt-play_may_join = { $who }: spiele eine Karte aus. Weil du zuletzt am Zug bist, darfst du in diesem Durchgang einmal bei einem Mitspieler dazusetzen.
narrate-prompt-double = { $who }: baue mit deinem Doppelzug ({ $kind ->
    [ship] Schiffe
    [road] Wege
   *[river] Flüsse
    }), Bau { $n } von 2.
narrate-prompt-computer-draft = { $who } (Computer) wählt ein Set Baukarten ({ $letters }).
narrate-prompt-computer-piles = { $who } (Computer) wählt einen Stapel ({ $letters }).
narrate-prompt-computer-landing = { $who } (Computer) landet mit einem Gebäude auf einem freien Küstenplättchen an.
narrate-prompt-computer-play = { $who } (Computer) wählt eine Karte zum Ausspielen.
narrate-prompt-computer-double = { $who } (Computer) baut mit dem Doppelzug ({ $kind ->
    [ship] Schiffe
    [road] Wege
   *[river] Flüsse
    }), Bau { $n } von 2.
narrate-prompt-end = Das Spiel ist vorbei.
narrate-move-pick = { $name } nimmt die Karten von Set { $letter }.
narrate-move-pick_pile = { $name } nimmt Stapel { $letter }.
narrate-move-discard = { $name } wirft geheim eine Wertungskarte ab.
narrate-move-land = { $name } landet auf { $site } an.
narrate-move-land_none = { $name } kann nicht anlanden.
narrate-move-build_card =
    { $target ->
   *[build] { $name } spielt eine { $card }karte und baut auf { $site }.
    [join] { $name } spielt eine { $card }karte und setzt auf { $site } bei einem Mitspieler dazu.
    [none] { $name } spielt eine { $card }karte, kann aber nirgends bauen.
    }
narrate-move-double = { $name } spielt den Doppelzug mit { $kinds }.
narrate-move-double_one =
    { $first ->
   *[build] { $name } spielt den Doppelzug mit { $kinds } und baut auf { $site }.
    [join] { $name } spielt den Doppelzug mit { $kinds } und setzt auf { $site } bei einem Mitspieler dazu.
    [none] { $name } spielt den Doppelzug mit { $kinds }, kann aber nirgends bauen.
    }
narrate-move-double_two =
    { $first ->
   *[build] { $second ->
       *[build] { $name } spielt den Doppelzug mit { $kinds } und baut auf { $site } und dann auf { $site2 }.
        [join] { $name } spielt den Doppelzug mit { $kinds }, baut auf { $site } und setzt dann auf { $site2 } bei einem Mitspieler dazu.
        [none] { $name } spielt den Doppelzug mit { $kinds } und baut auf { $site }; für den zweiten Bau gibt es kein Feld.
        }
    [join] { $second ->
       *[build] { $name } spielt den Doppelzug mit { $kinds }, setzt auf { $site } bei einem Mitspieler dazu und baut dann auf { $site2 }.
        [none] { $name } spielt den Doppelzug mit { $kinds } und setzt auf { $site } bei einem Mitspieler dazu; für den zweiten Bau gibt es kein Feld.
        }
    [none] { $name } spielt den Doppelzug mit { $kinds }, kann aber nirgends bauen.
    }
narrate-move-double_build =
    { $target ->
   *[build] { $name } baut auf { $site } (Doppelzug).
    [join] { $name } setzt auf { $site } bei einem Mitspieler dazu (Doppelzug).
    [none] { $name } findet für diesen Bau des Doppelzugs kein Feld.
    }
narrate-move-score = { $name } spielt die Wertungskarte { $card }.
narrate-you-pick = Du nimmst die Karten von Set { $letter }.
narrate-you-pick_pile = Du nimmst Stapel { $letter }.
narrate-you-discard = Du wirfst geheim eine Wertungskarte ab.
narrate-you-land = Du landest auf { $site } an.
narrate-you-land_none = Du kannst nicht anlanden.
narrate-you-build_card =
    { $target ->
   *[build] Du spielst eine { $card }karte und baust auf { $site }.
    [join] Du spielst eine { $card }karte und setzt auf { $site } bei einem Mitspieler dazu.
    [none] Du spielst eine { $card }karte, kannst aber nirgends bauen.
    }
narrate-you-double = Du spielst den Doppelzug mit { $kinds }.
narrate-you-double_one =
    { $first ->
   *[build] Du spielst den Doppelzug mit { $kinds } und baust auf { $site }.
    [join] Du spielst den Doppelzug mit { $kinds } und setzt auf { $site } bei einem Mitspieler dazu.
    [none] Du spielst den Doppelzug mit { $kinds }, kannst aber nirgends bauen.
    }
narrate-you-double_two =
    { $first ->
   *[build] { $second ->
       *[build] Du spielst den Doppelzug mit { $kinds } und baust auf { $site } und dann auf { $site2 }.
        [join] Du spielst den Doppelzug mit { $kinds }, baust auf { $site } und setzt dann auf { $site2 } bei einem Mitspieler dazu.
        [none] Du spielst den Doppelzug mit { $kinds } und baust auf { $site }; für deinen zweiten Bau gibt es kein Feld.
        }
    [join] { $second ->
       *[build] Du spielst den Doppelzug mit { $kinds }, setzt auf { $site } bei einem Mitspieler dazu und baust dann auf { $site2 }.
        [none] Du spielst den Doppelzug mit { $kinds } und setzt auf { $site } bei einem Mitspieler dazu; für deinen zweiten Bau gibt es kein Feld.
        }
    [none] Du spielst den Doppelzug mit { $kinds }, kannst aber nirgends bauen.
    }
narrate-you-double_build =
    { $target ->
   *[build] Du baust auf { $site } (Doppelzug).
    [join] Du setzt auf { $site } bei einem Mitspieler dazu (Doppelzug).
    [none] Für diesen Bau deines Doppelzugs gibt es kein Feld.
    }
narrate-you-score = Du spielst die Wertungskarte { $card }.

## the Discord bot's words for this game
ui-game = Santa Cruz
ui-title = Santa Cruz · { $round } · { $phase }
ui-level-easy = leicht
ui-level-strong = stark
ui-variant-standard = Standard
ui-variant-beginner = Einsteiger
ui-pick-set = Set { $letter }: { $cards }
ui-pick-pile = Stapel { $letter }: { $cards }
ui-button-hand = Meine Hand
ui-button-land = Anlanden
ui-button-build = Bauen (Doppelzug)
ui-button-discard = Karte abwerfen
ui-button-discard_card = { $card } abwerfen
ui-button-scores = Wertungskarte ({ $count })
ui-button-score_card = { $card } werten
ui-button-join = Hier dazusetzen
ui-button-back = Zurück
ui-button-no_build = Ohne Bauen spielen
ui-button-no_land = Ohne Anlanden weiter
ui-end = Das Spiel ist vorbei: **{ $winner }** gewinnt mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
    }. Danke fürs Spielen, { $names }! Das Spielprotokoll ({ $record }) hängt an.
ui-start-first = { $starter } beginnt das Spiel.
ui-start-order = Die Kartenwahl läuft andersherum: { $order }.
ui-start-bonus = Startpunkte (je später am Zug, desto mehr): { $bonus }.
ui-start-look = { $who }: schaut euch zuerst eure Wertungskarten an (**Meine Hand**): sie zeigen, welches Set zu euch passt.
ui-start-sets = Einsteigerspiel: die Sets werden verteilt. { $sets }.
ui-start-set = { $name } Set { $letter } ({ $cards })
ui-coloured = { $square } { $name }
ui-discard-chosen = Schon gewählt: { $names }.
ui-discard-ask = Tippe die Wertungskarte an, die zurück in die Schachtel kommt. Niemand sonst sieht, welche; du kannst es zurücknehmen, bis ein anderer Spieler gewählt hat.
ui-discard-card = • **{ $card }**: { $effect }
ui-discard-done = Du hast die Wertungskarte { $card } abgeworfen; niemand sonst erfährt, welche.
ui-discard-waiting = Wir warten auf { $names }.
ui-hand-header = **{ $name }**, deine Hand (nur du siehst sie).
ui-hand-chips = Deine Vogelchips: { $chips }.
ui-hand-discarded = Du hast abgeworfen: { $card }.
ui-hand-play = Wähle eine Karte zum Ausspielen.
ui-hand-draft = Wähle ein Set mit den Knöpfen an der Spielnachricht.
ui-hand-draft_pile = Wähle einen Stapel mit den Knöpfen an der Spielnachricht.
ui-hand-waiting = Du bist nicht am Zug; du wirst erwähnt, sobald du dran bist.
ui-site-none = Ohne Bauen spielen
ui-site-face_down = verdeckt ({ $kind })
ui-site-building =
    { $building ->
        [house] Haus
        [church] Kirche
       *[lighthouse] Leuchtturm
    } { $points }
ui-site-fish_bonus = { $name } +{ $bonus }
ui-site-bird = Vogel
ui-site-sep = {" "}·{" "}
ui-site-kind-land = Land
ui-site-kind-coast = Küste
ui-site-kind-volcano = Vulkan
ui-site-label = { $site } · { $facts }
ui-site-join_label = { $site } · zu { $name } dazusetzen · { $facts }
ui-site-placeholder = Felder { $first } bis { $last }
ui-site-placeholder_all = Wähle ein Feld
ui-site-ask =
    Wo willst du { $what }? Tippe ein Feld an, um dort zu bauen; { $count ->
    [one] { $count } Feld ist
    *[other] { $count } Felder sind
    } auf dem Plan markiert.
ui-mode-land = anlanden
ui-mode-build = mit deinem Doppelzug bauen
ui-mode-ship = mit deiner Schiffkarte bauen
ui-mode-road = mit deiner Wegkarte bauen
ui-mode-river = mit deiner Flusskarte bauen
ui-confirm-join = Auf **{ $site }** ({ $facts }) zu { $name } dazusetzen? Das ist dein einziges Dazusetzen in diesem Durchgang.
ui-confirm-double_nowhere = { $kinds } erreichen gerade kein Feld: der Doppelzug würde ohne Bauen gespielt. Trotzdem spielen?
ui-confirm-no_build =
    { $mode ->
    [ship] Mit deiner Schiffkarte kannst du gerade nirgends bauen. Karte trotzdem ohne Bauen spielen?
    [road] Mit deiner Wegkarte kannst du gerade nirgends bauen. Karte trotzdem ohne Bauen spielen?
    [river] Mit deiner Flusskarte kannst du gerade nirgends bauen. Karte trotzdem ohne Bauen spielen?
   *[build] Mit deinem Doppelzug kannst du gerade nirgends bauen. Ohne Bauen weiter?
    }
ui-confirm-no_land = Kein Küstenfeld ist frei, du kannst also kein Gebäude anlanden. Ohne Anlanden weiter?
ui-score-ask = Spiele eine Wertungskarte: wer sie erfüllt, punktet, du zuerst. Was jeder jetzt erhält:
ui-score-preview = **{ $card }** jetzt: { $preview }. ({ $effect })
ui-score-part = { $name } { $points }
ui-score-you = du
ui-score-nothing = Sie bringt dir jetzt nichts.
ui-card-building = { $card } ({ $count })
ui-table-player =
    { $score } · auf der Hand: { $cards } · { $scoring ->
    [one] { $scoring } Wertungskarte
    *[other] { $scoring } Wertungskarten
    } · { $chips ->
    [one] { $chips } Vogelchip
    *[other] { $chips } Vogelchips
    }
ui-table-no_cards = keine Baukarten
ui-table-alt = Die Insel Santa Cruz, { $title } – { $built } von { $total ->
    [one] { $total } Bauplatz
   *[other] { $total } Bauplätzen
    } bebaut.
ui-card-scoring = Werten: { $card }
ui-double-ask = Doppelzug: wähle die Art beider Bauten. Du baust zweimal nacheinander.
ui-double-kind =
    { $kinds } · { $count ->
    [one] { $count } Feld
    *[other] { $count } Felder
    }
ui-double-nowhere = { $kinds } · nirgends
ui-double-kinds-ship = Zwei Schiffe
ui-double-kinds-road = Zwei Wege
ui-double-kinds-river = Zwei Flüsse
ui-done = Erledigt. { $move }
ui-dm = { $game }: { $text } { $link }
ui-not_started = Das Spiel hat noch nicht begonnen: sammle Mitspieler mit `/{ $command } join` und starte dann.
ui-status-player = { $rank }. { $name }: { $score }
ui-status-waiting = Wir warten auf: { $names }
ui-status-link = Aktuelle Nachricht: { $link }
ui-log-empty = Noch keine Züge.
ui-log-header =
    Die letzten { $count } von { $total ->
    [one] { $total } Zug
    *[other] { $total } Zügen
    } (Spieler nummeriert wie auf dem Plan):
ui-command-board = Den Tisch privat zeigen; Spieler holen ihn einmal pro Zug nach unten
ui-command-hand = Deine Hand, Vogelchips und Züge (nur du siehst sie)
ui-command-status = Durchgang, Phase, Punkte und wer am Zug ist
ui-command-log = Die letzten Züge, in Notation und in Worten
ui-command-rules = Eine kurze Anleitung zu Santa Cruz und seinen Wertungskarten
render-chart-round2 = 2. Durchgang
render-chart-eruption = Vulkanausbruch
ui-stats-set = Baukarten-Set { $value }
ui-replay-title = Santa Cruz · Zug { $step } von { $total } · { $round } · { $phase }
ui-replay-deal = Das Austeilen: { $names } setzen sich an den Tisch.
ui-replay-turn = Zug { $step }: { $name }
ui-replay-start = Zug 0: das Austeilen
reveals-tile = das Plättchen unter { $site } wurde aufgedeckt
reveals-chip = ein Vogelchip wurde gezogen
reveals-card_dealt = neue Wertungskarten wurden ausgeteilt
reveals-scoring_card = die Wertungskarte { $card } wurde gezeigt
reveals-round = Durchgang { $round } ist zu Ende
reveals-chips = die Vogelchips wurden aufgedeckt
reveals-end = das Spiel ist zu Ende
ui-undo-pick = Set { $letter } genommen
ui-undo-pick_pile = Stapel { $letter } genommen
ui-undo-discard = eine Wertungskarte abgeworfen
ui-undo-land = auf { $site } angelandet
ui-undo-land_none = nirgends angelandet
ui-undo-build = auf { $site } gebaut ({ $card })
ui-undo-join = auf { $site } dazugesetzt ({ $card })
ui-undo-no_build = { $card } gespielt, ohne zu bauen
ui-undo-double = Doppelzug mit { $kinds }
ui-undo-double_sites = Doppelzug mit { $kinds }: { $sites }
ui-undo-nothing = nichts gebaut
ui-undo-score = { $card } gewertet

## teaching (issue 44): a hint's reasons, from the strong computer's own evaluation (rules/santacruz/teach.py)
teach-gain-build = Auf { $site } baust du jetzt { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] einen Leuchtturm
    } für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }{ $bird ->
    [yes] {" "}und ziehst einen Vogelchip
   *[no] {""}
    }.
teach-gain-build_card = Auf { $site } baust du jetzt { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] einen Leuchtturm
    } für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }{ $bird ->
    [yes] {" "}und ziehst einen Vogelchip
   *[no] {""}
    }, und deine Wertungskarte { $card } bringt dir danach { $more ->
    [one] { $more } Punkt
   *[other] { $more } Punkte
    } mehr.
teach-gain-join = Du setzt jetzt { $building ->
    [house] ein Haus
    [church] eine Kirche
   *[lighthouse] einen Leuchtturm
    } zu { $name } auf { $site } dazu, für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }{ $bird ->
    [yes] {" "}und einen Vogelchip
   *[no] {""}
    }; damit ist dein einmaliges Dazusetzen in diesem Durchgang verbraucht.
teach-gain-hidden = { $site } liegt noch verdeckt: die Plättchen, die dort liegen können, bringen im Schnitt { $mean ->
    [one] { $mean } Punkt
   *[other] { $mean } Punkte
    }, und welches es ist, siehst du beim Bauen.
teach-gain-no_build = Deine { $kind ->
    [ship] Schiffkarte
    [road] Wegkarte
   *[river] Flusskarte
    } kann jetzt nirgends bauen; so verlierst du mit ihr nichts, und deine anderen Karten bleiben für später auf der Hand.
teach-gain-double_no_build = Für diesen Bau deines Doppelzugs mit { $kind ->
    [ship] Schiffen
    [road] Wegen
   *[river] Flüssen
    } ist kein Feld mehr frei, also baut er nichts.
teach-gain-double = Ein Doppelzug mit { $kind ->
    [ship] Schiffen
    [road] Wegen
   *[river] Flüssen
    } erreicht jetzt { $count ->
    [one] { $count } freies Feld
   *[other] { $count } freie Felder
    }; das beste offene, { $site }, bringt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }.
teach-gain-double_hidden = Ein Doppelzug mit { $kind ->
    [ship] Schiffen
    [road] Wegen
   *[river] Flüssen
    } erreicht jetzt { $count ->
    [one] { $count } freies Feld, noch verdeckt
   *[other] { $count } freie Felder, alle noch verdeckt
    }.
teach-gain-double_none = Ein Doppelzug mit { $kind ->
    [ship] Schiffen
    [road] Wegen
   *[river] Flüssen
    } erreicht jetzt kein freies Feld, also baut er nichts.
teach-gain-eruption = Der Vulkanausbruch räumt { $count } Gebäude deiner Mitspieler vom Vulkan ab und kostet dich { $lost ->
    [0] nichts
    [one] { $lost } Punkt
   *[other] { $lost } Punkte
    }.
teach-gain-score = Spielst du jetzt { $card }, erhältst du { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }; von deinen Mitspielern erhält { $name } am meisten, nämlich { $theirs }.
teach-gain-score_alone = Spielst du jetzt { $card }, erhältst du { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    } und deine Mitspieler nichts.
teach-gain-score_nothing = Die Wertungskarte { $card } bringt jetzt niemandem etwas; spielst du sie jetzt, bleiben deine Baukarten für später auf der Hand.
teach-gain-pile = Stapel { $letter } bringt { $count ->
    [one] die Wertungskarte
   *[other] die Wertungskarten
    } { $cards } und dazu die Baukarten von Set { $letter }.
teach-gain-pile_bare = Stapel { $letter } bringt keine Wertungskarte, nur die Baukarten von Set { $letter }.
teach-gain-set = Set { $letter } enthält { $ship ->
    [one] { $ship } Schiffkarte
   *[other] { $ship } Schiffkarten
    }, { $road ->
    [one] { $road } Wegkarte
   *[other] { $road } Wegkarten
    }, { $river ->
    [one] { $river } Flusskarte
   *[other] { $river } Flusskarten
    } und einen Doppelzug.
teach-set_most = Set { $letter } enthält { $kind ->
    [ship] { $count ->
        [one] { $count } Schiffkarte
       *[other] { $count } Schiffkarten
        }
    [road] { $count ->
        [one] { $count } Wegkarte
       *[other] { $count } Wegkarten
        }
   *[river] { $count ->
        [one] { $count } Flusskarte
       *[other] { $count } Flusskarten
        }
    }, mehr als jedes andere übrige Set (dort höchstens { $most }).
teach-suits = Die { $kind ->
    [ship] Schiffkarten
    [road] Wegkarten
   *[river] Flusskarten
    } von Set { $letter } passen zu { $count ->
    [one] deiner Wertungskarte
   *[other] deinen Wertungskarten
    } { $cards }.
teach-gain-discard = Du wirfst { $card } ab und behältst { $count ->
    [one] die Wertungskarte
   *[other] die Wertungskarten
    } { $cards }.
teach-discard-least = Grob geschätzt ist { $card } für dich in diesem Durchgang etwa { $worth ->
    [one] { $worth } Punkt
   *[other] { $worth } Punkte
    } wert, am wenigsten von deinen Karten ({ $best_card }: etwa { $best }).
teach-takes-site = Außerdem besetzt du { $site }, bevor { $name } dort bauen kann.
teach-takes-landing = Außerdem besetzt du { $site }, bevor { $name } dort anlanden kann.
teach-takes-last_coast = { $site } ist das letzte freie Küstenplättchen, danach kann { $name } nicht mehr an der Küste bauen.
teach-opens = Damit { $count ->
    [one] kommt { $count } weiteres freies Feld
   *[other] kommen { $count } weitere freie Felder
    } in Reichweite deiner { $kind ->
    [road] Wegkarten
   *[river] Flusskarten
    }: { $sites }.
teach-versus-set = Die zweitbeste Wahl, Set { $letter }, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-pile = Die zweitbeste Wahl, Stapel { $letter }, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-discard = Die zweitbeste Wahl, { $card } abzuwerfen, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-score = Die zweitbeste Wahl, { $card } zu spielen, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-double = Die zweitbeste Wahl, der Doppelzug mit { $kind ->
    [ship] Schiffen
    [road] Wegen
   *[river] Flüssen
    }, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-land = Die zweitbeste Wahl, auf { $site } anzulanden, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-build = Die zweitbeste Wahl, deine { $kind ->
    [ship] Schiffkarte
    [road] Wegkarte
   *[river] Flusskarte
    } auf { $site }, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-join = Die zweitbeste Wahl, mit deiner { $kind ->
    [ship] Schiffkarte
    [road] Wegkarte
   *[river] Flusskarte
    } auf { $site } dazuzusetzen, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-no_build = Die zweitbeste Wahl, deine { $kind ->
    [ship] Schiffkarte
    [road] Wegkarte
   *[river] Flusskarte
    } ohne Bau zu spielen, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-double_build = Die zweitbeste Wahl, auf { $site } zu bauen, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-double_join = Die zweitbeste Wahl, auf { $site } dazuzusetzen, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-versus-double_none = Die zweitbeste Wahl, nichts zu bauen, war in { $trials ->
    [one] { $trials } simulierten Partie
   *[other] { $trials } simulierten Partien
    } { $points ->
    [0] etwa gleich gut (weniger als einen Punkt schlechter)
    [one] um etwa { $points } Punkt schlechter
   *[other] um etwa { $points } Punkte schlechter
    }.
teach-only-sensible = { $count ->
    [one] Der andere erlaubte Zug ist
   *[other] Die { $count } anderen erlaubten Züge sind
    } schon auf den ersten Blick deutlich schwächer, daher war keine Simulation nötig.
teach-only-last_set = Set { $letter } ist als einziges übrig, also gehört es dir.
teach-only-last_pile = Stapel { $letter } ist als einziger übrig, also gehört er dir.
teach-only-land = { $site } ist das einzige freie Küstenplättchen, also landest du dort an.
teach-only-land_none = Kein Küstenplättchen ist mehr frei, also kannst du in diesem Durchgang nicht anlanden.
teach-only-forced = Das ist der einzige Zug, den die Regeln dir jetzt erlauben.

## the decisions that mattered at a practice table's end (issue 44), about a named player (rules/santacruz/turning.py)
turning-good = Zug { $move }: { $name } tat gut daran, { $choice }{ $gain }; nach der Bewertung des starken Computers war das { $points ->
    [0] etwa so viel wert wie
    [one] etwa { $points } Punkt mehr wert als
   *[other] etwa { $points } Punkte mehr wert als
    } die nächstbeste Wahl, { $runner }.
turning-miss = Zug { $move }: { $name } entschied sich, { $choice }{ $gain }; nach der Bewertung des starken Computers wäre es { $points ->
    [0] etwas mehr wert gewesen
    [one] etwa { $points } Punkt mehr wert gewesen
   *[other] etwa { $points } Punkte mehr wert gewesen
    }, { $instead }.
turning-gain-scored = , was sofort { $now ->
    [one] { $now } Punkt
   *[other] { $now } Punkte
    } brachte
turning-gain-eruption = , was { $removed } Gebäude der anderen Spieler vom Vulkan abräumte
turning-gain-took = , was { $taken } das Feld wegnahm
turning-gain-scored_took = , was sofort { $now ->
    [one] { $now } Punkt
   *[other] { $now } Punkte
    } brachte und { $taken } das Feld wegnahm
turning-act-set = Set { $letter } zu wählen
turning-act-pile = Stapel { $letter } zu wählen
turning-act-land = auf { $site } anzulanden
turning-act-land_none = nirgends anzulanden
turning-act-score = { $card } zu spielen
turning-act-double = einen Doppelzug mit { $kind ->
    [ship] Schiffen
    [road] Wegen
   *[river] Flüssen
    } zu beginnen
turning-act-double_build = im Doppelzug auf { $site } zu bauen
turning-act-double_join = sich im Doppelzug auf { $site } dazuzusetzen
turning-act-double_none = im Doppelzug nichts zu bauen
turning-act-build = mit einer { $kind ->
    [ship] Schiffkarte
    [road] Wegkarte
   *[river] Flusskarte
    } auf { $site } zu bauen
turning-act-join = sich mit einer { $kind ->
    [ship] Schiffkarte
    [road] Wegkarte
   *[river] Flusskarte
    } auf { $site } dazuzusetzen
turning-act-no_build = eine { $kind ->
    [ship] Schiffkarte
    [road] Wegkarte
   *[river] Flusskarte
    } zu spielen, ohne zu bauen
ui-milestone = Durchgang { $round } ist vorbei.
