# The words of the pictures every game ends with (French), in Project Fluent syntax.
# Each game names its own sources and chart marks in its catalogue.

final-title = Classement final
final-winner = { $name } gagne
final-winners = { $names } se partagent la victoire
final-total = Total
final-place = { ORDINAL($rank) }
final-chart = Scores, coup par coup
final-moves = coups
