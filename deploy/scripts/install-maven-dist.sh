#!/usr/bin/env bash
# Installs a distribution zip from Maven Central into .cache/<name>/<name>-<version>, the one shape the Keycloak
# and Elasticsearch installers share: skip when the launcher is there and the stamp names this version,
# otherwise fetch the artifact with Maven's dependency plugin, unpack it in place of any older copy, stamp it.
# Quiet when nothing is to do; on failure prints the tail of .cache/logs/install-<name>.log.
#   install-maven-dist.sh <name> <Label> <version> <groupId:artifactId> <launcher inside the unpacked folder>
# The zip is <artifactId>-<version>.zip and unpacks to <name>-<version> (true of both distributions).
set -euo pipefail

name=$1 label=$2 version=$3 artifact=$4 launcher=$5
root=$(cd "$(dirname "$0")/../.." && pwd)
home="$root/.cache/$name"
stamps="$root/.cache/stamps"
logs="$root/.cache/logs"
mkdir -p "$stamps" "$logs" "$home"

want="$name $version"
if [ -x "$home/$name-$version/$launcher" ] && [ -f "$stamps/$name" ] && [ "$(cat "$stamps/$name")" = "$want" ]; then
  exit 0
fi

install() {
  local dl
  dl=$(mktemp -d)
  mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
    -Dartifact="$artifact:$version:zip" \
    -DoutputDirectory="$dl" &&
    rm -rf "${home:?}/$name-$version" &&
    unzip -q "$dl/${artifact##*:}-$version.zip" -d "$home" &&
    rm -rf "$dl"
}

started=$SECONDS
if ! install >"$logs/install-$name.log" 2>&1; then
  echo "install-$name: failed; its output:" >&2
  tail -n 40 "$logs/install-$name.log" >&2
  exit 1
fi
echo "$want" >"$stamps/$name"
echo "install-system-deps: installed $label $version in $((SECONDS - started)) s"
