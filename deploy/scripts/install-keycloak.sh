#!/usr/bin/env bash
# Installs Keycloak for the single sign-on tests (services/identity's Keycloak adapter suite and the keycloak
# Playwright walk): Maven Central's org.keycloak:keycloak-quarkus-dist zip, unpacked into
# .cache/keycloak/keycloak-<version>. It runs on a Java 21+ JDK (Temurin 25 on this machine; see keycloak-java.sh).
# Called by install-system-deps.sh; quiet when nothing is to do.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
home="$root/.cache/keycloak"
stamps="$root/.cache/stamps"
logs="$root/.cache/logs"
mkdir -p "$stamps" "$logs" "$home"

want="keycloak $KEYCLOAK_VERSION"
if [ -x "$home/keycloak-$KEYCLOAK_VERSION/bin/kc.sh" ] && [ -f "$stamps/keycloak" ] &&
  [ "$(cat "$stamps/keycloak")" = "$want" ]; then
  exit 0
fi

install() {
  local dl
  dl=$(mktemp -d)
  mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
    -Dartifact="org.keycloak:keycloak-quarkus-dist:$KEYCLOAK_VERSION:zip" \
    -DoutputDirectory="$dl" &&
    rm -rf "$home/keycloak-$KEYCLOAK_VERSION" &&
    unzip -q "$dl/keycloak-quarkus-dist-$KEYCLOAK_VERSION.zip" -d "$home" &&
    rm -rf "$dl"
}

started=$SECONDS
if ! install >"$logs/install-keycloak.log" 2>&1; then
  echo "install-keycloak: failed; its output:" >&2
  tail -n 40 "$logs/install-keycloak.log" >&2
  exit 1
fi
echo "$want" >"$stamps/keycloak"
echo "install-system-deps: installed Keycloak $KEYCLOAK_VERSION in $((SECONDS - started)) s"
