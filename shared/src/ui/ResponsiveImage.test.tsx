import { render, screen } from '@testing-library/react';
import { portraitScreen } from '../media/mediaFiles';
import { ResponsiveImage, coverSizes, focusPosition } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('keeps the focal point named in the URL in view as object-position, and leaves it out of the files', () => {
    const { container } = render(
      <ResponsiveImage src="/media/country-japan.webp#focus=62,48" alt="A pagoda" sizes="100vw" />,
    );

    const image = screen.getByRole('img', { name: 'A pagoda' });
    expect(image).toHaveStyle({ objectPosition: '62% 48%' });
    expect(image).toHaveAttribute('src', '/media/country-japan-960.webp');
    expect(image.getAttribute('srcset')).toContain('/media/country-japan-480.webp 480w');
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain(
      '/media/country-japan-1600.avif 1600w',
    );
  });

  it('gives a full-screen picture its tall crop on a phone held upright, before the 3:2 files', () => {
    const { container } = render(
      <ResponsiveImage src="/media/site-home-hero.webp#focus=40,45" alt="" sizes="100vw" portrait />,
    );

    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    const tall = (format: string) =>
      `/media/site-home-hero-portrait-900.${format} 900w, /media/site-home-hero-portrait-1080.${format} 1080w`;
    expect(sources).toEqual([
      [portraitScreen, 'image/avif', tall('avif'), 'max(100vw, 50vh)'],
      [portraitScreen, 'image/webp', tall('webp'), 'max(100vw, 50vh)'],
      [null, 'image/avif', expect.stringContaining('/media/site-home-hero-1600.avif 1600w'), '100vw'],
    ]);
  });

  it('loads the hero at once and first, and decodes it off the frame that first shows the text', () => {
    render(
      <>
        <ResponsiveImage src="/media/site-home-hero.webp" alt="A lake at dusk" sizes="100vw" priority />
        <ResponsiveImage src="/media/site-cta.webp" alt="Villas" sizes="100vw" />
      </>,
    );

    const hero = screen.getByRole('img', { name: 'A lake at dusk' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('decoding', 'async');
    const later = screen.getByRole('img', { name: 'Villas' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('decoding', 'async');
  });

  it('crops around the centre when the URL names no focal point', () => {
    render(<ResponsiveImage src="/media/site-cta.webp" alt="Villas" sizes="100vw" />);

    expect(screen.getByRole('img', { name: 'Villas' }).style.objectPosition).toBe('');
  });

  it('ignores a focal point outside the picture', () => {
    expect(focusPosition('/media/x.webp#focus=140,20')).toBeUndefined();
    expect(focusPosition('/media/x.webp#focus=0,100')).toBe('0% 100%');
  });
});

describe('coverSizes', () => {
  it('scales each width to the one a 3:2 picture is drawn at when it covers a narrower box', () => {
    expect(coverSizes('(min-width: 1320px) 400px, (min-width: 600px) 46vw, 84vw', 4 / 5)).toBe(
      '(min-width: 1320px) calc(400px * 1.875), (min-width: 600px) calc(46vw * 1.875), calc(84vw * 1.875)',
    );
  });

  it('keeps a width with commas of its own whole', () => {
    expect(coverSizes('(min-width: 1320px) 1192px, calc(100vw - 2 * clamp(20px, 5vw, 64px))', 3 / 4)).toBe(
      '(min-width: 1320px) calc(1192px * 2), calc(calc(100vw - 2 * clamp(20px, 5vw, 64px)) * 2)',
    );
  });

  it('leaves sizes alone for a box as wide as the picture or wider', () => {
    expect(coverSizes('100vw', 21 / 9)).toBe('100vw');
    expect(coverSizes('100vw', 3 / 2)).toBe('100vw');
  });
});
