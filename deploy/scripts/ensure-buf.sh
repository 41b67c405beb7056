#!/usr/bin/env bash
# Puts buf $BUF_VERSION into .cache/bin with `go install` from the Go module proxy, once; the
# partner contract's breaking-change check runs it. Prints the binary's path. Needs Go (install-system-deps.sh
# bootstraps one when the machine has none).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# The version the npm `buf` (proto generation) also has; served by the Go module proxy
# (/work/.library/env/packages/go-partial.tsv lists v1.75.0 as the newest accepted on Go 1.26).
BUF_VERSION=v1.75.0
bin="$root/.cache/bin"
stamp="$root/.cache/stamps/buf"
if [ -x "$bin/buf" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$BUF_VERSION" ]; then
  echo "$bin/buf"
  exit 0
fi
PATH="$PATH:$root/.cache/go-toolchain/bin"
command -v go >/dev/null || { echo "ensure-buf: no Go (run deploy/scripts/install-system-deps.sh)" >&2; exit 1; }
mkdir -p "$bin" "$(dirname "$stamp")"
start=$(date +%s)
echo "ensure-buf: go install github.com/bufbuild/buf/cmd/buf@$BUF_VERSION" >&2
GOBIN="$bin" CGO_ENABLED=0 GOTOOLCHAIN=auto go install -trimpath -ldflags "-s -w" \
  "github.com/bufbuild/buf/cmd/buf@$BUF_VERSION" >&2
echo "$BUF_VERSION" >"$stamp"
echo "ensure-buf: built in $(($(date +%s) - start)) s" >&2
echo "$bin/buf"
