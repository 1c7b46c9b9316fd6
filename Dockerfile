# BidHub: the API and the built web app in one image. Build stage compiles everything; the runtime
# stage carries production dependencies, the compiled code, the SQL migrations and the web build.
FROM node:22-bookworm-slim AS build
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /app
# Manifests first, so a code change does not reinstall every dependency.
COPY package.json package-lock.json turbo.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY apps apps
COPY packages packages
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
# The demo photos write their labels as SVG text: the slim image has no font, and drew empty boxes.
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
# Only the API's production dependencies: the web app ships as built files (its server build bundles
# what it needs).
RUN npm ci --omit=dev --no-audit --no-fund --workspace @bidhub/api && npm cache clean --force
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/apps/api/dist apps/api/dist
# The server reads its SQL migrations from the source folder at start.
COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# The web app's server build (one self-contained file and its chunks): first screens rendered to HTML.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
# Used only by the embedded engine (no DATABASE_URL): its database files and JWT secret.
VOLUME /data
EXPOSE 8080
# Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself, so it drains before it exits.
CMD ["node", "apps/api/dist/server.js"]
