#!/usr/bin/env bash
# Runs a command against a throwaway Nocturne server: fresh SQLite database, seeded admin, free port.
# The command sees E2E_BASE_URL, E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD. E2E_SERVE_ENV holds settings
# for the server alone, after the seed ("MEDIA_BACKEND=comfyui COMFYUI_URLS=…": a GPU server that is down).
set -euo pipefail
cd "$(dirname "$0")/.."

port=${E2E_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')}
data=$(mktemp -d)
export DATA_DIR=$data PORT=$port APP_ORIGIN="http://127.0.0.1:$port" APP_ENV=test
export E2E_BASE_URL=$APP_ORIGIN E2E_ADMIN_EMAIL=e2e-admin@example.com E2E_ADMIN_PASSWORD=e2e-admin-password
# The throwaway server allows many logins from one address: the tests log in far more often than people do.
export LOGIN_IP_LIMIT=100000 LOGIN_ACCOUNT_LIMIT=100000 SIGNUP_IP_LIMIT=100000
# Test accounts make more videos and send more messages than a free account's defaults allow; the
# billing spec still sees every generation's cost taken from this balance.
export CREDITS_FREE_GRANT=${CREDITS_FREE_GRANT:-1000} FREE_DAILY_MESSAGES=${FREE_DAILY_MESSAGES:-500}
# The fake provider's pending test card settles quickly.
export FAKE_PAYMENTS_PENDING_SECONDS=${FAKE_PAYMENTS_PENDING_SECONDS:-2}

.venv/bin/nocturne migrate >/dev/null
.venv/bin/nocturne seed
NOCTURNE_ADMIN_PASSWORD=$E2E_ADMIN_PASSWORD .venv/bin/nocturne admin create "$E2E_ADMIN_EMAIL" --username e2e_admin >/dev/null

# shellcheck disable=SC2086 # E2E_SERVE_ENV is a list of NAME=value words
env ${E2E_SERVE_ENV:-} .venv/bin/nocturne serve >"$data/server.log" 2>&1 &
server=$!
cleanup() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT

# Starting the embedded model can take a while on a busy machine.
ready=false
for _ in $(seq 1 600); do
  if curl -fsS "$APP_ORIGIN/readyz" >/dev/null 2>&1; then ready=true; break; fi
  kill -0 "$server" 2>/dev/null || { cat "$data/server.log"; exit 1; }
  sleep 0.2
done
$ready || { echo "the server did not become ready"; tail -n 80 "$data/server.log"; exit 1; }

status=0
"$@" || status=$?
if [ "$status" -ne 0 ]; then echo "--- server log ---"; tail -n 80 "$data/server.log"; fi
exit "$status"
