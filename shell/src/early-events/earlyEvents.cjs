// The text of the shell's first, inline script (holdEarlyEvents.js), for the build that writes it into
// the HTML and for the security policy that allows it by its hash: read from the file, so both have
// exactly the bytes the browser hashes.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const earlyEventsScript = readFileSync(path.join(__dirname, 'holdEarlyEvents.js'), 'utf8').trim();

module.exports = { earlyEventsScript };
