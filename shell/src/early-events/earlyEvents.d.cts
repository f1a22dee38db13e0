/** The shell's first, inline script (holdEarlyEvents.js): it sets `window.luxEarlyEvents`. */
export const earlyEventsScript: string;
