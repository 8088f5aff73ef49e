# See config/formats/en/formats.py. Swahili: "Jumanne, 1 Desemba 2026", "1 Des 2026".
DATE_FORMAT = "l, j F Y"
SHORT_DATE_FORMAT = "j M Y"
MONTH_DAY_FORMAT = "j M"
