#!/usr/bin/env python3
"""Times the wasm module in headless Chromium (Debian's) on workloads of plan.json, each in a
fresh page of one browser; or, for the workload name `fit`, the search for layouts made for
nine photos on the sets at PLAN_URL_PATH (`instagrid-bench fit-sets`).

Usage: wasm-chromium.py MODULE_URL_PATH PLAN_URL_PATH W1[,W2,...]|fit REPEATS PORT
Prints one JSON object: {workload: {"times_ms": [...], "wasm_memory_bytes": n}}, or for fit
{"fit": {"median_ms": …, "max_ms": …, "distinct_ms": …, "layouts": n}}.
Serves nothing itself: run.py serves the repository root on 127.0.0.1:PORT.
"""
import json
import sys

from playwright.sync_api import sync_playwright

module, plan, names, repeats, port = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
results = {}
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/lib/chromium/chromium")
    for name in names.split(","):
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{port}/Benchmarks/wasm-bench.html")
        page.wait_for_function("window.runWorkload !== undefined")
        if name == "fit":
            results[name] = page.evaluate(
                "([sets, module, repeats]) => window.runFit(sets, module, repeats)",
                ["/" + plan, "/" + module, repeats],
            )
        else:
            results[name] = page.evaluate(
                "([plan, module, name, repeats]) => window.runWorkload(plan, module, name, repeats)",
                ["/" + plan, "/" + module, name, repeats],
            )
        page.close()
    browser.close()
print(json.dumps(results))
