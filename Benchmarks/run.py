#!/usr/bin/env python3
"""`make bench`: Instagrid's compositor against the tools a user could pick instead.

Every tool composes the same workloads from the same raw RGBA pixels (photo-like, fixed seed):
crop to Instagrid's aspect-fill crop, resample to the cell, paste on the frame colour. Times are
medians of several runs after a warm-up; ratios are each tool's median over the native core's,
measured in this same run. Peak memory is the process's maximum resident set (wasm: the
module's linear memory). Quality: PSNR of each of our cells against Pillow LANCZOS of the
same crop.

Usage: run.py [--repeats N] [--workloads W1,W2,...] [--ratios-only] [--turned-only] [--before DIR] [--smoke]

The "limits" section measures, in the same run, how close the CLI and the core come to the
machine: the whole CLI process against `cat` of its inputs, P6 input against raw, and the
in-process compose against a read-only pass over the same crop bytes, on one core and on all.
`--before DIR` adds the same figures for another checkout's release build (DIR/.build/release).

The "module" section gives the size of each build of the page's module (SIMD, scalar, wasm2js)
and its compose speed in Node on W1, as a ratio to the SIMD build's and to the native core's,
measured in the same run.

The "turned" section composes W1 and W4 with every photo turned a quarter (EXIF 6) and upright,
by the core in-process and by the SIMD module in Node, turned and upright one after the other,
twice, and gives turned ÷ upright; and the in-process compose's scratch memory, turned and
upright. `--turned-only` runs that section alone.

The "layouts made for the photos" section gives, per count of photos (2 to 9) and format (1:1,
4:5, 9:16), on a hundred seeded sets of phone-photo shapes, the share of the photos the core's
search cuts away (mean, and the worst photo's) beside the catalogue's best fixed grid filled in
reading order, against DESIGN §15's goals; and the search's time for nine photos natively and
in each build of the module (Node, and the SIMD build in Chromium, the page's). `--fit-only`
runs that section alone.

`--smoke` (part of `make test`) runs every workload and every tool once on tiny inputs, with the
debug build: it fails if any of them fails or gives no figure, and asserts nothing about time.
W3 keeps its real size (23 MB of input), since the in-process tool knows only the sizes of
Benchmarks/instagrid-bench/Workload.swift; the others are cut to an eighth of their sides and
run without it. libvips and ImageMagick, which `make test` does not install, are skipped when
they are missing.
"""
import argparse
import atexit
import gzip
import http.server
import importlib.util
import json
import math
import os
import random
import shutil
import socketserver
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from PIL import Image, ImageChops, ImageStat

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
BENCH = os.path.join(ROOT, "out", "bench")
PLAN = os.path.join(BENCH, "plan.json")
PYTHON = sys.executable
REFERENCES = os.path.join(ROOT, "Benchmarks", "references.py")
MODULE = os.path.join(ROOT, "web", "instagrid.wasm")
# The page's module in its three builds (scripts/build-wasm.sh).
BUILDS = [("SIMD", "web/instagrid.wasm"), ("scalar", "web/instagrid-scalar.wasm"),
          ("wasm2js", "web/instagrid-wasm2js.js")]
# The build whose binaries are measured: release for `make bench`, debug for the smoke.
BUILD = os.path.join(ROOT, ".build", "release")

# The smoke's workloads: Benchmarks/instagrid-bench/Workload.swift's layouts and photo shapes,
# with photo and picture sides cut to an eighth; W3 as it is (the in-process tool can run it).
LANDSCAPE, PORTRAIT = (4032, 3024), (3024, 4032)
SMOKE_WORKLOADS = [
    ("W1", 3, 2048, [PORTRAIT, LANDSCAPE, PORTRAIT, LANDSCAPE], 8),
    ("W2", 2, 2048, [LANDSCAPE] * 3, 8),
    ("W3", 3, 1080, [(1080, 1350)] * 4, 1),
    ("W4", 3, 4096, [(8064, 6048), (6048, 8064), (8064, 6048), (6048, 8064)], 8),
]


def run_child(command, env=None):
    """Runs a command from the repository root; returns its standard output."""
    process = subprocess.run(command, capture_output=True, env=env, cwd=ROOT)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}): {process.stderr.decode()[-500:]}")
    return process.stdout.decode()


def measured(command, env=None):
    """Runs a tool that times itself; returns its JSON and the process's peak memory."""
    wrapper = ["/usr/bin/env", "python3", "-c", PEAK_WRAPPER] + command
    lines = run_child(wrapper, env).strip().splitlines()
    result = json.loads(lines[-2])
    result["peak_bytes"] = int(lines[-1])
    return result


