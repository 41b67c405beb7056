#!/usr/bin/env bash
# Installs Keycloak for the single sign-on tests (services/identity's Keycloak adapter suite and the keycloak
# Playwright walk): Maven Central's org.keycloak:keycloak-quarkus-dist zip, unpacked into
# .cache/keycloak/keycloak-<version>. It runs on a Java 21+ JDK (Temurin 25 on this machine; see keycloak-java.sh).
# Called by install-system-deps.sh; quiet when nothing is to do.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
exec bash "$root/deploy/scripts/install-maven-dist.sh" keycloak Keycloak "$KEYCLOAK_VERSION" \
  org.keycloak:keycloak-quarkus-dist bin/kc.sh
