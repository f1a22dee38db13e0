// The text of the shell's first, inline script (holdEarlyEvents.js), for the build that writes it into
// the HTML and for the security policy that allows it by its hash: read from the file, so both have
// exactly the bytes the browser hashes.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * The script without the comments on lines of their own: they are for whoever reads the file, and were
 * over a third of what every page sent of it. (Whole lines only, each block up to its first end, so no code is touched.)
 */
const withoutCommentLines = (source) =>
  source
    .replace(/^[ \t]*\/\*(?:[^*]|\*(?!\/))*\*\/[ \t]*$/gm, '')
    .replace(/^[ \t]*\/\/.*$/gm, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');

/* global HOLD_EARLY_EVENTS_SOURCE */
// The shell's bundled server has the file's text written in by its build (webpack.common.js,
// serverProgramBuild): the file is not beside it there.
const earlyEventsScript = withoutCommentLines(
  typeof HOLD_EARLY_EVENTS_SOURCE === 'string'
    ? HOLD_EARLY_EVENTS_SOURCE
    : readFileSync(path.join(__dirname, 'holdEarlyEvents.js'), 'utf8'),
);

module.exports = { earlyEventsScript };
