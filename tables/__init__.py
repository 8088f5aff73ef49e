"""The shared tables layer: persisted games, the services that write them, the JSON API,
the WebSocket consumer, computer-turn tasks and the registry of games."""
