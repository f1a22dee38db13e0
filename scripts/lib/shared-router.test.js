// The front ends import react-router as the part of it the shell shares (react-router-shared.ts): a
// value it lacks would be undefined at runtime, so the typecheck refuses it, however it is imported;
// and the router that renders on the server stays in server code.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const root = path.join(__dirname, '..', '..');

/** The typecheck's errors for one module of front-end `code`, compiled as every app compiles. */
function typeErrors(code) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-router-'));
  const file = path.join(dir, 'Page.tsx');
  fs.writeFileSync(file, code);
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const program = ts.createProgram([file], { ...options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
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

it('keeps the router that renders on the server, and react-router whole, out of the apps’ code', async () => {
  const staticRouter = "import { StaticRouter as Router } from 'react-router';\nexport const x = Router;\n";
  const whole =
    "import { MemoryRouter } from 'react-router-implementation';\nexport const x = MemoryRouter;\n";

  expect(
    await Promise.all([
      lintProblems(staticRouter, 'shell/src/page/Page.tsx'),
      lintProblems(staticRouter, 'shell/src/server/render.tsx'),
      lintProblems(whole, 'mfe-journal/src/page/Page.tsx'),
      lintProblems(whole, 'mfe-journal/src/page/Page.test.tsx'),
    ]),
  ).toEqual([['no-restricted-imports'], [], ['no-restricted-imports'], []]);
});
