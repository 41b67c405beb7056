#!/usr/bin/env bash
# Runs localstripe (a local, stateful Stripe API server; installed by deploy/scripts/install-localstripe.sh) in the
# foreground on loopback:
#   start-localstripe.sh [PORT]                (default 8420)
# LOCALSTRIPE_STATE names the file its objects persist in between runs (make dev: .data/localstripe.pickle); empty
# or unset keeps them in memory only (the tests' throwaway servers). localstripe-server.py explains why it wraps it.
set -euo pipefail

root=$(cd "$(dirname "$0")/../../.." && pwd)
python=${LOCALSTRIPE_PYTHON:-$root/.cache/localstripe/bin/python}
port=${1:-8420}
[ -x "$python" ] || {
  echo "start-localstripe: $python is missing; run deploy/scripts/install-localstripe.sh" >&2
  exit 1
}
exec "$python" "$root/deploy/infra/localstripe/localstripe-server.py" "$port"
