#!/usr/bin/env bash
# Runs the built server the way production does: a copy of the tree after `npm run build`, installed with
# `npm ci --omit=dev` (no TypeScript loader, no build tools), started with `npm start`. Checks that it
# serves the API and the site (waiting up to 2 minutes for a first start on a busy machine), that start did not try to build anything, and that a fresh production
# install publishes no password: no demo accounts, the first admin only through the printed setup link.
set -euo pipefail
cd "$(dirname "$0")/.."
copy=$(mktemp -d)
data=$(mktemp -d)
port=${SMOKE_PORT:-3062}
cleanup() { [ -n "${server_pid:-}" ] && kill -- "-$server_pid" 2>/dev/null || true; sleep 1; rm -rf "$copy" "$data"; }
trap cleanup EXIT

tar --exclude=./node_modules --exclude='./*/node_modules' --exclude=./.git -cf - . | tar -C "$copy" -xf -
(cd "$copy" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
for tool in tsx vite esbuild typescript; do
  if [ -e "$copy/node_modules/$tool" ]; then echo "production install still has $tool"; exit 1; fi
done

setsid bash -c "cd '$copy' && PORT=$port DATA_DIR='$data' NODE_ENV=production exec npm start" >"$data/start.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$port/api/health" >/dev/null || { cat "$data/start.log"; exit 1; }
# A production install starts without the demo catalogue: the list answers, empty.
curl -sf "http://127.0.0.1:$port/api/service" | grep -qx '\[\]'
if curl -sf "http://127.0.0.1:$port/api/config" | grep -qi 'password'; then echo '/api/config publishes a password'; exit 1; fi
grep -q '/admin/setup#' "$data/start.log" || { echo 'no setup link for the first admin'; cat "$data/start.log"; exit 1; }
login=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"email":"admin@aarogya.demo","password":"Admin@12345"}' "http://127.0.0.1:$port/api/user/login")
[ "$login" = 401 ] || { echo "the demo admin login answered $login"; exit 1; }
curl -sf "http://127.0.0.1:$port/" | grep -q '<div id="root">'
if grep -q 'Building the' "$data/start.log"; then echo 'npm start rebuilt an up-to-date build'; exit 1; fi
echo "production smoke: built server runs under --omit=dev, serves the API and the site, publishes no password"
