#!/usr/bin/env python3
"""Writes the figures of the latest `make bench` into docs/performance.md, between its two
marker comments, under the date and the machine they were measured on: CPU, cores, OS, Swift
and the browsers. The tables are run.py's and page_bench.py's, as they wrote them.

Usage: latest.py [--print] [FOLDER]   (default out/bench; out/bench-smoke for a smoke run's
figures, which the section then says are a smoke run's). --print prints the section and leaves
the document as it is (make bench-smoke runs it so).
"""
import argparse
import datetime
import os
import pathlib
import platform
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "performance.md"
BEGIN = "<!-- make bench writes what follows, to the closing marker (Benchmarks/latest.py) -->"
END = "<!-- end of make bench's figures -->"


def output(command):
    """The first line a command prints (stdout, else stderr), or 'not found'."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return "not found"
    lines = (done.stdout.strip() or done.stderr.strip()).splitlines()
    return lines[0].strip() if lines else "not found"


def package_version(name):
    return output(["dpkg-query", "-W", "-f=${Version}", name])


def machine():
    cpuinfo = pathlib.Path("/proc/cpuinfo").read_text()
    model = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.M)
    release = pathlib.Path("/etc/os-release").read_text()
    system = re.search(r'^PRETTY_NAME="?([^"\n]+)"?$', release, re.M)
    return [
        f"CPU: {model.group(1).strip() if model else platform.processor() or 'unknown'}, {os.cpu_count()} cores",
        f"OS: {system.group(1) if system else platform.system()}, Linux {platform.release()}",
        f"Swift: {output(['swift', '--version'])}",
        f"Browsers: {output(['/usr/lib/chromium/chromium', '--version'])}; {output(['firefox-esr', '--version'])};"
        f" WebKitGTK {package_version('libwebkit2gtk-4.1-0')} (Debian package); Node {output(['node', '--version'])}",
    ]


def as_markdown(lines):
    """A script's printed lines as this section's markdown: headings one level down, a blank line
    between two lines of text (else they run into one paragraph), and no line of its own about
    the machine (the section says it)."""
    out = []
    for line in lines:
        if line.startswith("machine: "):
            continue
        if line.startswith("#"):
            line = "#" + line
        text = line and not line.startswith(("|", "#", "- "))
        if out and text and out[-1] and not out[-1].startswith(("|", "#")):
            out.append("")
        out.append(line)
    return out


def section(folder):
    results = (folder / "results.md").read_text().splitlines()
    page = (folder / "page.md").read_text().splitlines()
    smoke = any("smoke run" in line.lower() for line in results[:3] + page[:3])
    date = datetime.date.today().isoformat()
    lines = [BEGIN, "", f"Measured on {date} by `make bench{'-smoke' if smoke else ''}`:", ""]
    lines += [f"- {line}" for line in machine()]
    if smoke:
        lines += ["", "**A smoke run's figures** (tiny inputs, one run each, the debug build): they show that"
                  " every measurement ran, not how fast anything is."]
    lines += ["", "### Compositor (`Benchmarks/run.py`)", "", *as_markdown(results),
              "", "### The page (`Benchmarks/page_bench.py`)", "", *as_markdown(page), "", END]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", default=str(ROOT / "out" / "bench"))
    parser.add_argument("--print", action="store_true", help="print the section; leave the document alone")
    args = parser.parse_args()
    doc = DOC.read_text()
    if doc.count(BEGIN) != 1 or doc.count(END) != 1:
        raise SystemExit(f"{DOC}: expected one each of the markers {BEGIN!r} and {END!r}")
    written = section(pathlib.Path(args.folder))
    if args.print:
        print(written)
        return
    start, end = doc.index(BEGIN), doc.index(END) + len(END)
    DOC.write_text(doc[:start] + written + doc[end:])
    print(f"wrote the latest figures into {DOC.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
