#!/usr/bin/env bash
# The partner contract (docs/partner/README.md) in CI:
#   1. drift: docs/partner/asyncapi.yaml is exactly what partner-asyncapi.mjs generates from proto/;
#   2. versioning: the public .proto files equal the snapshot of the version they claim
#      (docs/partner/released/<PUBLIC_CONTRACT_VERSION>/), so a released contract never changes silently;
#   3. breaking changes: `buf breaking` (rules WIRE_JSON) of proto/'s public files against the last released
#      snapshot before the current one (and the current one), with the buf binary npm installs
#      (@bufbuild/buf, already used for proto generation).
# `--write` regenerates asyncapi.yaml; `--release` also snapshots the public files for the current version.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
mode=${1:-check}
partner=docs/partner
released="$partner/released"
# The files whose messages partners receive (the envelope wraps every message).
PUBLIC_FILES=(chalktalk/events/v1/envelope.proto chalktalk/teams/v1/team.proto)

npx tsc -b proto
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
node deploy/scripts/partner-asyncapi.mjs >"$tmp/asyncapi.yaml"
version=$(sed -n 's/^  version: "\(.*\)"$/\1/p' "$tmp/asyncapi.yaml")

if [ "$mode" = --write ] || [ "$mode" = --release ]; then
  cp "$tmp/asyncapi.yaml" "$partner/asyncapi.yaml"
  if [ "$mode" = --release ]; then
    for file in "${PUBLIC_FILES[@]}"; do
      mkdir -p "$released/$version/$(dirname "$file")"
      cp "proto/$file" "$released/$version/$file"
    done
    cp proto/buf.yaml "$released/$version/buf.yaml"
  fi
  echo "check-partner-contract: wrote $partner/asyncapi.yaml (version $version)"
  [ "$mode" = --write ] || echo "check-partner-contract: snapshot of the public files in $released/$version/"
  exit 0
fi

if ! diff -u "$partner/asyncapi.yaml" "$tmp/asyncapi.yaml" >"$tmp/drift.diff"; then
  cat "$tmp/drift.diff" >&2
  echo "check-partner-contract: $partner/asyncapi.yaml has drifted from proto/ (see above)." >&2
  echo "  Run 'bash deploy/scripts/check-partner-contract.sh --write' and commit it." >&2
  exit 1
fi
echo "check-partner-contract: asyncapi.yaml matches proto/ (contract $version)"

if [ ! -d "$released/$version" ]; then
  echo "check-partner-contract: contract $version has no snapshot in $released/ (run with --release)." >&2
  exit 1
fi
for file in "${PUBLIC_FILES[@]}"; do
  if ! cmp -s "proto/$file" "$released/$version/$file"; then
    diff -u "$released/$version/$file" "proto/$file" >&2 || true
    echo "check-partner-contract: proto/$file changed after contract $version was released." >&2
    echo "  Bump PUBLIC_CONTRACT_VERSION (proto/src/public-contract.ts) and run this script with --release." >&2
    exit 1
  fi
done

buf=node_modules/.bin/buf
[ -x "$buf" ] || { echo "check-partner-contract: no $buf (run npm install)" >&2; exit 1; }
# Only the public files, as a module of their own (internal messages may change freely).
mkdir -p "$tmp/current"
cp proto/buf.yaml "$tmp/current/"
for file in "${PUBLIC_FILES[@]}"; do
  mkdir -p "$tmp/current/$(dirname "$file")"
  cp "proto/$file" "$tmp/current/$file"
done
# Every released version, oldest first: none of them may be broken by what proto/ holds now.
checked=0
while read -r against; do
  [ -n "$against" ] || continue
  "$buf" breaking "$tmp/current" --against "$released/$against"
  checked=$((checked + 1))
done < <(ls "$released" | sort -V)
echo "check-partner-contract: buf breaking passes against $checked released contract(s) ($(ls "$released" | sort -V | tr '\n' ' '))"
