// Debian's Chromium, never a downloaded browser, with flags that keep it off the (closed) network:
// the browser tests (e2e/playwright.config.ts) and `npm run bench web` run it the same way.
module.exports = {
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromiumFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
