import { useEffect, useEffectEvent, useState } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** SPEC 9: carousels, sliders and testimonials move on every 3000 ms. */
export const AUTO_ADVANCE_MS = 3000;

export interface AutoAdvance {
  /** True while the content moves on by itself. */
  playing: boolean;
  /** True when the visitor paused it with the control, or prefers reduced motion and has not pressed play. */
  paused: boolean;
  /** The pause/play control (WCAG 2.2.2). */
  togglePaused: () => void;
  /** Spread on the element whose hover (or keyboard focus inside) holds the motion. */
  holdProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

interface Options {
  intervalMs?: number;
  /** False when there is nothing to advance to (a single slide). */
  enabled?: boolean;
}

const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible
  }
};

/**
 * Calls `advance` every 3000 ms, except while the pointer is over the element, keyboard focus is inside
 * it, or the visitor paused it. Off from the start for visitors who prefer reduced motion; they may
 * still press play.
 */
export function useAutoAdvance(
  advance: () => void,
  { intervalMs = AUTO_ADVANCE_MS, enabled = true }: Options = {},
): AutoAdvance {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const [pointerOver, setPointerOver] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);

  const paused = choice === null ? reducedMotion : choice === 'paused';
  const playing = enabled && !paused && !pointerOver && !keyboardInside;

  const onTick = useEffectEvent(advance);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => onTick(), intervalMs);
    return () => clearInterval(timer);
  }, [playing, intervalMs]);

  return {
    playing,
    paused,
    togglePaused: () => setChoice(paused ? 'playing' : 'paused'),
    holdProps: {
      // A tap is not hovering: on touch screens the pointer never leaves, so it would never resume.
      onPointerEnter: (event) => setPointerOver(event.pointerType !== 'touch'),
      onPointerLeave: () => setPointerOver(false),
      onFocus: (event) => {
        if (isKeyboardFocus(event.target)) setKeyboardInside(true);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
      },
    },
  };
}
