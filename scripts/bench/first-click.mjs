// What a visitor gets from a page's first moments, in the same Chromium as Lighthouse (its CDP port):
// how long after the first contentful paint the page has hydrated (`<html data-hydrated>`, the
// `lux:hydrated` mark), at full speed, and whether a first click or tap made the moment a control shows
// worked, with the CPU slowed 4x as on a mid-range phone: the header's Destinations at 1366 px, the
// menu button at 390 px. A click that worked has opened its overlay (or the menu) once the page has
// hydrated.
import { chromium } from 'playwright-core';

const loads = 3;
const clicksPerControl = 5;

const controls = [
  { name: 'Destinations', viewport: { width: 1366, height: 900 }, touch: false, opens: 'region' },
  { name: 'Menu', viewport: { width: 390, height: 844 }, touch: true, opens: 'dialog' },
];

/** The middle value (of an even count, the higher of the two middle ones). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function hydrationGapMs(context, url) {
  const page = await context.newPage();
  try {
    const gaps = [];
    for (let i = 0; i < loads; i += 1) {
      await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      gaps.push(
        await page.evaluate(
          () =>
            performance.getEntriesByName('lux:hydrated')[0].startTime -
            performance.getEntriesByName('first-contentful-paint')[0].startTime,
        ),
      );
    }
    return median(gaps);
  } finally {
    await page.close();
  }
}

/** Whether a click (or tap) on `control` made the moment it shows, with the CPU slowed 4x, opened it. */
async function firstClickWorked(browser, url, control) {
  const context = await browser.newContext({
    viewport: control.viewport,
    hasTouch: control.touch,
    isMobile: control.touch,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    const trigger = page.getByRole('banner').first().getByRole('button', { name: control.name, exact: true });
    await (control.touch ? trigger.tap() : trigger.click());
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Hydrated, a click that was held has been replayed and its overlay shows; a lost one opened nothing.
    return await page
      .getByRole(control.opens, { name: control.name, exact: true })
      .waitFor({ state: 'visible', timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
  } finally {
    await context.close();
  }
}

/** FCP → hydrated (ms, median of three loads) and the first clicks that worked, for one page. */
export async function measureFirstClicks(cdpPort, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = await browser.newContext();
    const gapMs = await hydrationGapMs(context, url).finally(() => context.close());
    let worked = 0;
    let made = 0;
    for (const control of controls) {
      for (let i = 0; i < clicksPerControl; i += 1) {
        made += 1;
        if (await firstClickWorked(browser, url, control)) worked += 1;
      }
    }
    return { hydrationGapMs: gapMs, firstClicksWorked: worked, firstClicksMade: made };
  } finally {
    await browser.close();
  }
}
