"""Runs localstripe (PyPI) on loopback with its state in a file of our choosing.

localstripe itself keeps its whole store in /tmp/localstripe.pickle and listens on every interface; two of them
(make dev and a test suite) would overwrite each other's state. This wrapper points the store at
LOCALSTRIPE_STATE (no file at all when it is empty: a throwaway server for tests), binds 127.0.0.1 and then runs
localstripe's own aiohttp application unchanged.

usage: localstripe-server.py PORT
"""
import logging
import os
import pickle
import socket
import sys

from aiohttp import web
from localstripe import resources, server

state = os.environ.get("LOCALSTRIPE_STATE", "")


def try_load_from_disk(self):
    if not state:
        return
    try:
        with open(state, "rb") as f:
            old = pickle.load(f)
            self.clear()
            self.update(old)
    except FileNotFoundError:
        pass


def dump_to_disk(self):
    if not state:
        return
    tmp = state + ".tmp"
    with open(tmp, "wb") as f:
        pickle.dump(self, f, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(tmp, state)


resources.Store.try_load_from_disk = try_load_from_disk
resources.Store.dump_to_disk = dump_to_disk


def main():
    port = int(sys.argv[1])
    resources.store.try_load_from_disk()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    logging.getLogger("aiohttp.access").setLevel(logging.WARNING)
    web.run_app(server.app, sock=sock, print=None, access_log=None)


if __name__ == "__main__":
    main()
