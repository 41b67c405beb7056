#!/usr/bin/env bash
# Postgres image init hook (runs once, on an empty data directory): one database per service, owned by the
# stack's role. Services never share a database; each migrates its own on boot.
set -euo pipefail
IFS=',' read -ra databases <<<"${CHALKTALK_DATABASES:?comma list of databases to create}"
for db in "${databases[@]}"; do
  db=$(echo "$db" | tr -d '[:space:]')
  [ -n "$db" ] || continue
  echo "create-databases: $db"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -c "CREATE DATABASE \"$db\" OWNER \"$POSTGRES_USER\""
done
