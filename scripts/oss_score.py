#!/usr/bin/env python3
"""Scores the OSS check's findings against the expected findings experts wrote by hand (issue 47).

    scripts/oss_score.py [--write] [BASELINE]      (default docs/oss-check/baseline.tsv)
    scripts/oss_score.py --self-test

--write rewrites BASELINE's `score` rows (after an expectation is amended, without running audits).

Reads docs/oss-check/expected/OWNER+NAME.tsv (format: docs/oss-check/expected/README.md) and the
finding keys of BASELINE, and prints, per app with an expected file and in total: recall (the
`expect` rows some finding matches), precision (the findings that match an `expect` or `optional`
row, of all findings), every miss, and every finding no row judges. `scripts/oss-check` calls
`score()` after each run, keeps the scores in the baseline (`score` rows) and, with --diff, prints
their change.
"""
import collections
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECTED = os.path.join(ROOT, "docs/oss-check/expected")
LINE_SLACK = 3  # a finding's line may be this far from the row's (a call's first line, its argument's)
FONT_EXTENSIONS = {"ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont"}


def read_expected(folder=EXPECTED):
    """{repo: [row]}, each row a dict(kind, rules, file, line, name, evidence, where)."""
    expected = {}
    if not os.path.isdir(folder):
        return expected
    for entry in sorted(os.listdir(folder)):
        if not entry.endswith(".tsv") or "+" not in entry:
            continue
        repo = entry[:-len(".tsv")].replace("+", "/", 1)
        rows = []
        path = os.path.join(folder, entry)
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.startswith("#"):
                    continue
                fields = line.split("\t")
                if fields[0] not in ("expect", "optional", "wrong"):
                    continue
                if len(fields) < 5:
                    sys.exit(f"{path}:{number}: an {fields[0]} row needs rules, file, line, name (and evidence)")
                rows.append(dict(kind=fields[0], rules=set(fields[1].split("|")), file=fields[2], line=fields[3],
                                 name=fields[4], evidence=fields[5] if len(fields) > 5 else "",
                                 where=f"{entry}:{number}"))
        expected[repo] = rows
    return expected


def stem(name):
    """A font file's name without its extension (`Inter-Black.ttf` and `Inter-Black` are one font's)."""
    base, dot, ext = name.rpartition(".")
    return base if dot and ext.lower() in FONT_EXTENSIONS else name


def split_language(name):
    """`Lato × ar` (a glyph finding in a string catalog, keyed by its language) as ("Lato", "ar")."""
    family, mark, language = name.partition(" × ")
    return (family, language) if mark else (name, None)


def row_language(row):
    """The language a glyph row of a string catalog is about: its evidence starts `Lato × ar:`."""
    match = re.match(r"[^×:]+ × ([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*):", row["evidence"])
    return match.group(1) if match else None


def matches(key, row):
    """Whether a finding key (rule, severity, file, line, name) is the defect a row describes."""
    rule, _, file, line, name = key
    if rule not in row["rules"] or (file != row["file"] and row["file"] != "*"):
        return False
    name, language = split_language(name)
    if language and row_language(row) not in (None, language):
        return False
    if row["name"] != "-" and stem(name) != stem(row["name"]):
        return False
    if row["line"] != "-" and line != "-":
        try:
            return abs(int(line) - int(row["line"])) <= LINE_SLACK
        except ValueError:
            return line == row["line"]
    return True


def score_app(keys, rows, places=frozenset()):
    """The score of one app's finding keys against its rows. `places` are the keys of the other
    places a grouped finding names (its `related` places: "the same expression asks for it at 4
    more places"): they find an expected row as the finding's own place does, and are never
    counted as findings of their own."""
    expects = [r for r in rows if r["kind"] == "expect"]
    found = [r for r in expects if any(matches(k, r) for k in keys) or any(matches(k, r) for k in places)]
    true, false, unjudged = [], [], []
    for key in sorted(keys):
        judged = [r for r in rows if matches(key, r)]
        if any(r["kind"] in ("expect", "optional") for r in judged):
            true.append(key)
        elif judged:
            false.append((key, judged[0]))
        else:
            unjudged.append(key)
    return dict(expects=len(expects), found=len(found), findings=len(keys), true=len(true), false=false,
                unjudged=unjudged, misses=[r for r in expects if r not in found])


def is_android(rules):
    """Whether a row's rules, or a finding key's rule, are the Android half's (`android:<rule>`)."""
    return any(rule.startswith("android:") for rule in ([rules] if isinstance(rules, str) else rules))


