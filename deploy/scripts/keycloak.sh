#!/usr/bin/env bash
# The test Keycloak's lifecycle: keycloak.sh start|wait|stop|status
#   start   launches start-keycloak.sh in the background (returns at once; booting takes minutes on a busy machine)
#   wait    blocks until the demo-club realm answers (KEYCLOAK_WAIT_SECONDS, default 900), prints the boot time
#   stop    stops a Keycloak started by `start`
#   status  exit 0 when the realm answers
#   running exit 0 when one is started or booting (the realm answers, or the process of `start` lives)
# Port: KEYCLOAK_PORT (default 8180). Log: .cache/logs/keycloak.log.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
port=${KEYCLOAK_PORT:-8180}
run="$root/.cache/run"
logs="$root/.cache/logs"
pidfile="$run/keycloak-$port.pid"
mkdir -p "$run" "$logs"
realm_url="http://127.0.0.1:$port/realms/demo-club/.well-known/openid-configuration"

answers() { curl -fsS -o /dev/null --max-time 5 "$realm_url" 2>/dev/null; }
running() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

case "${1:-}" in
  start)
    if answers || running; then exit 0; fi
    bash "$root/deploy/scripts/install-keycloak.sh"
    date +%s >"$run/keycloak-$port.started"
    setsid bash "$root/deploy/scripts/start-keycloak.sh" "$port" >"$logs/keycloak.log" 2>&1 </dev/null &
    echo $! >"$pidfile"
    ;;
  wait)
    limit=${KEYCLOAK_WAIT_SECONDS:-900}
    waited=0
    until answers; do
      if ! running; then
        echo "keycloak: not running; its log:" >&2
        tail -n 30 "$logs/keycloak.log" >&2 || true
        exit 1
      fi
      if [ "$waited" -ge "$limit" ]; then echo "keycloak: no answer after $limit s" >&2; exit 1; fi
      sleep 2
      waited=$((waited + 2))
    done
    if [ -f "$run/keycloak-$port.started" ]; then
      echo "keycloak: ready $(($(date +%s) - $(cat "$run/keycloak-$port.started"))) s after start (load $(cut -d' ' -f1-3 /proc/loadavg))"
      rm -f "$run/keycloak-$port.started"
    fi
    ;;
  stop)
    if running; then
      pid=$(cat "$pidfile")
      kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
      for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
      kill -KILL -- "-$pid" 2>/dev/null || true
    fi
    rm -f "$pidfile" "$run/keycloak-$port.started"
    ;;
  status) answers ;;
  running) answers || running ;;
  *) echo "usage: $0 start|wait|stop|status|running" >&2; exit 2 ;;
esac
