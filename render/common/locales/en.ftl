# The words of the pictures every game ends with (English), in Project Fluent syntax.
# Each game names its own sources and chart marks in its catalogue.

final-title = Final standings
final-winner = { $name } wins
final-winners = { $names } share the win
final-total = Total
final-place = #{ $rank }
final-chart = Scores, move by move
final-moves = moves
