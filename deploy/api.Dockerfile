FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ ffmpeg && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The install from the package files alone, so a change to the sources reuses its layer. npm ci checks
# every workspace of the lockfile, so each one's package.json comes along.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY store/package.json store/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-destinations/package.json mfe-destinations/
COPY mfe-experiences/package.json mfe-experiences/
COPY mfe-enquiry/package.json mfe-enquiry/
COPY mfe-journal/package.json mfe-journal/
COPY artwork/package.json artwork/
COPY e2e/package.json e2e/
RUN npm ci --workspace api --include-workspace-root=false --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared/src shared/src
# The painter, which only the artwork command below runs, at the image's build (the server never paints).
COPY artwork/src artwork/src
# Compiled in: the local stack's ports (the default SITE_ORIGINS, api/src/config.ts) and the request
# timeouts every server of ours keeps to.
COPY scripts/lib/ports.cjs scripts/lib/http-timeouts.cjs scripts/lib/
# The launch content the seed reads, and the artwork command its picture keys (api/src/db/seed/content-files.ts).
COPY content content
COPY api api
# Compiled to JavaScript (no TypeScript at runtime), then every picture (and hero clip) painted into the
# image up front, so every instance starts with all of them and no visitor is ever shown one unpainted.
RUN npm run build --workspace api && node api/dist/artwork.js

# The API's production dependencies alone, none of the tools that build and test the site (deploy.test.ts
# checks the image against the lockfile), their native addons built here with the compilers the image
# leaves out. Optional ones are left out too: the server needs none (sharp's are for
# painting, done above), and some of the tools are optional ones of a server package's.
FROM node:20-bookworm-slim AS runtime-dependencies
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY store/package.json store/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-destinations/package.json mfe-destinations/
COPY mfe-experiences/package.json mfe-experiences/
COPY mfe-enquiry/package.json mfe-enquiry/
COPY mfe-journal/package.json mfe-journal/
COPY artwork/package.json artwork/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --omit=optional --workspace api --no-audit --no-fund

# What runs: the compiled API and the operator's commands (enquiries, seed), the content files the seed
# reads, and the pictures painted above. To paint again, build the image again.
FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=runtime-dependencies /app ./
COPY --from=build /app/content content
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/media api/media
WORKDIR /app/api
ENV HOST=0.0.0.0 PORT=4000 NODE_ENV=production
EXPOSE 4000
# The operator's commands are compiled too: docker compose exec api node dist/enquiries.js --since 2026-01-01
CMD ["node", "--enable-source-maps", "dist/server.js"]
