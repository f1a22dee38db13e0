import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-implementation';
import { useRoutesWithoutLineBreaks } from './useRoutesWithoutLineBreaks';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <p>at {pathname + search + hash}</p>;
}

function Routes() {
  return useRoutesWithoutLineBreaks([
    { path: '/journal', element: <h1>The Journal</h1> },
    { path: '*', element: <h1>Page not found</h1> },
  ]);
}

const visit = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes />
      <Address />
    </MemoryRouter>,
  );

describe('useRoutesWithoutLineBreaks', () => {
  it('sends an address with escaped line breaks to the address without them, query and fragment kept', async () => {
    visit('/%0D%0Ajournal%E2%80%A8?page=2#latest');

    expect(await screen.findByRole('heading', { name: 'The Journal' })).toBeInTheDocument();
    expect(screen.getByText('at /journal?page=2#latest')).toBeInTheDocument();
  });

  it('shows the not-found page, not an empty one, where the address without them is no page', async () => {
    visit('/%0aabc');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('at /abc')).toBeInTheDocument();
  });

  it('routes any other address as it is', () => {
    visit('/journal%20x');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('at /journal%20x')).toBeInTheDocument();
  });
});
