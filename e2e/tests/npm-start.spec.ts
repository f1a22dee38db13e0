// `npm start` as a newcomer runs it after changing a page: the app whose sources changed is rebuilt (its
// build switched to in one step), the site serves the new text, and SIGINT to npm stops everything.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NpmStack } from '../support/npmStack';
import { expect, test } from '../support/fixtures';

const root = path.resolve(__dirname, '..', '..');
const aboutPage = path.join(root, 'mfe-journal', 'src', 'about', 'AboutPage.tsx');
const stack = new NpmStack('start', 700);

test.afterAll(() => stack.kill());

test('npm start rebuilds the remote whose source changed, serves its new text, and stops on SIGINT to npm', async ({
  page,
}) => {
  // One production build of a remote on a loaded machine, then the stack's start.
  test.setTimeout(300_000);
  const source = readFileSync(aboutPage, 'utf8');
  const changed = source.replace('title="Travel, Thoughtfully Made"', 'title="Travel, Made Thoughtfully"');
  if (changed === source) throw new Error(`${aboutPage} no longer has the title this test changes`);
  writeFileSync(aboutPage, changed);
  try {
    stack.start();
    await expect
      .poll(
        () =>
          fetch(`${stack.origin('shell')}/about`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          timeout: 280_000,
          intervals: [1_000],
        },
      )
      .toBe(true);
    expect(stack.output()).toMatch(/Building mfe-journal \(changed since the last build\)/);
    await page.goto(`${stack.origin('shell')}/about`);
    await expect(page.getByRole('heading', { name: 'Travel, Made Thoughtfully' })).toBeVisible();

    await stack.stop('SIGINT');
    // Stopped by the visitor's Ctrl-C, not failed: the background painting it cut short is no error.
    expect(stack.output()).not.toMatch(/failed \(exit/);
  } finally {
    writeFileSync(aboutPage, source);
    // Back to the build of the sources as they are (kept, so a switch, not a build), for the other tests.
    execFileSync('npm', ['run', 'build', '--workspace', 'mfe-journal'], { cwd: root, stdio: 'ignore' });
  }
});
