#!/usr/bin/env python3
"""`make bench`: Instagrid's compositor against the tools a user could pick instead.

Every tool composes the same workloads from the same raw RGBA pixels (photo-like, fixed seed):
crop to Instagrid's aspect-fill crop, resample to the cell, paste on the frame colour. Times are
medians of several runs after a warm-up; ratios are each tool's median over the native core's,
measured in this same run. Peak memory is the process's maximum resident set (wasm: the
module's linear memory). Quality: PSNR of each of our cells against Pillow LANCZOS of the
same crop.

Usage: run.py [--repeats N] [--workloads W1,W2,...] [--ratios-only] [--before DIR]

The "limits" section measures, in the same run, how close the CLI and the core come to the
machine: the whole CLI process against `cat` of its inputs, P6 input against raw, and the
in-process compose against a read-only pass over the same crop bytes, on one core and on all.
`--before DIR` adds the same figures for another checkout's release build (DIR/.build/release).
"""
import argparse
import http.server
import json
import os
import socketserver
import statistics
import subprocess
import sys
import tempfile
import threading
import time

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
BENCH = os.path.join(ROOT, "out", "bench")
PLAN = os.path.join(BENCH, "plan.json")
PYTHON = sys.executable
REFERENCES = os.path.join(ROOT, "Benchmarks", "references.py")
MODULE = os.path.join(ROOT, "web", "instagrid.wasm")


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


