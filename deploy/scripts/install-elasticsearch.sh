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
exec bash "$root/deploy/scripts/install-maven-dist.sh" elasticsearch Elasticsearch "$ELASTICSEARCH_VERSION" \
  org.elasticsearch.distribution.integ-test-zip:elasticsearch bin/elasticsearch
