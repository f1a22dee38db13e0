import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-implementation';
import type { LegalDocument } from './legalContent';
import { LegalPage } from './LegalPage';

const content: LegalDocument = {
  title: 'Test Terms',
  summary: 'Terms for a test.',
  lastUpdated: 'May 2031',
  blocks: [
    { type: 'heading', level: 2, text: 'Paying for your journey' },
    {
      type: 'paragraph',
      html: 'Read the <a href="/next-page">next page</a> and the <strong>small print</strong>.',
    },
    { type: 'heading', level: 3, text: 'By card' },
    { type: 'list', items: ['First <em>item</em>', 'Second item'] },
    {
      type: 'paragraph',
      html: 'Hello<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script> <a href="javascript:window.hacked = true">there</a>',
    },
    { type: 'list', items: ['<svg onload="window.hacked = true"></svg>Harmless item'] },
  ],
};

function renderLegalPage() {
  return render(
    <MemoryRouter initialEntries={['/terms']}>
      <Routes>
        <Route path="/terms" element={<LegalPage content={content} />} />
        <Route path="/next-page" element={<h1>The next page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LegalPage', () => {
  it('shows the title, the date and every block with its inline HTML', () => {
    renderLegalPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Test Terms' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: May 2031')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paying for your journey' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'By card' })).toBeInTheDocument();
    expect(screen.getByText('small print').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['First item', 'Second item', 'Harmless item']),
    );
    expect(document.title).toBe('Test Terms | Aurelia Journeys');
  });

  it('lists its sections with links to them (the index beside the text on wide screens)', () => {
    renderLegalPage();

    const contents = screen.getByRole('navigation', { hidden: true });
    expect(contents).toHaveAttribute('aria-label', 'On this page');
    const link = within(contents).getByRole('link', { hidden: true });
    expect(link).toHaveTextContent('Paying for your journey');
    expect(link).toHaveAttribute('href', '#paying-for-your-journey');
    expect(screen.getByRole('heading', { level: 2, name: 'Paying for your journey' })).toHaveAttribute(
      'id',
      'paying-for-your-journey',
    );
  });

  it('strips scripts and event handlers from the content HTML', () => {
    const { container } = renderLegalPage();

    expect(screen.getByText(/Hello/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onload]')).toBeNull();
    expect(screen.getByText('there')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('follows site links inside the content without leaving the app', async () => {
    renderLegalPage();

    await userEvent.click(screen.getByRole('link', { name: 'next page' }));

    expect(screen.getByRole('heading', { level: 1, name: 'The next page' })).toBeInTheDocument();
  });

  it('ends with a way to ask us', () => {
    renderLegalPage();

    expect(screen.getByRole('heading', { level: 2, name: 'Questions?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute(
      'href',
      'tel:+918047192200',
    );
  });
});
