#!/usr/bin/env bash
# Installs what the deploy tooling needs from Debian's packages, once (idempotent: a machine that has
# everything installs nothing and does not even refresh the package lists).
# Prints the CONTAINERS_CONF line the callers export; scripts/deploy/podman.mjs does the same from Node.
set -euo pipefail

# catatonit: the pause process of podman pods (podman kube play).
packages=(podman runc debootstrap uidmap slirp4netns netavark aardvark-dns fuse-overlayfs
  podman-compose containernetworking-plugins catatonit)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "ensure-podman: installing ${missing[*]}" >&2
  sudo_cmd=()
  if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
echo "CONTAINERS_CONF=$root/deploy/podman/containers.conf"
