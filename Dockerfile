# Production image: builds the API (and the web client once it exists) and runs it on a server PostgreSQL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "dist/api/apps/api/src/main.js"]
