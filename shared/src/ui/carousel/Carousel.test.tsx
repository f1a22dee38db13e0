import { act, fireEvent, render, screen } from '@testing-library/react';
import { emulateReducedMotion } from '../../testing/browserApis';
import { layOutCarousels } from '../../testing/carouselLayout';
import { Carousel } from './Carousel';

// Eight 400px slides in a 1000px view: snaps every 400px, the last at 2200px, the end of the row.
let undoLayout: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  undoLayout = layOutCarousels({ viewport: 1000, slide: 400 });
});
afterEach(() => {
  undoLayout();
  jest.useRealTimers();
});

const renderCarousel = (props: { arrowScrollShare?: number } = {}) => {
  render(
    <Carousel label="Top trips" {...props}>
      {Array.from({ length: 8 }, (_, index) => (
        <a key={index} href={`/packages/${index + 1}`}>
          Trip {index + 1}
        </a>
      ))}
    </Carousel>,
  );
  // embla measures after mount, in a layout effect, then in an animation frame.
  act(() => jest.advanceTimersByTime(20));
};

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Where the row of slides has scrolled to, in px. */
const scrolledTo = () => {
  const track = screen.getAllByRole('group')[0]?.parentElement;
  const match = /translate3d\((-?[\d.]+)px/.exec(track?.style.transform ?? '');
  return match ? Math.round(-Number(match[1])) || 0 : 0;
};

describe('Carousel', () => {
  it('is a named carousel of slides with named controls', () => {
    renderCarousel();

    expect(screen.getByRole('region', { name: 'Top trips' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group')).toHaveLength(8);
    expect(screen.getByRole('group', { name: '1 of 8' })).toHaveTextContent('Trip 1');
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
  });

  it('moves on one slide every 3000 ms', () => {
    renderCarousel();

    wait(2900);
    expect(scrolledTo()).toBe(0);
    wait(2000);
    expect(scrolledTo()).toBe(400);
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeEnabled();
    wait(3000);
    expect(scrolledTo()).toBe(800);
  });

  it('jumps back to the start after the last slide', () => {
    renderCarousel();

    wait(6 * 3000 + 2000);
    expect(scrolledTo()).toBe(2200);
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeDisabled();

    wait(3000);
    expect(scrolledTo()).toBe(0);
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeDisabled();
  });

  it('holds while the pointer is over it', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Top trips' });

    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    wait(9000);
    expect(scrolledTo()).toBe(0);

    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    wait(5000);
    expect(scrolledTo()).toBe(400);
  });

  it('stays still once paused, until played again', () => {
    renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    wait(9000);
    expect(scrolledTo()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play carousel' }));
    wait(5000);
    expect(scrolledTo()).toBe(400);
  });

  it('scrolls 80% of its width per arrow', () => {
    renderCarousel();
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'mouse' });

    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    wait(2000);
    expect(scrolledTo()).toBe(800);
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    wait(2000);
    expect(scrolledTo()).toBe(1600);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slides' }));
    wait(2000);
    expect(scrolledTo()).toBe(800);
  });

  it('scrolls a single slide per arrow when given a 20% share, as on the home page', () => {
    renderCarousel({ arrowScrollShare: 0.2 });
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'mouse' });

    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    wait(2000);
    expect(scrolledTo()).toBe(400);
  });

  it('does not move by itself for a visitor who prefers reduced motion', () => {
    const restore = emulateReducedMotion();
    try {
      renderCarousel();
      wait(9000);
      expect(scrolledTo()).toBe(0);
      expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('Carousel off the screen', () => {
  // An observer that reports nothing until the test says the carousel has come near the screen.
  let comeNear: () => void;
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        comeNear = () =>
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('measures nothing and stays still until it nears the screen', () => {
    const measured = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    renderCarousel();
    wait(7000);
    expect(measured).not.toHaveBeenCalled();
    expect(scrolledTo()).toBe(0);

    act(() => comeNear());
    wait(20);
    expect(measured).toHaveBeenCalled();
    // Moving on by itself again, in step with the auto-advance's three seconds.
    wait(3000);
    expect(scrolledTo()).toBeGreaterThan(0);
  });

  it('starts at once for an arrow pressed before it neared the screen, and does what was asked', () => {
    renderCarousel();
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    wait(2000);
    expect(scrolledTo()).toBe(800);
  });
});
