#!/usr/bin/env bash
# Starts the machine's PostgreSQL if it is down and makes sure the CI role exists (idempotent).
set -euo pipefail
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    cluster=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
    # shellcheck disable=SC2086
    pg_ctlcluster $cluster start
  else
    echo "PostgreSQL is not running and pg_ctlcluster is missing" >&2
    exit 1
  fi
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
su postgres -c "psql -v ON_ERROR_STOP=1 -q" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'veloport_ci') THEN
    CREATE ROLE veloport_ci LOGIN CREATEDB PASSWORD 'veloport_ci';
  END IF;
END $$;
SQL
echo "PostgreSQL ready"
