import styled from '@emotion/styled';
import { colors, focusRingOnImage, motion } from '@lux/shared';

interface CarouselControlsProps {
  names: { previous: string; next: string; pause: string; play: string };
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  paused: boolean;
  onTogglePaused: () => void;
  /** 'light' sits over a photograph. */
  tone?: 'ink' | 'light';
}

/** Previous, pause/play and next, as quiet round buttons with a gold hover. */
export function CarouselControls({
  names,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  paused,
  onTogglePaused,
  tone = 'ink',
}: CarouselControlsProps) {
  return (
    <Buttons data-tone={tone}>
      <RoundButton type="button" aria-label={names.previous} disabled={!canPrevious} onClick={onPrevious}>
        <Chevron direction="previous" />
      </RoundButton>
      <RoundButton type="button" aria-label={paused ? names.play : names.pause} onClick={onTogglePaused}>
        {paused ? <PlayIcon /> : <PauseIcon />}
      </RoundButton>
      <RoundButton type="button" aria-label={names.next} disabled={!canNext} onClick={onNext}>
        <Chevron direction="next" />
      </RoundButton>
    </Buttons>
  );
}

const Chevron = ({ direction }: { direction: 'previous' | 'next' }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
    <path
      d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
    />
  </svg>
);

const PauseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
    <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

const PlayIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
    <path d="M8 5l11 7-11 7z" fill="currentColor" />
  </svg>
);

const Buttons = styled.div`
  display: flex;
  gap: 10px;
  color: ${colors.ink};
  &[data-tone='light'] {
    color: ${colors.white};
    button:focus-visible {
      ${focusRingOnImage};
    }
  }
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: 46px;
  height: 46px;
  padding: 0;
  border: 1px solid currentColor;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.85;
  transition:
    background 0.35s ${motion.ease},
    border-color 0.35s ${motion.ease},
    color 0.35s ${motion.ease},
    opacity 0.35s ${motion.ease};
  &:hover:not(:disabled) {
    opacity: 1;
    background: ${colors.gold};
    border-color: ${colors.gold};
    color: ${colors.white};
  }
  &:disabled {
    opacity: 0.28;
    cursor: default;
  }
`;
