import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emulateReducedMotion } from '../testing/browserApis';
import { useAutoAdvance } from './useAutoAdvance';

function Ticker({ enabled = true }: { enabled?: boolean }) {
  const [count, setCount] = useState(0);
  const { playing, paused, togglePaused, holdProps } = useAutoAdvance(() => setCount((n) => n + 1), {
    enabled,
  });
  return (
    <div data-testid="ticker" {...holdProps}>
      <output aria-label="ticks">{count}</output>
      <span>{playing ? 'moving' : 'still'}</span>
      <button type="button" onClick={togglePaused}>
        {paused ? 'Play' : 'Pause'}
      </button>
    </div>
  );
}

const ticks = () => screen.getByLabelText('ticks').textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useAutoAdvance', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 3000 ms', () => {
    render(<Ticker />);
    wait(2999);
    expect(ticks()).toBe('0');
    wait(1);
    expect(ticks()).toBe('1');
    wait(6000);
    expect(ticks()).toBe('3');
  });

  it('holds while the pointer is over the element and resumes when it leaves', () => {
    render(<Ticker />);
    const ticker = screen.getByTestId('ticker');
    fireEvent.pointerEnter(ticker, { pointerType: 'mouse' });
    wait(9000);
    expect(ticks()).toBe('0');
    expect(screen.getByText('still')).toBeInTheDocument();

    fireEvent.pointerLeave(ticker, { pointerType: 'mouse' });
    wait(3000);
    expect(ticks()).toBe('1');
  });

  it('is not held by a tap on a touch screen', () => {
    render(<Ticker />);
    fireEvent.pointerEnter(screen.getByTestId('ticker'), { pointerType: 'touch' });
    wait(3000);
    expect(ticks()).toBe('1');
  });

  it('stays paused once the visitor pauses it, and moves again on play', () => {
    render(<Ticker />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(9000);
    expect(ticks()).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(3000);
    expect(ticks()).toBe('1');
  });

  it('does not move by itself for a visitor who prefers reduced motion', () => {
    const restore = emulateReducedMotion();
    try {
      render(<Ticker />);
      wait(9000);
      expect(ticks()).toBe('0');
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('does nothing when there is nothing to advance to', () => {
    render(<Ticker enabled={false} />);
    wait(9000);
    expect(ticks()).toBe('0');
  });
});
