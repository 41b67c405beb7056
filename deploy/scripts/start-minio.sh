#!/usr/bin/env bash
# Runs a throwaway MinIO (S3-compatible) server in the foreground, on loopback only, for the render storage
# contract suite and local trials of RENDER_STORAGE=s3:
#   start-minio.sh [PORT] [CONSOLE_PORT]      (defaults 19000 and PORT+1)
# Data lives in a fresh temporary folder, removed when the server stops. Credentials come from MINIO_ROOT_USER
# and MINIO_ROOT_PASSWORD (defaults chalktalk / chalktalk-secret). The binary is built by install-system-deps.sh
# into .cache/bin/minio (or set MINIO_BIN).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
minio=${MINIO_BIN:-$root/.cache/bin/minio}
port=${1:-19000}
console_port=${2:-$((port + 1))}
[ -x "$minio" ] || { echo "start-minio: $minio is missing; run deploy/scripts/install-system-deps.sh" >&2; exit 1; }

data=$(mktemp -d "${TMPDIR:-/tmp}/chalktalk-minio.XXXXXX")
trap 'rm -rf "$data"' EXIT
export MINIO_ROOT_USER=${MINIO_ROOT_USER:-chalktalk}
export MINIO_ROOT_PASSWORD=${MINIO_ROOT_PASSWORD:-chalktalk-secret}
# No update checks or telemetry: the machine has no internet beyond package registries.
export MINIO_UPDATE=off MINIO_BROWSER=off
"$minio" server --quiet --address "127.0.0.1:$port" --console-address "127.0.0.1:$console_port" "$data" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT
trap 'exit 0' TERM INT
wait "$server"
