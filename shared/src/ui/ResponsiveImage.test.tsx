import { render, screen } from '@testing-library/react';
import { ResponsiveImage, focusPosition } from './ResponsiveImage';

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

  it('crops around the centre when the URL names no focal point', () => {
    render(<ResponsiveImage src="/media/site-cta.webp" alt="Villas" sizes="100vw" />);

    expect(screen.getByRole('img', { name: 'Villas' }).style.objectPosition).toBe('');
  });

  it('ignores a focal point outside the picture', () => {
    expect(focusPosition('/media/x.webp#focus=140,20')).toBeUndefined();
    expect(focusPosition('/media/x.webp#focus=0,100')).toBe('0% 100%');
  });
});
