import { canonicalUrl } from './canonicalUrl';

describe('canonicalUrl', () => {
  it('leaves a page’s own address alone', () => {
    for (const url of ['/', '/countries/japan', '/search?q=Tea/', '/countries/c%C3%B4te', '/journal/a.b'])
      expect(canonicalUrl(url)).toBeUndefined();
  });

  it('writes another spelling of a page as its one address', () => {
    expect(canonicalUrl('/Countries/Japan')).toBe('/countries/japan');
    expect(canonicalUrl('/countries/japan/')).toBe('/countries/japan');
    expect(canonicalUrl('/PACKAGES/KENYA-SAFARI/')).toBe('/packages/kenya-safari');
    expect(canonicalUrl('/countries//japan')).toBe('/countries/japan');
    expect(canonicalUrl('/Countries/C%C3%B4te')).toBe('/countries/c%C3%B4te');
    expect(canonicalUrl('/Journal/?q=A//B/')).toBe('/journal?q=A//B/');
  });

  it('resolves dot segments, as sent or escaped, as a browser does before it asks', () => {
    expect(canonicalUrl('/packages/%2e%2e')).toBe('/');
    expect(canonicalUrl('/packages/%2E%2e/About')).toBe('/about');
    expect(canonicalUrl('/%2e%2e/%2e%2e/about?q=..')).toBe('/about?q=..');
    expect(canonicalUrl('/packages/.%2e/countries/./india/')).toBe('/countries/india');
    expect(canonicalUrl('/journal/%2e')).toBe('/journal');
    expect(canonicalUrl('/journal/a%2eb')).toBeUndefined();
  });

  it('never leads off the site', () => {
    expect(canonicalUrl('//elsewhere.example/')).toBe('/elsewhere.example');
    expect(canonicalUrl('///elsewhere.example')).toBe('/elsewhere.example');
    expect(canonicalUrl('//')).toBe('/');
    expect(canonicalUrl('/..//elsewhere.example/%2e%2e/')).toBe('/');
  });
});
