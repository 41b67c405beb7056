#!/usr/bin/env bash
# `make bench-load`: the embedded product on a fresh data directory (demo data seeded), then k6 against the main
# read paths on loopback. Prints p50/p95/p99 and req/s per call. Not part of `make test`.
# Environment: K6 (the k6 binary), DURATION (30s), READ_VUS (8), LOGIN_VUS (2).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
k6=${K6:-$root/.cache/bin/k6}

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

data_dir=$(mktemp -d "${TMPDIR:-/tmp}/chalktalk-bench-XXXXXX")
# When run as root, embedded-postgres runs initdb as an unprivileged user that must reach the folder.
chmod 777 "$data_dir"
log="$data_dir/runner.log"
port=$(free_port)
runner=""
cleanup() {
  if [ -n "$runner" ]; then kill -INT "$runner" 2>/dev/null || true; wait "$runner" 2>/dev/null || true; fi
  rm -rf "$data_dir"
}
trap cleanup EXIT

# Everything here shares one address, so the gateway's per-address budgets are lifted: the figures are of the
# request path, not of the limiter.
DATA_DIR="$data_dir" PORT="$port" PG_PORT="$(free_port)" SERVICE_PORT_BASE=$((20000 + RANDOM % 20000)) \
  SMTP_SINK_PORT=0 LOG_LEVEL=warn SEED_DEMO=true \
  RATE_LIMIT_PER_MINUTE=100000000 ACCOUNT_RATE_LIMIT_PER_MINUTE=100000000 \
  node "$root/deploy/embedded/dist/main.js" >"$log" 2>&1 &
runner=$!

# The address opens only once the demo data exists, so its first answer means ready.
for _ in $(seq 1 600); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/api/main/version" && break
  kill -0 "$runner" 2>/dev/null || { echo "the product did not start:" >&2; tail -20 "$log" >&2; exit 1; }
  sleep 0.1
done

echo "k6 $("$k6" version | head -1 | cut -d' ' -f2) against http://127.0.0.1:$port, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$k6" run --quiet --no-usage-report -e BASE_URL="http://127.0.0.1:$port" "$here/read-paths.k6.js"
