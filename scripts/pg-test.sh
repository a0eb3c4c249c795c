#!/usr/bin/env bash
# A throwaway Postgres on 127.0.0.1 for the tests, from Debian's `postgresql` package: a fresh cluster in a temporary
# folder on its own port (the system's cluster is left alone). `start` prints the URL for LOADOUT_PG_URL; `stop`
# stops it and removes the folder.
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
DIR=${LOADOUT_PG_DIR:-/tmp/loadout-pg}
PORT=${LOADOUT_PG_PORT:-54329}
[ -n "$BIN" ] || { echo "pg-test: no /usr/lib/postgresql/*/bin: apt-get install -y postgresql" >&2; exit 1; }
# Postgres refuses to run as root: run it as the package's user then.
AS=()
[ "$(id -u)" = 0 ] && AS=(runuser -u postgres --)
case "${1:-}" in
  start)
    if [ -f "$DIR/data/postmaster.pid" ]; then "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null || true; fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    "${AS[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U loadout -E UTF8 --locale=C.UTF-8 >/dev/null
    "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off" start >/dev/null
    echo "postgres://loadout@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    if [ -f "$DIR/data/postmaster.pid" ]; then "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null; fi
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: scripts/pg-test.sh start|stop" >&2
    exit 2
    ;;
esac
