# See config/formats/en/formats.py. Hebrew: "יום שלישי, 1 בדצמבר 2026", "1 בדצמבר 2026".
DATE_FORMAT = "l, j בF Y"
SHORT_DATE_FORMAT = "j בF Y"
MONTH_DAY_FORMAT = "j בF"
