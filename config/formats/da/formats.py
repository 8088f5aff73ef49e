# See config/formats/en/formats.py. Danish: "tirsdag den 1. december 2026", "1. dec. 2026".
DATE_FORMAT = r"l \d\e\n j. F Y"
SHORT_DATE_FORMAT = r"j. b\. Y"
MONTH_DAY_FORMAT = r"j. b\."
