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

  it.each([
    ['/packages/%2e%2e', '/'],
    ['/packages/%2E%2e/About', '/about'],
    ['/%2e%2e/%2e%2e/about?q=..', '/about?q=..'],
    ['/packages/.%2e/countries/./india/', '/countries/india'],
    ['/journal/%2e', '/journal'],
  ])('resolves the dot segments of %s, sent or escaped, as a browser does before it asks', (url, address) => {
    expect(canonicalUrl(url)).toBe(address);
  });

  it('drops escaped line breaks, which no address has and the router cannot match', () => {
    expect(canonicalUrl('/%0D%0ASet-Cookie:x=1')).toBe('/set-cookie:x=1');
    expect(canonicalUrl('/journal%0a')).toBe('/journal');
    expect(canonicalUrl('/%E2%80%A8about%e2%80%a9?q=%0a')).toBe('/about?q=%0a');
    expect(canonicalUrl('/%0a/%0a/elsewhere.example')).toBe('/elsewhere.example');
  });

  it('keeps a dot inside a segment', () => {
    expect(canonicalUrl('/journal/a%2eb')).toBeUndefined();
  });

  it('never leads off the site', () => {
    expect(canonicalUrl('//elsewhere.example/')).toBe('/elsewhere.example');
    expect(canonicalUrl('///elsewhere.example')).toBe('/elsewhere.example');
    expect(canonicalUrl('//')).toBe('/');
    expect(canonicalUrl('/..//elsewhere.example/%2e%2e/')).toBe('/');
  });
});
