#!/usr/bin/env bash
# `make api-check`: Schemathesis against the public HTTP API as the gateway describes it (GET /api/openapi.json),
# on the embedded product (demo data, free loopback ports, a fresh data directory), signed in as the demo coach.
# The fuzzing and stateful phases run with a bounded number of examples per operation and a fixed seed, so a run
# sends the same requests each time (the coverage phase, about 11 minutes here, only on request); the checks: no
# server error (5xx) and every answer inside its documented status codes and schema. Exits non-zero on any failure; the JUnit and NDJSON reports are kept in
# .cache/api-check/ (and the product's log there as product.log).
# Environment: API_CHECK_EXAMPLES (examples per operation, 8), API_CHECK_SEED (20261202), API_CHECK_WORKERS (2),
# API_CHECK_PHASES (examples,fuzzing,stateful; add coverage for Schemathesis's boundary values),
# API_CHECK_ARGS (more schemathesis options, e.g. "--include-path-regex ^/api/teams/").
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
bash "$root/deploy/scripts/install-pypi-tool.sh" schemathesis "$SCHEMATHESIS_VERSION"
schemathesis="$root/.cache/schemathesis/bin/schemathesis"
[ -f "$root/deploy/embedded/dist/main.js" ] || { echo "check-api: build first (npm run build)" >&2; exit 1; }

out="$root/.cache/api-check"
rm -rf "$out" && mkdir -p "$out"

# shellcheck source=deploy/scripts/start-product.sh
source "$root/deploy/scripts/start-product.sh"
keep_log() { [ -n "${PRODUCT_DATA_DIR:-}" ] && cp "$PRODUCT_DATA_DIR/runner.log" "$out/product.log" 2>/dev/null; stop_products; }
trap keep_log EXIT
# One client address sends every request, so the per-address budgets are lifted: the run tests answers, not the limiter.
start_product "" RATE_LIMIT_PER_MINUTE=100000000 ACCOUNT_RATE_LIMIT_PER_MINUTE=100000000
# start_product waits a minute; on a loaded machine the demo seed can take longer.
for _ in $(seq 1 300); do
  curl -fs -o /dev/null "$PRODUCT_URL/api/main/version" && break
  kill -0 "$PRODUCT_PID" 2>/dev/null || { echo "check-api: the product stopped:" >&2; tail -20 "$PRODUCT_DATA_DIR/runner.log" >&2; exit 1; }
  sleep 1
done

login=$(curl -fsS -H 'content-type: application/json' \
  -d '{"email":"coach@demo.chalktalk.app","password":"chalktalk-demo"}' "$PRODUCT_URL/api/account/login")
token=$(node -e 'process.stdout.write(JSON.parse(process.argv[1]).accessToken)' "$login")

started=$SECONDS
status=0
# Calls that end the coach's session or account would turn every later request into a 401; they are left out.
# shellcheck disable=SC2086 # API_CHECK_ARGS is a list of options
"$schemathesis" run "$PRODUCT_URL/api/openapi.json" \
  --url "$PRODUCT_URL" \
  --header "Authorization: Bearer $token" \
  --phases "${API_CHECK_PHASES:-examples,fuzzing,stateful}" \
  --checks not_a_server_error,status_code_conformance,response_schema_conformance \
  --max-examples "${API_CHECK_EXAMPLES:-8}" \
  --seed "${API_CHECK_SEED:-20261202}" \
  --workers "${API_CHECK_WORKERS:-2}" \
  --request-timeout 30 \
  --exclude-path-regex '^/api/account/(logout|deleteAccount|changePassword|changeEmail)$' \
  --report junit,ndjson --report-dir "$out" \
  --no-color ${API_CHECK_ARGS:-} || status=$?
echo "check-api: schemathesis $SCHEMATHESIS_VERSION finished in $((SECONDS - started)) s with exit code $status (reports in .cache/api-check/)"
exit "$status"
