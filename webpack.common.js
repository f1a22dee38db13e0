// The one webpack factory: every app (the shell and each remote) describes itself in a few facts and
// gets the same compilation, federation, dev server and production settings.
const path = require('node:path');
const fs = require('node:fs');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationName, portOf } = require('./scripts/lib/ports.cjs');
const { exposesOf, localManifest, readRegistry } = require('./scripts/lib/page-registry.cjs');
const { siteOrigins } = require('./scripts/lib/security-headers.cjs');
const { earlyEventsScript } = require('./shell/src/early-events/earlyEvents.cjs');

/** The version of `pkg` an app in `dir` is built with (a team may build its remote against a newer kit). */
const versionOf = (pkg, dir = __dirname) =>
  require(require.resolve(`${pkg}/package.json`, { paths: [dir] })).version;
const packageDir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));

// One copy of each at runtime, whoever loads first: a second React breaks hooks, a second store or
// Emotion cache splits state and styles. Subpaths are shared on their own (the `css` prop of a remote
// sees an empty theme unless @emotion/react/jsx-runtime is shared too). Each app takes the page's copy
// only in the major it was built with: a remote built for another major of one (a breaking change to
// @lux/store, say) fails to load and shows its fallback, where it would run against the wrong one.
const singletons = [
  ['react', ['react', 'react/jsx-runtime']],
  ['react-dom', ['react-dom', 'react-dom/client']],
  ['react-router', ['react-router']],
  ['react-redux', ['react-redux']],
  ['@reduxjs/toolkit', ['@reduxjs/toolkit', '@reduxjs/toolkit/query/react']],
  ['@emotion/react', ['@emotion/react', '@emotion/react/jsx-runtime']],
  ['@emotion/styled', ['@emotion/styled']],
  ['@lux/store', ['@lux/store']],
];

// Shared by version, not one per page: the page kit and the API contract. An app asks for the version it
// was built with or a later one of its major; the page's copy serves every app it satisfies, and a
// remote built with a newer kit runs with its own copy beside the shell's older one.
const versioned = [['@lux/shared', ['@lux/shared']]];

// A shared library is bundled whole: those the site uses a part of are shared as that part, a module of
// scripts/lib/ that re-exports it from the package under another name (the aliases below). The server
// builds' router adds what renders a page on the server.
const sharedPartFile = (file) => path.join(__dirname, 'scripts', 'lib', file);
const browserSharedParts = {
  'react-router': sharedPartFile('react-router-shared.ts'),
  '@reduxjs/toolkit': sharedPartFile('redux-toolkit-shared.ts'),
  'react-redux': sharedPartFile('react-redux-shared.ts'),
};
const sharedParts = {
  browser: browserSharedParts,
  server: { ...browserSharedParts, 'react-router': sharedPartFile('react-router-server.ts') },
};

// @lux/store's source: a library of the shell's like those from node_modules (its workspace is linked).
const storeSource = path.join(packageDir('@lux/store'), 'src');

/** The shared libraries of an app's browser build (`target` 'browser') or server build ('server'). */
const sharedLibraries = (dir, target) =>
  Object.fromEntries([
    ...singletons.flatMap(([pkg, requests]) => {
      const version = versionOf(pkg, dir);
      return requests.map((request) => [
        request,
        {
          singleton: true,
          version,
          requiredVersion: `^${version.split('.')[0]}.0.0`,
          strictVersion: true,
          ...(sharedParts[target][request] && { import: sharedParts[target][request] }),
        },
      ]);
    }),
    ...versioned.flatMap(([pkg, requests]) => {
      const version = versionOf(pkg, dir);
      return requests.map((request) => [request, { version, requiredVersion: `^${version}` }]);
    }),
  ]);

