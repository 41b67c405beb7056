#!/usr/bin/env bash
# Runs a command with a real Kafka broker: with-kafka.sh CMD [ARGS...]
# Starts the broker (deploy/infra/kafka/kafka.sh) when none is running, exports KAFKA_BROKERS, runs CMD and exits
# with CMD's exit code. A broker that was already running is left alone. A broker started here is stopped when the
# last with-kafka.sh using it finishes, so two test runs sharing the checkout do not pull it from under each other.
set -uo pipefail

[ $# -gt 0 ] || { echo "usage: $0 CMD [ARGS...]" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
kafka="$root/deploy/infra/kafka/kafka.sh"
run="$root/.cache/run"
leases="$run/kafka-leases"
auto_marker="$run/kafka.started-by-with-kafka"
mkdir -p "$leases"

export KAFKA_PORT=${KAFKA_PORT:-19092}
export KAFKA_BROKERS="127.0.0.1:$KAFKA_PORT"

# Leases are files named after the pid of the with-kafka.sh holding them; a crashed holder's lease is ignored.
# shellcheck disable=SC2329 # used by release(), which the EXIT trap calls
live_leases() {
  local lease
  for lease in "$leases"/*; do
    [ -e "$lease" ] || continue
    if kill -0 "$(basename "$lease")" 2>/dev/null; then echo "$lease"; else rm -f "$lease"; fi
  done
}

acquire() {
  exec 8>"$run/with-kafka.lock"
  flock 8
  touch "$leases/$$"
  if ! bash "$kafka" status >/dev/null 2>&1; then
    bash "$kafka" start 8>&- || { rm -f "$leases/$$"; flock -u 8; exit 1; }
    touch "$auto_marker"
  fi
  flock -u 8
}

# shellcheck disable=SC2329 # called by the EXIT trap
release() {
  flock 8
  rm -f "$leases/$$"
  if [ -f "$auto_marker" ] && [ -z "$(live_leases)" ]; then
    bash "$kafka" stop 8>&-
    rm -f "$auto_marker"
  fi
  flock -u 8
}

acquire
trap release EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
"$@" 8>&-
code=$?
exit "$code"
