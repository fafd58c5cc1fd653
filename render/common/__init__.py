"""Drawing every game's images shares: fonts and cached text, colours, supersampled sprites, encoding.

Nothing here knows a game; each game's renderer (``render.santacruz``, ``render.santiago``) adds its own
colours, pictures and layout on top.
"""
