#!/usr/bin/env python3
"""Build macos-system-fonts.tsv from the raw public dumps saved under sources/.

Usage:  python3 build.py            -> writes Sources/FontAuditModel/Resources/macos-system-fonts.tsv, prints a report
        python3 build.py --check    -> only verifies that the written TSV header counts match its rows

Inputs (all saved verbatim or as extracted from public material, see NOTES.md):
  sources/pycocoa_10_13.txt          PyCocoa test_Fonts4.py sample output (NSFontManager families/members), macOS 10.13.4
  sources/jbr_catalina.txt           JetBrains Runtime AWTFont.m prebuiltFamilyNames() table (NSFontManager.availableFonts -> family), macOS 10.15
  sources/catalyst_uifont_mac.txt    UIFont.familyNames/fontNames dump taken on a Mac (Catalyst / iPad app on Mac), macOS 11-12 (inferred)
  sources/apple/apple_macos_*.txt    Apple's published "Fonts included with macOS ..." lists (full names, by section) -- used only as a filter
  sources/apple/mozilla_standardfonts_macos_catalina.txt   Firefox's copy of Apple's Catalina installed-family list -- filter only
"""
import os
import re
import sys
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "sources")
# The data file FontAudit ships; run scripts/embed-system-fonts after this script.
OUT = os.path.join(HERE, "..", "..", "..", "Sources", "FontAudit", "Resources", "macos-system-fonts.tsv")

# ----------------------------------------------------------------------------- parsers


def parse_pycocoa(path):
    """' --- Family 'X'' followed by '  N ('PSName', 'Style', weight, traits) ...' lines."""
    faces = OrderedDict()
    fam = None
    in_block = False
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("_ = '''"):
            in_block = True
            continue
        if not in_block:
            continue
        if line == "'''":
            break
        m = re.match(r" --- Family '(.*)'$", line)
        if m:
            fam = m.group(1)
            continue
        m = re.match(r"\s*\d+ \('([^']+)', ", line)
        if m:
            faces.setdefault(m.group(1), fam)
    return faces, {}


def parse_jbr(path):
    """'@"PSName" : @"Family",' entries; entries after '// JetBrains fonts' are fonts bundled with the IDE."""
    faces = OrderedDict()
    bundled = OrderedDict()
    target = faces
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            continue
        if "// JetBrains fonts" in line:
            target = bundled
            continue
        m = re.match(r'\s*@"([^"]+)"\s*:\s*@"([^"]+)",?\s*$', line)
        if m:
            target.setdefault(m.group(1), m.group(2))
    return faces, {k: "font bundled with JetBrains IDEs (the table's '// JetBrains fonts' block), not macOS" for k in bundled}


def parse_catalyst(path):
    """```raw block: 'Family' lines, then ' - PSName' lines."""
    faces = OrderedDict()
    fam = None
    in_block = False
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("```raw"):
            in_block = True
            continue
        if not in_block:
            continue
        if line.startswith("```"):
            break
        if not line.strip():
            continue
        if line.startswith(" - "):
            faces.setdefault(line[3:].strip(), fam)
        else:
            fam = line.strip()
    return faces, {}


# (column id, file, parser, description used in the header)
SOURCES = [
    ("macos10_13", "pycocoa_10_13.txt", parse_pycocoa,
     "github mrJean1/PyCocoa, test/test_Fonts4.py sample output of 'python -m test.test_Fonts' (pycocoa fontfamilies()/fontsof4() = "
     "NSFontManager.availableFontFamilies + availableMembersOfFontFamily:), file at commit d4ca7e145e929499110e0ce9d889743449823898, "
     "list unchanged since 6aa7c4dc11523cb198eecaa6860626cfbb6f2f4a (2018-05-15). macOS 10.13.4 High Sierra (README.rst of that commit: "
     "'tested ... only on macOS 10.13.4 High Sierra')."),
    ("macos10_15", "jbr_catalina.txt", parse_jbr,
     "JetBrains Runtime (OpenJDK fork) src/java.desktop/macosx/native/libawt_lwawt/font/AWTFont.m, prebuiltFamilyNames() table of "
     "PostScript name -> family generated from NSFontManager.availableFonts + NSFont.familyName on a Mac; public code-index file id 38859185 "
     "(owning repo not named by the index; the same table, spot-checked, is in consulo/ConsuloRuntime @ 2083a68be53ed302340d4ea39d9ab8893c7e6655, same path); the table's leading block of ~330 private '.'-prefixed entries is not saved in sources/. "
     "macOS 10.15 Catalina (inferred: has Galvji, Mukta Mahee, Kohinoor Gujarati and the private .SFNS/.New York families new in 10.15; "
     "code beside it is commented '// Catalina')."),
    ("macos11plus", "catalyst_uifont_mac.txt", parse_catalyst,
     "UIFont.familyNames / fontNames(forFamilyName:) console dump taken on a Mac (Mac Catalyst or iPad app on Mac; it has macOS-only "
     "families such as Andale Mono, Apple Braille, Menlo, Monaco, Skia), Markdown file '# FontList', public code-index file id 46804290684 "
     "(owning repo not named by the index). macOS version not stated; inferred 11 Big Sur or 12 Monterey (has the 10.15+ families "
     "Galvji, Mukta Mahee, Noto Sans Kannada/Myanmar; lacks the Noto Sans historic-script families Apple moved to download in 11; "
     "lacks STIX Two, a base font from macOS 13)."),
]

