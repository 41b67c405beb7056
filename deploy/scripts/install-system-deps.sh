#!/usr/bin/env bash
# Installs the machine tools the test suites need, each only when it is missing or at the wrong version:
#   Debian packages  chromium (the render tests' and benchmark's picture of the screen, Playwright), ffmpeg and fontconfig (the render service) (+ a Java 17+ runtime and Maven when absent)
#   Go               the machine's Go 1.21+, else the toolchain module golang.org/toolchain from the Go module proxy
#   Kafka            Apache Kafka jars from Maven Central into .cache/kafka/libs (run by deploy/infra/kafka/kafka.sh)
#   PyPI tools       each in its own venv under .cache/<name> (install-pypi-tool.sh): localstripe, the local Stripe
#                    server; schemathesis, the API fuzzer of make api-check
#   stripe-mock      Stripe's mock API server, checking requests against its OpenAPI (go build; install-stripe-mock.sh)
#   Go tools         helm, kubeconform, docker-compose, minio built from the Go module proxy into .cache/bin
#   k8s schemas      kubeconform's JSON schemas generated from the Kubernetes OpenAPI spec (GitHub is not reachable)
# Everything lands under .cache/ so a fresh clone installs by itself. Quiet when nothing is to do; one line per
# tool installed. Tool output goes to .cache/logs/install-<tool>.log and is printed only when a step fails.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
cache="$root/.cache"
bin="$cache/bin"
# Node 24 (for the schema generator): the machine's, or the one bootstrapped into .cache by ensure-node.sh.
PATH="$(bash "$root/deploy/scripts/ensure-node.sh"):$PATH"
stamps="$cache/stamps"
logs="$cache/logs"
mkdir -p "$bin" "$stamps" "$logs"

log() { echo "install-system-deps: $*"; }

# Runs "$@" with its output in a log file; prints the log and fails when the command fails.
quietly() {
  local name=$1
  shift
  if ! "$@" >"$logs/install-$name.log" 2>&1; then
    log "$name failed; its output:" >&2
    tail -n 60 "$logs/install-$name.log" >&2
    return 1
  fi
}

# Runs an installer step and reports how long it took.
timed() {
  local name=$1 version=$2
  shift 2
  local started=$SECONDS
  "$@"
  log "installed $name $version in $((SECONDS - started)) s"
}

stamp_ok() { [ -f "$stamps/$1" ] && [ "$(cat "$stamps/$1")" = "$2" ]; }
stamp_set() { echo "$2" >"$stamps/$1"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- Debian packages -------------------------------------------------------------------------------------------
java_major() {
  command -v java >/dev/null 2>&1 || return 0
  java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1
}

missing_debian_packages() {
  local pkg
  for pkg in chromium ffmpeg fontconfig; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || echo "$pkg"
  done
  # Kafka 4 needs Java 17 or newer; any vendor (Debian OpenJDK, Temurin) will do.
  [ "$(java_major)" -ge "$JAVA_MIN_MAJOR" ] 2>/dev/null || echo openjdk-17-jre-headless
  command -v mvn >/dev/null 2>&1 || echo maven
  # Fetching a Go toolchain needs these two.
  if ! have_go; then
    command -v curl >/dev/null 2>&1 || echo curl
    command -v unzip >/dev/null 2>&1 || echo unzip
  fi
  return 0
}

apt_install() {
  as_root apt-get update -qq &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

install_debian_packages() {
  local missing
  mapfile -t missing < <(missing_debian_packages)
  [ "${#missing[@]}" -gt 0 ] || return 0
  timed "debian packages:" "${missing[*]}" quietly apt apt_install "${missing[@]}"
}

# --- Go ---------------------------------------------------------------------------------------------------------
go_toolchain="$cache/go-toolchain"
[ -x "$go_toolchain/bin/go" ] && PATH="$go_toolchain/bin:$PATH"

# Go 1.21+ can fetch whatever newer toolchain a module asks for (GOTOOLCHAIN=auto); older or no Go cannot.
have_go() {
  local minor
  command -v go >/dev/null 2>&1 || return 1
  minor=$(go env GOVERSION 2>/dev/null | sed -n 's/^go1\.\([0-9]*\).*/\1/p')
  [ -n "$minor" ] && [ "$minor" -ge 21 ]
}

# The Go distribution is itself a module on the Go module proxy (golang.org/toolchain), which is reachable here
# where go.dev/dl is not, and is newer than Debian's golang-go.
fetch_go() {
  local arch zip
  case "$(uname -m)" in x86_64) arch=amd64 ;; aarch64) arch=arm64 ;; *) echo "unsupported $(uname -m)" >&2; return 1 ;; esac
  zip=$(mktemp --suffix=.zip)
  rm -rf "$go_toolchain.tmp"
  if ! curl -fsSL -o "$zip" \
    "https://proxy.golang.org/golang.org/toolchain/@v/v0.0.1-go$GO_BOOTSTRAP_VERSION.linux-$arch.zip" ||
    ! unzip -q "$zip" -d "$go_toolchain.tmp"; then
    rm -f "$zip"
    return 1
  fi
  rm -f "$zip"
  rm -rf "$go_toolchain" && mv "$go_toolchain.tmp"/golang.org/toolchain@* "$go_toolchain" && rm -rf "$go_toolchain.tmp"
  chmod +x "$go_toolchain"/bin/* "$go_toolchain"/pkg/tool/*/*
}

