# Production image: builds the API and the website and runs them on a server PostgreSQL, on Node 22 (LTS; Node 20 left support in April 2026).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Not root: the image's `node` user (uid 1000, numeric so an orchestrator's runAsNonRoot can check it). The code
# stays root's and read-only to it; only DATA_DIR (uploads without S3_BUCKET) is its own.
RUN mkdir -p /app/data && chown 1000:1000 /app/data
ENV DATA_DIR=/app/data
USER 1000:1000
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "dist/api/apps/api/src/main.js"]