// The monogram, inline so no page pays a request for it.
const favicon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1f1c18"/>' +
    '<text x="16" y="23" font-family="Georgia,serif" font-size="20" fill="#c9a96e" text-anchor="middle">A</text></svg>',
)}`;

// Hashed files are never deleted by a build: a visitor whose tab still runs the previous remoteEntry.js
// loads that build's chunks on their next navigation, so a redeploy in place must leave them there.
const hashedFile = /\.[0-9a-f]{10}\.\w+(\.map)?(\.gz|\.br)?$/;

const compressible = /\.(js|css|html|json|svg|txt)$/;

// Every text file precompressed once at build, so the servers (scripts/lib/front-end-server.mjs, nginx's
// gzip_static and brotli_static) send the smallest encoding the browser accepts without spending CPU per
// request.
const precompression = () => [
  new CompressionPlugin({ test: compressible, algorithm: 'gzip', compressionOptions: { level: 9 } }),
  new CompressionPlugin({ test: compressible, algorithm: 'brotliCompress', filename: '[path][base].br' }),
];

/** How every app compiles its code, in the browser build and the server build alike. */
const compilation = (production, assetGenerator = undefined) => ({
  resolve: {
    extensions: ['.ts', '.tsx', '.js'],
    alias: {
      // The runtime the shell provides to its remotes (provideExternalRuntime) is required from CommonJS,
      // which would bundle a second copy of the federation runtime beside the ES module one the shell
      // runs itself (20 KB gzip): both are the ES module.
      '@module-federation/runtime-tools/runtime-core$': path.join(
        packageDir('@module-federation/runtime-tools'),
        'dist/runtime-core.js',
      ),
      // The shared parts' sources (sharedParts): the ES modules the packages give bundlers, and
      // react-router's production build, as its package points bundlers at the development one
      // (warnings, dev checks).
      'redux-toolkit-implementation$': path.join(
        packageDir('@reduxjs/toolkit'),
        'dist/redux-toolkit.modern.mjs',
      ),
      'react-redux-implementation$': path.join(packageDir('react-redux'), 'dist/react-redux.mjs'),
      'react-router-implementation$': path.join(
        packageDir('react-router'),
        `dist/${production ? 'production' : 'development'}/index.mjs`,
      ),
    },
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: {
                react: {
                  runtime: 'automatic',
                  importSource: '@emotion/react',
                  development: !production,
                  // React Fast Refresh in development: an edited component is swapped in place, its state kept.
                  refresh: !production,
                },
              },
              // Class-name labels help in development only: in production they are bytes in every
              // script and every page's HTML (the plugin cannot tell webpack's mode by itself).
              experimental: {
                plugins: [
                  [
                    '@swc/plugin-emotion',
                    { sourceMap: !production, autoLabel: production ? 'never' : 'always' },
                  ],
                ],
              },
            },
          },
        },
      },
      { test: /\.(woff2?|png|svg|jpe?g|webp|avif)$/, type: 'asset/resource', generator: assetGenerator },
    ],
  },
});

// The shell's chunks that only some pages or actions load, each with its own libraries: the kit's
// modals, on first opening (the `webpackChunkName`s in shared/src/ui/), and home's page with its
// carousels and tabs (shell/src/home/loadHomePage.ts).
const loadedWhenAsked = new Set(['dialog', 'drawer', 'home']);

/** An app's container, in its browser build or its server build (`target`): the same name, pages and libraries. */
const federation = ({ dir, name, exposes }, target, options) =>
  new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedLibraries(dir, target),
    // The default ('version-first') fetches every registered remote at start-up.
    shareStrategy: 'loaded-first',
    dts: false,
    ...options,
  });

/**
 * Writes `first-render-chunks.json`: the script files of each page's code, with the chunks it needs at
 * once, but not the lazy ones nor the remote's own copies of shared libraries. A remote's pages are its
 * exposed modules (`__federation_expose_<Name>`); the shell's is home (`home`). The shell's server
 * preloads a page's from its HTML.
 */
class FirstRenderChunksPlugin {
  /** @param {(groupName: string) => boolean} isPage which named chunk groups are pages */
  constructor(isPage) {
    this.isPage = isPage;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstRenderChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstRenderChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const groups = [...compilation.namedChunkGroups]
            .filter(([groupName]) => this.isPage(groupName))
            .map(([groupName, group]) => [
              groupName,
              group.getFiles().filter((file) => file.endsWith('.js')),
            ]);
          const json = JSON.stringify(Object.fromEntries(groups));
          compilation.emitAsset('first-render-chunks.json', new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir    the app's folder (pass __dirname); a remote has its page registry in
 *                            `src/pages.json`, which gives its exposed modules
 * @param {string} app.title  document title of the app's own page
 */
function createWebpackConfig({ dir, title }) {
  const folder = path.basename(dir);
  const name = federationName(folder);
  const port = Number(process.env.PORT) || portOf(folder);
  const apiOrigin = process.env.API_ORIGIN || `http://127.0.0.1:${portOf('api')}`;
  const registryFile = path.join(dir, 'src', 'pages.json');
  const isRemote = fs.existsSync(registryFile);
  const exposes = isRemote ? exposesOf(readRegistry(registryFile)) : undefined;
  // scripts/build-app.mjs builds into a new folder (BUILD_DIR) and switches `dist` to it once complete.
  const outputDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(dir, 'dist');

  return (_env, argv) => {
    const production = argv.mode === 'production';
    // `npm run dev` renders in the browser alone; production builds the server container beside.
    if (!production) return browserBuild(production);
    const builds = [browserBuild(production), serverBuild({ dir, outputDir, name, exposes, isRemote })];
    return [
      ...builds,
      isRemote ? federationRuntimeBuild(dir, outputDir) : serverProgramBuild(dir, outputDir),
    ];
  };

  function browserBuild(production) {
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: {
        main:
          production || isRemote
            ? './src/index.ts'
            : ['./src/dev/shareRendererWithRefreshRuntimes.ts', './src/index.ts'],
      },
      // Production maps are written beside the files for error reports, but the files do not name them
      // and the servers do not serve them (scripts/lib/front-end-server.mjs, deploy/nginx/).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        // Remotes' chunks must load from the remote's own origin, wherever the host page is.
        publicPath: 'auto',
        // Entry files keep stable names (the federation runtime needs them); chunks are hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // dist/server/ is the server build's, written beside this one.
        clean: { keep: (file) => hashedFile.test(file) || /^(server\/|federation-runtime\.)/.test(file) },
      },
      ...compilation(production),
      plugins: [
        federation({ dir, name, exposes }, 'browser', {
          // One federation runtime on a page: the shell's. Its remotes leave theirs out (~20 KB each).
          // Remotes are named by their remoteEntry.js, never by a manifest, so the runtime's snapshot
          // code (manifest fetching) and its Node paths are left out of the browser build.
          // In development the shell provides its runtime too, for the remotes `npm run dev -- <remote>`
          // serves from their production builds; the remotes on dev servers keep their own.
          experiments: production
            ? {
                optimization: { disableSnapshot: true, target: 'web' },
                ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
              }
            : isRemote
              ? {}
              : { provideExternalRuntime: true },
        }),
        new HtmlWebpackPlugin({
          title,
          // The page runs the app alone: a remote's container (remoteEntry.js) is for the site to load,
          // and a second copy of the runtime on its own page would take every hot update twice.
          chunks: ['main'],
          // Absolute script URLs, so a deep link like /journal/some-slug loads the app from the root.
          publicPath: '/',
          // The root's note is for a page the browser must render itself with scripts off (a remote run
          // alone, the shell's page when its server could not render it); a rendered page replaces it
          // with its own (shell/src/server/withoutAppNote.ts).
          templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#f7f3ec" />
    <meta name="description" content="Bespoke luxury journeys designed by travel experts." />
    <title>${htmlWebpackPlugin.options.title}</title>
    <link rel="icon" href="${favicon}" />
    ${isRemote || production ? '' : '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />'}
    ${isRemote && production ? '<script defer src="/federation-runtime.js"></script>' : ''}
    ${isRemote ? '' : `<script>${earlyEventsScript}</script>`}
  </head>
  <body>
    <div id="root"><noscript>This page needs JavaScript. Please turn it on, or call us on +91 80 4719 2200 to plan your journey.</noscript></div>
  </body>
</html>`,
        }),
        // Each app's own refresh runtime, under its own name: the composed page runs the shell's and
        // the current remote's side by side, each taking its own server's updates.
        !production && new ReactRefreshPlugin({ library: name, overlay: false }),
        production &&
          new FirstRenderChunksPlugin((group) =>
            isRemote ? group.startsWith('__federation_expose_') : group === 'home',
          ),
        isRemote &&
          new CopyPlugin({
            patterns: [
              // The registry beside remoteEntry.js: the site's manifest carries it (scripts/remotes-manifest.mjs).
              { from: registryFile, to: 'pages.json' },
              // Remotes run standalone against mocked responses when asked; MSW's worker must sit at their root.
              { from: require.resolve('msw/mockServiceWorker.js') },
            ],
          }),
        ...(production ? precompression() : []),
      ].filter(Boolean),
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
        // The shell runs all its libraries at start: one file for them, not one per package and shared
        // name (each script is a request, and inserting it takes the main thread a few milliseconds).
        // A remote keeps webpack's split: its copies of the libraries load only when standalone.
        // A library only what loads when asked uses (a modal's code, home's page) stays with it.
        splitChunks: isRemote
          ? undefined
          : {
              cacheGroups: {
                libraries: {
                  test: (module, { chunkGraph }) =>
                    (/[\\/]node_modules[\\/]/.test(module.resource) ||
                      Object.values(browserSharedParts).includes(module.resource) ||
                      module.resource?.startsWith(storeSource)) &&
                    [...chunkGraph.getModuleChunksIterable(module)].some(
                      (chunk) => !loadedWhenAsked.has(chunk.name),
                    ),
                  name: 'libraries',
                  chunks: (chunk) => !chunk.canBeInitial(),
                  enforce: true,
                },
              },
            },
      },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        // The site's pages load a remote's code cross-origin; no other site may read it.
        headers: (request) =>
          siteOrigins().includes(request.headers.origin)
            ? { 'Access-Control-Allow-Origin': request.headers.origin, Vary: 'Origin' }
            : { Vary: 'Origin' },
        // Named, the local hosts are this server's own: webpack-dev-server then stops answering other
        // ports' pages (the site's, loading this remote) with Cross-Origin-Resource-Policy: same-origin.
        allowedHosts: ['localhost', '127.0.0.1'],
        static: false,
        proxy: [{ context: ['/api', '/media'], target: apiOrigin }],
        client: { overlay: { warnings: false } },
        // The shell's manifest in development: every remote on its dev server, with its registry as it
        // is now in src/ (read per request, so a page added to a registry routes without a restart).
        setupMiddlewares: isRemote
          ? undefined
          : (middlewares, server) => {
              server.app.get('/remotes.json', (_request, response) => {
                response.set('Cache-Control', 'no-cache').json(localManifest('src/pages.json'));
              });
              return middlewares;
            },
      },
    };
  }
}

/** `federation-runtime.js`, which a remote's standalone page loads before its app (see its source). */
function federationRuntimeBuild(dir, outputDir) {
  return {
    name: 'federation-runtime',
    context: dir,
    mode: 'production',
    entry: { 'federation-runtime': require.resolve('./shared/src/standalone/provideFederationRuntime.ts') },
    devtool: 'hidden-source-map',
    output: { path: outputDir, filename: '[name].js', clean: false },
    ...compilation(true),
    plugins: precompression(),
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
  };
}

/**
 * The server container of an app, in `dist/server/`: the shell's renders pages (its entry
 * `src/server/renderPage.tsx`, loaded by src/server/serve.ts); a remote's exposes the same pages
 * to it. The shell's server loads remotes' containers at runtime over HTTP, from the manifest, as the
 * browser does, so a remote is still deployed on its own (DESIGN.md, "Every route is server-rendered").
 */
function serverBuild({ dir, outputDir, name, exposes, isRemote }) {
  return {
    name: 'server',
    context: dir,
    mode: 'production',
    target: 'async-node',
    entry: isRemote ? {} : { renderPage: './src/server/renderPage.tsx' },
    // The DOM that sanitises inline HTML on the server: required at runtime, not bundled.
    externals: { jsdom: 'commonjs jsdom' },
    devtool: 'source-map',
    output: {
      path: path.join(outputDir, 'server'),
      // Not a URL: the node runtime then loads a remote's chunks from beside the entry it was found at.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      uniqueName: `${name}_server`,
      clean: { keep: (file) => hashedFile.test(file) || serverProgramFile.test(file) },
    },
    // Fonts and images are the browser build's files, served by the shell at the site's root.
    ...compilation(true, { publicPath: '/', emit: false }),
    plugins: [
      federation({ dir, name, exposes }, 'server', {
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          require.resolve('@lux/shared/checked-file-fetch'),
        ],
        manifest: false,
        experiments: { asyncStartup: true },
      }),
    ],
    // Server code is not downloaded: readable stack traces beat smaller files.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

// The shell's server program and its render threads' script, written beside its server render.
const serverProgramEntries = {
  serve: './src/server/serve.ts',
  // Loaded by piscina, which calls its default export.
  renderWorker: { import: './src/server/renderWorker.ts', library: { type: 'commonjs2' } },
};
const serverProgramFile = new RegExp(`^(?:${Object.keys(serverProgramEntries).join('|')})\\.js(?:\\.map)?$`);

/**
 * The shell's server program (src/server/serve.ts) and its render threads' script, for Node: run as
 * `node dist/server/serve.js`, with what it imports of scripts/lib compiled in, so a deployment needs the
 * build and the shell's `dependencies` (left to node_modules: its image's whole install) and nothing else.
 */
function serverProgramBuild(dir, outputDir) {
  const installed = Object.keys(require(path.join(dir, 'package.json')).dependencies);
  return {
    name: 'server-program',
    context: dir,
    mode: 'production',
    target: 'node20',
    entry: serverProgramEntries,
    externals: ({ request }, callback) =>
      installed.some((pkg) => request === pkg || request.startsWith(`${pkg}/`))
        ? callback(undefined, `commonjs ${request}`)
        : callback(),
    // Node's own: the program finds its build's files from where it runs.
    node: { __dirname: false, __filename: false },
    devtool: 'source-map',
    output: { path: path.join(outputDir, 'server'), filename: '[name].js', clean: false },
    ...compilation(true, { emit: false }),
    plugins: [
      // The security policy hashes the shell's first inline script, read from a file that is not beside
      // the bundle (shell/src/early-events/earlyEvents.cjs): its text is written in.
      new DefinePlugin({
        HOLD_EARLY_EVENTS_SOURCE: JSON.stringify(
          fs.readFileSync(path.join(dir, 'src', 'early-events', 'holdEarlyEvents.js'), 'utf8'),
        ),
      }),
    ],
    // Server code is not downloaded: readable stack traces beat smaller files.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

module.exports = {
  createWebpackConfig,
  hashedFile,
  sharedLibraries,
  singletonPackages: singletons.map(([pkg]) => pkg),
};
