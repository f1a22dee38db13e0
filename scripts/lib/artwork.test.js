const { keyOfFile, mediaFilesIn } = require('./artwork.cjs');

const html = `
  <source type="image/avif" srcset="/media/site-home-hero-480.avif 480w, /media/site-home-hero-960.avif 960w">
  <source media="(max-width: 599px)" srcset="/media/site-home-hero-portrait-900.webp 900w">
  <img src="/media/pkg-3-rivers-of-kerala-960.webp" srcset="/media/pkg-3-rivers-of-kerala-480.webp 480w,/media/pkg-3-rivers-of-kerala-960.webp 960w">
  <meta property="og:image" content="https://example.com/media/country-japan-kyoto.webp">
  <video src="/media/honeymoon-maldives.mp4" poster="/media/honeymoon-maldives.webp">`;

describe('mediaFilesIn', () => {
  it('reads each of the painter’s files once, whatever width, format or crop, clips included', () => {
    expect(mediaFilesIn(html)).toEqual([
      'site-home-hero-480.avif',
      'site-home-hero-960.avif',
      'site-home-hero-portrait-900.webp',
      'pkg-3-rivers-of-kerala-960.webp',
      'pkg-3-rivers-of-kerala-480.webp',
      'country-japan-kyoto.webp',
      'honeymoon-maldives.mp4',
      'honeymoon-maldives.webp',
    ]);
  });

  it('finds none in a page without pictures', () => {
    expect(mediaFilesIn('<p>/media/ and media/x.png</p>')).toEqual([]);
  });
});

describe('keyOfFile', () => {
  it('names the picture a file belongs to', () => {
    expect(mediaFilesIn(html).map(keyOfFile)).toEqual([
      'site-home-hero',
      'site-home-hero',
      'site-home-hero',
      'pkg-3-rivers-of-kerala',
      'pkg-3-rivers-of-kerala',
      'country-japan-kyoto',
      'honeymoon-maldives',
      'honeymoon-maldives',
    ]);
  });
});