# Apple list versions that correspond to each dump's macOS version.
COLUMN_APPLE_VERSIONS = {"macos10_13": ["10.13"], "macos10_15": ["10.15", "10.15-firefox"], "macos11plus": ["11.0"]}

# ----------------------------------------------------------------------------- exclusions

# SF Pro / SF Compact / SF Mono / New York: Apple downloads a developer installs (developer.apple.com/fonts), not fonts macOS offers to apps.
APPLE_DEVELOPER_DOWNLOAD_RE = re.compile(r"^(SFPro|SFUI|SFMono|SFCompact|SFNS|NewYork)", re.I)
APPLE_DEVELOPER_DOWNLOAD_FAMILIES = {"SF Pro", "SF Pro Text", "SF Pro Display", "SF Pro Rounded", "SF Mono",
                                     "SF Compact", "SF Compact Text", "SF Compact Display", "SF Compact Rounded",
                                     "SF UI Text", "SF UI Display", "New York"}

# Apple spells a few families differently in its published full names.
APPLE_FULLNAME_ALIASES = {"Mukta Mahee": ["MuktaMahee"], "Casual": ["Apple Casual"], "Apple SD Gothic Neo": ["Apple SD GothicNeo"],
                          "Nanum Gothic": ["NanumGothic"], "Nanum Myeongjo": ["NanumMyeongjo"], "BM Kirang Haerang": ["BM KIRANGHAERANG"]}


def load_apple_lists():
    """family-name matching against Apple's published full names -> {section: set(versions)} per family query."""
    entries = []  # (version, section, fullname)
    for fn in sorted(os.listdir(os.path.join(SRC, "apple"))):
        p = os.path.join(SRC, "apple", fn)
        if fn.startswith("apple_macos_"):
            ver = fn[len("apple_macos_"):-4]
            for line in open(p, encoding="utf-8"):
                if line.startswith("#") or not line.strip():
                    continue
                sec, name = line.rstrip("\n").split("\t", 1)
                entries.append((ver, sec, name))
        elif fn.startswith("mozilla_"):
            for line in open(p, encoding="utf-8"):
                if line.startswith("#") or not line.strip():
                    continue
                entries.append(("10.15-firefox", "installed", line.strip()))
    return entries


def apple_status(family, entries):
    names = [family] + APPLE_FULLNAME_ALIASES.get(family, [])
    found = defaultdict(set)
    for ver, sec, full in entries:
        fl = full.lower()
        for n in names:
            nl = n.lower()
            if fl == nl or any(fl.startswith(nl + sep) for sep in (" ", "-", ":")):
                found[sec].add(ver)
    return found


# ----------------------------------------------------------------------------- build


