#!/usr/bin/env python3
"""Serves web/ on http://127.0.0.1:PORT for trying the page and for the browser tests.

Usage: python3 scripts/serve.py [--port 8000] [--root web]

The module needs http (file:// cannot fetch it) and the application/wasm type for
`instantiateStreaming`. Files are sent with `Cache-Control: no-cache` so that an edit shows on
reload (the service worker still serves its own cache once installed).
"""

import argparse
import functools
import http.server
import pathlib
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent / "web"


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".woff2": "font/woff2",
        ".js": "text/javascript",
        ".svg": "image/svg+xml",
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # quiet: tests read their own logs
        pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that reloads or closes the page drops the files it was still fetching:
        # nothing went wrong here. Anything else is printed as before.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def start(root=ROOT, port=0, host="127.0.0.1"):
    """Starts a server in a daemon thread; returns it (its port: server.server_address[1])."""
    handler = functools.partial(Handler, directory=str(root))
    server = Server((host, port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", type=pathlib.Path, default=ROOT)
    args = parser.parse_args()
    server = start(args.root, args.port)
    print(f"Serving {args.root} on http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
