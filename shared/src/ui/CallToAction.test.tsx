import { render, screen } from '@testing-library/react';
import { CallToAction } from './CallToAction';

/** The backdrop picture of the band named `heading`, which is hidden from assistive technology. */
const backdropOf = (heading: string) => {
  const image = screen.getByRole('region', { name: heading }).querySelector('img');
  if (!image) throw new Error(`no backdrop in '${heading}'`);
  return image;
};

describe('CallToAction', () => {
  it('closes a page on its own picture as a blurred wash of its colours, from the smallest file', () => {
    render(
      <CallToAction
        heading="Begin Your Asia Journey"
        text="Tell us how you like to travel."
        image="/media/asia-hero.webp"
      >
        <a href="/enquire">Start Planning</a>
      </CallToAction>,
    );

    const image = backdropOf('Begin Your Asia Journey');
    expect(image).toHaveAttribute('src', expect.stringContaining('/media/asia-hero'));
    expect(image).toHaveAttribute('sizes', '480px');
    expect(image.closest('[data-wash]')).not.toBeNull();
    expect(getComputedStyle(image).filter).toMatch(/blur\(/);
  });

  it('without a picture of the page’s own, shows the site’s backdrop sharp, across the band', () => {
    render(
      <CallToAction
        heading="Your journey begins with a conversation"
        text="Tell us where you dream of going."
      >
        <a href="/enquire">Start Planning</a>
      </CallToAction>,
    );

    const image = backdropOf('Your journey begins with a conversation');
    expect(image).toHaveAttribute('src', expect.stringContaining('/media/site-cta'));
    expect(image.closest('[data-wash]')).toBeNull();
    expect(getComputedStyle(image).filter).not.toMatch(/blur\(/);
  });
});
