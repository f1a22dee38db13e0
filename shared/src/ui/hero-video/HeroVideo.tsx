import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
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
 * with a pause/play control (WCAG 2.2.2). For visitors who prefer reduced motion it starts paused. A
 * clip that cannot play (missing, unsupported) leaves the still picture, without a control.
 */
export function HeroVideo({ src, poster }: HeroVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const paused = choice === null ? reducedMotion : choice === 'paused';

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The server's page starts loading the clip before hydration: a clip that failed by then fired its
    // error with no listener yet.
    if (video.error) {
      setFailed(true);
      return;
    }
    // React sets `muted` as a property only; browsers allow autoplay for a clip that is muted.
    video.muted = true;
    if (paused) video.pause();
    // A browser that refuses to play on its own leaves the clip paused: the control then offers Play.
    // A clip that cannot play at all leaves the still picture.
    else video.play().catch(() => (video.error ? setFailed(true) : setChoice('paused')));
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
        autoPlay={!paused}
        preload="auto"
        // The clip moves about the painting's focal point, which a phone's narrow crop keeps in view.
        style={{ objectPosition: focusPosition(poster) }}
        aria-hidden="true"
        onError={() => setFailed(true)}
      />
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
    </>
  );
}
