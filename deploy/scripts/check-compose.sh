#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine: the compose file must parse and resolve (every profile),
# and every service must have a healthcheck and a non-root user (check-compose-policy.mjs). Non-zero on any problem.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
export PATH="$root/.cache/bin:$PATH"
# Node 24: the machine's, or the one ensure-node.sh bootstrapped into .cache/ (fresh clones, plain shells).
PATH="$(bash "$root/deploy/scripts/ensure-node.sh"):$PATH"
command -v docker-compose >/dev/null ||
  { echo "check-compose: docker-compose missing; run deploy/scripts/install-system-deps.sh" >&2; exit 1; }

cd "$root"
started=$SECONDS
# Interpolation reads only the file's defaults, never a developer's .env, so the check gives the same answer anywhere.
compose=(docker-compose --project-directory "$root" --file docker-compose.yml --env-file /dev/null --profile full)
"${compose[@]}" config --quiet
"${compose[@]}" config --format json | node "$root/deploy/scripts/check-compose-policy.mjs" "$root"
echo "check-compose: docker-compose.yml ok in $((SECONDS - started)) s"
