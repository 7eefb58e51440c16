#!/usr/bin/env bash
# Start time of `npm start`: starts it with a fresh DATA_DIR, polls /about every 50 ms until it
# answers 200, prints the milliseconds, and stops the server. Usage: scripts/time-to-200.sh [port]
set -u
PORT=${1:-4998}
cd "$(dirname "$0")/.."
if curl -s -o /dev/null "http://localhost:$PORT/about"; then echo "port $PORT is in use" >&2; exit 1; fi
DATA=$(mktemp -d)
start=$(date +%s%N)
PORT=$PORT DATA_DIR=$DATA OHA_DEMO=0 PUBLIC_URL="http://localhost:$PORT" \
  SESSION_SECRET=time-to-200-secret-0123456789abcdef setsid npm start >"$DATA/server.log" 2>&1 &
server=$!
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$PORT/about")" = 200 ]; do
  if ! kill -0 $server 2>/dev/null; then cat "$DATA/server.log" >&2; exit 1; fi
  sleep 0.05
done
echo "time-to-200: $((($(date +%s%N) - start) / 1000000)) ms"
kill -- -$server 2>/dev/null
wait 2>/dev/null
rm -rf "$DATA"
