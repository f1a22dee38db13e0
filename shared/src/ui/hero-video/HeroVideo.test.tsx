import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { emulateReducedMotion } from '../../testing/browserApis';
import { Hero } from '../Hero';

const videoHero = (
  <Hero
    size="full"
    image="/media/experience-family-holidays.webp"
    imageAlt="A family on a balloon safari at dawn"
    video="/media/experience-family-holidays.mp4"
    title="Family Adventures, Beautifully Made"
  />
);
const renderVideoHero = () => render(videoHero);

/** A browser whose Data Saver is on, as Chromium's `navigator.connection` tells it. */
function emulateSaveData(): () => void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), { saveData: true }),
  });
  return () => delete (navigator as { connection?: unknown }).connection;
}

const video = () => document.querySelector('video') as HTMLVideoElement;

/**
 * The hero as the server's page has it, in the document; `hydrate` then hydrates it as the browser's
 * scripts do. Removed after `check`.
 */
async function withServerRenderedHero(check: (hydrate: () => Promise<void>) => Promise<void>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(videoHero);
  document.body.append(container);
  let root: Root | undefined;
  try {
    await check(async () => {
      // A browser's parser mutes an element written with `muted`; jsdom's does not.
      video().muted = video().defaultMuted;
      root = await act(async () => hydrateRoot(container, videoHero));
    });
  } finally {
    act(() => root?.unmount());
    container.remove();
  }
}

describe('Hero with a video', () => {
  it('plays a muted, looping clip inline over its picture, which is its poster', () => {
    renderVideoHero();

    expect(video()).toHaveAttribute('src', '/media/experience-family-holidays.mp4');
    expect(video()).toHaveAttribute('poster', '/media/experience-family-holidays.webp');
    expect(video().muted).toBe(true);
    expect(video().loop).toBe(true);
    expect(video()).toHaveAttribute('playsinline');
    expect(video().paused).toBe(false);
    expect(screen.getByRole('img', { name: 'A family on a balloon safari at dawn' })).toBeInTheDocument();
  });

  it('keeps the painting’s focal point in view when a narrow screen crops the clip', () => {
    render(
      <Hero
        size="full"
        image="/media/honeymoon-maldives-overwater-lagoon.webp#focus=38,44"
        video="/media/honeymoon-maldives-overwater-lagoon.mp4"
        title="Luxury Honeymoons, Designed for Two"
      />,
    );

    expect(video()).toHaveStyle({ objectPosition: '38% 44%' });
  });

  it('pauses and plays again with its control, whose name says what it will do', async () => {
    renderVideoHero();

    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(video().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video().paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('starts paused for a visitor who prefers reduced motion', () => {
    const restore = emulateReducedMotion();
    try {
      renderVideoHero();

      expect(video().paused).toBe(true);
      expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('never starts the clip while hydrating the server’s page for a visitor who prefers reduced motion', async () => {
    const restore = emulateReducedMotion();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    try {
      await withServerRenderedHero(async (hydrate) => {
        await hydrate();

        expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
        expect(play).not.toHaveBeenCalled();
      });
    } finally {
      play.mockRestore();
      restore();
    }
  });

  it('starts paused for a visitor whose browser asks to save data, and plays when asked', async () => {
    const restore = emulateSaveData();
    try {
      renderVideoHero();

      expect(video().paused).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
      expect(video().paused).toBe(false);
    } finally {
      restore();
    }
  });

  it('leaves the clip to the browser once hydrated: the server’s page loads and plays nothing', async () => {
    await withServerRenderedHero(async (hydrate) => {
      // Before any script: the still picture, the clip only named, and no control that would do nothing.
      expect(video()).toHaveAttribute('preload', 'none');
      expect(video()).not.toHaveAttribute('autoplay');
      expect(video().paused).toBe(true);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();

      await hydrate();
      expect(video().paused).toBe(false);
      expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    });
  });

  it('falls back to its picture, without a control, when the clip cannot play', () => {
    renderVideoHero();

    fireEvent.error(video());

    expect(document.querySelector('video')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A family on a balloon safari at dawn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Family Adventures');
  });

  it('falls back to its picture when the clip failed before the page hydrated', () => {
    // The error event came before React listened: only the element's `error` tells (jsdom has none).
    Object.defineProperty(HTMLMediaElement.prototype, 'error', {
      configurable: true,
      get: () => ({ code: 4, message: 'no supported source' }),
    });
    try {
      renderVideoHero();

      expect(document.querySelector('video')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'A family on a balloon safari at dawn' })).toBeInTheDocument();
    } finally {
      delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });

  it('is a still picture when it has no clip', () => {
    render(<Hero size="full" image="/media/experience-honeymoons.webp" title="Honeymoons" video={null} />);

    expect(document.querySelector('video')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
