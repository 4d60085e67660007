#!/usr/bin/env python3
"""Times the wasm module in headless Chromium (Debian's) on one workload.

Usage: wasm-chromium.py MODULE_URL_PATH PLAN_URL_PATH WORKLOAD REPEATS PORT
Serves nothing itself: run.py serves the repository root on 127.0.0.1:PORT.
"""
import json
import sys

from playwright.sync_api import sync_playwright

module, plan, name, repeats, port = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/lib/chromium/chromium")
    page = browser.new_page()
    page.goto(f"http://127.0.0.1:{port}/Benchmarks/wasm-bench.html")
    page.wait_for_function("window.runWorkload !== undefined")
    result = page.evaluate(
        "([plan, module, name, repeats]) => window.runWorkload(plan, module, name, repeats)",
        ["/" + plan, "/" + module, name, repeats],
    )
    browser.close()
print(json.dumps(result))
