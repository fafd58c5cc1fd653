"""The bot: the Discord adapter (adapter/, interactions/), the features every game shares (features/), the
Discord-free application (app/), the games behind one seam (games/), and the store (store/), each layer
importing only the layers below it."""
