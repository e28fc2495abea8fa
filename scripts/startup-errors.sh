#!/usr/bin/env bash
# Starts the built server (server/dist/server.js; `npm run build` first) with each start-up mistake the
# README's "When it does not start" lists and prints the one line each gives and its exit code. Every
# case runs at once: none of them gets as far as starting a database. server/src/startup.test.ts asserts
# the same lines in CI.
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
entry="$root/server/dist/server.js"
if [ ! -f "$entry" ]; then
  echo "server/dist/server.js is missing: run npm run build first" >&2
  exit 1
fi
work="$(mktemp -d)"
trap 'kill "$busy_pid" 2>/dev/null; rm -rf "$work"' EXIT

# A port some other program listens on.
busy_port=$((20000 + RANDOM % 20000))
node -e "require('net').createServer().listen($busy_port, '127.0.0.1')" &
busy_pid=$!
sleep 0.5
touch "$work/a-file"
mkdir -m 500 "$work/read-only"
# Root writes anywhere, so its unwritable folder is one under /proc.
unwritable="$work/read-only"
[ "$(id -u)" = 0 ] && unwritable=/proc/self

cases=(
  "busy PORT|PORT=$busy_port DATA_DIR=$work/busy"
  "HOST not of this machine|PORT=0 HOST=192.0.2.1 DATA_DIR=$work/host"
  "unwritable DATA_DIR|DATA_DIR=$unwritable"
  "DATA_DIR under a file|DATA_DIR=$work/a-file/data"
  "bad DATABASE_URL|DATABASE_URL=mysql://lab:secret@db.example/lab DATA_DIR=$work/url"
  "closed database port|PORT=0 DATABASE_URL=postgres://lab:secret@127.0.0.1:1/lab DATA_DIR=$work/db"
  "NODE_ENV typo|NODE_ENV=prodution DATA_DIR=$work/typo"
  "PORT out of range|PORT=70000 DATA_DIR=$work/port"
)
failed=0
for i in "${!cases[@]}"; do
  IFS='|' read -r name settings <<<"${cases[$i]}"
  (
    # shellcheck disable=SC2086
    env -u DATABASE_URL -u DATA_DIR -u PORT -u HOST -u DEMO -u NODE_ENV $settings \
      node "$entry" >"$work/$i.out" 2>"$work/$i.err"
    echo $? >"$work/$i.code"
  ) &
done
wait $(jobs -p | grep -v "^$busy_pid$") 2>/dev/null
for i in "${!cases[@]}"; do
  IFS='|' read -r name _ <<<"${cases[$i]}"
  code="$(cat "$work/$i.code")"
  lines="$(wc -l <"$work/$i.err")"
  printf '%-26s exit %s  %s\n' "$name" "$code" "$(cat "$work/$i.err")"
  if [ "$code" != 1 ] || [ "$lines" != 1 ]; then
    echo "  ^ expected exit 1 and one line on stderr (got $lines lines)" >&2
    failed=1
  fi
done
exit $failed
