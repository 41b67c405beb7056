#!/usr/bin/env bash
# `make bench-web`: the built web app (web/dist) served by the embedded product on a fresh data directory with the
# demo data, then Lighthouse (bench/lighthouse.mjs) on /login, /feed and /playbook, mobile and desktop.
# Not part of `make test`. Environment: BENCH_FORM_FACTORS (mobile,desktop), BENCH_PAGES (/login,/feed,/playbook),
# BENCH_RUNS (1), BENCH_REPORT_DIR (keep the JSON reports), BENCH_WEB_DIST (web/dist), CHROME_PATH (/usr/bin/chromium).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

dist=${BENCH_WEB_DIST:-$root/web/dist}
# shellcheck source=../../deploy/scripts/start-product.sh
source "$root/deploy/scripts/start-product.sh"
start_product "$dist"

echo "web first load: $(node "$here/first-load-size.mjs" "$dist")"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
BENCH_BASE_URL="$PRODUCT_URL" node "$here/lighthouse.mjs"
