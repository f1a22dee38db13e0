const { pictureKeys } = require('./artwork.cjs');

describe('pictureKeys', () => {
  it('reads each picture key once from its files, whatever width, format or crop', () => {
    const html = `
      <source type="image/avif" srcset="/media/site-home-hero-480.avif 480w, /media/site-home-hero-960.avif 960w">
      <source media="(max-width: 599px)" srcset="/media/site-home-hero-portrait-900.webp 900w">
      <img src="/media/pkg-3-rivers-of-kerala-960.webp" srcset="/media/pkg-3-rivers-of-kerala-480.webp 480w,/media/pkg-3-rivers-of-kerala-1600.webp 1600w">
      <meta property="og:image" content="https://example.com/media/country-japan-kyoto.webp">
      <video src="/media/honeymoon-maldives.mp4" poster="/media/honeymoon-maldives.webp">`;

    expect(pictureKeys(html)).toEqual([
      'site-home-hero',
      'pkg-3-rivers-of-kerala',
      'country-japan-kyoto',
      'honeymoon-maldives',
    ]);
  });

  it('finds none in a page without pictures', () => {
    expect(pictureKeys('<p>/media/ and media/x.png</p>')).toEqual([]);
  });
});