def build():
    apple = load_apple_lists()
    per_source = OrderedDict()
    dropped = []  # (ps, family, column, reason)
    for col, fn, parser, _desc in SOURCES:
        faces, pre_dropped = parser(os.path.join(SRC, fn))
        for ps, why in pre_dropped.items():
            dropped.append((ps, "", col, why))
        per_source[col] = faces

    # family per face: first source that lists it (sources agree; conflicts are reported)
    family = {}
    conflicts = []
    for col, faces in per_source.items():
        for ps, fam in faces.items():
            if ps in family and family[ps] != fam:
                conflicts.append((ps, family[ps], fam, col))
            family.setdefault(ps, fam)

    count_dumps = defaultdict(int)
    for col, faces in per_source.items():
        for ps in faces:
            count_dumps[ps] += 1

    keep = {}
    status_cache = {}
    for ps, fam in family.items():
        cols = [c for c, f in per_source.items() if ps in f]
        if ps.startswith(".") or fam.startswith("."):
            reason = "private name (starts with '.')"
        elif APPLE_DEVELOPER_DOWNLOAD_RE.match(ps) or fam in APPLE_DEVELOPER_DOWNLOAD_FAMILIES:
            reason = "SF Pro/SF Mono/SF Compact/New York: Apple developer download, not shipped for apps"
        else:
            st = status_cache.setdefault(fam, apple_status(fam, apple))
            ok = bool(st.get("installed"))  # installed and enabled by default in at least one published list
            for c in cols:  # or: available (installed / document support, not download) in the list of the version that dump was made on
                vers = COLUMN_APPLE_VERSIONS[c]
                if any(v in st.get("document_support", ()) and v not in st.get("download", ()) for v in vers):
                    ok = True
            if not st and count_dumps[ps] >= 2:
                ok = True  # not in Apple's lists at all, but in two independent dumps
            if ok:
                keep[ps] = fam
                continue
            if st.get("download") or st.get("document_support"):
                reason = "download-on-demand: Apple lists family %r only in its download section%s" % (
                    fam, "" if not st.get("document_support") else
                    " for the dump's macOS version (document-support in %s)" % ",".join(sorted(st["document_support"])))
            else:
                reason = "not in Apple's published macOS font lists and in only one dump (not shipped with macOS / user-installed)"
        for c in cols:
            dropped.append((ps, fam, c, reason))

    return per_source, keep, dropped, conflicts, status_cache


def dropped_summary(col, dropped):
    groups = OrderedDict()
    for ps, fam, c, why in dropped:
        if c != col:
            continue
        if why.startswith("private"):
            key = "private ('.' family)"
        elif why.startswith("SF Pro"):
            key = "SF Mono/SF Pro developer download"
        elif why.startswith("font bundled"):
            key = "JetBrains-bundled"
        elif why.startswith("download-on-demand"):
            key = "download-on-demand"
        else:
            key = "not shipped with macOS"
        groups.setdefault(key, OrderedDict()).setdefault(fam or "JetBrains IDE fonts", 0)
        groups[key][fam or "JetBrains IDE fonts"] += 1
    if not groups:
        return "Dropped: none."
    parts = []
    for key, fams in groups.items():
        total = sum(fams.values())
        if len(fams) > 6:
            names = ", ".join(list(fams)[:6]) + ", ... (%d families)" % len(fams)
        else:
            names = ", ".join("%s x%d" % (f, k) for f, k in fams.items())
        parts.append("%d %s (%s)" % (total, key, names))
    return "Dropped entries: " + "; ".join(parts) + "."


def sort_key(item):
    ps, fam = item
    return (fam.lower(), ps.lower())


