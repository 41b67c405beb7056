#!/usr/bin/env bash
# Installs localstripe (PyPI: a stateful local Stripe API server that also serves a stand-in for Stripe.js) into a
# Python virtual environment under .cache/localstripe, only when it is missing or at another version. The billing
# service's Stripe adapter talks to it in `make dev` and in the tests (deploy/infra/localstripe/README.md).
# Called by install-system-deps.sh (also with --runtime, for make dev); quiet when nothing is to do.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=deploy/scripts/tool-versions.sh
source "$root/deploy/scripts/tool-versions.sh"
venv="$root/.cache/localstripe"
stamps="$root/.cache/stamps"
logs="$root/.cache/logs"
mkdir -p "$stamps" "$logs"

want="localstripe==$LOCALSTRIPE_VERSION $(python3 -c 'import sys; print(sys.version.split()[0])' 2>/dev/null || true)"
if [ -x "$venv/bin/python" ] && [ -f "$stamps/localstripe" ] && [ "$(cat "$stamps/localstripe")" = "$want" ]; then
  exit 0
fi

install() {
  # python3-venv is a separate Debian package on some images.
  if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c 'import ensurepip' >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv;
    else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv; fi
  fi
  # A venv records its own path, so it is built in place; a failed install leaves no stamp and runs again.
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "localstripe==$LOCALSTRIPE_VERSION"
}

started=$SECONDS
if ! install >"$logs/install-localstripe.log" 2>&1; then
  echo "install-localstripe: failed; its output:" >&2
  tail -n 40 "$logs/install-localstripe.log" >&2
  exit 1
fi
echo "$want" >"$stamps/localstripe"
echo "install-system-deps: installed localstripe $LOCALSTRIPE_VERSION in $((SECONDS - started)) s"
