# The shell: its browser build, and the Node server that renders every page (scripts/serve-app.mjs with
# dist/server/renderPage.js), loading remotes' server containers from the manifest at runtime.
FROM node:20-bookworm-slim
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
RUN npm run build --workspace shell
ENV HOST=0.0.0.0 PORT=8080 NODE_ENV=production
EXPOSE 8080
CMD ["node", "scripts/serve-app.mjs", "shell"]
