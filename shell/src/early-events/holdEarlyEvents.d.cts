export interface EarlyEvents {
  /** Stops holding events and does, in order, what the visitor did while they were held. */
  replay(): void;
}

export function holdEarlyEvents(ownerDocument: Document): EarlyEvents;

/** The inline script the shell's HTML runs first: `window.luxEarlyEvents`, holding events until replayed. */
export const earlyEventsScript: string;