def write(per_source, keep, dropped=()):
    cols = [c for c, *_ in SOURCES]
    rows = sorted(keep.items(), key=sort_key)
    counts = {}
    for c in cols:
        faces = [ps for ps, _ in rows if ps in per_source[c]]
        fams = {keep[ps] for ps in faces}
        counts[c] = (len(faces), len(fams))
    lines = []
    lines.append("# macOS system font PostScript names (data only). One face per line: postscript_name<TAB>family<TAB>"
                 + "<TAB>".join(cols))
    for c, _fn, _p, desc in SOURCES:
        n, m = counts[c]
        lines.append("# Column %s: %s Raw list: %d names. %s Kept: %d faces, %d families." % (
            c, desc, len(per_source[c]), dropped_summary(c, dropped), n, m))
    lines.append("# Filter: a face is listed when at least one dump lists it and Apple's published 'Fonts included with macOS' lists "
                 "(support.apple.com HT206872/HT207962/HT208968/HT210192/HT211240 for 10.12-11, via github keqingrong/system-fonts; plus "
                 "Firefox's copy of Apple's Catalina installed-family list) show its family as installed in some version, or as installed / "
                 "'document support' (not download) in the list of the macOS version the dump was made on. Dropped: families Apple lists only as "
                 "download-on-demand (Osaka, Hannotate, Kaiti, Nanum, Toppan, Yu*, ...: present in the macos11plus dump because that Mac had "
                 "downloaded them), families in no Apple macOS list (Calibri; PoemScriptW00-Regular; iLife/iWork-era Casual, Cracked, "
                 "Handwriting - Dakota; Grantha Sangam MN), and the JetBrains-bundled block of the 10.15 table. Full list: NOTES.md / dropped.tsv.")
    lines.append("# NOT listed (never): names starting with '.' (private system UI fonts, e.g. .SFNS-Regular, .AppleSystemUIFont, .SFNSMono-Regular, "
                 ".NewYork-Regular, .LucidaGrandeUI) and names whose family starts with '.' (e.g. AquaKana, LastResort, HelveticaLTMM, TimesLTMM). "
                 "SF Pro / SF Compact / SF Mono / New York (SFProText-*, SFProDisplay-*, SFUIText-*, SFMono-*, NewYork*) are Apple downloads that a "
                 "developer installs, not fonts macOS ships for apps: excluded even where a dump lists them (SFMono-* in the 10.15 table).")
    lines.append("# Sorted by family, then PostScript name (case-insensitive). 1 = listed in that source, 0 = not listed.")
    lines.append("# Union of the %d lists: %d faces." % (len(cols), len(rows)))
    lines.append("postscript_name\tfamily\t" + "\t".join(cols))
    for ps, fam in rows:
        lines.append("\t".join([ps, fam] + ["1" if ps in per_source[c] else "0" for c in cols]))
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    return counts, rows


def check(path=OUT):
    """Verify header counts against the rows (the same check a test would do)."""
    text = open(path, encoding="utf-8").read().splitlines()
    comments = [l for l in text if l.startswith("#")]
    body = [l for l in text if not l.startswith("#")]
    header = body[0].split("\t")
    rows = [l.split("\t") for l in body[1:]]
    ok = True
    for l in comments:
        m = re.match(r"# Column (\S+): .*?(\d+) faces, (\d+) families\.", l)
        if m:
            c, n, f = m.group(1), int(m.group(2)), int(m.group(3))
            i = header.index(c)
            sel = [r for r in rows if r[i] == "1"]
            rn, rf = len(sel), len({r[1] for r in sel})
            print("check %-12s header %d faces %d families / rows %d faces %d families %s" % (c, n, f, rn, rf, "OK" if (n, f) == (rn, rf) else "MISMATCH"))
            ok &= (n, f) == (rn, rf)
        m = re.match(r"# Union of the (\d+) lists: (\d+) faces\.$", l)
        if m:
            ok &= int(m.group(1)) == len(header) - 2 and int(m.group(2)) == len(rows)
            print("check union: header %s lists %s faces / rows %d, columns %d" % (m.group(1), m.group(2), len(rows), len(header) - 2))
    names = [r[0] for r in rows]
    ok &= len(names) == len(set(names)) and not any(n.startswith(".") for n in names)
    ok &= all(all(v in ("0", "1") for v in r[2:]) and "1" in r[2:] for r in rows)
    ok &= [tuple(r[:2]) for r in rows] == sorted([tuple(r[:2]) for r in rows], key=lambda x: (x[1].lower(), x[0].lower()))
    print("check:", "OK" if ok else "FAILED")
    return ok


def main():
    if "--check" in sys.argv:
        sys.exit(0 if check() else 1)
    per_source, keep, dropped, conflicts, status = build()
    counts, rows = write(per_source, keep, dropped)
    for c in per_source:
        print("%-12s raw faces %4d  kept %4d faces, %3d families" % (c, len(per_source[c]), counts[c][0], counts[c][1]))
    print("union kept:", len(rows))
    if conflicts:
        print("family conflicts between sources:")
        for x in conflicts:
            print("  ", x)
    with open(os.path.join(HERE, "dropped.tsv"), "w", encoding="utf-8") as fh:
        fh.write("postscript_name\tfamily\tsource\treason\n")
        for ps, fam, col, why in sorted(dropped, key=lambda x: (x[2], x[1].lower(), x[0].lower())):
            fh.write("%s\t%s\t%s\t%s\n" % (ps, fam, col, why))
    print("dropped entries written to dropped.tsv:", len(dropped))
    sys.exit(0 if check() else 1)


if __name__ == "__main__":
    main()
