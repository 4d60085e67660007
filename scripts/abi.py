#!/usr/bin/env python3
"""Writes the ABI's codes from its one description, Sources/instagrid-wasm-shim/ABI.toml.

    abi.py            write the shim's statuses, codes and record fields, the page's JS modules
                      (codes, record layouts, exports, and abi.js, which re-exports the three) and
                      the tables of docs/abi.md
    abi.py --check    write nothing; fail, with a diff, when a file differs from the schema

The generated files say so in their first line; edit ABI.toml and run this instead. Every text of
the schema is written escaped for where it lands (a JS string or comment, a Swift comment, a
Markdown table), and every name must be an identifier.
Python's standard library only (tomllib: 3.11).
"""
import difflib
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "Sources/instagrid-wasm-shim/ABI.toml"
SHIM = ROOT / "Sources/instagrid-wasm-shim"
SWIFT_STATUS = SHIM / "ABIStatus.swift"
SWIFT_CODES = SHIM / "ABICodes.swift"
# The shim's record layouts, a file per concern; every record of the schema is in one of them.
SWIFT_RECORDS = {
    SHIM / "ABIGeometryRecords.swift": ("numbers, sizes, cells, layouts, dividers and the frame",
                                        ["Number", "Size", "HeaderSize", "Rect", "Cell", "Layout", "Divider", "FrameChoices"]),
    SHIM / "ABIFitRecords.swift": ("layouts made for the photos, and how well the catalogue's fit them",
                                   ["FitLayout", "MadeLayout", "CatalogueFit"]),
    SHIM / "ABIPhotoRecords.swift": ("photos composed, decoded and kept, and drafts read back",
                                     ["Photo", "Draft", "DraftSlot", "Step", "DecodePlan", "Keeping", "SharpRegion"]),
    SHIM / "ABIFlowRecords.swift": ("the share flow: the screen's rules, its effects and its state",
                                    ["ScreenRules", "Effect", "State", "Slot"]),
}
JS_DIR = ROOT / "web/js/core"
JS_CODES = JS_DIR / "abi-codes.js"
JS_RECORDS = JS_DIR / "abi-records.js"
JS_EXPORTS = JS_DIR / "abi-exports.js"
JS_INDEX = JS_DIR / "abi.js"
DOC = ROOT / "docs/abi.md"
DOC_BEGIN = "<!-- Written by scripts/abi.py from ABI.toml: edit the schema, not this part. -->"
DOC_END = "<!-- End of the part scripts/abi.py writes. -->"
HEADER = "Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit."


def load():
    """The schema, with every code list numbered (from `first`, default 0)."""
    schema = tomllib.loads(SCHEMA.read_text(encoding="utf-8"))
    for codes in schema["codes"].values():
        for offset, value in enumerate(codes["values"]):
            value["code"] = codes.get("first", 0) + offset
    check_names(schema)
    return schema


IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def check_names(schema):
    """Every name the files write as code is an identifier (nothing in one needs escaping)."""
    names = [s["name"] for s in schema["status"]] + [e["name"] for e in schema["export"]]
    names += [p for e in schema["export"] for p in e["params"]]
    for name, record in schema["record"].items():
        names += [name] + [f["name"] for f in record["fields"]]
    for name, codes in schema["codes"].items():
        names += [name] + [v["name"] for v in codes["values"]]
    bad = [name for name in names if not IDENTIFIER.fullmatch(name)]
    if bad:
        raise SystemExit(f"{SCHEMA.relative_to(ROOT)}: not identifiers: {bad}")


def exports(schema):
    """Export name → (parameter count, whether it returns an i32), `memory` aside."""
    return {e["name"]: (len(e["params"]), "result" in e) for e in schema["export"]}


def pascal(name):
    return name[0].upper() + name[1:]


def one_line(text):
    """`text` with its line breaks (a TOML multi-line string's) as spaces."""
    return " ".join(text.split("\n"))


def js_string(text):
    """`text` as a single-quoted JavaScript string literal."""
    escaped = text.replace("\\", "\\\\").replace("'", "\\'")
    escaped = re.sub(r"[\x00-\x1f\x7f\u2028\u2029]", lambda m: f"\\u{ord(m.group()):04x}", escaped)
    return f"'{escaped}'"


def js_doc(text):
    """`text` as the body of a one-line JSDoc comment: no line break, and no `*/` to end it early."""
    return one_line(text).replace("*/", "*\\/")


def swift_doc(text, indent=""):
    """`text` as Swift documentation comment lines (`///` on every line of it)."""
    return [f"{indent}/// {line}".rstrip() for line in text.split("\n")]


def markdown(text):
    """`text` on one line of Markdown (a table's cell, or a paragraph). Outside code spans a
    backslash is doubled and a pipe escaped; inside them only a pipe is (a table would end the
    cell there; a code span shows a backslash as it is)."""
    parts = re.split(r"(`[^`]*`)", one_line(text))
    return "".join(part.replace("|", "\\|") if part.startswith("`") else part.replace("\\", "\\\\").replace("|", "\\|")
                   for part in parts)


