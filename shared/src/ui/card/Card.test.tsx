import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-implementation';
import { Card } from './Card';

const renderCard = (props: ComponentProps<typeof Card>) =>
  render(
    <MemoryRouter>
      <Card {...props} />
    </MemoryRouter>,
  );

describe('Card', () => {
  it('is an article whose title links to where the card leads', () => {
    renderCard({
      title: 'Kyoto in the Season of Maples',
      href: '/journal/kyoto-in-the-season-of-maples',
      image: { src: '/media/journal-kyoto-autumn.webp', sizes: '100vw' },
      eyebrow: 'Japan',
      meta: ['10 Nights / 11 Days', 'October to March'],
      description: 'Temple gardens at first light.',
      more: 'Read the story',
    });

    const card = screen.getByRole('article');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Kyoto in the Season of Maples' }),
    ).toBeInTheDocument();
    // The foot line is decorative: the one link is named by the title alone.
    expect(screen.getByRole('link')).toHaveAccessibleName('Kyoto in the Season of Maples');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/journal/kyoto-in-the-season-of-maples');
    expect(card).toHaveTextContent(
      'JapanKyoto in the Season of Maples10 Nights / 11 DaysOctober to MarchTemple gardens at first light.Read the story',
    );
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    // A 4:3 box crops the 3:2 picture at its sides: it is drawn an eighth wider than the card.
    expect(card.querySelector('img')).toHaveAttribute('sizes', 'calc(100vw * 1.125)');
  });

  it('takes the heading level of the page around it', () => {
    renderCard({ title: 'Tea Country & Leopards', href: '/packages/tea', headingLevel: 2 });

    expect(screen.getByRole('heading', { level: 2, name: 'Tea Country & Leopards' })).toBeInTheDocument();
  });

  it("sits a level under a group's title", () => {
    renderCard({ title: 'Abhyanga', href: '/wellness/hotels/ananda', headingLevel: 4 });

    expect(screen.getByRole('heading', { level: 4, name: 'Abhyanga' })).toBeInTheDocument();
  });

  it('can be a framed invitation without a picture', () => {
    renderCard({
      layout: 'tile',
      eyebrow: 'Made to measure',
      title: 'Create Your Own Itinerary',
      href: '/contact',
      description: 'Tell us your dates.',
      more: 'Talk to an expert',
    });

    expect(screen.getByRole('link', { name: 'Create Your Own Itinerary' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('can act instead of link: a button named by its words and the card’s title', async () => {
    const onPress = jest.fn();
    renderCard({
      title: 'Soneva Jani',
      image: { src: '/media/hotel.webp', sizes: '50vw' },
      description: 'Villas over the lagoon.',
      action: { label: 'Enquire', onPress, opensDialog: true },
    });

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Soneva Jani' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Enquire about Soneva Jani' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
