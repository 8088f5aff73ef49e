# The dates the site writes, per language (FORMAT_MODULE_PATH; Django's own module fills in
# the rest). DATE_FORMAT: a day with its weekday, as a board's heading says it;
# SHORT_DATE_FORMAT: a day in a list or a title; MONTH_DAY_FORMAT: a day beside its arrows.
DATE_FORMAT = "l j F Y"
SHORT_DATE_FORMAT = "j M Y"
MONTH_DAY_FORMAT = "j M"
