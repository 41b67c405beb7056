#!/usr/bin/env bash
# Installs Elasticsearch for the search service's contract suite and `make bench-search`: the integration-test
# distribution that Elastic publishes on Maven Central (org.elasticsearch.distribution.integ-test-zip:elasticsearch,
# a zip of the server with the core modules and security, which the tests switch off), unpacked into
# .cache/elasticsearch/elasticsearch-<version>. It runs on the machine's Java 17+ (ES_JAVA_HOME), no bundled JDK.
# Called by install-system-deps.sh; quiet when nothing is to do.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
home="$root/.cache/elasticsearch"
stamps="$root/.cache/stamps"
logs="$root/.cache/logs"
mkdir -p "$stamps" "$logs" "$home"

want="elasticsearch $ELASTICSEARCH_VERSION"
if [ -x "$home/elasticsearch-$ELASTICSEARCH_VERSION/bin/elasticsearch" ] && [ -f "$stamps/elasticsearch" ] &&
  [ "$(cat "$stamps/elasticsearch")" = "$want" ]; then
  exit 0
fi

install() {
  local dl
  dl=$(mktemp -d)
  mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
    -Dartifact="org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ELASTICSEARCH_VERSION:zip" \
    -DoutputDirectory="$dl" &&
    rm -rf "$home/elasticsearch-$ELASTICSEARCH_VERSION" &&
    unzip -q "$dl/elasticsearch-$ELASTICSEARCH_VERSION.zip" -d "$home" &&
    rm -rf "$dl"
}

started=$SECONDS
if ! install >"$logs/install-elasticsearch.log" 2>&1; then
  echo "install-elasticsearch: failed; its output:" >&2
  tail -n 40 "$logs/install-elasticsearch.log" >&2
  exit 1
fi
echo "$want" >"$stamps/elasticsearch"
echo "install-system-deps: installed Elasticsearch $ELASTICSEARCH_VERSION in $((SECONDS - started)) s"
