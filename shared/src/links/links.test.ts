import { countryHref, countryHrefById, packageHrefById, packageHrefBySlug } from './links';

describe('link rules (SPEC 2.1)', () => {
  it('links a country with a special page there, any other to its country page', () => {
    expect(countryHref({ slug: 'maldives', has_special_page: true })).toBe('/special/countries/maldives');
    expect(countryHref({ slug: 'india', has_special_page: false })).toBe('/countries/india');
  });

  it('links a month page’s country by id', () => {
    expect(countryHrefById({ id: 5 })).toBe('/countries/5');
  });

  it('links a package by id on continent pages and by slug elsewhere', () => {
    expect(packageHrefById({ id: 1 })).toBe('/packages/1');
    expect(packageHrefBySlug({ slug: 'tea-country-and-leopards' })).toBe(
      '/packages/tea-country-and-leopards',
    );
  });
});
