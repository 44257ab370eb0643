# Builds the one-process app (server + built client) for docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# The shared packages build itself when installed (its prepare script), so its source comes first.
COPY packages packages
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/field-rules/package.json packages/field-rules/
COPY --from=build /app/packages/field-rules/dist packages/field-rules/dist
COPY --from=build /app/packages/sound-analysis/package.json packages/sound-analysis/
COPY --from=build /app/packages/sound-analysis/dist packages/sound-analysis/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# The same Node flags as `npm run start:built` (docs/operations.md).
CMD ["node", "--max-semi-space-size=64", "server/dist/main.js"]