install_go() {
  have_go && return 0
  timed go "$GO_BOOTSTRAP_VERSION" quietly go fetch_go
  PATH="$go_toolchain/bin:$PATH"
}

# --- Go tools ---------------------------------------------------------------------------------------------------
# Steps run under `if !` in quietly(), where errexit is off: every command below chains with && or returns.

# Builds inside the downloaded module (not `go install mod@version`) so the module's own replace/exclude
# directives apply exactly as in its upstream release build (docker compose has exclude directives).
# Downloads a module through the Go module proxy (checksums verified) and prints its read-only source folder.
module_dir() {
  local dir
  dir=$(GOTOOLCHAIN=auto GOFLAGS=-mod=mod go mod download -json "$1" | sed -n 's/^\s*"Dir": "\(.*\)",$/\1/p')
  [ -n "$dir" ] || { echo "go mod download $1 gave no source folder" >&2; return 1; }
  echo "$dir"
}

go_build_tool() {
  local module=$1 version=$2 pkg=$3 out=$4 ldflags=$5 dir
  dir=$(module_dir "$module@$version") || return 1
  (cd "$dir" && CGO_ENABLED=0 GOTOOLCHAIN=auto GOFLAGS=-mod=readonly \
    go build -trimpath -ldflags "-s -w $ldflags" -o "$bin/$out.tmp" "$pkg") || return 1
  mv -f "$bin/$out.tmp" "$bin/$out"
}

install_go_tool() {
  local name=$1 module=$2 version=$3 pkg=$4 ldflags=$5
  if [ -x "$bin/$name" ] && stamp_ok "$name" "$module@$version"; then return 0; fi
  timed "$name" "$version" quietly "$name" go_build_tool "$module" "$version" "$pkg" "$name" "$ldflags"
  stamp_set "$name" "$module@$version"
}

# --- Kafka ------------------------------------------------------------------------------------------------------
install_kafka() {
  local pom="$root/deploy/infra/kafka/pom.xml" libs="$cache/kafka/libs" want
  want="$KAFKA_VERSION $(sha256sum "$pom" | cut -c1-16)"
  if [ -d "$libs" ] && stamp_ok kafka "$want"; then return 0; fi
  rm -rf "$libs"
  timed kafka "$KAFKA_VERSION" quietly kafka mvn -B -q -f "$pom" \
    -Dkafka.version="$KAFKA_VERSION" -DoutputDirectory="$libs" dependency:copy-dependencies
  stamp_set kafka "$want"
}

# --- Kubernetes JSON schemas for kubeconform --------------------------------------------------------------------
install_k8s_schemas() {
  local out="$cache/kubernetes-json-schema" want="k8s.io/kubernetes@$K8S_SCHEMA_VERSION"
  if [ -d "$out/$K8S_SCHEMA_VERSION-standalone-strict" ] && stamp_ok k8s-schemas "$want"; then return 0; fi
  generate() {
    local dir
    dir=$(module_dir "k8s.io/kubernetes@$K8S_SCHEMA_VERSION") || return 1
    node "$root/deploy/scripts/openapi-to-json-schemas.mjs" "$dir/api/openapi-spec/swagger.json" "$out" \
      "$K8S_SCHEMA_VERSION"
  }
  timed "kubernetes json schemas" "$K8S_SCHEMA_VERSION" quietly k8s-schemas generate
  stamp_set k8s-schemas "$want"
}

install_debian_packages
# localstripe (a Python venv under .cache/localstripe): billing's local Stripe, in make dev and the tests.
bash "$root/deploy/scripts/install-pypi-tool.sh" localstripe "$LOCALSTRIPE_VERSION"
# --runtime: what the running product needs (make dev): ffmpeg and fontconfig for GIF export (and Chromium, for the tests).
[ "${1:-}" = "--runtime" ] && exit 0
# Schemathesis (.cache/schemathesis): make api-check fuzzes the public API from its OpenAPI document.
bash "$root/deploy/scripts/install-pypi-tool.sh" schemathesis "$SCHEMATHESIS_VERSION"
install_go
# stripe-mock (.cache/bin): billing's Stripe contract suite. A failed build is reported and left to that suite, which
# skips without it (and fails under CI=true).
bash "$root/deploy/scripts/install-stripe-mock.sh" || true
install_kafka
# Elasticsearch (.cache/elasticsearch): the search service's contract suite runs against a real node.
bash "$root/deploy/scripts/install-elasticsearch.sh"
# Keycloak (.cache/keycloak): the single sign-on suites run against a real realm (deploy/scripts/with-keycloak.sh).
bash "$root/deploy/scripts/install-keycloak.sh"
install_go_tool helm helm.sh/helm/v4 "$HELM_VERSION" ./cmd/helm \
  "-X helm.sh/helm/v4/internal/version.version=$HELM_VERSION"
install_go_tool kubeconform github.com/yannh/kubeconform "$KUBECONFORM_VERSION" ./cmd/kubeconform \
  "-X main.version=$KUBECONFORM_VERSION"
install_go_tool docker-compose github.com/docker/compose/v5 "$COMPOSE_VERSION" ./cmd \
  "-X github.com/docker/compose/v5/internal.Version=$COMPOSE_VERSION"
# MinIO: the real S3 server of the render storage contract suite (deploy/scripts/start-minio.sh).
install_go_tool minio github.com/minio/minio "$MINIO_VERSION" . ""
install_k8s_schemas