def swift_status(schema):
    """The shim's block size, fraction scale and statuses."""
    out = [f"// {HEADER}", ""]
    out += ["/// The most `i32`s a call writes at `out`: the block the page passes is this long.",
            f"let resultWords = {schema['result_words']}", ""]
    out += ["/// A fraction (a zoom, a focus, a pan) crosses the ABI as this many parts of one.",
            f"let fractionScale = {float(schema['fraction_scale'])}", ""]
    out += ["/// Negative results of the C ABI: the module never traps on bad arguments.",
            "enum ABIStatus: Int32 {", "  case ok = 0"]
    for status in schema["status"]:
        out += swift_doc(f"{pascal(status['doc'])}.", "  ") + [f"  case {status['name']} = {status['code']}"]
    out += ["}"]
    return "\n".join(out) + "\n"


def swift_codes(schema):
    """The shim's code enums (events, effects, messages, ...)."""
    out = [f"// {HEADER}", ""]
    for name, codes in schema["codes"].items():
        out += swift_doc(codes["doc"]) + [f"enum {name}Code: Int32 {{"]
        for value in codes["values"]:
            out.append(f"  case {value['name']} = {value['code']}")
        out += ["}", ""]
    return "\n".join(out).rstrip() + "\n"


def swift_records(schema, names, what):
    """The shim's record layouts for the records `names` (`what` they are): one field enum each."""
    out = [f"// {HEADER}", f"// The fields of the records of {what}.", ""]
    for name in names:
        record = schema["record"][name]
        out += swift_doc(f"The fields of a {name} record: {record['doc'][0].lower()}{record['doc'][1:]}")
        out += [f"enum {name}Field: Int, RecordField {{"]
        out += [f"  case {field['name']}" for field in record["fields"]]
        out += [f"  static let words = {len(record['fields'])}", "}", ""]
    return "\n".join(out).rstrip() + "\n"


def swift_record_files(schema):
    """Each record file's text; fails when a record of the schema has no file, or two."""
    placed = [name for _, names in SWIFT_RECORDS.values() for name in names]
    missing = [name for name in schema["record"] if name not in placed]
    twice = {name for name in placed if placed.count(name) > 1}
    unknown = [name for name in placed if name not in schema["record"]]
    if missing or twice or unknown:
        raise SystemExit(f"scripts/abi.py: SWIFT_RECORDS places no record file for {missing},"
                         f" two for {sorted(twice)}, and names unknown records {unknown}")
    return {path: swift_records(schema, names, what) for path, (what, names) in SWIFT_RECORDS.items()}


def js_module(*what):
    """The first lines of a JS module the schema writes: who writes it, and `what` it holds."""
    return [f"// {HEADER}", *(f"// {line}" for line in what), ""]


def js_codes(schema):
    """The code lists (events, effects, messages, ...), and the labels of those that have them."""
    out = js_module("The C ABI's codes (docs/abi.md), by name, and how those with labels read.")
    for name, codes in schema["codes"].items():
        out += [f"/** {js_doc(codes['doc'])} */", f"export const {name} = Object.freeze({{"]
        out += [f"  {v['name']}: {v['code']}," for v in codes["values"]]
        out += ["});", ""]
        if any("label" in v for v in codes["values"]):
            labels = ", ".join(js_string(v["label"]) for v in codes["values"])
            out += [f"/** How {name} codes read, by code. */", f"export const {name.upper()}_LABELS = Object.freeze([{labels}]);", ""]
    return "\n".join(out).rstrip() + "\n"


def js_records(schema):
    """The record layouts, the block records are written into, and how fractions cross."""
    out = js_module("The C ABI's records (docs/abi.md): each field's index, and the block a call writes them in.")
    out += ["/** The most i32s a call writes at `out`: the block passed is this long. */",
            f"export const RESULT_WORDS = {schema['result_words']};", ""]
    out += ["/** A fraction (a zoom, a focus, a pan) crosses the ABI as this many parts of one. */",
            f"export const FRACTION_SCALE = {schema['fraction_scale']};", ""]
    out += ["/** Record layouts: each field's index, and `words`, the record's length. */", "export const Record = Object.freeze({"]
    for name, record in schema["record"].items():
        fields = ", ".join(f"{f['name']}: {i}" for i, f in enumerate(record["fields"]))
        out.append(f"  {name}: Object.freeze({{ {fields}, words: {len(record['fields'])} }}),")
    out += ["});"]
    return "\n".join(out) + "\n"


