# Background processes of the distributed stack (sourced by run-distributed.sh and deploy/chaos/run-chaos.sh).
# Each process runs in its own session (setsid), so its pid is also its process group: stopping takes the whole
# group (Elasticsearch's launcher and its JVM, a shell wrapper and its child), and kill -9 of the pid alone is what
# a crash looks like. Pid files: $run/distributed-<name>.pid holding "<pid> <marker>", the marker being a string
# the process's command line must contain, so a recycled pid is never mistaken for ours.
# Needs: $run, $logs, say(), die().

proc_pid_file() { echo "$run/distributed-$1.pid"; }

# Prints the pid of a running process of ours, or returns 1.
proc_pid() {
  local file pid marker
  file=$(proc_pid_file "$1")
  [ -f "$file" ] || return 1
  read -r pid marker <"$file" || true
  [ -n "${pid:-}" ] || return 1
  if kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$marker"; then
    echo "$pid"
  else
    return 1
  fi
}

# proc_start NAME DIR MARKER ENV_WORDS... -- CMD ARGS...   (ENV_WORDS are NAME=value words for env)
proc_start() {
  local name=$1 dir=$2 marker=$3 pid
  shift 3
  local envs=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  if pid=$(proc_pid "$name"); then
    say "$name already running (pid $pid)"
    return 0
  fi
  echo "--- start $(date -Is)" >>"$logs/$name.log"
  (cd "$dir" && exec setsid env "${envs[@]}" "$@" >>"$logs/$name.log" 2>&1 </dev/null 9>&- 8>&-) &
  echo "$! $marker" >"$(proc_pid_file "$name")"
}

# Whether the process of the pid file lives, marker unchecked: right after proc_start its pid is still the subshell
# on its way to exec the command (setsid, env), whose command line does not hold the marker yet.
proc_alive() {
  local pid _
  read -r pid _ <"$(proc_pid_file "$1")" 2>/dev/null && [ -n "${pid:-}" ] && kill -0 "$pid" 2>/dev/null
}

# The log lines of the latest start only (logs append across runs).
proc_last_log() { awk '/^--- start /{buf=""} {buf=buf $0 "\n"} END{printf "%s", buf}' "$logs/$1.log" | tail -n 30; }

# proc_wait NAME TIMEOUT CHECK_CMD...   waits until CHECK_CMD succeeds; dies when the process exits or time runs out.
proc_wait() {
  local name=$1 timeout=$2 started=$SECONDS
  shift 2
  until "$@" >/dev/null 2>&1; do
    proc_alive "$name" || { proc_last_log "$name" >&2; die "$name exited during start (log: $logs/$name.log)"; }
    ((SECONDS - started < timeout)) || die "$name not ready within $timeout s (log: $logs/$name.log)"
    sleep 0.5
  done
}

# proc_stop NAME [GRACE_SECONDS]   SIGTERM to the group, SIGKILL after the grace period (default 30 s).
proc_stop() {
  local name=$1 grace=${2:-30} pid waited=0
  if pid=$(proc_pid "$name"); then
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid"
    while kill -0 "$pid" 2>/dev/null && ((waited < grace * 10)); do sleep 0.1; waited=$((waited + 1)); done
    if kill -0 "$pid" 2>/dev/null; then
      say "$name did not stop in $grace s; killing it" >&2
      kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid"
    fi
    say "$name stopped"
  fi
  rm -f "$(proc_pid_file "$name")"
}

http_ok() { curl -fsS -o /dev/null --max-time 3 "$1"; }
