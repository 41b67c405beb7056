#!/usr/bin/env bash
# `make bench-web-floor`: Lighthouse's phone run of /feed on the app (web/dist) and on the floor pages
# (bench/floor/README.md: the least a signed-in page can be on React, the kit and the start-up reads), each served
# by an embedded product of its own with the demo data, in interleaved rounds so the machine's load falls on all
# alike. Not part of `make test`. Environment: BENCH_ROUNDS (3), BENCH_WEB_DIST (web/dist), CHROME_PATH.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# shellcheck source=../../deploy/scripts/start-product.sh
source "$root/deploy/scripts/start-product.sh"

builds=$(mktemp -d "${TMPDIR:-/tmp}/chalktalk-floor-XXXXXX")
product_dirs+=("$builds")
labels=(app)
urls=()
start_product "${BENCH_WEB_DIST:-$root/web/dist}"
urls+=("$PRODUCT_URL")
for variant in react kit kit-data; do
  (cd "$root/web" && FLOOR_VARIANT=$variant npx vite build -c bench/floor/vite.config.ts --logLevel warn \
    --emptyOutDir --outDir "$builds/$variant")
  start_product "$builds/$variant"
  labels+=("floor-$variant")
  urls+=("$PRODUCT_URL")
done

rounds=${BENCH_ROUNDS:-3}
for round in $(seq 1 "$rounds"); do
  order=$(seq 0 $((${#labels[@]} - 1)))
  # Every other round runs the other way round, so neither end of a round is always the app's.
  [ $((round % 2)) -eq 0 ] && order=$(echo "$order" | tac)
  for i in $order; do
    line=$(BENCH_BASE_URL=${urls[$i]} BENCH_PAGES=/feed BENCH_FORM_FACTORS=mobile node "$here/lighthouse.mjs" 2>&1 |
      grep -E '^mobile' || true)
    printf 'round %s  %-15s load %s  %s\n' "$round" "${labels[$i]}" "$(cut -d' ' -f1 /proc/loadavg)" \
      "$(echo "$line" | sed -E 's/^mobile +\/feed +//; s/ +BELOW TARGET.*//')"
  done
done
