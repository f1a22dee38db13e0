# The shell: its browser build, and the Node server that renders every page (dist/server/serve.js, built
# from shell/src/server/serve.ts with dist/server/renderPage.js), loading remotes' server containers from
# the manifest at runtime.
FROM node:20-bookworm-slim AS build
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
# The front ends need no native addons; skipping install scripts avoids building the API's SQLite driver.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# dist is a symlink to the build's own folder (scripts/lib/app-builds.mjs): the image takes that folder.
RUN npm run build --workspace shell && mv "$(readlink -f shell/dist)" /app/shell-build

# What runs: the shell's build (its server included) and the shell's production dependencies alone, none
# of the tools that build and test the site (deploy.test.ts checks the image against the lockfile): the
# front ends' libraries are devDependencies, which their builds bundle. Nothing here needs an optional
# package, and some of the tools are optional ones of a server package's.
FROM node:20-bookworm-slim
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
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace shell --no-audit --no-fund
COPY --from=build /app/shell-build shell/dist
ENV HOST=0.0.0.0 PORT=8080 NODE_ENV=production
EXPOSE 8080
CMD ["node", "shell/dist/server/serve.js"]