def cli_command(workload, output, root=ROOT, p6=False):
    command = [os.path.join(root, ".build/release/instagrid"), "compose", "--layout", str(workload["layout"]),
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
        rgba = np.fromfile(os.path.join(ROOT, spec["path"]), dtype=np.uint8).reshape(-1, 4)
        with open(path + ".part", "wb") as out:
            out.write(f"P6\n{spec['width']} {spec['height']}\n255\n".encode())
            out.write(np.ascontiguousarray(rgba[:, :3]).tobytes())
        os.replace(path + ".part", path)


def limits(plan, repeats, scratch, before, say):
    """The issue-10 ratios on W1, each measured here and now; with `before`, for that build too."""
    workload = plan["W1"]
    ensure_p6(workload)
    inputs = [os.path.join(ROOT, spec["path"]) for spec in workload["inputs"]]
    out = os.path.join(scratch, "limits.pam")
    builds = [("after", ROOT)] + ([("before", os.path.abspath(before))] if before else [])
    cat_runs = timed_process(["cat"] + inputs, repeats)
    cat, cat_cpu = statistics.median(cat_runs["times_ms"]), statistics.median(cat_runs["cpu_ms"])
    cores = measured([".build/release/instagrid-bench", "cores", "W1", os.path.relpath(BENCH, ROOT), str(repeats)])
    floor_1, floor_n = cores["floor_1t_ms"], cores[f"floor_{cores['threads']}t_ms"]
    say("## Limits (W1: 4 × 12 MP raw RGBA → 2048² Layout 3)")
    say(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (wall times need a quiet machine)")
    say(f"reference: cat of the {len(inputs)} inputs ({sum(os.path.getsize(p) for p in inputs) / 1e6:.0f} MB) "
        f"{cat:.1f} ms ({cat_cpu:.1f} ms CPU); read-only pass over the crop bytes ({cores['crop_bytes'] / 1e6:.0f} MB) "
        f"{floor_1:.1f} ms on 1 core, {floor_n:.1f} ms on {cores['threads']}\n")
    say("| figure | build | ms | ratio | target |")
    say("|---|---|---:|---:|---|")
    verdicts = []
    for label, root in builds:
        raw_runs = timed_process(cli_command(workload, out, root), repeats)
        p6_runs = timed_process(cli_command(workload, out, root, p6=True), repeats)
        raw, p6 = statistics.median(raw_runs["times_ms"]), statistics.median(p6_runs["times_ms"])
        raw_cpu, p6_cpu = statistics.median(raw_runs["cpu_ms"]), statistics.median(p6_runs["cpu_ms"])
        say(f"| CLI whole process, raw in ÷ cat | {label} | {raw:.1f} | {raw / cat:.2f} | ≤ 3 |")
        say(f"| (the same in CPU time, user + system, all threads) | {label} | {raw_cpu:.1f} | "
            f"{raw_cpu / cat_cpu:.2f} | |")
        say(f"| CLI whole process, P6 in ÷ raw in | {label} | {p6:.1f} | {p6 / raw:.2f} | ≤ 1 (no slower) |")
        say(f"| (the same in CPU time) | {label} | {p6_cpu:.1f} | {p6_cpu / raw_cpu:.2f} | |")
        if label == "after":
            verdicts += [("W1 CLI ÷ cat ≤ 3", raw / cat, 3.0), ("W1 CLI P6 ÷ raw ≤ 1.05 (5 % noise)", p6 / raw, 1.05)]
    for count in sorted({1, cores["threads"]}):
        compose = cores[f"compose_{count}t_ms"]
        floor = cores[f"floor_{count}t_ms"]
        say(f"| in-process compose, {count} core(s) ÷ read-only pass, same cores | after | {compose:.1f} | "
            f"{compose / floor:.2f} | ≤ 2 |")
    if before:
        old = measured([os.path.join(before, ".build/release/instagrid-bench"), "compose", "W1",
                        os.path.relpath(BENCH, ROOT), str(repeats)])
        old_compose = statistics.median(old["times_ms"])
        say(f"| in-process compose, 1 core ÷ read-only pass, 1 core | before | {old_compose:.1f} | "
            f"{old_compose / floor_1:.2f} | ≤ 2 |")
    n = cores["threads"]
    compose_n = cores[f"compose_{n}t_ms"]
    verdicts.append((f"W1 compose on {n} cores ÷ read-only pass on {n} ≤ 2", compose_n / floor_n, 2.0))
    say(f"\ncores: compose on {n} cores is {cores['compose_1t_ms'] / compose_n:.2f}× faster than on 1\n")
    return [(label, value, "<=", target) for label, value, target in verdicts]


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
    ours = np.fromfile(ours_path, dtype=np.uint8).reshape(side, side, 4)[..., :3].astype(np.float64)
    ref = np.fromfile(reference_path, dtype=np.uint8).reshape(side, side, 4)[..., :3].astype(np.float64)
    values = []
    for spec in workload["inputs"]:
        cx, cy, cw, ch = spec["cell"]
        mse = np.mean((ours[cy:cy + ch, cx:cx + cw] - ref[cy:cy + ch, cx:cx + cw]) ** 2)
        values.append(float("inf") if mse == 0 else 10 * np.log10(255 ** 2 / mse))
    return values


def summary(result):
    times = result["times_ms"]
    return statistics.median(times), min(times), max(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--workloads", default="W1,W2,W3,W4")
    parser.add_argument("--markdown", default=os.path.join(BENCH, "results.md"))
    parser.add_argument("--quick", action="store_true", help="only the native core and wasm in Chromium")
    parser.add_argument("--ratios-only", action="store_true", help="only the limits section (W1)")
    parser.add_argument("--before", help="a checkout whose release build is measured too (limits section)")
    args = parser.parse_args()

    # Relative paths in plan.json, so the browser can fetch the inputs from the served root.
    subprocess.run([".build/release/instagrid-bench", "generate", os.path.relpath(BENCH, ROOT)], check=True, cwd=ROOT)
    plan = {w["name"]: w for w in json.load(open(PLAN))}
    server = serve()
    port = str(server.server_address[1])
    scratch = tempfile.mkdtemp(prefix="instagrid-bench-")
    single = dict(os.environ, VIPS_CONCURRENCY="1", OMP_NUM_THREADS="1")
    lines = []

    def say(text=""):
        print(text, flush=True)
        lines.append(text)

    say(f"machine: {os.cpu_count()} cores, {open('/proc/cpuinfo').read().split('model name')[1].split(':')[1].splitlines()[0].strip()}")
    say(f"runs: median of {args.repeats} after one warm-up; ratio = tool median ÷ Instagrid native median\n")
    verdicts = limits(plan, args.repeats, scratch, args.before, say)
    for name in ([] if args.ratios_only else args.workloads.split(",")):
        workload = plan[name]
        repeats = args.repeats if name != "W4" else max(2, args.repeats // 2)
        ours_out = os.path.join(scratch, f"{name}-ours.rgba")
        ref_out = os.path.join(scratch, f"{name}-lanczos.rgba")
        rows = []
        native = measured([".build/release/instagrid-bench", "compose", name, os.path.relpath(BENCH, ROOT),
                           str(repeats), ours_out])
        rows.append(("Instagrid native (in-process)", native))
        chromium = measured([PYTHON, "Benchmarks/wasm-chromium.py", "web/instagrid.wasm",
                             os.path.relpath(PLAN, ROOT), name, str(repeats), port])
        chromium["peak_bytes"] = chromium["wasm_memory_bytes"]
        rows.append(("Instagrid wasm in Chromium (wasm memory)", chromium))
        if args.quick:
            for label, result in rows:
                say(f"{name} {label}: median {summary(result)[0]:.1f} ms")
            continue
        rows.append(("Instagrid CLI (whole process, raw in, PAM out)",
                     timed_process(cli_command(workload, os.path.join(scratch, "cli.pam")), repeats)))
        rows.append(("Instagrid wasm in Node", measured(["node", "Benchmarks/wasm-node.mjs", MODULE, PLAN, name,
                                                          str(repeats)])))
        rows.append(("Pillow BOX", measured([PYTHON, REFERENCES, "pillow-box", name, str(repeats), PLAN])))
        rows.append(("Pillow LANCZOS", measured([PYTHON, REFERENCES, "pillow-lanczos", name, str(repeats), PLAN,
                                                 ref_out])))
        rows.append(("libvips, 1 thread", measured([PYTHON, REFERENCES, "vips", name, str(repeats), PLAN], single)))
        rows.append(("libvips, default threads", measured([PYTHON, REFERENCES, "vips", name, str(repeats), PLAN])))
        rows.append(("ImageMagick convert (whole process)",
                     timed_process(magick_command(workload, os.path.join(scratch, "im.rgba")), repeats)))

        ours = summary(native)[0]
        say(f"## {name}: {len(workload['inputs'])} × {workload['inputs'][0]['width']}×{workload['inputs'][0]['height']}"
            f" → {workload['side']}² Layout {workload['layout']}")
        say(f"| tool | median ms | min–max ms | peak MB | ÷ ours |")
        say("|---|---:|---:|---:|---:|")
        medians = {}
        for label, result in rows:
            median, low, high = summary(result)
            medians[label] = median
            say(f"| {label} | {median:.1f} | {low:.1f}–{high:.1f} | {result['peak_bytes'] / 1e6:.0f} | {median / ours:.2f} |")
        cells = psnr_per_cell(ours_out, ref_out, workload)
        say(f"\nour cells vs Pillow LANCZOS: PSNR {', '.join(f'{v:.1f}' for v in cells)} dB")
        say(f"our compose scratch (peak RSS over inputs + output): {native['scratch_bytes'] / 1e6:.1f} MB"
            f" (inputs {native['inputs_bytes'] / 1e6:.0f} MB, output {native['output_bytes'] / 1e6:.0f} MB)\n")
        if name in ("W1", "W4"):
            verdicts += [
                (f"{name} Pillow LANCZOS ÷ ours ≥ 3", medians["Pillow LANCZOS"] / ours, ">=", 3),
                (f"{name} ImageMagick ÷ ours ≥ 5", medians["ImageMagick convert (whole process)"] / ours, ">=", 5),
                (f"{name} libvips 1 thread ÷ ours ≥ 1", medians["libvips, 1 thread"] / ours, ">=", 1),
                (f"{name} worst cell PSNR ≥ 35 dB", min(cells), ">=", 35),
            ]
        if name == "W1":
            verdicts.append(("W1 wasm in Chromium ÷ native ≤ 1.3",
                             medians["Instagrid wasm in Chromium (wasm memory)"] / ours, "<=", 1.3))
    say("## Targets")
    for label, value, sense, threshold in verdicts:
        met = value >= threshold if sense == ">=" else value <= threshold
        say(f"- {'met' if met else 'NOT met'}: {label}: {value:.2f}")
    server.shutdown()
    os.makedirs(os.path.dirname(args.markdown), exist_ok=True)
    open(args.markdown, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
