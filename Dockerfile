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
# Without development dependencies: no build tools, none of the embedded defaults
# (embedded-postgres, s3rver), so the image needs DATABASE_URL and S3_ENDPOINT, and none of the
# web app's packages (React and the rest): dist/web and the server render in dist/web-ssr bundle
# them (test/server-bundle.unit.test.ts checks the lock file).
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist dist
USER node
EXPOSE 3000
# Every role answers /healthz on PORT: the api role among its routes, projections and workers on a
# small server of their own (server/health-server.ts).
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
