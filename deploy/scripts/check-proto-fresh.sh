#!/usr/bin/env bash
# Fails when proto/src/gen is not what `npm run generate -w @chalktalk/contracts` produces from the .proto files.
# Regenerates into a temporary directory with the same script, so the committed tree is never touched.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# `-o` makes buf write under $tmp instead of proto/ (it prefixes the `out` of buf.gen.yaml).
if ! npm run --silent generate -w @chalktalk/contracts -- -o "$tmp" >"$tmp/generate.log" 2>&1; then
  cat "$tmp/generate.log" >&2
  echo "check-proto-fresh: code generation failed (see above)" >&2
  exit 1
fi

if ! diff -ru "$tmp/src/gen" proto/src/gen >"$tmp/diff.txt"; then
  cat "$tmp/diff.txt" >&2
  echo >&2
  echo "check-proto-fresh: proto/src/gen is stale." >&2
  echo "  Run 'npm run generate -w @chalktalk/contracts' (or 'make proto') and commit proto/src/gen." >&2
  exit 1
fi

echo "check-proto-fresh: proto/src/gen matches the .proto files"
