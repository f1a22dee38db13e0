import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-implementation';
import type { PageSection } from '../../api/entities';
import { PageSections } from './PageSections';

const sections: PageSection[] = [
  {
    id: 1,
    heading: 'The Palaces of Rajasthan',
    text: 'Forts above the desert.\n\nLakes at dusk.',
    button_text: null,
    button_href: null,
    image_url: '/media/rajasthan.webp',
    image_position: 'left',
  },
  {
    id: 2,
    heading: 'Tigers of Central India',
    text: 'Dawn drives in Kanha.',
    button_text: 'Start Planning',
    button_href: '/enquire',
    image_url: '/media/tigers.webp',
    image_position: 'right',
  },
];

const renderSections = (headingLevel?: 2 | 3) =>
  render(
    <MemoryRouter>
      <PageSections sections={sections} headingLevel={headingLevel} />
    </MemoryRouter>,
  );

describe('PageSections', () => {
  it('shows each section in order with its text and, where it has one, its button', () => {
    renderSections();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The Palaces of Rajasthan',
      'Tigers of Central India',
    ]);
    expect(screen.getByText('Lakes at dusk.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/enquire');
  });

  it('sits under a section title with level 3 headings', () => {
    renderSections(3);

    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