# Runs a command and prints its output then its own peak resident set, read by wait4.
PEAK_WRAPPER = """
import os, subprocess, sys
process = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE)
out = process.stdout.read()
_, status, usage = os.wait4(process.pid, 0)
process.returncode = os.waitstatus_to_exitcode(status)
sys.stdout.write(out.decode())
if process.returncode != 0:
    sys.exit(process.returncode)
print(usage.ru_maxrss * 1024)
"""


def timed_process(command, repeats):
    """Times a whole process per run (CLI tools); returns wall and CPU (user + system) times and
    the largest peak memory."""
    times, cpu, peak = [], [], 0
    for run in range(repeats + 1):
        wrapper = ["/usr/bin/env", "python3", "-c", TIMING_WRAPPER] + command
        elapsed, run_peak, run_cpu = run_child(wrapper).strip().split()
        if run > 0:
            times.append(float(elapsed))
            cpu.append(float(run_cpu))
        peak = max(peak, int(run_peak))
    return {"times_ms": times, "cpu_ms": cpu, "peak_bytes": peak}


TIMING_WRAPPER = """
import os, subprocess, sys, time
start = time.perf_counter()
process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
_, status, usage = os.wait4(process.pid, 0)
elapsed = (time.perf_counter() - start) * 1000
if os.waitstatus_to_exitcode(status) != 0:
    sys.stderr.write(process.stderr.read().decode()); sys.exit(1)
print(elapsed, usage.ru_maxrss * 1024, (usage.ru_utime + usage.ru_stime) * 1000)
"""


def cli_command(workload, output, build=None, p6=False):
    command = [os.path.join(build or BUILD, "instagrid"), "compose", "--layout", str(workload["layout"]),
               "--size", str(workload["side"])]
    for spec in workload["inputs"]:
        if p6:
            command.append(p6_path(spec))
        else:
            command += ["--raw", f"{spec['width']}x{spec['height']}", spec["path"]]
    return command + ["-o", output]


def p6_path(spec):
    return os.path.splitext(os.path.join(ROOT, spec["path"]))[0] + ".ppm"


def ensure_p6(workload):
    """Writes each raw RGBA input once more as PPM P6 (alpha dropped: the inputs are opaque)."""
    for spec in workload["inputs"]:
        path = p6_path(spec)
        if os.path.exists(path):
            continue
        raw = open(os.path.join(ROOT, spec["path"]), "rb").read()
        Image.frombytes("RGBA", (spec["width"], spec["height"]), raw).convert("RGB").save(path + ".part", "PPM")
        os.replace(path + ".part", path)


def describe(name, workload):
    first = workload["inputs"][0]
    return (f"{name}: {len(workload['inputs'])} × {first['width']}×{first['height']} → {workload['side']}²"
            f" Layout {workload['layout']}")


