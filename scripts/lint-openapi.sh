#!/usr/bin/env bash
# Lints the OpenAPI document the built app serves with Redocly (recommended ruleset) and Spectral
# (spectral:oas). Both run offline; any error or warning fails (Redocly alone would pass warnings).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data
node scripts/dump-openapi.js .data/openapi.json
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
npx redocly lint .data/openapi.json --extends recommended --format=json > .data/openapi-redocly.json 2>/dev/null || true
node -e '
  const { totals } = JSON.parse(require("fs").readFileSync(".data/openapi-redocly.json", "utf8"));
  if (totals.errors + totals.warnings > 0) {
    console.error(`Redocly: ${totals.errors} errors, ${totals.warnings} warnings; run npx redocly lint .data/openapi.json`);
    process.exit(1);
  }
  console.log(`Redocly: no error or warning (${totals.ignored} findings ignored on purpose, .redocly.lint-ignore.yaml)`);
'
npx spectral lint --fail-severity warn .data/openapi.json
