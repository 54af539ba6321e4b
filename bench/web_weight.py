"""Benchmark: what a first visit of each route of the spec downloads, and how soon it paints.

It builds the web app (`npm --prefix web run build`) and prints, for every route of
web/src/config/routes.json, the JS and CSS a first visit downloads, gzipped (gzip -9) and as the
server sends it to a browser that accepts brotli (the build's .br copies): the entry and the
route's lazy page chunk, each with its static imports (dist/.vite/route-chunks.json, written by the
build from the module graph). Beside it, the baseline measured in the same run: all of the app's
JS, which is what every route downloaded before the app was split by route.

Then it serves that build from a throwaway server (scripts/with-server.sh, the model off) and
measures the Largest Contentful Paint of first visits (a new browser context each, nothing cached)
in headless Chromium (bench/web_lcp.mjs): the median of RUNS visits per route, with the JS and
CSS bytes Chromium actually received.

    .venv/bin/python bench/web_weight.py                  # build, bytes and LCP
    .venv/bin/python bench/web_weight.py --no-build       # the existing web/dist
    .venv/bin/python bench/web_weight.py --dist DIR       # another build (e.g. an older one)
    .venv/bin/python bench/web_weight.py --baseline-rev 41aa7f2   # and a baseline in the same run

With a baseline (--baseline-rev REV builds web/ as it was at that git revision, with Vite's
manifest; --baseline-dist DIR takes a build), its bytes are printed beside the current ones, and
its LCP is measured in the same run from a second server: each visit of the current build is
followed by the same visit of the baseline, so the machine's load weighs on both alike.

Targets: landing and SEO routes <= 100 KB gzipped JS, the chat route <= 200 KB, LCP <= 1.0 s on
localhost. The byte budgets the tests hold are in web/weight-budgets.json.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ROUTES_FILE = ROOT / "web" / "src" / "config" / "routes.json"
KB = 1000
LCP_RUNS = int(os.environ.get("WEB_WEIGHT_RUNS", "5"))
# Visited for LCP: the landing page, SEO and public pages, and the signed-in screens ("user:").
LCP_PATHS = [
    "/",
    "/ai-porn",
    "/character-ai-alternatives",
    "/terms",
    "/blog",
    "/login",
    "/signup",
    "user:/directory",
    "user:/char/{character}",
    "user:/chat",
    "user:/chat/{chat}",
]
TARGETS = {"landing/SEO JS": 100 * KB, "chat JS": 200 * KB, "LCP": 1000.0}


@dataclass(frozen=True)
class Files:
    js: tuple[str, ...]
    css: tuple[str, ...]


def _files(entry: dict[str, list[str]]) -> Files:
    return Files(tuple(entry["js"]), tuple(entry["css"]))


def route_files(dist: Path) -> tuple[Files, dict[str, Files]]:
    """The entry's files and each route's first-visit files. A build without route-chunks.json
    (one from before route splitting) loads the same entry, and nothing else, on every route."""
    table_file = dist / ".vite" / "route-chunks.json"
    if table_file.exists():
        table = json.loads(table_file.read_text())
        entry = _files(table["entry"])
        return entry, {path: _files(files) for path, files in table["routes"].items()}
    manifest = json.loads((dist / ".vite" / "manifest.json").read_text())
    js: set[str] = set()
    css: set[str] = set()

    def visit(key: str) -> None:
        chunk = manifest[key]
        if chunk["file"] in js:
            return
        js.add(chunk["file"])
        css.update(chunk.get("css", []))
        for name in chunk.get("imports", []):
            visit(name)

    for key, chunk in manifest.items():
        if chunk.get("isEntry"):
            visit(key)
    entry = Files(tuple(sorted(js)), tuple(sorted(css)))
    return entry, {r["path"]: entry for r in json.loads(ROUTES_FILE.read_text())}


class Sizes:
    def __init__(self, dist: Path) -> None:
        self.dist = dist
        self._gz: dict[str, int] = {}

    def gz(self, files: tuple[str, ...]) -> int:
        for f in files:
            if f not in self._gz:
                self._gz[f] = len(gzip.compress((self.dist / f).read_bytes(), 9))
        return sum(self._gz[f] for f in files)

    def sent_br(self, files: tuple[str, ...]) -> int:
        """Bytes the server sends a brotli client: the .br copy where the build wrote one, else the
        file itself (a build from before precompression was always sent uncompressed)."""
        total = 0
        for f in files:
            br = self.dist / f"{f}.br"
            total += (br if br.exists() else self.dist / f).stat().st_size
        return total

    def all_js(self) -> tuple[str, ...]:
        return tuple(str(p.relative_to(self.dist)) for p in sorted((self.dist / "assets").glob("*.js")))


def kb(n: float) -> str:
    return f"{n / KB:7.1f}"


def print_bytes(dist: Path, baseline: Path | None = None) -> dict[str, tuple[int, int]]:
    entry, routes = route_files(dist)
    before: dict[str, Files] = route_files(baseline)[1] if baseline else {}
    old = Sizes(baseline) if baseline else None
    sizes = Sizes(dist)
    whole = sizes.gz(sizes.all_js())
    meta = {r["path"]: r for r in json.loads(ROUTES_FILE.read_text())}
    print(f"\nFirst-visit downloads per route (KB = 1000 bytes), build: {dist}")
    print(f"baseline, same build: all of the app's JS = {kb(whole).strip()} KB gzipped")
    print(
        f"entry alone: JS {kb(sizes.gz(entry.js)).strip()} KB, CSS {kb(sizes.gz(entry.css)).strip()} KB gzipped"
    )
    if old:
        all_old = kb(old.gz(old.all_js())).strip()
        print(f"baseline build: {baseline} (all of its JS = {all_old} KB gzipped)")
    head = (
        f"{'route':34} {'access':9} {'JS gz':>7} {'CSS gz':>7} {'JS sent':>7} {'files':>5} {'of all JS':>9}"
    )
    print("\n" + head + (f" {'baseline JS gz':>14} {'sent':>7} {'ratio':>6}" if old else ""))
    out: dict[str, tuple[int, int]] = {}
    for path, files in routes.items():
        js, css = sizes.gz(files.js), sizes.gz(files.css)
        out[path] = (js, css)
        access = meta.get(path, {}).get("access", "?")
        line = (
            f"{path:34} {access:9} {kb(js)} {kb(css)} {kb(sizes.sent_br(files.js))} "
            f"{len(files.js):5} {js / whole:9.0%}"
        )
        if old and path in before:
            was = old.gz(before[path].js)
            line += f" {kb(was):>14} {kb(old.sent_br(before[path].js))} {js / was:6.2f}"
        print(line)
    # Landing and SEO pages: the public routes, less those with a budget of their own (the account
    # forms, web/weight-budgets.json), as the budget test counts them.
    own_budget = json.loads((ROOT / "web" / "weight-budgets.json").read_text())["maxJsGzipKB"]
    public = [out[p][0] for p in out if meta.get(p, {}).get("access") == "public" and p not in own_budget]
    print(
        f"\npublic (landing and SEO) routes: max JS {kb(max(public)).strip()} KB gzipped "
        f"(target <= {TARGETS['landing/SEO JS'] // KB} KB); chat route /chat/:id: "
        f"{kb(out['/chat/:id'][0]).strip()} KB (target <= {TARGETS['chat JS'] // KB} KB)"
    )
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def baseline_server(dist: Path, env: dict[str, str]) -> Iterator[str]:
    """A second throwaway server (own data directory and database) serving the baseline build."""
    port = free_port()
    origin = f"http://127.0.0.1:{port}"
    bin_dir = ROOT / ".venv" / "bin"
    with tempfile.TemporaryDirectory() as data:
        env = {
            **env,
            "DATA_DIR": data,
            "PORT": str(port),
            "APP_ORIGIN": origin,
            "WEB_DIST": str(dist),
            "APP_ENV": "test",
        }
        for step in ("migrate", "seed"):
            subprocess.run([str(bin_dir / "nocturne"), step], env=env, check=True, capture_output=True)
        server = subprocess.Popen(
            [str(bin_dir / "nocturne"), "serve"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            for _ in range(600):
                try:
                    with urllib.request.urlopen(f"{origin}/readyz", timeout=2) as r:
                        if r.status == 200:
                            break
                except OSError:
                    time.sleep(0.2)
            else:
                sys.exit("the baseline server did not become ready")
            yield origin
        finally:
            server.terminate()
            server.wait(timeout=30)


def measure_lcp(dist: Path, baseline: Path | None, paths: list[str]) -> None:
    env = {
        **os.environ,
        "WEB_DIST": str(dist),
        "LLM_EMBEDDED": "false",
        "LLM_BASE_URL": "http://127.0.0.1:9/v1",
    }
    with tempfile.TemporaryDirectory() as tmp, maybe_baseline_server(baseline, env) as baseline_url:
        result_file = Path(tmp) / "lcp.json"
        if baseline_url:
            env["BASELINE_URL"] = baseline_url
        command = [
            str(ROOT / "scripts" / "with-server.sh"),
            "node",
            str(ROOT / "bench" / "web_lcp.mjs"),
            str(result_file),
            str(LCP_RUNS),
            *paths,
        ]
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"the LCP run failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        results = json.loads(result_file.read_text())
    current, before = results["current"], results.get("baseline", {})
    print(f"\nLargest Contentful Paint, first visit, headless Chromium on localhost (median of {LCP_RUNS})")
    head = f"{'path':34} {'LCP ms':>7} {'element':>8} {'JS recv':>10} {'CSS recv':>10}"
    print(head + (f" {'baseline LCP':>12} {'JS recv':>10} {'ratio':>6}" if before else ""))
    worst = 0.0
    for spec in paths:
        if spec not in current:
            print(f"{spec:34} (not measured: no directory character to open)")
            continue
        lcp, js, css, element = summary(current[spec])
        worst = max(worst, lcp)
        line = f"{spec:34} {lcp:7.0f} {element:>8} {kb(js)} KB {kb(css)} KB"
        if spec in before:
            was, was_js, _, _ = summary(before[spec])
            line += f" {was:12.0f} {kb(was_js)} KB {lcp / was:6.2f}"
        print(line)
    print(f"\nworst median LCP: {worst:.0f} ms (target <= {TARGETS['LCP']:.0f} ms)")


def summary(samples: list[dict[str, float]]) -> tuple[float, float, float, str]:
    times = [s["lcp"] for s in samples if s["lcp"] is not None]
    lcp = statistics.median(times) if times else float("nan")
    js = statistics.median(s["js"] for s in samples)
    css = statistics.median(s["css"] for s in samples)
    return lcp, js, css, str(samples[-1]["element"])


@contextmanager
def maybe_baseline_server(baseline: Path | None, env: dict[str, str]) -> Iterator[str | None]:
    if baseline is None:
        yield None
        return
    with baseline_server(baseline, env) as url:
        yield url


def build_revision(rev: str, out: Path) -> Path:
    """web/ as it was at a git revision, built with Vite's manifest into OUT/dist (the current
    node_modules, linked)."""
    source = out / "src"
    source.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", rev, "web"], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    (source / "web" / "node_modules").symlink_to(ROOT / "web" / "node_modules")
    dist = out / "dist"
    subprocess.run(
        ["npx", "vite", "build", "--manifest", "--outDir", str(dist), "--emptyOutDir", "--logLevel", "error"],
        cwd=source / "web",
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return dist


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--dist", type=Path, help="measure this build instead of building web/dist")
    parser.add_argument("--no-build", action="store_true", help="measure the existing web/dist")
    parser.add_argument("--no-lcp", action="store_true", help="bytes only, no browser")
    parser.add_argument("--baseline-dist", type=Path, help="a baseline build to compare with")
    parser.add_argument("--baseline-rev", help="build web/ at this git revision as the baseline")
    parser.add_argument("--paths", nargs="+", default=LCP_PATHS, help="paths to measure LCP on")
    args = parser.parse_args()
    dist = (args.dist or ROOT / "web" / "dist").resolve()
    if args.dist is None and not args.no_build:
        subprocess.run(
            ["npm", "--prefix", str(ROOT / "web"), "run", "build"], check=True, stdout=subprocess.DEVNULL
        )
    work = Path(tempfile.mkdtemp(prefix="web-weight-"))
    try:
        baseline = args.baseline_dist.resolve() if args.baseline_dist else None
        if args.baseline_rev:
            baseline = build_revision(args.baseline_rev, work)
        print_bytes(dist, baseline)
        if not args.no_lcp:
            measure_lcp(dist, baseline, args.paths)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
