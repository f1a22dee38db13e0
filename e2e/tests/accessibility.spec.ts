import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { contrastRatio } from '../../shared/src/ui/contrast';
import { paintPicturesOf } from '../support/artwork';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { expectHeroContrast } from '../support/heroContrast';
import { toHaveSettled } from '../support/motion';
import { heroPages, widths } from '../support/pages';
import { pixelsIn } from '../support/pixels';

shareOnePageAcrossTests();

// Every rule of WCAG 2.0, 2.1 and 2.2 at levels A and AA.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const heading1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Home with its data: the collage, the journey tabs, the trips and the rotating testimonials. */
async function homeLoaded(page: Page) {
  const main = page.getByRole('main');
  await expect(heading1(page)).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Travellers, Home Again' }).getByRole('figure'),
  ).toBeVisible();
  await expect(main.getByRole('tablist', { name: 'Start Your Journey' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Featured trips' }).getByRole('link').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Traveller testimonials' })).toBeVisible();
}

// Each route, with what the visitor sees once it has loaded.
const routes: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  ...[...heroPages, '/packages/1', '/wellness/hotels/ananda-in-the-himalayas', '/no/such/page'].map(
    (path) => ({
      path,
      loaded: path === '/' ? homeLoaded : (page: Page) => expect(heading1(page)).toBeVisible(),
    }),
  ),
  {
    path: '/search?q=ra',
    loaded: (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  },
];

/**
 * The rules broken, with each offending element, so a failure reads as a list of what to fix. Axe runs
 * in the page itself (its "legacy" mode): the default opens a blank page beside it to gather the results
 * of every frame, which cost half of each run, and the site has no frames. Both gave the same results,
 * node for node, on every route at both widths (checked 2026-11-28).
 */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(wcagTags).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    // Axe leaves text over a picture unjudged: a hero's is measured over its painted artwork after axe's
    // rules, on the same visit.
    for (const { path, loaded } of routes) {
      const hasHero = heroPages.includes(path);
      test(`${path} breaks no WCAG A or AA rule${hasHero ? ', its hero text over its artwork included' : ''}`, async ({
        page,
      }) => {
        await page.goto(path);
        await loaded(page);
        expect(await violations(page)).toEqual([]);
        if (hasHero) await expectHeroContrast(page);
      });
    }

    test('a journal article breaks no WCAG A or AA rule, its hero text over its artwork included', async ({
      page,
    }) => {
      await page.goto('/journal');
      await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/journal\/[a-z0-9-]+$/);
      await expect(heading1(page)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await expectHeroContrast(page);
    });

    test('the Plan Your Trip modal breaks no WCAG A or AA rule', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Start Planning' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Plan Your Trip' });
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      // The page behind is out of the accessibility tree, <main> and its live carousel included.
      for (const role of ['banner', 'main', 'contentinfo'] as const)
        await expect(page.getByRole(role)).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    });
  });
}

test.describe('the home page with an overlay of the header open', () => {
  for (const name of ['Search', 'Destinations', 'Experiences', 'MICE', 'Inspiration']) {
    test(`the ${name} overlay breaks no WCAG A or AA rule`, async ({ page }) => {
      await page.goto('/');
      await expect(heading1(page)).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
      const region = page.getByRole('region', { name, exact: true });
      if (name === 'Search') {
        await region.getByRole('searchbox').fill('safari');
        await expect(region.getByRole('link', { name: /^Show All/ })).toBeVisible();
      } else {
        await expect(region.getByRole('link').first()).toBeVisible();
      }
      await toHaveSettled(region);
      expect(await violations(page)).toEqual([]);
    });
  }

  test.describe('at phone width', () => {
    test.use({ viewport: widths[1].viewport });

    test('the mobile menu and its sub-panels break no WCAG A or AA rule', async ({ page }) => {
      await page.goto('/');
      await expect(heading1(page)).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
      await toHaveSettled(menu);
      expect(await violations(page)).toEqual([]);

      for (const panel of ['Destinations', 'Experiences', 'MICE', 'Inspiration']) {
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: panel }).click();
        const subPanel = page.getByRole('dialog', { name: panel });
        await expect(subPanel.getByRole('button', { name: 'Back to the menu' })).toBeFocused();
        // The first accordion opened, or the first link of a plain list.
        const firstSection = subPanel.getByRole('heading', { level: 3 }).getByRole('button').first();
        if (await firstSection.count()) await firstSection.click();
        await expect(subPanel.getByRole('link').first()).toBeVisible();
        await toHaveSettled(subPanel);
        expect(await violations(page)).toEqual([]);
        await subPanel.getByRole('button', { name: 'Back to the menu' }).click();
      }
    });
  });
});

/** Tabs through the page until `control` has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control is not reached with Tab');
}

/**
 * WCAG 2.4.13: focus changes at least as many pixels as a 2 CSS px line around the control, each by
 * 3:1 or more against how it looked unfocused (the caret is left out of the pictures). The control is
 * reached with Tab, then pictured focused and, once blurred, unfocused at the same scroll position.
 */
async function expectVisibleFocus(page: Page, target: Locator) {
  await tabTo(page, target);
  await expect(target).toBeFocused();
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  const margin = 8;
  const around = {
    x: Math.floor(box.x) - margin,
    y: Math.floor(box.y) - margin,
    width: Math.ceil(box.width) + 2 * margin,
    height: Math.ceil(box.height) + 2 * margin,
  };

  const [focused = []] = await pixelsIn(page, [around]);
  await target.blur();
  const [unfocused = []] = await pixelsIn(page, [around]);

  const changed = focused.filter(
    (pixel, index) => contrastRatio(pixel, unfocused[index] ?? pixel) >= 3,
  ).length;
  // A round control's outline is a circle, shorter than its box's.
  const round = await target.evaluate(
    (element) =>
      Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) * 2 >=
      element.getBoundingClientRect().width,
  );
  const outlineArea = 2 * (round ? Math.PI * box.width : 2 * (box.width + box.height));
  expect(
    changed,
    `pixels changed by 3:1 by focus (a 2px outline is ${Math.round(outlineArea)})`,
  ).toBeGreaterThanOrEqual(outlineArea);
}

test.describe('focus', () => {
  test('a text field and a select of the enquiry form show a ring when reached by keyboard', async ({
    page,
  }) => {
    await page.goto('/enquire');
    const form = page.getByRole('main').getByRole('form');
    await expectVisibleFocus(page, form.getByRole('textbox', { name: 'Full name' }));
    await expectVisibleFocus(page, form.getByRole('combobox').first());
  });

  test('the gallery’s play button shows a ring over the photograph', async ({ page }) => {
    // A visitor who asks for less motion gets a paused slideshow: the picture holds still between the shots.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/packages/1');
    const gallery = page.getByRole('region', { name: /^Photographs of / });
    await paintPicturesOf(page, gallery);
    await gallery
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
    await expectVisibleFocus(page, gallery.getByRole('button', { name: 'Play slideshow' }));
  });

  test('a link of the dark footer shows a ring', async ({ page }) => {
    await page.goto('/journal');
    await expect(heading1(page)).toBeVisible();
    await expectVisibleFocus(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Booking Conditions' }),
    );
  });
});
