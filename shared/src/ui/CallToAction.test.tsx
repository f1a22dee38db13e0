import { render, screen } from '@testing-library/react';
import { CallToAction } from './CallToAction';

const heading = 'Begin Your Journey';

/** The band, with the page's own picture or none, and its backdrop (hidden from assistive technology). */
function renderBand(image?: string) {
  render(
    <CallToAction heading={heading} text="Tell us how you like to travel." image={image}>
      <a href="/enquire">Start Planning</a>
    </CallToAction>,
  );
  const backdrop = screen.getByRole('region', { name: heading }).querySelector('img');
  if (!backdrop) throw new Error(`no backdrop in '${heading}'`);
  return backdrop;
}

describe('CallToAction', () => {
  it('closes a page on its own picture as a blurred wash of its colours, from the smallest file', () => {
    const backdrop = renderBand('/media/asia-hero.webp');
    expect(backdrop).toHaveAttribute('src', expect.stringContaining('/media/asia-hero'));
    expect(backdrop).toHaveAttribute('sizes', '480px');
    expect(backdrop.closest('[data-wash]')).not.toBeNull();
    expect(getComputedStyle(backdrop).filter).toMatch(/blur\(/);
  });

  it('without a picture of the page’s own, shows the site’s backdrop sharp, across the band', () => {
    const backdrop = renderBand();
    expect(backdrop).toHaveAttribute('src', expect.stringContaining('/media/site-cta'));
    expect(backdrop.closest('[data-wash]')).toBeNull();
    expect(getComputedStyle(backdrop).filter).not.toMatch(/blur\(/);
  });
});
