#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster, then removes the cluster.
#
#   sandbox/scripts/with-postgres.sh npx jest sandbox
#
# Installs Debian's postgresql package when no server binaries are found (needs root or sudo), starts a
# cluster in a temporary directory on a free port on 127.0.0.1 (trust authentication, fsync off: it
# holds test data only), creates the database `portico`, runs the command and stops the cluster on
# exit, Ctrl-C included. The command's exit status is the script's.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [arguments...]" >&2
  exit 2
fi

find_pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ]; then
  echo "with-postgres: installing Debian's postgresql package" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
  [ -n "$PG_BIN" ] || { echo "with-postgres: postgresql binaries not found after install" >&2; exit 1; }
fi

# initdb refuses to run as root, so a root caller runs the cluster as the postgres system user.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  RUN_AS=(runuser -u postgres --)
fi

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/portico-pg.XXXXXX")"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK_DIR"; fi
PORT="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$WORK_DIR/data" -U portico --auth=trust -E UTF8 --no-locale --no-sync >/dev/null
if ! "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -l "$WORK_DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null; then
  echo "with-postgres: the server did not start:" >&2
  tail -n 20 "$WORK_DIR/server.log" >&2 || true
  exit 1
fi
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U portico portico

export DATABASE_URL="postgres://portico@127.0.0.1:$PORT/portico"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
