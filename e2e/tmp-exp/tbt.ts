import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const { chromiumPath, chromiumFlags } = require('/work/main/scripts/lib/chromium.cjs');
const url = process.argv[2] ?? '/enquire';
(async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { path: '/tmp/exp/tbt.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'blink.user_timing'] });
  await page.goto('http://localhost:8080' + url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(2500);
  await browser.stopTracing();
  await browser.close();
  const { traceEvents } = JSON.parse(readFileSync('/tmp/exp/tbt.json', 'utf8'));
  const main = traceEvents.filter((e: any) => e.name === 'RunTask' && e.dur > 50000);
  const t0 = traceEvents.find((e: any) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? 0;
  for (const task of main) {
    // the biggest children
    const kids = traceEvents.filter((e: any) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X' && e !== task && e.dur > 8000);
    console.log(`task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
    for (const k of kids.slice(0, 14)) console.log(`   ${(k.dur / 1000).toFixed(0).padStart(5)} ${k.name} ${JSON.stringify(k.args?.data?.url ?? k.args?.data?.functionName ?? k.args?.data?.type ?? '').slice(0, 90)}`);
  }
  const tbt = main.reduce((a: number, e: any) => a + e.dur / 1000 - 50, 0);
  console.log('TBT-ish (all long tasks, 4x):', tbt.toFixed(0));
})();