def score(findings, expected=None, half="ios", places=None):
    """{repo: score} for every app with an expected file that the findings cover, of one half: the
    iOS and macOS findings and rows (`ios`, the default), or the Android ones (`android`: only apps
    with Android rows)."""
    expected = read_expected() if expected is None else expected
    android = half == "android"
    scores = {}
    for repo, rows in sorted(expected.items()):
        rows = [r for r in rows if is_android(r["rules"]) == android]
        if repo not in findings or (android and not rows):
            continue
        scores[repo] = score_app({k for k in findings[repo] if is_android(k[0]) == android}, rows,
                                 {k for k in (places or {}).get(repo, ()) if is_android(k[0]) == android})
    return scores


def ratio(part, whole):
    return f"{100 * part / whole:5.1f}%" if whole else "    -"


def print_scores(scores, out=sys.stdout, groups=None, title=None):
    """Per app and in total; `groups` (name -> repos) adds a total line for each group's apps."""
    if not scores:
        print(f"\nNo app has expected findings{' of ' + title if title else ''} (docs/oss-check/expected).", file=out)
        return
    print(f"\nScores{' of ' + title if title else ''} against the experts' expected findings ({len(scores)} apps, "
          "docs/oss-check/expected):", file=out)
    print(f"  {'app':42} {'recall':>16} {'precision':>16}  unjudged", file=out)
    for repo, s in scores.items():
        print(f"  {repo:42} {s['found']:3}/{s['expects']:<3} {ratio(s['found'], s['expects'])} "
              f"{s['true']:3}/{s['findings']:<3} {ratio(s['true'], s['findings'])}  {len(s['unjudged'])}", file=out)
    found = sum(s["found"] for s in scores.values())
    expects = sum(s["expects"] for s in scores.values())
    true = sum(s["true"] for s in scores.values())
    total = sum(s["findings"] for s in scores.values())
    print(f"  {'all':42} {found:3}/{expects:<3} {ratio(found, expects)} {true:3}/{total:<3} {ratio(true, total)}  "
          f"{sum(len(s['unjudged']) for s in scores.values())}", file=out)
    for name, repos in (groups or {}).items():
        for label, chosen in ((name, [r for r in scores if r in repos]), ("all but " + name, [r for r in scores if r not in repos])):
            part = [scores[r] for r in chosen]
            f, e = sum(x["found"] for x in part), sum(x["expects"] for x in part)
            t, n = sum(x["true"] for x in part), sum(x["findings"] for x in part)
            print(f"  {label[:42]:42} {f:3}/{e:<3} {ratio(f, e)} {t:3}/{n:<3} {ratio(t, n)}  "
                  f"{sum(len(x['unjudged']) for x in part)}  ({len(part)} apps)", file=out)
    for repo, s in scores.items():
        for row in s["misses"]:
            print(f"  miss    {repo}: {'|'.join(sorted(row['rules']))} {row['file']}:{row['line']} {row['name']}"
                  f"  ({row['where']})", file=out)
        for key, row in s["false"]:
            print(f"  false   {repo}: {key[0]} {key[2]}:{key[3]} {key[4]}  (judged wrong at {row['where']})", file=out)
        for key in s["unjudged"]:
            print(f"  unjudged {repo}: {key[0]} {key[2]}:{key[3]} {key[4]}", file=out)


def score_rows(scores, kind="score"):
    """Baseline rows: `score repo expects found findings true false unjudged` (`score-android`: the Android half's)."""
    return ["\t".join([kind, repo, str(s["expects"]), str(s["found"]), str(s["findings"]), str(s["true"]),
                       str(len(s["false"])), str(len(s["unjudged"]))]) for repo, s in scores.items()]


def parse_score_rows(text, kind="score"):
    scores = {}
    for line in text.splitlines():
        fields = line.split("\t")
        if fields[0] == kind and len(fields) == 8:
            scores[fields[1]] = tuple(int(x) for x in fields[2:])
    return scores


def print_score_diff(old, new, out=sys.stdout):
    """The change of each app's recall and precision against the committed baseline's score rows."""
    changed = [repo for repo in sorted(set(old) | set(new)) if old.get(repo) != new.get(repo)]
    if not changed:
        print("\nScores: unchanged against the committed baseline.", file=out)
        return
    print("\nScores changed against the committed baseline (expected found/expects, true/findings):", file=out)
    for repo in changed:
        def show(s):
            return f"{s[1]}/{s[0]} found, {s[3]}/{s[2]} true" if s else "-"
        print(f"  {repo}: {show(old.get(repo))} -> {show(new.get(repo))}", file=out)


