#!/usr/bin/env bash
# Keeps the documentation a map rather than a notebook (CONTRIBUTING.md, "READMEs"):
#   1. no README.md is longer than README_MAX_LINES (300) lines; history belongs in docs/decisions and docs/benchmarks;
#   2. no tracked file names a path of one machine (/work/…, /home/<user>/…, /root/…), so every command works
#      from any checkout; the container image's own paths are the allowed exception;
#   3. every relative link in a tracked Markdown file points at a file or folder that exists.
# Usage: deploy/scripts/check-docs.sh [repository root]. Prints each problem and exits 1 when there is any.
set -euo pipefail

root=${1:-$(git rev-parse --show-toplevel)}
cd "$root"
max_lines=${README_MAX_LINES:-300}
problems=0

report() {
  echo "check-docs: $*" >&2
  problems=$((problems + 1))
}

# 1. README length.
while IFS= read -r readme; do
  [[ -f "$readme" ]] || continue
  lines=$(wc -l <"$readme")
  if ((lines > max_lines)); then
    report "$readme has $lines lines (at most $max_lines: keep what is, move history to docs/)"
  fi
done < <(git ls-files -- 'README.md' '*/README.md')

# 2. Machine paths. Paths inside the container image (deploy/docker) are the image's, not a machine's;
# this script names the patterns it looks for.
machine_path='(^|[[:space:]"'"'"'`(=:])/(work|root|home/[a-z_][a-z0-9_-]*)/'
while IFS= read -r hit; do
  report "machine path in $hit"
done < <(git grep -n -I -E "$machine_path" -- . ':!deploy/docker/' ':!deploy/scripts/check-docs.sh' \
  ':!deploy/scripts/check-docs.spec.ts' || true)

# 3. Relative links in Markdown: [text](target) where target is not a URL, a mail address or an anchor.
while IFS= read -r doc; do
  [[ -f "$doc" ]] || continue
  dir=$(dirname "$doc")
  while IFS= read -r target; do
    target=${target%%#*}
    target=${target%% *}
    [[ -z "$target" ]] && continue
    case "$target" in
      http://* | https://* | mailto:* | /*) continue ;;
    esac
    [[ -e "$dir/$target" ]] || report "$doc links to $target, which does not exist"
  done < <(grep -o -E '\]\([^)]+\)' "$doc" | sed -E 's/^\]\((.*)\)$/\1/' || true)
done < <(git ls-files -- '*.md' ':!**/node_modules/**')

if ((problems > 0)); then
  echo "check-docs: $problems problem(s)" >&2
  exit 1
fi
echo "check-docs: READMEs within $max_lines lines, no machine paths, every relative link resolves"
