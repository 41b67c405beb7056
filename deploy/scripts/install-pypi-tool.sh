#!/usr/bin/env bash
# Installs one PyPI tool at one version into its own Python virtual environment under .cache/<name>, only when it
# is missing or at another version (or the machine's Python changed): install-system-deps.sh calls it once per tool.
# Usage: install-pypi-tool.sh <name> <version>   (the PyPI package and the venv folder share the name)
# Quiet when nothing is to do; a failed install leaves no stamp, prints the end of its log and exits 1.
set -euo pipefail

name=$1
version=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
venv="$root/.cache/$name"
stamps="$root/.cache/stamps"
logs="$root/.cache/logs"
mkdir -p "$stamps" "$logs"

want="$name==$version $(python3 -c 'import sys; print(sys.version.split()[0])' 2>/dev/null || true)"
if [ -x "$venv/bin/python" ] && [ -f "$stamps/$name" ] && [ "$(cat "$stamps/$name")" = "$want" ]; then
  exit 0
fi

install() {
  # python3-venv is a separate Debian package on some images.
  if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c 'import ensurepip' >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv;
    else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv; fi
  fi
  # A venv records its own path, so it is built in place.
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$name==$version"
}

started=$SECONDS
if ! install >"$logs/install-$name.log" 2>&1; then
  echo "install-pypi-tool: $name failed; its output:" >&2
  tail -n 40 "$logs/install-$name.log" >&2
  exit 1
fi
echo "$want" >"$stamps/$name"
echo "install-system-deps: installed $name $version in $((SECONDS - started)) s"
