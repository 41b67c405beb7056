#!/usr/bin/env bash
# Runs a command beside a test Keycloak: with-keycloak.sh CMD [ARGS...]
# Starts Keycloak in the background (keycloak.sh start) without waiting, so it boots while CMD does other work;
# the suites that need it wait for it themselves (keycloak.sh wait, or their own polling of KEYCLOAK_URL).
# Exports KEYCLOAK_URL, SSO_ISSUERS (the demo-club realm) and KEYCLOAK_ADMIN_CLIENTS for the products the tests
# start. A Keycloak that was already running is left alone; one started here is stopped when CMD ends.
set -uo pipefail

[ $# -gt 0 ] || { echo "usage: $0 CMD [ARGS...]" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
export KEYCLOAK_PORT=${KEYCLOAK_PORT:-8180}
export KEYCLOAK_URL="http://127.0.0.1:$KEYCLOAK_PORT"
realm="$KEYCLOAK_URL/realms/demo-club"
export SSO_ISSUERS=${SSO_ISSUERS:-"[{\"id\":\"demo-club\",\"name\":\"Demo Club\",\"issuer\":\"$realm\",\"clientId\":\"chalktalk-web\"}]"}
export KEYCLOAK_ADMIN_CLIENTS=${KEYCLOAK_ADMIN_CLIENTS:-"{\"demo-club\":{\"clientId\":\"chalktalk-identity\",\"clientSecret\":\"${KEYCLOAK_IDENTITY_CLIENT_SECRET:-chalktalk-identity-dev-secret}\"}}"}

started_here=false
if ! bash "$root/deploy/scripts/keycloak.sh" running; then
  bash "$root/deploy/scripts/keycloak.sh" start || exit 1
  started_here=true
fi
# shellcheck disable=SC2329 # called by the EXIT trap
finish() { if [ "$started_here" = true ]; then bash "$root/deploy/scripts/keycloak.sh" stop; fi; }
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
"$@"
