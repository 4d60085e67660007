"""`make bench` once over on tiny inputs (the Makefile's bench-smoke: every workload, tool and page
figure, so that no benchmark breaks unseen), run as one of the browser tests so that it shares
their processes rather than adding its minute after them. It asserts that every part ran
and gave its figures, nothing about time; its output is kept in test-output/bench-smoke.log."""

import os
import subprocess

from conftest import REPO

LOG = REPO / "test-output" / "bench-smoke.log"


def test_every_benchmark_runs_and_gives_its_figures():
    LOG.parent.mkdir(parents=True, exist_ok=True)
    # The module is the one this run's browser tests load (make test-browser built it).
    run = subprocess.run(["make", "--no-print-directory", "bench-smoke", "WASM_BUILT=1"], cwd=REPO,
                         env={**os.environ, "MAKEFLAGS": ""}, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=900)
    LOG.write_text(run.stdout)
    assert run.returncode == 0, f"make bench-smoke failed (all of it in {LOG}):\n" + run.stdout[-4000:]
