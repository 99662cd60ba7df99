# One image for the app and the task worker (docker-compose.yml picks the command).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY tools/phantom/package.json tools/phantom/
COPY server/package.json server/
COPY client/app/package.json client/app/
COPY client/viewer/package.json client/viewer/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --workspaces --include-workspace-root=false

FROM node:24-bookworm-slim
# glibc malloc: a fixed trim threshold returns freed memory (scripts/run.mjs serverAllocatorEnv, as `npm start` sets)
ENV NODE_ENV=production PORT=4000 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app /app
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/serve.js"]
