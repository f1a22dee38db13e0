import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useSavesData } from '../../hooks/useSavesData';
import { focusPosition } from '../ResponsiveImage';
import { Toggle, Video } from './HeroVideo.styles';

interface HeroVideoProps {
  /** The looping clip, e.g. `/media/experience-family-holidays.mp4`. */
  src: string;
  /** The hero's still picture: shown until the clip plays, and instead of it if the clip fails. */
  poster: string;
}

/**
 * A hero's moving backdrop: a muted clip that loops by itself, over the still picture drawn beneath it,
 * with a pause/play control (WCAG 2.2.2). For visitors who prefer reduced motion, or whose browser asks
 * to save data, it starts paused and is not downloaded until they press play. A clip that cannot play
 * (missing, unsupported) leaves the still picture, without a control.
 *
 * The server's page only names the clip (`preload="none"`, no `autoplay`): it starts once hydrated, when
 * the visitor's settings are known. Until then, and without scripts, the still picture shows, no
 * motion the visitor did not want plays, and the clip does not compete with the page's own files.
 */
export function HeroVideo({ src, poster }: HeroVideoProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const savesData = useSavesData();
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  // While hydrating, the settings read are the server's (none): the clip waits for the visitor's own.
  const paused = !hydrated || (choice === null ? reducedMotion || savesData : choice === 'paused');

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // `preload` is a hint a browser may load past: a clip that failed before hydration fired its error
    // with no listener yet.
    if (video.error) {
      setFailed(true);
      return;
    }
    // React sets `muted` as a property only; browsers allow autoplay for a clip that is muted.
    video.muted = true;
    // A browser that refuses to play on its own leaves the clip paused: the control then offers Play.
    // A clip that cannot play at all leaves the still picture.
    if (!paused) video.play().catch(() => (video.error ? setFailed(true) : setChoice('paused')));
    // Only a playing clip: pausing one never loaded would start loading it (its resource selection).
    else if (!video.paused) video.pause();
  }, [paused]);

  if (failed) return null;
  return (
    <>
      <Video
        ref={videoRef}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        // The clip moves about the painting's focal point, which a phone's narrow crop keeps in view.
        style={{ objectPosition: focusPosition(poster) }}
        aria-hidden="true"
        onError={() => setFailed(true)}
      />
      {/* Only once it works: the server's page plays nothing to pause. */}
      {hydrated && (
        <Toggle
          type="button"
          aria-label={paused ? 'Play video' : 'Pause video'}
          onClick={() => setChoice(paused ? 'playing' : 'paused')}
        >
          {paused ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
              <path d="M8 5l11 7-11 7z" fill="currentColor" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
              <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          )}
        </Toggle>
      )}
    </>
  );
}
