import { canonicalPath } from './canonicalPath';

describe('canonicalPath', () => {
  it('leaves a page’s own address alone', () => {
    for (const path of ['/', '/countries/japan', '/search', '/countries/c%C3%B4te-d-ivoire', '/journal/a.b'])
      expect(canonicalPath(path)).toBeUndefined();
  });

  it('writes another spelling of a page as its one address', () => {
    expect(canonicalPath('/Countries/Japan')).toBe('/countries/japan');
    expect(canonicalPath('/countries/japan/')).toBe('/countries/japan');
    expect(canonicalPath('/PACKAGES/KENYA-SAFARI/')).toBe('/packages/kenya-safari');
    expect(canonicalPath('/countries//japan')).toBe('/countries/japan');
    expect(canonicalPath('/Countries/C%C3%B4te')).toBe('/countries/c%C3%B4te');
  });

  it('never leads off the site', () => {
    expect(canonicalPath('//elsewhere.example/')).toBe('/elsewhere.example');
    expect(canonicalPath('///elsewhere.example')).toBe('/elsewhere.example');
    expect(canonicalPath('//')).toBe('/');
  });
});