def limits(plan, name, repeats, scratch, before, say):
    """The limits ratios on one workload, each measured here and now; with `before`, for that
    checkout's release build too."""
    workload = plan[name]
    ensure_p6(workload)
    inputs = [os.path.join(ROOT, spec["path"]) for spec in workload["inputs"]]
    out = os.path.join(scratch, "limits.pam")
    before_build = os.path.join(os.path.abspath(before), ".build", "release") if before else None
    builds = [("after", BUILD)] + ([("before", before_build)] if before else [])
    cat_runs = timed_process(["cat"] + inputs, repeats)
    cat, cat_cpu = statistics.median(cat_runs["times_ms"]), statistics.median(cat_runs["cpu_ms"])
    cores = measured([os.path.join(BUILD, "instagrid-bench"), "cores", name, os.path.relpath(BENCH, ROOT),
                      str(repeats)])
    floor_1, floor_n = cores["floor_1t_ms"], cores[f"floor_{cores['threads']}t_ms"]
    say(f"## Limits ({describe(name, workload)}, raw RGBA)")
    say(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (wall times need a quiet machine)")
    say(f"reference: cat of the {len(inputs)} inputs ({sum(os.path.getsize(p) for p in inputs) / 1e6:.0f} MB) "
        f"{cat:.1f} ms ({cat_cpu:.1f} ms CPU); read-only pass over the crop bytes ({cores['crop_bytes'] / 1e6:.0f} MB) "
        f"{floor_1:.1f} ms on 1 core, {floor_n:.1f} ms on {cores['threads']}\n")
    say("| figure | build | ms | ratio | target |")
    say("|---|---|---:|---:|---|")
    verdicts = []
    for label, build in builds:
        raw_runs = timed_process(cli_command(workload, out, build), repeats)
        p6_runs = timed_process(cli_command(workload, out, build, p6=True), repeats)
        raw, p6 = statistics.median(raw_runs["times_ms"]), statistics.median(p6_runs["times_ms"])
        raw_cpu, p6_cpu = statistics.median(raw_runs["cpu_ms"]), statistics.median(p6_runs["cpu_ms"])
        say(f"| CLI whole process, raw in ÷ cat | {label} | {raw:.1f} | {raw / cat:.2f} | ≤ 3 |")
        say(f"| (the same in CPU time, user + system, all threads) | {label} | {raw_cpu:.1f} | "
            f"{raw_cpu / cat_cpu:.2f} | |")
        say(f"| CLI whole process, P6 in ÷ raw in | {label} | {p6:.1f} | {p6 / raw:.2f} | ≤ 1 (no slower) |")
        say(f"| (the same in CPU time) | {label} | {p6_cpu:.1f} | {p6_cpu / raw_cpu:.2f} | |")
        if label == "after":
            verdicts += [(f"{name} CLI ÷ cat ≤ 3", raw / cat, 3.0),
                         (f"{name} CLI P6 ÷ raw ≤ 1.05 (5 % noise)", p6 / raw, 1.05)]
    for count in sorted({1, cores["threads"]}):
        compose = cores[f"compose_{count}t_ms"]
        floor = cores[f"floor_{count}t_ms"]
        say(f"| in-process compose, {count} core(s) ÷ read-only pass, same cores | after | {compose:.1f} | "
            f"{compose / floor:.2f} | ≤ 2 |")
    if before:
        old = measured([os.path.join(before_build, "instagrid-bench"), "compose", name,
                        os.path.relpath(BENCH, ROOT), str(repeats)])
        old_compose = statistics.median(old["times_ms"])
        say(f"| in-process compose, 1 core ÷ read-only pass, 1 core | before | {old_compose:.1f} | "
            f"{old_compose / floor_1:.2f} | ≤ 2 |")
    n = cores["threads"]
    compose_n = cores[f"compose_{n}t_ms"]
    verdicts.append((f"{name} compose on {n} cores ÷ read-only pass on {n} ≤ 2", compose_n / floor_n, 2.0))
    say(f"\ncores: compose on {n} cores is {cores['compose_1t_ms'] / compose_n:.2f}× faster than on 1\n")
    return [(label, value, "<=", target) for label, value, target in verdicts]


def module_figures(name, repeats, native, say):
    """Each build of the page's module: its size, and its compose of workload `name` in Node
    against the SIMD build's and the native core's (`native`: median ms, or None), same run."""
    say(f"## The page's module: size, and {name} composed in Node")
    say(f"| build | file | bytes | gzip -9 | compose median ms | ÷ SIMD | ÷ native in-process |")
    say("|---|---|---:|---:|---:|---:|---:|")
    simd = None
    for label, path in BUILDS:
        data = open(os.path.join(ROOT, path), "rb").read()
        result = measured(["node", "Benchmarks/wasm-node.mjs", path, PLAN, name, str(repeats)])
        median = summary(f"{label} build in Node", result)[0]
        simd = simd or median
        versus_native = f"{median / native:.2f}" if native else "—"
        say(f"| {label} | `{path}` | {len(data)} | {len(gzip.compress(data, 9))} | {median:.1f} |"
            f" {median / simd:.2f} | {versus_native} |")
    say("")


def turned_figures(names, repeats, say):
    """Every photo turned a quarter (EXIF 6) against the same picture upright, for each workload
    of `names`: the core in-process and the SIMD module in Node, upright and turned measured one
    after the other, three times, in this run; returns the verdicts. The target is on CPU time
    (the compose is one thread; in Node, the process's): wall time stretches with whatever else
    the machine runs, and this bench often shares it."""
    say("## Photos turned a quarter (every photo EXIF 6) against upright")
    say("| workload | build | upright ms (CPU) | turned ms (CPU) | turned ÷ upright, wall | CPU |"
        " memory MB, upright → turned |")
    say("|---|---|---:|---:|---:|---:|---|")
    builds = [
        ("core in-process", lambda name, turn: measured(
            [os.path.join(BUILD, "instagrid-bench"), "compose", name, os.path.relpath(BENCH, ROOT), str(repeats),
             "--turn", str(turn)])),
        ("SIMD module in Node", lambda name, turn: measured(
            ["node", "Benchmarks/wasm-node.mjs", MODULE, PLAN, name, str(repeats), "--turn", str(turn)])),
    ]
    verdicts = []
    for name in names:
        for label, run in builds:
            wall, cpu, scratch = {1: [], 6: []}, {1: [], 6: []}, {1: 0, 6: 0}
            for _ in range(3):
                for turn in (1, 6):
                    result = run(name, turn)
                    summary(f"{name} {label}, EXIF {turn}", result)  # fails on a run with no figure
                    wall[turn] += result["times_ms"]
                    cpu[turn] += result["cpu_ms"]
                    # In-process: the compose's scratch (peak RSS over inputs and output); in Node:
                    # the module's whole memory, inputs included.
                    memory = result.get("scratch_bytes", result.get("wasm_memory_bytes", 0))
                    scratch[turn] = max(scratch[turn], memory)
            (upright, turned), (upright_cpu, turned_cpu) = (
                [statistics.median(figures[turn]) for turn in (1, 6)] for figures in (wall, cpu))
            kind = "scratch" if "scratch_bytes" in result else "module"
            memory = f"{kind} {scratch[1] / 1e6:.1f} → {scratch[6] / 1e6:.1f}"
            say(f"| {name} | {label} | {upright:.1f} ({upright_cpu:.1f}) | {turned:.1f} ({turned_cpu:.1f}) |"
                f" {turned / upright:.2f} | {turned_cpu / upright_cpu:.2f} | {memory} |")
            verdicts.append((f"{name} turned a quarter ÷ upright, {label}, CPU time ≤ 1.3", turned_cpu / upright_cpu,
                             "<=", 1.3))
            verdicts.append((f"{name} {kind} memory turned ÷ upright, {label} ≤ 2", scratch[6] / scratch[1], "<=", 2))
    say(f"\nload average after: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores\n")
    return verdicts


def format_figures(name, repeats, say):
    """Compose per format at its largest picture against the square at the workload's side, and
    rounded corners against none (the core in-process, one thread); returns the verdicts."""
    result = measured([os.path.join(BUILD, "instagrid-bench"), "formats", name, os.path.relpath(BENCH, ROOT),
                       str(repeats)])
    side, square = result["square_side"], result["square_ms"]
    say(f"## Formats and corners ({name}'s photos and layout, one thread)")
    say(f"| picture | pixels ÷ the square at {side} | compose ms | ÷ the square's | time ÷ pixels, relative |")
    say("|---|---:|---:|---:|---:|")
    say(f"| 1:1 at {side}×{side} (reference) | 1.00 | {square:.1f} | 1.00 | 1.00 |")
    verdicts = []
    for row in result["formats"]:
        pixels = row["width"] * row["height"] / side**2
        time = row["ms"] / square
        say(f"| {row['format']} at {row['width']}×{row['height']} | {pixels:.2f} | {row['ms']:.1f} | {time:.2f} |"
            f" {time / pixels:.2f} |")
        verdicts.append((f"{row['format']} at its largest, against the square at {side}: its time grows no faster"
                         " than its pixels (time ratio ÷ pixel ratio ≤ 1.25)", time / pixels, "<=", 1.25))
    corners = result["rounded_ms"] / square
    say(f"\nrounded corners (a quarter of the smallest cell) ÷ square corners, 1:1 at {side}: {corners:.3f}\n")
    verdicts.append(("rounded corners ÷ square corners ≤ 1.10", corners, "<=", 1.10))
    return verdicts


# DESIGN §15's goals for layouts made for the photos: the mean share cut at most at 1:1, 4:5 and
# 9:16, and the worst photo's cut at most (from four photos), per count of photos.
FIT_GOALS = {2: ((43, 40, 24), None), 3: ((14, 16, 24), None), 4: ((12, 12, 16), 55), 5: ((12, 7, 9), 40),
             6: ((8, 6, 6), 30), 7: ((5, 5, 5), 25), 8: ((5, 5, 5), 25), 9: ((5, 5, 5), 25)}
FIT_FORMATS = ["1:1", "4:5", "9:16"]
# The page's module must find the layouts for nine photos within this many milliseconds.
FIT_BUDGET_MS = 50


def fit_figures(sets, repeats, port, say, smoke=False):
    """Layouts made for the photos against the best fixed grid, on `sets` seeded sets per count
    and format, and the search's time for nine photos in every build; returns the verdicts."""
    bench = os.path.join(BUILD, "instagrid-bench")
    result = json.loads(run_child([bench, "fit", str(sets)]))
    sets_path = os.path.join(BENCH, "fit-sets.json")
    os.makedirs(BENCH, exist_ok=True)
    run_child([bench, "fit-sets", sets_path])
    with open(sets_path) as file:
        timed = json.load(file)
    if smoke:  # one set of each format and the three of different shapes: that each build runs
        phone, distinct = timed[:-3], timed[-3:]
        formats = dict.fromkeys(one["format"] for one in phone)
        timed = [next(one for one in phone if one["format"] == f) for f in formats] + distinct
        with open(sets_path, "w") as file:
            json.dump(timed, file)
    say(f"## Layouts made for the photos ({sets} seeded sets of phone photos per count and format)")
    say("cut = share of a photo's area its cell crops away; the search's best layout against the catalogue's"
        " best fixed grid for that count, photos in reading order (the grid that cuts least, per set); the"
        " worst photo as the mean over the sets and the most in any set\n")
    say("| photos | format | made for them: mean cut | worst photo, mean / most | best fixed grid: mean cut |"
        " worst photo, mean / most | goal: mean / worst |")
    say("|---:|---|---:|---:|---:|---:|---|")
    verdicts = []
    for row in result["rows"]:
        count, fmt = row["count"], row["format"]
        means, worst = FIT_GOALS[count]
        goal = means[FIT_FORMATS.index(fmt)]
        say(f"| {count} | {fmt} | {row['fit_mean'] * 100:.1f} % | {row['fit_worst'] * 100:.0f} / "
            f"{row['fit_worst_max'] * 100:.0f} % | {row['grid_mean'] * 100:.1f} % | {row['grid_worst'] * 100:.0f} / "
            f"{row['grid_worst_max'] * 100:.0f} % | ≤ {goal} %" + (f" / ≤ {worst} %" if worst else "") + " |")
        verdicts.append((f"{count} photos in {fmt}: mean cut ≤ {goal} %", row["fit_mean"] * 100, "<=", goal))
        if worst:
            verdicts.append((f"{count} photos in {fmt}: no photo cut past {worst} %", row["fit_worst_max"] * 100,
                             "<=", worst))
    say("")
    say("nine photos: the median of a set's searches (after one), the median and the slowest of"
        f" {len(timed) - 3} sets of phone photos (a third per format), and the slowest for nine photos all of"
        " different shapes\n")
    say("| build | median ms | slowest set ms | nine different shapes ms |")
    say("|---|---:|---:|---:|")
    say(f"| native (in-process) | {result['nine_median_ms']:.1f} | {result['nine_max_ms']:.1f} |"
        f" {result['nine_distinct_ms']:.1f} |")
    chromium = json.loads(run_child([PYTHON, "Benchmarks/wasm-chromium.py", "web/instagrid.wasm",
                                     os.path.relpath(sets_path, ROOT), "fit", str(repeats), port]))["fit"]
    rows = [("SIMD in Chromium (the page's)", chromium)]
    for label, path in BUILDS:
        rows.append((f"{label} in Node", json.loads(run_child(["node", "Benchmarks/fit-node.mjs", path, sets_path,
                                                               str(repeats)]))))
    for label, figures in rows:
        say(f"| {label} | {figures['median_ms']:.1f} | {figures['max_ms']:.1f} | {figures['distinct_ms']:.1f} |")
    slowest = max(chromium["max_ms"], chromium["distinct_ms"])
    verdicts.append((f"nine photos in Chromium's SIMD module, the slowest set ≤ {FIT_BUDGET_MS} ms", slowest, "<=",
                     FIT_BUDGET_MS))
    say("")
    return verdicts


def magick_command(workload, output):
    side = workload["side"]
    command = ["convert", "-size", f"{side}x{side}", "xc:#106698"]
    for spec in workload["inputs"]:
        x, y, w, h = spec["crop"]
        cx, cy, cw, ch = spec["cell"]
        command += ["(", "-size", f"{spec['width']}x{spec['height']}", "-depth", "8", f"rgba:{spec['path']}",
                    "-crop", f"{w}x{h}+{x}+{y}", "+repage", "-resize", f"{cw}x{ch}!", ")",
                    "-geometry", f"+{cx}+{cy}", "-composite"]
    return command + ["-depth", "8", f"rgba:{output}"]


def have_imagemagick():
    """Whether `convert` is ImageMagick's (and not missing or something else of that name)."""
    try:
        return "ImageMagick" in subprocess.run(["convert", "-version"], capture_output=True, text=True).stdout
    except OSError:
        return False


def have_pyvips():
    return importlib.util.find_spec("pyvips") is not None


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=ROOT, **kwargs)

    def log_message(self, *args):
        pass


