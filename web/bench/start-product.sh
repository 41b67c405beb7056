# Sourced by the bench scripts: start_product <web dist> starts the embedded product with the demo data serving
# that build on free ports and a fresh data directory, sets PRODUCT_URL, and stops it (and removes the directory)
# when the script exits. Several may run side by side.
# shellcheck shell=bash
bench_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
product_pids=()
product_dirs=()

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

stop_products() {
  for pid in "${product_pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
  for pid in "${product_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  for dir in "${product_dirs[@]}"; do rm -rf "$dir"; done
}
trap stop_products EXIT

start_product() {
  local dist=$1 data_dir port pid
  data_dir=$(mktemp -d "${TMPDIR:-/tmp}/chalktalk-bench-web-XXXXXX")
  port=$(free_port)
  DATA_DIR="$data_dir" PORT="$port" PG_PORT="$(free_port)" SERVICE_PORT_BASE=$((20000 + RANDOM % 20000)) \
    SMTP_SINK_PORT=0 LOCALSTRIPE_PORT="$(free_port)" LOG_LEVEL=warn SEED_DEMO=true WEB_DIST_DIR="$dist" \
    node "$bench_root/deploy/embedded/dist/main.js" >"$data_dir/runner.log" 2>&1 &
  pid=$!
  product_pids+=("$pid")
  product_dirs+=("$data_dir")
  # The address opens only once the demo data exists, so its first answer means ready.
  for _ in $(seq 1 600); do
    curl -fs -o /dev/null "http://127.0.0.1:$port/api/main/version" && break
    kill -0 "$pid" 2>/dev/null || { echo "the product did not start:" >&2; tail -20 "$data_dir/runner.log" >&2; exit 1; }
    sleep 0.1
  done
  PRODUCT_URL="http://127.0.0.1:$port"
}
