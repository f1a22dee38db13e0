// One Jest run over every workspace; each project keeps its own environment and setup.
const path = require('node:path');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      experimental: { plugins: [['@swc/plugin-emotion', {}]] },
    },
  },
];

// The static file server's content-disposition is published only as an ES module (Node 20.19 requires it;
// Jest on Node 20 cannot): compiled like the servers' own code.
const serverTransformIgnorePatterns = ['/node_modules/(?!content-disposition/)'];

/** The API's tests of its content's paintings and its artwork command, which never open a database. */
const artworkTests = ['src/media/content-artwork.test.ts', 'src/cli/artwork.test.ts'];

const browserProject = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // MSW depends on packages published only as ES modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|outvariant|strict-event-emitter|headers-polyfill|is-node-process)/)',
  ],
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/setupTests.ts'],
  moduleNameMapper: {
    '\\.(woff2?|png|svg|jpe?g|webp|avif)$': '<rootDir>/../shared/src/testing/fileStub.ts',
    // What tests import of a shared library beyond the shared part (react-router's MemoryRouter and the
    // like): the same package the code under test gets (tsconfig.base.json types it as the whole).
    '^react-router-implementation$': 'react-router',
    '^redux-toolkit-implementation$': '@reduxjs/toolkit',
    '^react-redux-implementation$': 'react-redux',
  },
});

module.exports = {
  // A worker per core: Jest's default keeps one core for itself, which on two cores is one worker, and
  // the tests (the API's above all, waiting on databases and sockets) left 40% of the CPU idle.
  maxWorkers: '100%',
  // A form test types into a dozen fields as a visitor would: a few seconds each when every core is busy
  // with the other workers, past Jest's default 5 s. (Jest reads it here only, never from a project.)
  testTimeout: 20_000,
  projects: [
    browserProject('store'),
    browserProject('shared'),
    browserProject('shell'),
    browserProject('mfe-destinations'),
    browserProject('mfe-experiences'),
    browserProject('mfe-enquiry'),
    browserProject('mfe-journal'),
    {
      displayName: 'scripts',
      rootDir: path.join(__dirname, 'scripts'),
      testEnvironment: 'node',
      // The servers' modules are ES modules; their tests require them compiled.
      transform: { '^.+\\.mjs$': swc },
    },
    {
      displayName: 'api',
      rootDir: path.join(__dirname, 'api'),
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: serverTransformIgnorePatterns,
      // Run on each database by `npm run test:api`; the paintings' tests open none, so they are not here.
      testPathIgnorePatterns: ['/node_modules/', ...artworkTests.map((file) => `<rootDir>/${file}`)],
      // One seeded database per run, copied by each test file (src/testing/test-database.ts).
      globalSetup: '<rootDir>/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
    },
    {
      // The painter's own tests (its landscapes and their clips, about a minute of encoding) and the
      // API's of its content's paintings and command: no database, so they run once, with the unit tests.
      displayName: 'artwork',
      rootDir: __dirname,
      roots: ['<rootDir>/artwork/src', '<rootDir>/api/src/media', '<rootDir>/api/src/cli'],
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: serverTransformIgnorePatterns,
      testMatch: [
        '<rootDir>/artwork/src/**/*.test.ts',
        ...artworkTests.map((file) => `<rootDir>/api/${file}`),
      ],
    },
  ],
};