def serve():
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), QuietHandler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def psnr_per_cell(ours_path, reference_path, workload):
    side = workload["side"]
    ours, ref = (Image.frombytes("RGBA", (side, side), open(path, "rb").read()).convert("RGB")
                 for path in (ours_path, reference_path))
    values = []
    for spec in workload["inputs"]:
        cx, cy, cw, ch = spec["cell"]
        box = (cx, cy, cx + cw, cy + ch)
        squares = ImageStat.Stat(ImageChops.difference(ours.crop(box), ref.crop(box))).sum2
        mse = sum(squares) / (cw * ch * 3)
        values.append(float("inf") if mse == 0 else 10 * math.log10(255 ** 2 / mse))
    return values


def summary(label, result):
    """Median, min and max of a tool's times; fails when the tool gave none."""
    times = result.get("times_ms") or []
    if not times or not all(isinstance(t, (int, float)) and math.isfinite(t) and t >= 0 for t in times):
        raise SystemExit(f"{label}: no figure (times {times})")
    return statistics.median(times), min(times), max(times)


def photo_like(width, height, seed):
    """Photo-like opaque RGBA made with Pillow alone: colour blobs (a fixed seed) and grain."""
    rng = random.Random(seed)
    coarse = Image.new("RGB", (width // 32 + 2, height // 32 + 2))
    coarse.putdata([tuple(rng.randrange(256) for _ in range(3)) for _ in range(coarse.width * coarse.height)])
    blobs = coarse.resize((width, height), Image.Resampling.BICUBIC)
    grain = Image.effect_noise((width, height), 8).convert("RGB")
    return ImageChops.add(blobs, grain, 1.0, -128).convert("RGBA").tobytes()


def write_smoke_plan():
    """The smoke's plan.json and inputs (SMOKE_WORKLOADS), cells and crops from the core."""
    os.makedirs(BENCH, exist_ok=True)
    specs = [{"layout": layout, "side": side // cut, "sizes": [(w // cut, h // cut) for w, h in sizes]}
             for _, layout, side, sizes, cut in SMOKE_WORKLOADS]
    geometry = json.loads(run_child(["node", "Benchmarks/geometry.mjs", MODULE, json.dumps(specs)]))
    plan = []
    for (name, *_), spec, placed in zip(SMOKE_WORKLOADS, specs, geometry):
        inputs = []
        for index, ((width, height), where) in enumerate(zip(spec["sizes"], placed)):
            # Named as instagrid-bench names its inputs, so that it finds W3's.
            path = os.path.join(os.path.relpath(BENCH, ROOT), f"{name}-{index}-{width}x{height}.rgba")
            if not os.path.exists(os.path.join(ROOT, path)):
                with open(os.path.join(ROOT, path) + ".part", "wb") as out:
                    out.write(photo_like(width, height, seed=7919 * index + width))
                os.replace(os.path.join(ROOT, path) + ".part", os.path.join(ROOT, path))
            inputs.append({"path": path, "width": width, "height": height, **where})
        plan.append({"name": name, "layout": spec["layout"], "side": spec["side"], "inputs": inputs})
    with open(PLAN, "w") as out:
        json.dump(plan, out, indent=1)


def main():
    global BENCH, PLAN, BUILD
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--workloads", default="W1,W2,W3,W4")
    parser.add_argument("--markdown", help="where the tables go (default: results.md beside the inputs)")
    parser.add_argument("--quick", action="store_true", help="only the native core and wasm in Chromium")
    parser.add_argument("--ratios-only", action="store_true", help="only the limits section (W1)")
    parser.add_argument("--turned-only", action="store_true",
                        help="only photos turned a quarter against upright (W1 and W4; W3 with --smoke)")
    parser.add_argument("--before", help="a checkout whose release build is measured too (limits section)")
    parser.add_argument("--smoke", action="store_true",
                        help="every workload and tool once on tiny inputs, debug build, under out/bench-smoke")
    parser.add_argument("--build", help="the Swift build folder whose binaries run (default: .build/release;"
                                        " .build/debug with --smoke)")
    parser.add_argument("--fit-only", action="store_true", help="only the layouts made for the photos")
    parser.add_argument("--fit-sets", type=int, default=100,
                        help="seeded sets per count and format for the layouts made for the photos")
    args = parser.parse_args()
    if args.smoke:
        BENCH = os.path.join(ROOT, "out", "bench-smoke")
        PLAN = os.path.join(BENCH, "plan.json")
        BUILD = os.path.join(ROOT, ".build", "debug")
        args.repeats = 1
    if args.build:
        BUILD = os.path.abspath(args.build)
    markdown = args.markdown or os.path.join(BENCH, "results.md")

    if args.smoke:
        args.fit_sets = 1
    if args.fit_only:
        server = serve()
        lines = []

        def say_fit(text=""):
            print(text, flush=True)
            lines.append(text)

        say_fit(f"machine: {os.cpu_count()} cores")
        verdicts = fit_figures(args.fit_sets, args.repeats, str(server.server_address[1]), say_fit, args.smoke)
        say_fit("## Targets")
        for label, value, sense, threshold in verdicts:
            met = value >= threshold if sense == ">=" else value <= threshold
            say_fit(f"- {'met' if met else 'NOT met'}: {label}: {value:.2f}")
        server.shutdown()
        os.makedirs(BENCH, exist_ok=True)
        open(os.path.join(BENCH, "fit.md"), "w").write("\n".join(lines) + "\n")
        return
    if args.smoke:
        write_smoke_plan()
        in_process = {"W3"}  # the one workload the in-process tool can run at the smoke's sizes
        limits_workload = "W3"
    else:
        # Relative paths in plan.json, so the browser can fetch the inputs from the served root.
        subprocess.run([os.path.join(BUILD, "instagrid-bench"), "generate", os.path.relpath(BENCH, ROOT)],
                       check=True, cwd=ROOT)
        in_process = {"W1", "W2", "W3", "W4"}
        limits_workload = "W1"
    plan = {w["name"]: w for w in json.load(open(PLAN))}
    server = serve()
    port = str(server.server_address[1])
    scratch = tempfile.mkdtemp(prefix="instagrid-bench-")
    atexit.register(shutil.rmtree, scratch, True)  # the tools' outputs, gone with the run
    single = dict(os.environ, VIPS_CONCURRENCY="1", OMP_NUM_THREADS="1")
    lines = []
    skipped = []

    def say(text=""):
        print(text, flush=True)
        lines.append(text)

    say(f"machine: {os.cpu_count()} cores, {open('/proc/cpuinfo').read().split('model name')[1].split(':')[1].splitlines()[0].strip()}")
    if args.smoke:
        say("smoke run: tiny inputs, one run each, the debug build: the figures show that every tool ran,"
            " not how fast")
    say(f"runs: median of {args.repeats} after one warm-up; ratio = tool median ÷ Instagrid native median\n")
    turned_workloads = ["W3"] if args.smoke else ["W1", "W4"]
    if args.turned_only:
        verdicts = turned_figures(turned_workloads, args.repeats, say)
        say("## Targets" + (" (a smoke run's figures: they say nothing about the targets)" if args.smoke else ""))
        for label, value, sense, threshold in verdicts:
            met = value >= threshold if sense == ">=" else value <= threshold
            say(f"- {'met' if met else 'NOT met'}: {label}: {value:.2f}")
        server.shutdown()
        return
    verdicts = limits(plan, limits_workload, args.repeats, scratch, args.before, say)
    native_medians = {}
    names = [] if args.ratios_only else args.workloads.split(",")

    def repeats_of(name):
        return args.repeats if name != "W4" else max(1 if args.smoke else 2, args.repeats // 2)

    # The module in Chromium: one browser, each workload in a fresh page.
    in_chromium = {}
    for count in sorted({repeats_of(name) for name in names}):
        chosen = [name for name in names if repeats_of(name) == count]
        in_chromium |= json.loads(run_child([PYTHON, "Benchmarks/wasm-chromium.py", "web/instagrid.wasm",
                                             os.path.relpath(PLAN, ROOT), ",".join(chosen), str(count), port]))
    for name in names:
        workload = plan[name]
        repeats = repeats_of(name)
        ours_out = os.path.join(scratch, f"{name}-ours.rgba")
        ref_out = os.path.join(scratch, f"{name}-lanczos.rgba")
        rows = []
        if name in in_process:
            native = measured([os.path.join(BUILD, "instagrid-bench"), "compose", name,
                               os.path.relpath(BENCH, ROOT), str(repeats), ours_out])
            rows.append(("Instagrid native (in-process)", native))
        else:
            skipped.append(f"{name} native in-process (the tool knows only its own workloads' sizes)")
        chromium = in_chromium[name]
        chromium["peak_bytes"] = chromium["wasm_memory_bytes"]
        rows.append(("Instagrid wasm in Chromium (wasm memory)", chromium))
        if args.quick:
            for label, result in rows:
                say(f"{name} {label}: median {summary(label, result)[0]:.1f} ms")
            continue
        rows.append(("Instagrid CLI (whole process, raw in, PAM out)",
                     timed_process(cli_command(workload, os.path.join(scratch, "cli.pam")), repeats)))
        # Without the in-process tool, the PSNR is of the module's picture (the same bytes:
        # Tests/wasm/same-bytes.mjs).
        node_out = [] if name in in_process else [ours_out]
        rows.append(("Instagrid wasm in Node", measured(["node", "Benchmarks/wasm-node.mjs", MODULE, PLAN, name,
                                                          str(repeats), *node_out])))
        rows.append(("Pillow BOX", measured([PYTHON, REFERENCES, "pillow-box", name, str(repeats), PLAN])))
        rows.append(("Pillow LANCZOS", measured([PYTHON, REFERENCES, "pillow-lanczos", name, str(repeats), PLAN,
                                                 ref_out])))
        if not args.smoke or have_pyvips():
            rows.append(("libvips, 1 thread", measured([PYTHON, REFERENCES, "vips", name, str(repeats), PLAN],
                                                       single)))
            rows.append(("libvips, default threads", measured([PYTHON, REFERENCES, "vips", name, str(repeats),
                                                               PLAN])))
        else:
            skipped.append(f"{name} libvips (pyvips is not installed)")
        if not args.smoke or have_imagemagick():
            rows.append(("ImageMagick convert (whole process)",
                         timed_process(magick_command(workload, os.path.join(scratch, "im.rgba")), repeats)))
        else:
            skipped.append(f"{name} ImageMagick (not installed)")

        medians = {label: summary(f"{name} {label}", result) for label, result in rows}
        ours = medians[rows[0][0] if name in in_process else "Instagrid CLI (whole process, raw in, PAM out)"][0]
        if name in in_process:
            native_medians[name] = ours
        say(f"## {describe(name, workload)}")
        say(f"| tool | median ms | min–max ms | peak MB | ÷ ours |")
        say("|---|---:|---:|---:|---:|")
        for label, result in rows:
            median, low, high = medians[label]
            say(f"| {label} | {median:.1f} | {low:.1f}–{high:.1f} | {result['peak_bytes'] / 1e6:.0f} | {median / ours:.2f} |")
        cells = psnr_per_cell(ours_out, ref_out, workload)
        say(f"\nour cells vs Pillow LANCZOS: PSNR {', '.join(f'{v:.1f}' for v in cells)} dB")
        if name in in_process:
            say(f"our compose scratch (peak RSS over inputs + output): {native['scratch_bytes'] / 1e6:.1f} MB"
                f" (inputs {native['inputs_bytes'] / 1e6:.0f} MB, output {native['output_bytes'] / 1e6:.0f} MB)")
        say("")
        median = {label: value[0] for label, value in medians.items()}
        if name in ("W1", "W4"):
            if "ImageMagick convert (whole process)" in median:
                verdicts.append((f"{name} ImageMagick ÷ ours ≥ 5", median["ImageMagick convert (whole process)"] / ours,
                                 ">=", 5))
            if "libvips, 1 thread" in median:
                verdicts.append((f"{name} libvips 1 thread ÷ ours ≥ 1", median["libvips, 1 thread"] / ours, ">=", 1))
            verdicts += [
                (f"{name} Pillow LANCZOS ÷ ours ≥ 3", median["Pillow LANCZOS"] / ours, ">=", 3),
                (f"{name} worst cell PSNR ≥ 35 dB", min(cells), ">=", 35),
            ]
        if name == "W1" and "Instagrid native (in-process)" in median:
            verdicts.append(("W1 wasm in Chromium ÷ native ≤ 1.3",
                             median["Instagrid wasm in Chromium (wasm memory)"] / ours, "<=", 1.3))
    if not args.ratios_only and not args.quick and "W1" in plan:
        module_figures("W1", args.repeats, native_medians.get("W1"), say)
    if not args.ratios_only and not args.quick:
        verdicts += turned_figures(turned_workloads, args.repeats, say)
    verdicts += format_figures(limits_workload, args.repeats, say)
    if not args.ratios_only and not args.quick:
        verdicts += fit_figures(args.fit_sets, args.repeats, port, say, args.smoke)
    say("## Targets" + (" (a smoke run's figures: they say nothing about the targets)" if args.smoke else ""))
    for label, value, sense, threshold in verdicts:
        met = value >= threshold if sense == ">=" else value <= threshold
        say(f"- {'met' if met else 'NOT met'}: {label}: {value:.2f}")
    if skipped:
        say(f"\nskipped: {'; '.join(skipped)}")
    server.shutdown()
    os.makedirs(os.path.dirname(markdown), exist_ok=True)
    open(markdown, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
