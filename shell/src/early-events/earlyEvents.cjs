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

const earlyEventsScript = withoutCommentLines(
  readFileSync(path.join(__dirname, 'holdEarlyEvents.js'), 'utf8'),
);

module.exports = { earlyEventsScript };
