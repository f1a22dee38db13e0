const { readableUrl } = require('./readable-url.cjs');

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
