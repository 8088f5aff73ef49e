from django.apps import AppConfig


class SheepsheadConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "sheepshead"
    verbose_name = "Sheepshead"

    def ready(self) -> None:
        from sheepshead.engine import ENGINE
        from sheepshead.engine.summary import deal_facts, deal_number
        from sheepshead.players import PLAYERS
        from sheepshead.players.coach import advise
        from tables.registry import GameSpec, register

        register(GameSpec(
            name="sheepshead",
            title="Sheepshead",
            blurb="Five players, called ace, ten deals. The flagship.",
            engine=ENGINE,
            players=PLAYERS,
            default_level="normal",
            levels=("easy", "normal", "hard"),
            daily_level="hard",
            renderer="sheepshead/renderer.js",
            computer_names=(
                "Ada", "Bert", "Clara", "Dietrich", "Elsa", "Fritz", "Greta", "Hans",
                "Ilse", "Josef", "Karl", "Lena", "Marta", "Otto", "Rosa", "Walter",
            ),
            round_facts=deal_facts,
            coach=advise,
            round_of=deal_number,
            round_label="Deal",
            stylesheet="sheepshead/table.css",
        ))
