#!/usr/bin/env bash
# The production install of docs/deploy.md, checked end to end in a temporary folder (issue 13, D42):
# a copy of the committed tree, `npm ci`, `npm run build`, `npm prune --omit=dev`, then with no development
# tools left: the server started with `npm start` (which then serves the build with plain node) answers
# GET /api/v1/kitchen and the web app, and the kitchen's commands (seller, backup) run. Prints the time of each step. Exits non-zero on any failure.
# Usage: deploy/check-install.sh [git revision, default HEAD]   (run by .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
revision=${1:-HEAD}
work=$(mktemp -d "${TMPDIR:-/tmp}/rasoi-install-XXXXXX")
server_pid=
# `npm start` runs in a process group of its own (setsid), signalled whole: npm does not pass a SIGTERM on to
# scripts/start.mjs, which passes it on to the server; signalling npm alone left the server running.
cleanup() {
  if [ -n "$server_pid" ]; then kill -- "-$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
step() {
  local name=$1
  shift
  local from=$SECONDS
  "$@"
  echo "check-install: $name took $((SECONDS - from)) s"
}

git archive "$revision" | tar -x -C "$work"
cd "$work"
step "npm ci" npm ci --no-audit --no-fund --loglevel=error
step "npm run build" sh -c "npm run build --silent >/dev/null"
step "npm prune --omit=dev" npm prune --omit=dev --no-audit --no-fund --loglevel=error

# typescript is left out: npm keeps it as the optional peer of valibot (under @hookform/resolvers, a runtime
# dependency of the web app) since issue 16's install; nothing at run time loads it.
for tool in tsx esbuild vite vitest; do
  if [ -e "node_modules/$tool" ]; then
    echo "check-install: $tool is still installed after npm prune --omit=dev" >&2
    exit 1
  fi
done

port=$((43000 + RANDOM % 2000))
export PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn SELLER_MOBILE=9000000001 SELLER_PIN=4321
setsid npm start --silent >"$work/server.log" 2>&1 &
server_pid=$!
from=$SECONDS
until curl -fsS "http://127.0.0.1:$port/api/v1/kitchen" >"$work/kitchen.json" 2>/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null || [ $((SECONDS - from)) -gt 60 ]; then
    echo "check-install: the server did not answer GET /api/v1/kitchen" >&2
    cat "$work/server.log" >&2
    exit 1
  fi
  sleep 0.5
done
echo "check-install: server answered after $((SECONDS - from)) s"
grep -q '"status":"success"' "$work/kitchen.json"
# Saved first: `grep -q` stops reading at its match, and curl, still writing the page, would then fail.
curl -fsS "http://127.0.0.1:$port/" >"$work/home.html"
grep -qi '<!doctype html>' "$work/home.html"
# The home arrives written by the server's renderer (D117), which runs on the pruned install too.
grep -q '<meta name="rasoi-app"' "$work/home.html"

# The kitchen's commands, on plain node beside the running server.
npm run seller --silent -- --mobile 9000000002 --pin 2468
backup=$(npm run backup --silent)
test -s "$backup"
echo "check-install: backup written to ${backup#"$work"/}"

kill -- "-$server_pid"
wait "$server_pid" || true
from=$SECONDS
while curl -fsS -o /dev/null "http://127.0.0.1:$port/api/v1/kitchen" 2>/dev/null; do
  if [ $((SECONDS - from)) -gt 20 ]; then
    echo "check-install: the server was still running 20 s after SIGTERM" >&2
    exit 1
  fi
  sleep 0.2
done
server_pid=
echo "check-install: production install works ($((SECONDS - started)) s in all)"
