#!/usr/bin/env bash
# Checks that the Debian packages in scripts/system-packages.txt are installed. Missing ones are
# installed when this user can (root, or sudo without a password); otherwise it stops at once and
# prints the exact command to run. `--check` only reports. LANYARD_SKIP_SYSTEM_CHECK=1 skips it
# (a machine that provides the same programs another way).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
list="$here/system-packages.txt"
mode=${1:-install}
case $mode in
  install | --check) ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

[[ ${LANYARD_SKIP_SYSTEM_CHECK:-} == 1 ]] && exit 0

mapfile -t packages < <(sed -e 's/#.*//' "$list" | awk 'NF { print $1 }')

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "The test suite needs these Debian packages (or the same programs and libraries): ${packages[*]}" >&2
  echo "This machine has no dpkg, so they cannot be checked. Install them, then run again with LANYARD_SKIP_SYSTEM_CHECK=1." >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  # Captured, not piped into `grep -q`: under pipefail an early grep exit can fail the pipeline
  # and report an installed package as missing.
  status=$(dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null || true)
  [[ $status == *'install ok installed'* ]] || missing+=("$package")
done
((${#missing[@]} == 0)) && exit 0

command_line="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [[ $mode == --check ]]; then
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo sh -c '$command_line'" >&2
  exit 1
fi

if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  echo "The test suite needs Debian packages this machine lacks: ${missing[*]}" >&2
  echo "Install them (as root), then run npm test again:" >&2
  echo "  sudo sh -c '$command_line'" >&2
  exit 1
fi

echo "Installing the Debian packages the test suite needs: ${missing[*]}"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