def self_test():
    """The matching and counting on made-up rows (scripts/test runs it)."""
    rows = [
        dict(kind="expect", rules={"font-name-unknown", "font-name-not-registered"}, file="A.swift", line="10",
             name="Brand-Bold", evidence="", where="t:1"),
        dict(kind="expect", rules={"font-not-listed"}, file="Fonts/X.ttf", line="-", name="-", evidence="", where="t:2"),
        dict(kind="optional", rules={"font-name-not-postscript"}, file="B.swift", line="4", name="Brand", evidence="",
             where="t:3"),
        dict(kind="wrong", rules={"font-name-unknown"}, file="C.swift", line="-", name="-", evidence="", where="t:4"),
    ]
    keys = {("font-name-unknown", "error", "A.swift", "12", "Brand-Bold"),   # within 3 lines: found
            ("font-name-not-postscript", "warning", "B.swift", "4", "Brand"),  # optional: true
            ("font-name-unknown", "error", "C.swift", "7", "Other"),          # judged wrong: false
            ("font-glyph-missing", "warning", "D.strings", "-", "Brand")}      # no row: unjudged
    s = score_app(keys, rows)
    assert (s["expects"], s["found"], s["findings"], s["true"]) == (2, 1, 4, 2), s
    assert [r["where"] for r in s["misses"]] == ["t:2"] and len(s["false"]) == 1 and len(s["unjudged"]) == 1, s
    assert not matches(("font-name-unknown", "error", "A.swift", "14", "Brand-Bold"), rows[0]), "4 lines away"
    assert matches(("font-not-listed", "warning", "Fonts/X.ttf", "-", "X.ttf"), rows[1]), "a file row with name -"
    assert matches(("font-name-unknown", "error", "A.swift", "10", "Brand-Bold.otf"), rows[0]), "a file's name with its extension"
    catalog = dict(kind="expect", rules={"font-glyph-missing"}, file="L.xcstrings", line="-", name="-",
                   evidence="Lato × ar: 236 of 248 strings", where="t:5")
    assert matches(("font-glyph-missing", "warning", "L.xcstrings", "9", "Lato × ar"), catalog), "its language"
    assert not matches(("font-glyph-missing", "warning", "L.xcstrings", "9", "Lato × ja"), catalog), "another language"
    # The Android half is scored apart: its rows and keys (`android:<rule>`) never meet the iOS half's.
    both = {"X/Y": rows + [dict(kind="expect", rules={"android:font-variant-missing"}, file="E.tsx", line="5",
                                name="Inter-Bold", evidence="", where="t:6")]}
    keys = {"X/Y": keys | {("android:font-variant-missing", "error", "E.tsx", "5", "Inter-Bold"),
                           ("android:font-name-unknown", "error", "A.swift", "10", "Brand-Bold")}}
    ios, android = score(keys, both)["X/Y"], score(keys, both, half="android")["X/Y"]
    assert (ios["expects"], ios["found"], ios["findings"]) == (2, 1, 4), ios
    assert (android["expects"], android["found"], android["findings"], android["true"]) == (1, 1, 2, 1), android
    assert score(keys, {"X/Y": rows}, half="android") == {}, "no Android rows: no Android score"
    # A grouped finding's other places find rows too, and count as no finding of their own.
    also = {"X/Y": {("font-not-listed", "warning", "Fonts/X.ttf", "-", "X.ttf")}}
    grouped = score(keys, both, places=also)["X/Y"]
    assert (grouped["expects"], grouped["found"], grouped["findings"]) == (2, 2, 4), grouped
    assert score(keys, both, half="android", places=also)["X/Y"]["found"] == 1, "an iOS place finds no Android row"
    print("oss_score self-test: ok")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    write = "--write" in sys.argv[1:]
    arguments = [a for a in sys.argv[1:] if a != "--write"]
    baseline = arguments[0] if arguments else os.path.join(ROOT, "docs/oss-check/baseline.tsv")
    findings = collections.defaultdict(collections.Counter)
    places = collections.defaultdict(set)
    with open(baseline, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "place":
                places[fields[1]].add(tuple(fields[2:7]))
            if fields[0] == "finding":
                findings[fields[1]][tuple(fields[2:7])] += int(fields[7])
            elif fields[0] == "app":
                findings.setdefault(fields[1], collections.Counter())
    scores = score(findings, places=places)
    print_scores(scores)
    android = score(findings, half="android", places=places)
    print_scores(android, title="the Android half (issue 83)")
    if write:
        # The baseline's score rows, again, for expectations amended since the last run.
        with open(baseline, encoding="utf-8") as f:
            kept = [line.rstrip("\n") for line in f if not line.startswith(("score\t", "score-android\t"))]
        with open(baseline, "w", encoding="utf-8") as f:
            f.write("\n".join(kept + score_rows(scores) + score_rows(android, "score-android")) + "\n")


if __name__ == "__main__":
    main()
