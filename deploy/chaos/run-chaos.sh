#!/usr/bin/env bash
# `make chaos`: runs deploy/chaos/chaos.mjs against the distributed stack. A stack already running detached
# (RUN_DISTRIBUTED_DETACH=1 make up) is used as it is; without one, a detached stack is started with the gateway's
# per-address budgets raised (the burst writes from one address) and stopped again afterwards. A foreground
# `make up` is refused: it stops everything when one of its processes dies, which is what this test does.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
run="$root/.cache/run"
PATH="$(bash "$root/deploy/scripts/ensure-node.sh"):$PATH"
runner="$root/deploy/local/run-distributed.sh"

if [ -f "$run/distributed.foreground" ] && kill -0 "$(cat "$run/distributed.foreground")" 2>/dev/null; then
  echo "chaos: make up runs in the foreground; stop it and run make chaos alone (or RUN_DISTRIBUTED_DETACH=1 make up)" >&2
  exit 2
fi

# The burst writes from one address; the gateway chaos.mjs restarts after its kill keeps these budgets too.
export RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE:-100000}
export ACCOUNT_RATE_LIMIT_PER_MINUTE=${ACCOUNT_RATE_LIMIT_PER_MINUTE:-10000}
gateway_url=$(sed -n 's/^GATEWAY_URL=//p' "$run/distributed.env" 2>/dev/null || true)
if [ -z "$gateway_url" ] || ! curl -fsS -o /dev/null --max-time 3 "$gateway_url/health/ready"; then
  echo "chaos: no distributed stack running; starting one (detached)"
  # Keycloak is left out of a stack started here: no step of the burst signs in through it, and it boots in minutes.
  export KEYCLOAK=${KEYCLOAK:-0}
  RUN_DISTRIBUTED_DETACH=1 LOG_LEVEL=${LOG_LEVEL:-warn} bash "$runner"
  trap 'bash "$runner" stop' EXIT
fi

code=0
node "$root/deploy/chaos/chaos.mjs" || code=$?
exit "$code"
