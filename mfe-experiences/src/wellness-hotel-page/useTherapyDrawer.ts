import type { Therapy } from '@lux/shared';
import { useEffect, useRef, useState } from 'react';

/** SPEC 9: the therapy drawer lets go of its therapy 300 ms after closing, once it has slid away. */
export const THERAPY_CLEAR_DELAY_MS = 300;

/**
 * Which therapy the drawer shows, whether it is open, and which programme length is chosen. Each
 * opening starts on the therapy's first programme length (SPEC 4).
 */
export function useTherapyDrawer() {
  const [therapy, setTherapy] = useState<Therapy | null>(null);
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState<string | undefined>();
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  return {
    therapy,
    open,
    duration,
    chooseDuration: setDuration,
    show: (chosen: Therapy) => {
      // A therapy opened while the last one slides away must not be cleared with it.
      clearTimeout(clearTimer.current);
      setTherapy(chosen);
      setDuration(chosen.program_details[0]?.duration);
      setOpen(true);
    },
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) clearTimer.current = setTimeout(() => setTherapy(null), THERAPY_CLEAR_DELAY_MS);
    },
  };
}
