"""The site's own pages, which belong to no single app: the lobby, the list of games, every
game's boards, the rules pages, the site's icon, and the context every page's template has.
Everything about a game comes from the tables' registry."""
