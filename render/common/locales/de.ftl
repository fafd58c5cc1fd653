# The words of the pictures every game ends with (German), in Project Fluent syntax.
# Each game names its own sources and chart marks in its catalogue.

final-title = Endstand
final-winner = { $name } gewinnt
final-winners = { $names } teilen sich den Sieg
final-total = Summe
final-place = { $rank }.
final-chart = Punkte, Zug für Zug
final-moves = Züge
