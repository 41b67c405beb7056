#!/usr/bin/env bash
# Runs a throwaway Keycloak in the foreground, on loopback only, for the single sign-on tests and local trials:
#   start-keycloak.sh [PORT]        (default 8180, or KEYCLOAK_PORT)
# `start-dev` with an in-memory H2 database (dev-mem) and the realms of deploy/infra/keycloak imported at start,
# so every start begins from the same users and nothing is left behind. The bootstrap admin of the master realm is
# admin / KEYCLOAK_ADMIN_PASSWORD (default chalktalk-local). Keycloak comes from install-keycloak.sh; it needs a
# Java 21+ JDK: JAVA_HOME when it is one, else the newest JDK under /usr/lib/jvm that is.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
home=${KEYCLOAK_HOME:-$root/.cache/keycloak/keycloak-$KEYCLOAK_VERSION}
port=${1:-${KEYCLOAK_PORT:-8180}}
[ -x "$home/bin/kc.sh" ] || { echo "start-keycloak: $home is missing; run deploy/scripts/install-keycloak.sh" >&2; exit 1; }

java_major() { "$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n1; }
if [ -z "${JAVA_HOME:-}" ] || [ "$(java_major "$JAVA_HOME")" -lt 21 ] 2>/dev/null; then
  JAVA_HOME=
  for jdk in /usr/lib/jvm/*/; do
    major=$(java_major "${jdk%/}" 2>/dev/null || true)
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then JAVA_HOME=${jdk%/}; fi
  done
  [ -n "$JAVA_HOME" ] || { echo "start-keycloak: no Java 21+ JDK under /usr/lib/jvm" >&2; exit 1; }
fi
export JAVA_HOME

mkdir -p "$home/data/import"
cp "$root"/deploy/infra/keycloak/*-realm.json "$home/data/import/"

export KC_BOOTSTRAP_ADMIN_USERNAME=${KC_BOOTSTRAP_ADMIN_USERNAME:-admin}
export KC_BOOTSTRAP_ADMIN_PASSWORD=${KEYCLOAK_ADMIN_PASSWORD:-chalktalk-local}
# A bounded heap: Keycloak shares two busy cores and the memory with the tests beside it.
export JAVA_OPTS_KC_HEAP=${JAVA_OPTS_KC_HEAP:--Xms64m -Xmx512m}
exec "$home/bin/kc.sh" start-dev --db=dev-mem --http-host=127.0.0.1 --http-port="$port" \
  --http-management-port="$((port + 1000))" --import-realm --log-level=warn,org.keycloak.services:info \
  --features-disabled=admin-fine-grained-authz
