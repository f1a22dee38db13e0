// The front ends import react-router, Redux Toolkit and react-redux as the parts of them the shell shares
// (react-router-shared.ts, redux-toolkit-shared.ts, react-redux-shared.ts): a value a part lacks would be
// undefined at runtime, so the typecheck refuses it, however it is imported; the packages whole stay out
// of the apps' code; and the router that renders on the server stays in server code.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const root = path.join(__dirname, '..', '..');

/** The typecheck's errors for one module of front-end `code`, compiled as every app compiles. */
function typeErrors(code) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-parts-'));
  try {
    const file = path.join(dir, 'Page.tsx');
    fs.writeFileSync(file, code);
    const { config } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const program = ts.createProgram([file], { ...options, noEmit: true });
    return ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file?.fileName === file)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('type-checks the shared part of react-router and every type of it', () => {
  expect(
    typeErrors(
      "import { Link, useLocation, type RouteObject } from 'react-router';\n" +
        "import type { Params } from 'react-router';\n" +
        'export const routes: RouteObject[] = [];\nexport type P = Params;\nexport const x = [Link, useLocation];\n',
    ),
  ).toEqual([]);
});

it('refuses a react-router value the shared part lacks, renamed or passed on as well', () => {
  const errors = typeErrors(
    "import { useBlocker as block } from 'react-router';\n" +
      "export { createBrowserRouter } from 'react-router';\nexport const x = block;\n",
  );
  expect(errors).toEqual([
    expect.stringMatching(/^'createBrowserRouter' resolves to a type-only declaration/),
    expect.stringMatching(/^'block' cannot be used as a value/),
  ]);
});

it('type-checks the shared parts of Redux Toolkit and react-redux the apps use, and every type of them', () => {
  expect(
    typeErrors(
      "import { configureStore, createSlice, type EntityState } from '@reduxjs/toolkit';\n" +
        "import { Provider, useSelector, type TypedUseSelectorHook } from 'react-redux';\n" +
        'export type T = [EntityState<{ id: 1 }, 1>, TypedUseSelectorHook<object>];\n' +
        'export const x = [configureStore, createSlice, Provider, useSelector];\n',
    ),
  ).toEqual([]);
});

it('refuses a value of Redux Toolkit or react-redux their shared parts lack', () => {
  expect(
    typeErrors(
      "import { createListenerMiddleware } from '@reduxjs/toolkit';\n" +
        "import { connect } from 'react-redux';\nexport const x = [createListenerMiddleware, connect];\n",
    ),
  ).toEqual([
    expect.stringMatching(/^'createListenerMiddleware' cannot be used as a value/),
    expect.stringMatching(/^'connect' cannot be used as a value/),
  ]);
});

/** The values a module of RTK Query (a file of @reduxjs/toolkit's dist) imports from `from`. */
function valuesImported(file, from) {
  const code = fs.readFileSync(path.join(root, 'node_modules', '@reduxjs', 'toolkit', 'dist', file), 'utf8');
  const quoted = from.replace(/[/.]/g, '\\$&');
  const statements = code.matchAll(new RegExp(`import \\{([^}]*)\\} from "${quoted}";`, 'g'));
  return [...statements].flatMap(([, names]) => names.split(',').map((name) => name.trim().split(' as ')[0]));
}

// RTK Query, shared whole, imports from '@reduxjs/toolkit' and 'react-redux' at runtime through the shared
// parts: a name they lack would break every page's queries, not a build, so an upgrade that needs a new
// one fails here.
it('has every value RTK Query imports from Redux Toolkit and react-redux in their shared parts', () => {
  const fromToolkit = [
    ...valuesImported('query/rtk-query.modern.mjs', '@reduxjs/toolkit'),
    ...valuesImported('query/react/rtk-query-react.modern.mjs', '@reduxjs/toolkit'),
  ];
  const fromReactRedux = valuesImported('query/react/rtk-query-react.modern.mjs', 'react-redux');
  expect(fromToolkit).toEqual(expect.arrayContaining(['createSlice', 'nanoid', 'configureStore']));
  expect(fromReactRedux).toEqual(expect.arrayContaining(['useSelector', 'batch']));
  expect(
    typeErrors(
      `import { ${[...new Set(fromToolkit)].join(', ')} } from '@reduxjs/toolkit';\n` +
        `import { ${fromReactRedux.join(', ')} } from 'react-redux';\n` +
        `export const x = [${[...new Set([...fromToolkit, ...fromReactRedux])].join(', ')}];\n`,
    ),
  ).toEqual([]);
});

/** The rules ESLint breaks in `code` as if it were the file at `filePath` (run as `npm run lint` runs it). */
async function lintProblems(code, filePath) {
  const lint = promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--format',
      'json',
      '--stdin',
      '--stdin-filename',
      filePath,
    ],
    { cwd: root },
  );
  lint.child.stdin.end(code);
  const { stdout } = await lint.catch((failed) => failed);
  return JSON.parse(stdout)[0].messages.map((message) => message.ruleId);
}

it('keeps the router that renders on the server, and the shared libraries whole, out of the apps’ code', async () => {
  const staticRouter = "import { StaticRouter as Router } from 'react-router';\nexport const x = Router;\n";
  const whole =
    "import { MemoryRouter } from 'react-router-implementation';\nexport const x = MemoryRouter;\n";
  const wholeToolkit =
    "import { createEntityAdapter } from 'redux-toolkit-implementation';\nexport const x = createEntityAdapter;\n";

  expect(
    await Promise.all([
      lintProblems(staticRouter, 'shell/src/page/Page.tsx'),
      lintProblems(staticRouter, 'shell/src/server/render.tsx'),
      lintProblems(whole, 'mfe-journal/src/page/Page.tsx'),
      lintProblems(whole, 'mfe-journal/src/page/Page.test.tsx'),
      lintProblems(wholeToolkit, 'store/src/slice.ts'),
    ]),
  ).toEqual([['no-restricted-imports'], [], ['no-restricted-imports'], [], ['no-restricted-imports']]);
});
