import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-implementation';
import { SampleLinks } from './SampleLinks';

describe('SampleLinks', () => {
  it("lists each sample page as a link beside its path, under the remote's name and a title", () => {
    render(
      <MemoryRouter>
        <SampleLinks
          remoteName="mfe-journal"
          title="Journal pages"
          samples={[
            { label: 'Journal', to: '/journal' },
            { label: 'Not found: an unknown article', to: '/journal/atlantis' },
          ]}
        />
      </MemoryRouter>,
    );

    expect(screen.getByText('mfe-journal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Journal pages' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'href',
      '/journal',
    );
    expect(items[1]).toHaveTextContent('/journal/atlantis');
  });
});
