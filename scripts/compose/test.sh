#!/usr/bin/env bash
# The compose test (CI runs it after npm test): on a machine with nothing installed beforehand, installs Debian's
# docker.io, docker-compose and debootstrap, starts dockerd when none runs, makes the local base images
# (scripts/compose/local-images.sh), then scripts/compose/topology.ts builds the production image, runs the
# topology through nginx, checks it and takes it down. Afterwards the machine is as before: the daemon is stopped
# if this script started it, and the base images it made are removed (KEEP_IMAGES=1 keeps them for reruns).
# Prints one "compose test: ..." line per check and its own PASSED/FAILED line.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
elapsed() { echo "$(($(date +%s) - started)) s"; }

missing=()
for tool in docker:docker.io docker-compose:docker-compose debootstrap:debootstrap dockerd:docker.io; do
  command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  echo "compose test: installed ${missing[*]} ($(elapsed))"
fi

# Two runs on one machine would share the project's name, volumes, image and daemon:
# the second waits for the first.
exec 9>/tmp/shop-compose-test.lock
flock -w 1800 9 || { echo "compose test: another run held /tmp/shop-compose-test.lock for 30 minutes"; exit 1; }

dockerd_pid=
if ! docker info >/dev/null 2>&1; then
  log=$(mktemp /tmp/shop-dockerd.XXXXXX.log)
  dockerd >"$log" 2>&1 9>&- &
  dockerd_pid=$!
  for _ in $(seq 1 30); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -20 "$log"; exit 1; }
  echo "compose test: started dockerd (pid $dockerd_pid, log $log)"
fi

bases=(local/debian:bookworm local/node:24-bookworm-slim local/postgres:bookworm local/nats:bookworm local/nginx:bookworm)
made=()
for image in "${bases[@]}"; do docker image inspect "$image" >/dev/null 2>&1 || made+=("$image"); done

finish() {
  status=$?
  if [ "${KEEP_IMAGES:-0}" != 1 ] && [ ${#made[@]} -gt 0 ]; then
    docker image rm -f "${made[@]}" >/dev/null 2>&1 || true
    docker image prune -f >/dev/null 2>&1 || true
  fi
  if [ -n "$dockerd_pid" ]; then
    kill "$dockerd_pid" && wait "$dockerd_pid" || true
    echo "compose test: stopped the dockerd it started"
  fi
  echo "compose test: total $(elapsed), exit $status"
}
trap finish EXIT

t=$(date +%s)
scripts/compose/local-images.sh >/dev/null
echo "compose test: ok    local base images (scripts/compose/local-images.sh) ($(($(date +%s) - t)) s, made: ${made[*]:-none})"

npx tsx scripts/compose/topology.ts
