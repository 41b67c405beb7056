#!/usr/bin/env bash
# `make bench-load`: the embedded product on a fresh data directory (demo data seeded) and, beside it, a bare
# baseline server on the same Node and the same Postgres (baseline-server.mjs); then k6 on loopback in three phases
# (request-path.k6.js): the baseline and the reads at saturation, the reads at half their saturation rate, then the
# write and login. Prints each figure beside the same-run baseline with the ratio and the goal (report.cjs).
# Not part of `make test`.
# Environment: K6 (the k6 binary), DURATION_S (10 per target), SATURATE_VUS (8), LOG_LEVEL of the product (info).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
k6=${K6:-$root/.cache/bin/k6}

# shellcheck source=../../scripts/start-product.sh
source "$root/deploy/scripts/start-product.sh"
baseline=""
sampler=""
cleanup() {
  if [ -n "$sampler" ]; then kill "$sampler" 2>/dev/null || true; fi
  if [ -n "$baseline" ]; then kill -TERM "$baseline" 2>/dev/null || true; wait "$baseline" 2>/dev/null || true; fi
  stop_products
}
trap cleanup EXIT

# Everything here shares one address, so the gateway's per-address budgets are lifted: the figures are of the
# request path, not of the limiter. The product logs at its default level (one access line per hop) to a file.
start_product "" LOG_LEVEL="${LOG_LEVEL:-info}" \
  RATE_LIMIT_PER_MINUTE=100000000 ACCOUNT_RATE_LIMIT_PER_MINUTE=100000000
data_dir=$PRODUCT_DATA_DIR
pg_port=$PRODUCT_PG_PORT
baseline_port=$(free_port)
nest_baseline_port=$(free_port)

pg_url="postgres://postgres:$(tr -d '\n' <"$data_dir/postgres.password")@127.0.0.1:$pg_port/identity"
# The same way to Postgres as the product's: its Unix socket when the server has one (local-postgres.ts).
if [ -S "$data_dir/postgres/.s.PGSQL.$pg_port" ]; then pg_url="$pg_url?host=$data_dir/postgres"; fi
node "$here/baseline-server.mjs" "$baseline_port" "$nest_baseline_port" "$pg_url" >"$data_dir/baseline.log" 2>&1 &
baseline=$!
for _ in $(seq 1 100); do
  curl -fs -o /dev/null "http://127.0.0.1:$nest_baseline_port/select1" && break
  kill -0 "$baseline" 2>/dev/null || { echo "the baseline server did not start:" >&2; cat "$data_dir/baseline.log" >&2; exit 1; }
  sleep 0.1
done

node "$here/cpu-sampler.mjs" "$data_dir/cpu.jsonl" "$PRODUCT_PID" "$baseline" \
  "$(head -1 "$data_dir/postgres/postmaster.pid")" &
sampler=$!

# The play a coach saves in the write scenario: a fresh basketball play from the domain's own constructor.
node -e "process.stdout.write(JSON.stringify(require('$root/packages/domain').createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: 'Bench play' })))" \
  >"$data_dir/play.json"

header="make bench-load $(date -u '+%Y-%m-%d %H:%M UTC'): k6 $("$k6" version | head -1 | cut -d' ' -f2), node $(node --version), $(nproc) cores, load average before $(cut -d' ' -f1-3 /proc/loadavg)"
run_k6() {
  "$k6" run --quiet --no-usage-report --address 127.0.0.1:0 -e BASE_URL="$PRODUCT_URL" \
    -e BASELINE_URL="http://127.0.0.1:$baseline_port" -e NEST_BASELINE_URL="http://127.0.0.1:$nest_baseline_port" \
    -e PLAY_FILE="$data_dir/play.json" "$@" \
    "$here/request-path.k6.js" >/dev/null
}
run_k6 -e PHASE=saturate -e OUT="$data_dir/saturate.json"
half_rates=$(node -e "const t=require('$data_dir/saturate.json').targets; console.log(JSON.stringify(Object.fromEntries(['retrieveTeams','getMyPlaybook','getTeamPlaybook','getTeamMembers'].map(c=>[c,t[c].rps/2]))))")
run_k6 -e PHASE=half -e HALF_RATES="$half_rates" -e OUT="$data_dir/half.json"
run_k6 -e PHASE=writes -e OUT="$data_dir/writes.json"
node "$here/report.cjs" "$data_dir/saturate.json" "$data_dir/half.json" "$data_dir/writes.json" "$data_dir/cpu.jsonl" \
  "$header, after $(cut -d' ' -f1-3 /proc/loadavg)"
