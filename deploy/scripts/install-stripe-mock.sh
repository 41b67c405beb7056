#!/usr/bin/env bash
# Installs stripe-mock (Stripe's own mock API server: it checks every request against Stripe's OpenAPI document
# and answers with Stripe's fixtures) into .cache/bin, built from its module on the Go module proxy, once per
# version (a stamp in .cache/stamps). billing's Stripe adapter contract test runs against it
# (services/billing/test/stripe-contract.int.spec.ts). Called by install-system-deps.sh after Go is there; quiet
# when nothing is to do. A failed build leaves no binary and no stamp: the contract suite then skips, and fails
# under CI=true.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# The newest version the Go module proxy served on 2026-11-27 (go list -m -versions github.com/stripe/stripe-mock).
STRIPE_MOCK_VERSION=${STRIPE_MOCK_VERSION:-v0.203.0}
bin="$root/.cache/bin"
stamps="$root/.cache/stamps"
logs="$root/.cache/logs"
mkdir -p "$bin" "$stamps" "$logs"
# install-system-deps.sh bootstraps Go here when the machine has none.
[ -x "$root/.cache/go-toolchain/bin/go" ] && PATH="$root/.cache/go-toolchain/bin:$PATH"

want="github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION"
if [ -x "$bin/stripe-mock" ] && [ -f "$stamps/stripe-mock" ] && [ "$(cat "$stamps/stripe-mock")" = "$want" ]; then
  exit 0
fi

install() {
  command -v go >/dev/null || { echo "no go on PATH" >&2; return 1; }
  local dir
  # Built inside the downloaded module (checksums verified by the proxy's sum database), with its own go.mod.
  dir=$(GOTOOLCHAIN=auto GOFLAGS=-mod=mod go mod download -json "$want" | sed -n 's/^\s*"Dir": "\(.*\)",$/\1/p')
  [ -n "$dir" ] || { echo "go mod download $want gave no source folder" >&2; return 1; }
  (cd "$dir" && CGO_ENABLED=0 GOTOOLCHAIN=auto GOFLAGS=-mod=readonly \
    go build -trimpath -ldflags "-s -w" -o "$bin/stripe-mock.tmp" .)
  mv -f "$bin/stripe-mock.tmp" "$bin/stripe-mock"
}

started=$SECONDS
if ! (cd "$root" && install) >"$logs/install-stripe-mock.log" 2>&1; then
  rm -f "$bin/stripe-mock.tmp"
  echo "install-stripe-mock: failed (the Stripe contract suite will skip, or fail under CI=true); its output:" >&2
  tail -n 20 "$logs/install-stripe-mock.log" >&2
  exit 1
fi
echo "$want" >"$stamps/stripe-mock"
echo "install-system-deps: installed stripe-mock $STRIPE_MOCK_VERSION in $((SECONDS - started)) s"
