import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emulateReducedMotion } from '../../testing/browserApis';
import { Hero } from '../Hero';

const renderVideoHero = () =>
  render(
    <Hero
      size="full"
      image="/media/experience-family-holidays.webp"
      imageAlt="A family on a balloon safari at dawn"
      video="/media/experience-family-holidays.mp4"
      title="Family Adventures, Beautifully Made"
    />,
  );

const video = () => document.querySelector('video') as HTMLVideoElement;

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
      expect(video()).not.toHaveAttribute('autoplay');
      expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    } finally {
      restore();
    }
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
