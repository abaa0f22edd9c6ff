# syntax=docker/dockerfile:1
# Multi-stage image of the traffic tracker (docs/operations.md). The build stage compiles the
# TypeScript with the dev dependencies; the runtime stage holds only `npm ci --omit=dev`, the
# compiled dist/ and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# Sources only (.dockerignore keeps node_modules, dist, .env and data out): robust to folder moves.
COPY . .
RUN npx tsc -p tsconfig.json

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    LANDINGS_DIR=/var/lib/traffic-tracker/landings \
    IMPORTS_DIR=/var/lib/traffic-tracker/imports
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist ./dist
RUN mkdir -p /var/lib/traffic-tracker/landings /var/lib/traffic-tracker/imports && chown -R node:node /var/lib/traffic-tracker
USER node
EXPOSE 8080
# /healthz answers while the process runs; compose waits on /readyz (Postgres, Redis, migrations).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/app/main.js"]
