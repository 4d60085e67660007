"""A test copy of web/ on a fresh origin: the page's <head> gets the test scripts (error hook,
navigator.share stub, and any of this folder's scripts a test names) as <script src> tags
before its own, which its CSP (script-src 'self') allows; a held worker (`held_workers`) gets hold.js in front of its script, so a scenario can
hold back what it posts (App.hold). The `csp_without_wasm` copy serves the page with a CSP that lacks 'wasm-unsafe-eval'
(in the page and as a header on every file, workers included), so WebAssembly cannot be
compiled anywhere: what Safari before 16 does with any CSP. With `limits` (a dict, see
iphone_limits.js), the page and each worker's module run iphone_limits.js first: iOS Safari's
canvas ceiling and memory caps in whatever engine runs the test. `held_files` (paths such as
"/instagrid.wasm") are answered only once `release_files()` is called: a slow phone's core."""

import json

import functools
import http.server
import pathlib
import re
import sys
import threading
import traceback

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[2]
WEB = REPO / "web"
sys.path.insert(0, str(REPO / "scripts"))
import serve  # noqa: E402  (scripts/serve.py: the same server people use by hand)

LIMITS = "/__test__/iphone_limits.js"
# The longest a held file waits for release_files(), in seconds: a test that never releases it
# fails on its own waits, not on a request that hangs for good.
HELD_FILES_WAIT = 60
TEST_FILES = {
    "/__test__/hook.js": HERE / "hook.js",
    "/__test__/share_stub.js": HERE.parent / "support" / "share_stub.js",
}


class PageHandler(serve.Handler):
    inject = ()  # test script paths, in order
    csp_without_wasm = False
    held_workers = ()  # names of web/worker/*.js served with hold.js in front
    limits = None  # iphone_limits.js's settings, or None: no emulation
    held_files = ()  # paths answered only once `released` is set
    released = None  # threading.Event

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in self.held_files:
            self.released.wait(timeout=HELD_FILES_WAIT)
        if path == LIMITS and self.limits is not None:
            config = f"self.__iphoneLimitsConfig = {json.dumps(self.limits)};\n"
            return self._send((config + (HERE / "iphone_limits.js").read_text()).encode(), "text/javascript")
        if path.startswith("/worker/") and path.endswith("-worker.js") and self.limits is not None:
            name = path.removeprefix("/worker/").removesuffix(".js")
            hold = (HERE / "hold.js").read_text() if name in self.held_workers else ""
            code = f"import '{LIMITS}';\n" + hold + (WEB / "worker" / f"{name}.js").read_text()
            return self._send(code.encode(), "text/javascript")
        if path in TEST_FILES:
            return self._send(TEST_FILES[path].read_bytes(), "text/javascript")
        if path.startswith("/__test__/") and path in self.inject:
            return self._send((HERE / path.removeprefix("/__test__/")).read_bytes(), "text/javascript")
        held = {f"/worker/{name}.js": name for name in self.held_workers}
        if path in held:
            code = (HERE / "hold.js").read_text() + (WEB / "worker" / f"{held[path]}.js").read_text()
            return self._send(code.encode(), "text/javascript")
        if path in ("/", "/index.html"):
            return self._send(self._page().encode(), "text/html; charset=utf-8")
        return super().do_GET()

    def _page(self):
        html = (WEB / "index.html").read_text()
        tags = "".join(f'<script src="{src}"></script>\n  ' for src in self.inject)
        html = html.replace("<link rel=\"manifest\"", tags + "<link rel=\"manifest\"", 1)
        if self.csp_without_wasm:
            html, count = re.subn(r" 'wasm-unsafe-eval'", "", html)
            assert count == 1, "the page's CSP no longer names 'wasm-unsafe-eval'"
        return html

    def _send(self, body, content_type):
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def end_headers(self):
        if self.csp_without_wasm:
            # The header reaches the workers too (a meta CSP covers the document only).
            self.send_header("Content-Security-Policy", self._csp())
        super().end_headers()

    @staticmethod
    def _csp():
        html = (WEB / "index.html").read_text()
        csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
        return csp.replace(" 'wasm-unsafe-eval'", "")


class RecordingServer(serve.Server):
    """The page's server, keeping what went wrong while it served a request (a dropped
    download is nothing: serve.Server lets it pass) so that the test it served fails with the
    traceback, rather than a line on the console that no test owns."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.failures = []

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        self.failures.append(f"the test server failed while serving a request:\n{traceback.format_exc()}")


# Ports this process has served on. A browser keeps one origin's storage (drafts, the service
# worker) for as long as it lives, and the OS hands out a port again once it is free: a scenario
# whose server got an earlier scenario's port found that scenario's collage in the same browser
# ("Your collage is back" on a first visit), and its own picks went into a restored grid.
_USED_PORTS = set()


def fresh_origin_server(handler):
    """A RecordingServer on a port this process has not served on before: a new origin."""
    taken = []  # kept bound while looking, so that the OS offers another port
    try:
        while True:
            server = RecordingServer(("127.0.0.1", 0), handler)
            port = server.server_address[1]
            if port not in _USED_PORTS:
                _USED_PORTS.add(port)
                return server
            taken.append(server)
    finally:
        for server in taken:
            server.server_close()


class PageServer:
    """Serves the test copy on 127.0.0.1 on a new port (a fresh origin: its own storage and
    service worker). `stop()` takes the origin offline; `failures()` says what went wrong while
    it served."""

    def __init__(self, *, share_stub=True, csp_without_wasm=False, held_workers=(), scripts=(), limits=None,
                 held_files=()):
        inject = ([LIMITS] if limits is not None else []) + ["/__test__/hook.js"]
        inject += ["/__test__/share_stub.js"] if share_stub else []
        inject += [f"/__test__/{name}" for name in scripts]  # e.g. "no_storage.js", from this folder
        self._released = threading.Event()
        handler = type("Handler", (PageHandler,), {
            "inject": inject, "csp_without_wasm": csp_without_wasm, "held_workers": tuple(held_workers),
            "limits": limits, "held_files": tuple(held_files), "released": self._released,
        })
        self._handler = handler
        self._server = fresh_origin_server(functools.partial(handler, directory=str(WEB)))
        self._failures = self._server.failures
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        self.origin = f"http://127.0.0.1:{self._server.server_address[1]}"

    def set_limits(self, limits):
        """iphone_limits.js's settings from the next request on (a reload takes them)."""
        self._handler.limits = limits

    def release_files(self):
        """Answers the requests for the held files, those waiting and those to come."""
        self._released.set()

    def failures(self):
        """Tracebacks of the requests this server failed to serve, on or off."""
        return list(self._failures)

    def stop(self):
        self._released.set()  # no request left waiting on a server that goes
        if self._server:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
