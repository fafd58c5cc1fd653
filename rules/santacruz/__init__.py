"""Santa Cruz (Hans im Glück, 2012): a pure rules engine.

Start with :func:`new_game`, ask :func:`awaiting` and :func:`legal_actions`, play with :func:`apply`,
and show only :func:`public_view` / :func:`player_view` to anyone.
"""
