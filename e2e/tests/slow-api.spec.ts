import type { Locator, Page, Route } from '@playwright/test';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';

shareOnePageAcrossTests();

// The API slow: every data-driven page, reached as a visitor reaches it (a link, so the page loads its
// data in the browser; a first load arrives rendered), shows its loading text for as long as the API
// takes, then its content, or its error text when the call fails after the wait.

const main = (page: Page) => page.getByRole('main');
const footerLink = (name: string) => (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const heading1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

interface SlowPage {
  name: string;
  /** Where the visitor starts. */
  from: string;
  /** The link the visitor follows (opening a menu first if it is in one). */
  link: (page: Page) => Promise<Locator> | Locator;
  loading: string;
  error: string;
  /** What shows once the page's data has come. */
  loaded: (page: Page) => Locator;
}

const pages: SlowPage[] = [
  {
    name: 'journal list',
    from: '/',
    link: footerLink('Journal'),
    loading: 'Loading articles...',
    error: 'Could not load articles.',
    loaded: (page) => main(page).getByRole('article').first(),
  },
  {
    name: 'journal article',
    from: '/journal',
    link: (page) => main(page).getByRole('article').first().getByRole('link').first(),
    loading: 'Loading article...',
    error: 'Could not load article.',
    loaded: heading1,
  },
  {
    name: 'country',
    from: '/',
    link: footerLink('India'),
    loading: 'Loading page...',
    error: 'Error: Could not load page data.',
    loaded: heading1,
  },
  {
    name: 'island country',
    from: '/',
    link: async (page) => {
      await page
        .getByRole('banner')
        .first()
        .getByRole('button', { name: 'Destinations', exact: true })
        .click();
      const destinations = page.getByRole('region', { name: 'Destinations', exact: true });
      await destinations.getByRole('button', { name: 'Indian Ocean' }).hover();
      return destinations.getByRole('link', { name: 'Maldives' });
    },
    loading: 'Loading page...',
    error: 'Error: Could not load page data.',
    loaded: heading1,
  },
  {
    name: 'continent',
    from: '/countries/5',
    link: (page) => main(page).getByRole('link', { name: 'Asia', exact: true }),
    loading: 'Loading...',
    error: 'Error loading data.',
    loaded: heading1,
  },
  {
    name: 'package',
    from: '/countries/5',
    link: (page) => main(page).locator('a[href^="/packages/"]').first(),
    loading: 'Loading...',
    error: 'Error loading package details.',
    loaded: heading1,
  },
  {
    name: 'month',
    from: '/about',
    link: (page) => main(page).getByRole('link', { name: 'Explore the Travel Calendar' }),
    loading: 'Loading...',
    error: 'Error loading data.',
    loaded: heading1,
  },
  {
    name: 'experience',
    from: '/',
    link: footerLink('Family Adventures'),
    loading: 'Loading...',
    error: 'Error loading data.',
    loaded: heading1,
  },
  {
    name: 'wellness country',
    from: '/',
    link: footerLink('Wellness in India'),
    loading: 'Loading...',
    error: 'Error loading data.',
    loaded: heading1,
  },
  {
    name: 'wellness hotel',
    from: '/wellness/countries/5',
    link: (page) => main(page).locator('a[href^="/wellness/hotels/"]').first(),
    loading: 'Loading Hotel Details...',
    error: 'Error loading hotel data.',
    loaded: heading1,
  },
  {
    name: 'MICE',
    from: '/',
    link: footerLink('Corporate Incentives'),
    loading: 'Loading...',
    error: 'Error: Could not load MICE data.',
    loaded: heading1,
  },
];

const apiCalls = '**/api/v1/**';

/** Holds every API call the page makes from now on until the test answers or fails them. */
async function slowApi(page: Page) {
  const waiting: Route[] = [];
  let settle: ((route: Route) => Promise<void>) | undefined;
  await page.route(apiCalls, (route) => (settle ? settle(route) : waiting.push(route)));
  const settleAll = async (how: (route: Route) => Promise<void>) => {
    settle = how;
    await Promise.all(waiting.splice(0).map(how));
  };
  return {
    answer: () => settleAll((route) => route.continue()),
    /** What a gateway says when the API took too long. */
    fail: () =>
      settleAll((route) =>
        route.fulfill({
          status: 504,
          json: { statusCode: 504, error: 'Gateway Timeout', message: 'Timeout' },
        }),
      ),
  };
}

for (const slow of pages) {
  test(`the ${slow.name} page, the API slow: '${slow.loading}', then its error text if the call fails, its content when it answers`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 504/);
    await page.goto(slow.from);

    // Slow, then failed.
    let link = await slow.link(page);
    let api = await slowApi(page);
    await link.click();
    await expect(main(page).getByRole('status')).toHaveText(slow.loading);
    await expect(slow.loaded(page)).toBeHidden();
    await api.fail();
    const failure = main(page).getByRole('alert');
    await expect(failure).toHaveText(slow.error);
    await expect(failure).toHaveAttribute('data-error-detail', 'API request failed with status 504');
    await expect(main(page).getByRole('status')).toHaveCount(0);
    await page.unroute(apiCalls);

    // Back, and the same link again: slow, then answered.
    await page.goBack();
    link = await slow.link(page);
    api = await slowApi(page);
    await link.click();
    await expect(main(page).getByRole('status')).toHaveText(slow.loading);
    await expect(slow.loaded(page)).toBeHidden();
    await api.answer();
    await expect(slow.loaded(page)).toBeVisible();
    await expect(main(page).getByRole('status')).toHaveCount(0);
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  });
}
