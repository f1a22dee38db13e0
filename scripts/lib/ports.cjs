// Where each server of the site listens by default (DESIGN.md). PORT_OFFSET moves the whole stack, so a
// second copy runs beside the first (PORT_OFFSET=100: the site on 8180, the API on 4100); PORT still
// sets the port of one app run on its own.
const path = require('node:path');

const defaultPorts = {
  shell: 8080,
  'mfe-destinations': 3001,
  'mfe-experiences': 3002,
  'mfe-enquiry': 3003,
  'mfe-journal': 3004,
  api: 4000,
};

/** The front ends: the shell first, then every remote. */
const frontEnds = Object.keys(defaultPorts).filter((app) => app !== 'api');
const remotes = frontEnds.filter((app) => app !== 'shell');

function portOffset(env = process.env) {
  const offset = Number(env.PORT_OFFSET || 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 60000) {
    throw new Error(`PORT_OFFSET must be a whole number from 0 to 60000, not "${env.PORT_OFFSET}"`);
  }
  return offset;
}

/** The port of an app (`shell`, `mfe-journal`, `api`...) in the stack that PORT_OFFSET picks. */
function portOf(app, env = process.env) {
  if (!(app in defaultPorts)) throw new Error(`Unknown app "${app}"`);
  return defaultPorts[app] + portOffset(env);
}

/**
 * A remote's server hands its server container (and its source maps) to the shell's server on a port
 * apart from the public one browsers use: this far above it (3501 for mfe-destinations on 3001).
 */
const INTERNAL_PORT_DISTANCE = 500;

/** The internal port of a remote in the stack that PORT_OFFSET picks. */
function internalPortOf(app, env = process.env) {
  if (!remotes.includes(app)) throw new Error(`Only a remote has an internal port, not "${app}"`);
  return portOf(app, env) + INTERNAL_PORT_DISTANCE;
}

/** Federation names are JS identifiers: folder `mfe-journal`, federation name `mfe_journal`. */
const federationName = (folder) => folder.replace(/-/g, '_');

/**
 * Every origin a browser reaches this stack's front ends on: the composed site and each remote's own
 * page (QA). What `SITE_ORIGINS` defaults to on this machine: the API accepts enquiry posts from these,
 * and the front ends answer cross-origin requests from them.
 */
const siteOrigins = (env = process.env) =>
  frontEnds.flatMap((app) => ['localhost', '127.0.0.1'].map((host) => `http://${host}:${portOf(app, env)}`));

/**
 * How a front end's production server starts (node's arguments): the shell's own program, built with it
 * (shell/src/server/serve.ts), or the server every remote shares (scripts/serve-app.mjs).
 */
const serverArgs = (app) =>
  app === 'shell'
    ? [path.join(__dirname, '..', '..', 'shell', 'dist', 'server', 'serve.js')]
    : [path.join(__dirname, '..', 'serve-app.mjs'), app];

module.exports = {
  INTERNAL_PORT_DISTANCE,
  defaultPorts,
  federationName,
  frontEnds,
  internalPortOf,
  portOf,
  remotes,
  serverArgs,
  siteOrigins,
};
