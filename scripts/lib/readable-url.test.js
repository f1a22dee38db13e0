const { readableUrl, urlWithin } = require('./readable-url.cjs');

describe('readableUrl', () => {
  it('leaves an address that decodes as it is, whatever its query', () => {
    for (const url of ['/', '/countries/c%C3%B4te-d-ivoire', '/search?q=%ff', '/journal/%24%26x?a=%zz'])
      expect(readableUrl(url)).toBe(url);
  });

  it('turns escapes that are not UTF-8 into the text they show, keeping the query as it came', () => {
    expect(readableUrl('/countries/c%F4te')).toBe('/countries/c%25F4te');
    expect(readableUrl('/%ff%fe/x?q=%ff')).toBe('/%25ff%25fe/x?q=%ff');
    expect(readableUrl('/%zz/100%')).toBe('/%25zz/100%25');
    expect(readableUrl('/caf%C3%A9/%c0%ae%c0%ae')).toBe('/caf%C3%A9/%25c0%25ae%25c0%25ae');
  });

  it('gives an address the router decodes, to the text the visitor was sent', () => {
    for (const url of ['/countries/c%F4te', '/%ff%fe', '/%zz/100%', '/a%e9%20b', '/%%%ff', '/%F0%9F%98'])
      expect(decodeURI(readableUrl(url))).toBe(url);
  });
});

describe('urlWithin', () => {
  it('leaves an address within the limit as it is', () => {
    expect(urlWithin('/countries/bhutan?utm_source=news&ref=a%26b', 100)).toBe(
      '/countries/bhutan?utm_source=news&ref=a%26b',
    );
  });

  it('leaves out the parameters that do not fit, keeping the others in order and as sent', () => {
    const clickId = `fbclid=${'x'.repeat(3000)}`;
    expect(urlWithin(`/countries/bhutan?utm_source=news&${clickId}&utm_campaign=spring%20%24%26`, 2048)).toBe(
      '/countries/bhutan?utm_source=news&utm_campaign=spring%20%24%26',
    );
    // Exactly at the limit, with the `&` each parameter costs.
    expect(urlWithin('/p?aaaa&bb&c', 9)).toBe('/p?aaaa&c');
    expect(urlWithin('/p?aaaa&bb&c', 8)).toBe('/p?aaaa');
  });

  it('gives the path alone when no parameter fits, and nothing when the path alone is too long', () => {
    expect(urlWithin(`/search?q=${'a'.repeat(3000)}`, 2048)).toBe('/search');
    expect(urlWithin(`/${'a'.repeat(2048)}?q=1`, 2048)).toBeUndefined();
  });

  it('never gives another site’s address', () => {
    expect(urlWithin(`//evil.example/x?${'a'.repeat(3000)}&b`, 2048)).toBe('/evil.example/x?b');
    expect(urlWithin(`/\\evil.example?${'a'.repeat(3000)}`, 2048)).toBe('/evil.example');
  });
});
