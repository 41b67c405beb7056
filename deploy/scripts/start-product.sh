# Sourced by the bench scripts: start_product [web dist] [NAME=value ...] starts the embedded product with the demo
# data on free ports and a fresh data directory, serving that web build (the product's default when empty) with the
# given settings added, and waits until it answers. It sets PRODUCT_URL, PRODUCT_PID, PRODUCT_DATA_DIR (its log is
# runner.log there) and PRODUCT_PG_PORT. stop_products, run when the script exits, stops every product started and
# removes its directory; a script with cleanup of its own traps EXIT itself and calls stop_products last.
# Several may run side by side.
# shellcheck shell=bash
products_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
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
  local dist=${1:-} data_dir port pg_port pid settings=()
  shift || true
  [ -n "$dist" ] && settings+=("WEB_DIST_DIR=$dist")
  settings+=("$@")
  data_dir=$(mktemp -d "${TMPDIR:-/tmp}/chalktalk-bench-XXXXXX")
  port=$(free_port)
  pg_port=$(free_port)
  env DATA_DIR="$data_dir" PORT="$port" PG_PORT="$pg_port" SERVICE_PORT_BASE=$((20000 + RANDOM % 20000)) \
    SMTP_SINK_PORT=0 LOCALSTRIPE_PORT="$(free_port)" LOG_LEVEL=warn SEED_DEMO=true \
    "${settings[@]}" \
    node "$products_root/deploy/embedded/dist/main.js" >"$data_dir/runner.log" 2>&1 &
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
  PRODUCT_PID=$pid
  PRODUCT_DATA_DIR=$data_dir
  PRODUCT_PG_PORT=$pg_port
}
