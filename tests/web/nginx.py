"""A real nginx for the tests, running the deployment's configuration (docs/deploy/nginx.conf)
on loopback ports with a throwaway self-signed certificate: Debian's nginx (installed by
``make test``), started in a temporary folder that holds its pid, logs and buffers."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.web.postgres import free_port

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "docs" / "deploy" / "nginx.conf"


def _needed(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path="/usr/sbin:/usr/bin")
    if found is None:
        raise RuntimeError(f"{name} is missing: `make test` installs Debian's {name} package")
    return found


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and localhost (its own authority), and its key."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"]
    args += ["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"]
    args += ["-keyout", str(key), "-out", str(cert)]
    subprocess.run([_needed("openssl"), *args], check=True, capture_output=True)
    return cert, key


def site_config(upstream_port: int, http_port: int, https_port: int, cert: Path, key: Path) -> str:
    """docs/deploy/nginx.conf with this machine's ports and certificate: every line that is
    changed must be there, so the test fails when the file no longer says what it tested."""
    text = SITE.read_text()
    changes = {
        "    listen 80;\n": f"    listen 127.0.0.1:{http_port};\n",
        "    listen [::]:80;\n": "",
        "    listen 443 ssl;\n": f"    listen 127.0.0.1:{https_port} ssl;\n",
        "    listen [::]:443 ssl;\n": "",
        "/etc/letsencrypt/live/empires.example.org/fullchain.pem": str(cert),
        "/etc/letsencrypt/live/empires.example.org/privkey.pem": str(key),
        "server 127.0.0.1:8000;": f"server 127.0.0.1:{upstream_port};",
    }
    for old, new in changes.items():
        assert text.count(old) == 1, f"docs/deploy/nginx.conf no longer has {old!r}"
        text = text.replace(old, new)
    return text


class Nginx:
    """nginx in front of ``upstream_port``: HTTP on ``http_port``, HTTPS on ``https_port``."""

    def __init__(self, upstream_port: int) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="empires-nginx-"))
        self.http_port = free_port()
        self.https_port = free_port()
        self.cert, key = self_signed(self.folder)
        site = self.folder / "site.conf"
        site.write_text(site_config(upstream_port, self.http_port, self.https_port, self.cert, key))
        temp = "".join(
            f"    {kind}_temp_path {self.folder / kind};\n"
            for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
        )
        # As root, nginx's workers would become "nobody", who cannot enter this folder.
        user = "user root;\n" if os.geteuid() == 0 else ""
        (self.folder / "nginx.conf").write_text(
            f"{user}daemon off;\nworker_processes 1;\npid {self.folder / 'nginx.pid'};\n"
            f"error_log {self.folder / 'error.log'} warn;\n"
            "events { worker_connections 128; }\n"
            f"http {{\n    access_log {self.folder / 'access.log'};\n{temp}"
            f"    include {site};\n}}\n"
        )
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def https(self) -> str:
        return f"https://127.0.0.1:{self.https_port}"

    def start(self) -> Nginx:
        conf = self.folder / "nginx.conf"
        args = [_needed("nginx"), "-p", str(self.folder), "-c", str(conf)]
        args += ["-e", str(self.folder / "error.log")]
        check = subprocess.run([*args, "-t"], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr
        self.process = subprocess.Popen(args, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 10
        while True:  # its pid file appears before it listens: wait for the port
            try:
                socket.create_connection(("127.0.0.1", self.https_port), timeout=1).close()
                return self
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    log = (self.folder / "error.log").read_text()
                    raise RuntimeError(f"nginx did not start: {log}") from None
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
            self.process = None
        shutil.rmtree(self.folder, ignore_errors=True)
