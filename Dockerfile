# syntax=docker/dockerfile:1
# Multi-stage image of the traffic tracker (docs/operations.md). The build stage installs every
# dependency and runs `npm run package -- /runtime` (scripts/package.cjs): the server, the web app,
# the SDK files, the operator's scripts and the production dependencies, laid out as the tree CI
# starts without Docker (test/operations/package.test.ts). The runtime stage is that tree alone,
# run by the unprivileged `node` user. Base images are pinned to exact tags (the Node of CI).

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# Sources only (.dockerignore keeps node_modules, dist, .env and data out): robust to folder moves.
COPY . .
RUN npm run package -- /runtime

FROM node:20.20.2-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    METRICS_PORT=9464 \
    LANDINGS_DIR=/var/lib/traffic-tracker/landings \
    IMPORTS_DIR=/var/lib/traffic-tracker/imports \
    DATA_DIR=/var/lib/traffic-tracker/data
WORKDIR /app
# The tree of `npm run package` (its node_modules is `npm ci --omit=dev`, built on this same base).
COPY --from=build --chown=root:root /runtime ./
RUN mkdir -p /var/lib/traffic-tracker/landings /var/lib/traffic-tracker/imports /var/lib/traffic-tracker/data \
 && chown -R node:node /var/lib/traffic-tracker
USER node
# 8080: traffic and the APIs. 9464: /metrics (and the worker's /readyz), for the internal network only.
EXPOSE 8080 9464
# /healthz answers while the process runs: the server's on PORT, the worker's on METRICS_PORT (the
# worker serves no PORT); the script probes both (app/healthcheck.ts). Compose waits on /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "dist/app/healthcheck.js"]
CMD ["node", "dist/app/main.js"]
