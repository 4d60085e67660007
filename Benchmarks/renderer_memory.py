"""The memory Chromium's page side holds, as the OS sees it: the renderer, GPU and utility
processes under the browser Playwright launched, sampled in a thread.

Workers (decode, compose) are threads of the renderer, and wasm memory is the renderer's too;
the GPU process holds accelerated canvases. The browser process itself is left out: it is the
same with or without the page's work.

RSS, summed, counts Chromium's ~75 MB of shared code once per process (a page runs three
renderers: its own, a spare and one more), so the tree's RSS at rest is already ~640 MB. PSS
(Linux's proportional set size) counts each shared page once across the processes that map it:
its sum is the physical memory the tree really holds. But reading PSS walks every mapping
(~50–180 ms a sample with big bitmaps), too slow to catch a peak, while RSS reads in ~1 ms. So
the level at rest is read in both, and during an action only RSS: what an action adds is
private memory, the same in both, and the tree's peak is its PSS at rest plus the RSS it added."""

import os
import statistics
import threading
import time

import psutil

KINDS = ("renderer", "gpu-process", "utility")


def _pss(pid):
    """The process's proportional set size in bytes (from smaps_rollup), or None where unreadable."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as rollup:
            for line in rollup:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def _high_water(pid):
    """The process's peak RSS since it started (VmHWM, kept by the kernel), or 0."""
    try:
        with open(f"/proc/{pid}/status", "rb") as status:
            for line in status:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _kind(process):
    try:
        for argument in process.cmdline():
            if argument.startswith("--type="):
                return argument[len("--type="):]
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        pass
    return None


def browser_process():
    """The Chromium browser process started by this Python process (through Playwright's driver)."""
    found = []
    for process in psutil.Process(os.getpid()).children(recursive=True):
        try:
            if "chrom" in process.name() and _kind(process) is None:
                found.append(process)
        except psutil.NoSuchProcess:
            continue
    if len(found) != 1:
        raise RuntimeError(f"expected one Chromium browser process under this one, found {len(found)}")
    return found[0]


class RendererTree:
    """Samples the summed RSS of the browser's renderer, GPU and utility processes."""

    def __init__(self, browser, interval=0.02):
        self.browser = browser
        self.interval = interval

    def processes(self):
        """(kind, process) for each renderer, GPU and utility process under the browser now."""
        found = []
        for process in self.browser.children(recursive=True):
            kind = _kind(process)
            if kind in KINDS:
                found.append((kind, process))
        return found

    def sample(self, processes=None, pss=True):
        """{pid: (kind, rss, pss)} now, in bytes (pss: None unless asked; rss where unreadable)."""
        found = {}
        for kind, process in processes if processes is not None else self.processes():
            try:
                rss = process.memory_info().rss
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                continue
            proportional = _pss(process.pid) if pss else None
            found[process.pid] = (kind, rss, rss if pss and proportional is None else proportional)
        return found

    def level(self, duration=0.5):
        """The tree at rest: {'rss': bytes, 'pss': bytes, 'by_kind': {kind: RSS bytes}}, medians of
        the sums sampled over `duration` seconds."""
        sums = {"rss": [], "pss": []}
        kinds = {kind: [] for kind in KINDS}
        end = time.monotonic() + duration
        while time.monotonic() < end:
            sample = self.sample()
            sums["rss"].append(sum(rss for _, rss, _ in sample.values()))
            sums["pss"].append(sum(pss for _, _, pss in sample.values()))
            for kind in KINDS:
                kinds[kind].append(sum(rss for k, rss, _ in sample.values() if k == kind))
            time.sleep(self.interval)
        level = {key: statistics.median(values) for key, values in sums.items()}
        level["by_kind"] = {kind: statistics.median(values) for kind, values in kinds.items()}
        return level

    def watch(self):
        """A context manager sampling in a thread until it exits; see _Watch for what it keeps."""
        return _Watch(self)


class _Watch:
    """What sampling saw: `rss` (the tree's summed RSS at its peak), `by_kind` ({kind: RSS bytes}
    at that peak), `process_rss` (the largest single process's peak RSS, `process_kind` its kind:
    the kernel's high-water mark, which no sampling gap can miss), `samples` and `seconds`."""

    def __init__(self, tree):
        self.tree = tree
        self.rss = self.process_rss = 0
        self.process_kind = None
        self.by_kind = {}
        self.samples = 0
        self.seconds = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self):
        self._started = time.monotonic()
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        self.seconds = time.monotonic() - self._started
        for kind, process in self.tree.processes():
            high = _high_water(process.pid)
            if high > self.process_rss:
                self.process_rss, self.process_kind = high, kind
        return False

    @property
    def interval_ms(self):
        """The mean time between samples (20 ms asked)."""
        return 1000 * self.seconds / max(1, self.samples)

    def _run(self):
        processes, listed = [], 0.0
        while not self._stop.is_set():
            now = time.monotonic()
            if now - listed > 0.1:  # new processes (a GPU or utility process) may start meanwhile
                processes, listed = self.tree.processes(), now
            sample = self.tree.sample(processes, pss=False)
            self.samples += 1
            rss = sum(rss for _, rss, _ in sample.values())
            if rss > self.rss:
                self.rss = rss
                self.by_kind = dict.fromkeys(KINDS, 0)
                for kind, process_rss, _ in sample.values():
                    self.by_kind[kind] += process_rss
            for kind, process_rss, _ in sample.values():
                if process_rss > self.process_rss:
                    self.process_rss, self.process_kind = process_rss, kind
            self._stop.wait(self.tree.interval)
