#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the server tests and prints DATABASE_URL.
#   source scripts/postgres-for-tests.sh        # exports DATABASE_URL in this shell
#   scripts/postgres-for-tests.sh -- <command>  # runs the command against it, then stops the cluster
# On Debian, as root, installs postgresql with apt-get when it is missing.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then echo "postgresql is not installed and this is not root" >&2; exit 1; fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"

PGDIR="$(mktemp -d /tmp/sourcebench-pg.XXXXXX)"
PGPORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
# PostgreSQL refuses to run as root: the cluster belongs to the 'postgres' system user when we are root.
RUNAS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$PGDIR"
  RUNAS=(runuser -u postgres --)
fi
"${RUNAS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
export SOURCEBENCH_PG_DIR="$PGDIR"
echo "DATABASE_URL=$DATABASE_URL"

stop_cluster() { "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$PGDIR"; }

if [ "${1:-}" = "--" ]; then
  shift
  trap stop_cluster EXIT
  "$@"
else
  echo "Stop it with: $( [ ${#RUNAS[@]} -gt 0 ] && echo 'runuser -u postgres -- ')$PGBIN/pg_ctl -D $PGDIR/data stop && rm -rf $PGDIR"
fi
