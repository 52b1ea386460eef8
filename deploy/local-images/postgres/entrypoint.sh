#!/bin/sh
# The official image's first start, as far as compose uses it: a cluster owned by POSTGRES_USER with
# POSTGRES_PASSWORD (password over the network, trust on the local socket) and the database POSTGRES_DB.
set -eu
user=${POSTGRES_USER:-postgres}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  pg_ctl -D "$PGDATA" -w -o "-c listen_addresses=''" start >/dev/null
  db=${POSTGRES_DB:-$user}
  [ "$db" = postgres ] || createdb -U "$user" "$db"
  pg_ctl -D "$PGDATA" -w -m fast stop >/dev/null
fi
exec "$@"