def js_exports(schema):
    """The functions the module exports, and the statuses a call returns when it refuses."""
    out = js_module("The C ABI's functions (docs/abi.md): their names, and what a negative result means.")
    out += ["/** Negative results, by name. */", "export const Status = Object.freeze({"]
    out += [f"  {s['name']}: {s['code']}," for s in schema["status"]]
    out += ["});", "", "/** A negative result in words. */", "export const STATUS_WORDS = new Map(["]
    out += [f"  [{s['code']}, {js_string(s['doc'])}]," for s in schema["status"]]
    out += ["]);", ""]
    names = ", ".join(js_string(e["name"]) for e in schema["export"])
    union = " | ".join(js_string(e["name"]) for e in schema["export"])
    out += ["/** The name of a function the module exports (for JSDoc types, checked by tsc). */",
            f"/** @typedef {{{union}}} ExportName */", "",
            "/**", " * Every function the module exports, besides its `memory`.", " * @type {readonly ExportName[]}", " */",
            f"export const EXPORTS = Object.freeze([{names}]);"]
    return "\n".join(out) + "\n"


def js_index():
    """All of the above from one module, for whoever wants the whole ABI."""
    out = js_module("The C ABI (docs/abi.md) in one module: its codes, records and functions, each written to a",
                    "module of its own. The page imports the one it needs; this one re-exports them all.")
    out += [f"export * from './{path.name}';" for path in (JS_CODES, JS_RECORDS, JS_EXPORTS)]
    return "\n".join(out) + "\n"


def doc_tables(schema):
    out = [DOC_BEGIN, "", "### Exports", ""]
    out += ["| function | result | what it does |", "|---|---|---|"]
    for e in schema["export"]:
        result = e.get("result", "—")
        if "record" in e:
            result += f" ({e['record']} records at `out`)"
        out.append(f"| `{e['name']}({', '.join(e['params'])})` | {markdown(result)} | {markdown(e['doc'])} |")
    out += ["", "### Statuses", "", "| status | code | meaning |", "|---|---|---|"]
    out += [f"| {s['name']} | {s['code']} | {markdown(s['doc'])} |" for s in schema["status"]]
    out += ["", f"A block passed as `out` holds {schema['result_words']} `i32`s. A fraction (a zoom, a focus, a pan)",
            f"crosses as an integer number of parts of {schema['fraction_scale']}.", "", "### Records", ""]
    for name, record in schema["record"].items():
        out += [f"**{name}** — {markdown(record['doc'])}", "", "| field | index | meaning |", "|---|---|---|"]
        out += [f"| {f['name']} | {i} | {markdown(f['doc']) or '〃'} |" for i, f in enumerate(record["fields"])]
        out.append("")
    out += ["### Codes", ""]
    for name, codes in schema["codes"].items():
        has_args = any("args" in v for v in codes["values"])
        out += [f"**{name}** — {markdown(codes['doc'])}", ""]
        out += ["| name | code | arguments | meaning |", "|---|---|---|---|"] if has_args else ["| name | code | meaning |", "|---|---|---|"]
        for v in codes["values"]:
            meaning = markdown(v.get("doc", v.get("label", "")))
            if has_args:
                out.append(f"| {v['name']} | {v['code']} | {markdown(', '.join(v['args'])) or '—'} | {meaning} |")
            else:
                out.append(f"| {v['name']} | {v['code']} | {meaning} |")
        out.append("")
    out.append(DOC_END)
    return "\n".join(out)


def doc(schema, current):
    begin, end = current.find(DOC_BEGIN), current.find(DOC_END)
    if begin < 0 or end < begin:
        raise SystemExit(f"{DOC.relative_to(ROOT)}: the generated part's markers are missing")
    return current[:begin] + doc_tables(schema) + current[end + len(DOC_END):]


def main(argv):
    check = argv[1:] == ["--check"]
    if argv[1:] not in ([], ["--check"]):
        raise SystemExit(__doc__)
    schema = load()
    wanted = {SWIFT_STATUS: swift_status(schema), SWIFT_CODES: swift_codes(schema), **swift_record_files(schema),
              JS_CODES: js_codes(schema), JS_RECORDS: js_records(schema), JS_EXPORTS: js_exports(schema), JS_INDEX: js_index(),
              DOC: doc(schema, DOC.read_text(encoding="utf-8"))}
    stale = []
    for path, text in wanted.items():
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current == text:
            continue
        stale.append(path)
        if check:
            diff = difflib.unified_diff(current.splitlines(), text.splitlines(), str(path.relative_to(ROOT)), "from ABI.toml", lineterm="", n=1)
            print("\n".join(list(diff)[:40]), file=sys.stderr)
        else:
            path.write_text(text, encoding="utf-8")
    if check and stale:
        names = ", ".join(str(p.relative_to(ROOT)) for p in stale)
        raise SystemExit(f"out of date with ABI.toml: {names} (run scripts/abi.py)")


if __name__ == "__main__":
    main(sys.argv)
