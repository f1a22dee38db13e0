import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-implementation';
import { StoryBlock } from './StoryBlock';

const renderBlock = (props: Partial<Parameters<typeof StoryBlock>[0]> = {}) =>
  render(
    <MemoryRouter>
      <StoryBlock
        heading="Slow mornings"
        text={'First paragraph.\n\nSecond paragraph.'}
        image="/media/site-about-story.webp"
        imageAlt="A quiet terrace"
        {...props}
      />
    </MemoryRouter>,
  );

describe('StoryBlock', () => {
  it('shows the heading, one paragraph per block of text and the image', () => {
    renderBlock();

    expect(screen.getByRole('heading', { level: 2, name: 'Slow mornings' })).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A quiet terrace' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links its button within the site or outside it', () => {
    renderBlock({ buttonText: 'Start Planning', buttonHref: '/enquire', headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Slow mornings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/enquire');
  });

  it('keeps a placeholder or external link as it is', () => {
    renderBlock({ buttonText: 'Read more', buttonHref: '#' });
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '#');
  });
});
