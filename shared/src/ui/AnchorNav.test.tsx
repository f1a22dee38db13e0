import { act, fireEvent, render, screen } from '@testing-library/react';
import { AnchorNav } from './AnchorNav';

const links = [
  { id: 'overview', label: 'Overview' },
  { id: 'countries', label: 'Countries' },
  { id: 'experiences', label: 'Experiences' },
];

/** Places each section's top this many px below the top of the window. */
function placeSections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const section = document.getElementById(id);
    if (section) section.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

function Page() {
  return (
    <>
      <AnchorNav links={links} />
      {links.map((link) => (
        <section key={link.id} id={link.id}>
          <h2>{link.label}</h2>
        </section>
      ))}
    </>
  );
}

const scroll = () => {
  fireEvent.scroll(window);
  act(() => jest.advanceTimersByTime(20));
};

describe('AnchorNav', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('links each section and marks the first current at the top of the page', () => {
    render(<Page />);
    placeSections({ overview: 600, countries: 1400, experiences: 2200 });
    scroll();

    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Countries' })).toHaveAttribute('href', '#countries');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'location');
  });

  it('marks the section being read as the visitor scrolls', () => {
    render(<Page />);
    placeSections({ overview: -900, countries: 100, experiences: 900 });
    scroll();

    expect(screen.getByRole('link', { name: 'Countries' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('scrolls to the section below the header and the bar, and moves focus there', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Page />);
    placeSections({ overview: 600, countries: 1400, experiences: 2200 });

    fireEvent.click(screen.getByRole('link', { name: 'Experiences' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 2200 - 76 - 60, behavior: 'smooth' });
    expect(document.getElementById('experiences')).toHaveFocus();
    scrollTo.mockRestore();
  });
});
