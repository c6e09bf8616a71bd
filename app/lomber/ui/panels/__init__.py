"""The panels beside the table: the log, rules, scores, results, odds, hint, statistics, replay and lessons."""
