#!/usr/bin/env bash
# A real single-node Apache Kafka (KRaft, combined broker + controller) for development and the contract tests.
#   kafka.sh start    start it (formats storage on first start), wait until it answers, print the broker address
#   kafka.sh stop     clean shutdown (SIGTERM, controlled shutdown), SIGKILL only after KAFKA_STOP_TIMEOUT seconds
#   kafka.sh status   exit 0 and print the address when running, exit 3 when not
#   kafka.sh logs     print the broker log (logs -f to follow)
# Every command is idempotent. Jars come from install-system-deps.sh (.cache/kafka/libs).
# Environment: KAFKA_PORT (19092), KAFKA_CONTROLLER_PORT (KAFKA_PORT+1), KAFKA_PARTITIONS (3),
#              KAFKA_HEAP (512m), KAFKA_START_TIMEOUT (120 s), KAFKA_STOP_TIMEOUT (30 s).
set -euo pipefail

root=$(cd "$(dirname "$0")/../../.." && pwd)
here="$root/deploy/infra/kafka"
# Node 24: the machine's, or the one ensure-node.sh bootstrapped into .cache/ (fresh clones, plain shells).
PATH="$(bash "$root/deploy/scripts/ensure-node.sh"):$PATH"
libs="$root/.cache/kafka/libs"
port=${KAFKA_PORT:-19092}
# A broker on another port (make up's 19192 beside the tests' 19092) keeps its own data, pid, config, log and lock:
# two brokers sharing one log.dirs would corrupt each other.
state=kafka
[ "$port" = 19092 ] || state="kafka-$port"
data="$root/.cache/$state-data"
run="$root/.cache/run"
log_file="$root/.cache/logs/$state.log"
pid_file="$run/$state.pid"
config="$run/$state.properties"
controller_port=${KAFKA_CONTROLLER_PORT:-$((port + 1))}
address="127.0.0.1:$port"
mkdir -p "$run" "$(dirname "$log_file")"

say() { echo "kafka: $*"; }

running_pid() {
  local pid
  [ -f "$pid_file" ] || return 1
  pid=$(cat "$pid_file")
  # The pid must still be our broker, not a recycled pid of something else.
  if kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q "kafka.Kafka $config"; then
    echo "$pid"
  else
    return 1
  fi
}

probe() { node --no-warnings "$here/probe.mjs" "$address" "$@"; }

write_config() {
  cat >"$config" <<EOF
# Written by deploy/infra/kafka/kafka.sh on each start; edit the script, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller_port
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://$address
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$data
auto.create.topics.enable=true
num.partitions=${KAFKA_PARTITIONS:-3}
default.replication.factor=1
# One node: every internal topic has a single replica.
offsets.topic.replication.factor=1
offsets.topic.num.partitions=5
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
# Tests create consumer groups constantly; the default 3 s join delay would dominate their run time.
group.initial.rebalance.delay.ms=0
# Small machine: few threads, short retention.
num.network.threads=2
num.io.threads=2
background.threads=2
num.recovery.threads.per.data.dir=1
log.retention.hours=24
log.segment.bytes=67108864
EOF
}

# C1 only (TieredStopAtLevel=1): starts in about half the time on a busy 2-core machine (3.5 s instead of 6.5 s);
# a dev broker never runs long enough to need C2's peak throughput.
java_cmd=(java -Xms128m "-Xmx${KAFKA_HEAP:-512m}" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:MaxMetaspaceSize=256m
  -Djava.awt.headless=true "-Dlog4j2.configurationFile=$here/log4j2.properties" -cp "$libs/*")

format_storage() {
  [ -f "$data/meta.properties" ] && return 0
  # A cluster id is 16 random bytes, base64url without padding (what `kafka-storage random-uuid` prints).
  local cluster_id
  # Like Kafka's own Uuid.randomUuid, never one that starts with '-': the storage tool would read it as an option
  # ("expected one argument"), one start in 64.
  cluster_id=-
  while [ "${cluster_id:0:1}" = "-" ]; do
    cluster_id=$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
  done
  mkdir -p "$data"
  "${java_cmd[@]}" kafka.tools.StorageTool format --ignore-formatted -t "$cluster_id" -c "$config" >>"$log_file" 2>&1 ||
    { say "formatting $data failed; see $log_file" >&2; exit 1; }
}

start() {
  local pid started=$SECONDS timeout=${KAFKA_START_TIMEOUT:-120}
  if pid=$(running_pid); then
    probe "$timeout" || { say "pid $pid does not answer on $address" >&2; exit 1; }
    say "already running on $address (pid $pid)"
    return 0
  fi
  [ -d "$libs" ] || { say "no jars in $libs: run deploy/scripts/install-system-deps.sh" >&2; exit 1; }
  if probe; then
    say "another broker already answers on $address; set KAFKA_PORT to run a separate one" >&2
    exit 1
  fi
  write_config
  # One previous log is kept; the log never grows past a few MB.
  if [ -f "$log_file" ] && [ "$(stat -c %s "$log_file")" -gt 5000000 ]; then mv -f "$log_file" "$log_file.1"; fi
  format_storage
  echo "--- start $(date -Is)" >>"$log_file"
  # setsid: the broker survives the shell that started it and does not get the terminal's Ctrl-C.
  # 9>&-: it must not inherit the start/stop lock.
  setsid "${java_cmd[@]}" kafka.Kafka "$config" >>"$log_file" 2>&1 </dev/null 9>&- &
  pid=$!
  echo "$pid" >"$pid_file"
  while ! probe 1 --warm; do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$pid_file"
      say "broker exited during start; last lines of $log_file:" >&2
      tail -n 30 "$log_file" >&2
      exit 1
    fi
    if ((SECONDS - started > timeout)); then
      say "broker did not answer within $timeout s; stopping it" >&2
      stop >&2
      exit 1
    fi
  done
  say "ready on $address (pid $pid, started in $((SECONDS - started)) s)"
}

stop() {
  local pid waited=0 timeout=${KAFKA_STOP_TIMEOUT:-30}
  if ! pid=$(running_pid); then
    rm -f "$pid_file"
    say "not running"
    return 0
  fi
  kill -TERM "$pid"
  while kill -0 "$pid" 2>/dev/null; do
    if ((waited >= timeout * 10)); then
      say "no clean shutdown within $timeout s; killing pid $pid" >&2
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  rm -f "$pid_file"
  say "stopped (pid $pid)"
}

status() {
  local pid
  if pid=$(running_pid) && probe; then
    say "running on $address (pid $pid)"
  elif pid=$(running_pid); then
    say "pid $pid is up but does not answer on $address yet"
    return 3
  else
    say "not running"
    return 3
  fi
}

logs() {
  [ -f "$log_file" ] || { say "no log yet ($log_file)"; return 0; }
  if [ "${1:-}" = "-f" ]; then tail -n 100 -F "$log_file"; else tail -n "${KAFKA_LOG_LINES:-200}" "$log_file"; fi
}

# start and stop are serialised: several test runs may share one checkout and one broker.
locked() { exec 9>"$run/$state.lock" && flock 9 && "$@"; }

case "${1:-}" in
  start) locked start ;;
  stop) locked stop ;;
  status) status ;;
  logs) logs "${2:-}" ;;
  *)
    echo "usage: $0 {start|stop|status|logs [-f]}" >&2
    exit 2
    ;;
esac
