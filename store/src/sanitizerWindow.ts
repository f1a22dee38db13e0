let serverWindow: Window | undefined;

/**
 * Gives the window inline HTML is sanitised in where there is no DOM: the shell's server passes
 * jsdom's before any render, and every app's server container shares this singleton, so a remote's
 * page sanitises in it too, whichever copy of the kit it renders with.
 */
export function setSanitizerWindow(window: Window) {
  serverWindow = window;
}

/** The window to sanitise inline HTML in: the page's in a browser, the server's given one otherwise. */
export function sanitizerWindow(): Window {
  if (typeof window !== 'undefined') return window;
  if (!serverWindow) throw new Error('setSanitizerWindow must be called before a server render');
  return serverWindow;
}
