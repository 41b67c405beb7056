#!/usr/bin/env bash
# The event-bus contract suites (*.contract.int.spec.ts): the same suite against the in-process adapter and
# against a real Kafka broker, started here when none is running (with-kafka.sh). CI=true makes a Kafka suite
# fail instead of skipping should KAFKA_BROKERS ever be missing. Extra arguments go to jest.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
started=$SECONDS
CI=true bash "$root/deploy/scripts/with-kafka.sh" \
  npx jest --selectProjects integration --runInBand --testPathPatterns '\.contract\.int\.spec\.ts$' "$@"
echo "contracts: passed in $((SECONDS - started)) s"
