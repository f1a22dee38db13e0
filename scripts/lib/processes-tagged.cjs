// Finds the processes started under a tag: an environment variable every descendant inherits (npm,
// shells, webpack and servers pass their environment on), so a test sees whether anything a command
// started is still running, whichever process group or parent it ended up in.
const { readdirSync, readFileSync } = require('node:fs');

/** The ids of running processes (zombies excluded) whose environment holds `name=value`. */
function processesTagged(name, value) {
  const tag = `${name}=${value}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        if (/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(tag);
      } catch {
        return false; // exited meanwhile, or not ours to read
      }
    })
    .map(Number);
}

module.exports = { processesTagged };
