#!/usr/bin/env bash
# `make bench-web`: the built web app (web/dist) served by the embedded product on a fresh data directory with the
# demo data, then Lighthouse (bench/lighthouse.mjs) on /login, /feed and /playbook, mobile and desktop.
# Not part of `make test`. Environment: BENCH_FORM_FACTORS (mobile,desktop), BENCH_PAGES (/login,/feed,/playbook),
# BENCH_RUNS (1), BENCH_REPORT_DIR (keep the JSON reports), BENCH_WEB_DIST (web/dist), CHROME_PATH (/usr/bin/chromium).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

dist=${BENCH_WEB_DIST:-$root/web/dist}
data_dir=$(mktemp -d "${TMPDIR:-/tmp}/chalktalk-bench-web-XXXXXX")
# When run as root, embedded-postgres runs initdb as an unprivileged user that must reach the folder.
chmod 777 "$data_dir"
port=$(free_port)
runner=""
cleanup() {
  if [ -n "$runner" ]; then kill -INT "$runner" 2>/dev/null || true; wait "$runner" 2>/dev/null || true; fi
  rm -rf "$data_dir"
}
trap cleanup EXIT

DATA_DIR="$data_dir" PORT="$port" PG_PORT="$(free_port)" SERVICE_PORT_BASE=$((20000 + RANDOM % 20000)) \
  SMTP_SINK_PORT=0 LOG_LEVEL=warn SEED_DEMO=true WEB_DIST_DIR="$dist" \
  node "$root/deploy/embedded/dist/main.js" >"$data_dir/runner.log" 2>&1 &
runner=$!
# The address opens only once the demo data exists, so its first answer means ready.
for _ in $(seq 1 600); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/api/main/version" && break
  kill -0 "$runner" 2>/dev/null || { echo "the product did not start:" >&2; tail -20 "$data_dir/runner.log" >&2; exit 1; }
  sleep 0.1
done

echo "web first load: $(node "$here/first-load-size.mjs" "$dist")"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
BENCH_BASE_URL="http://127.0.0.1:$port" node "$here/lighthouse.mjs"
