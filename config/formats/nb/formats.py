# See config/formats/en/formats.py. Norwegian: "tirsdag 1. desember 2026", "1. des. 2026".
DATE_FORMAT = "l j. F Y"
SHORT_DATE_FORMAT = r"j. b\. Y"
MONTH_DAY_FORMAT = r"j. b\."
