import styled from '@emotion/styled';
import { colors, motion, mq } from '@lux/shared';

export const Root = styled.div`
  /* A slide's share of the row: a peek of the next card on phones, three and a bit on wide screens. */
  --slide-width: 84%;
  --slide-gap: 20px;
  position: relative;
  ${mq.sm} {
    --slide-width: 46%;
    --slide-gap: 28px;
  }
  ${mq.lg} {
    /* The track is one gap wider than the view (its negative margin), so three slides and their gaps fill it. */
    --slide-width: calc((100% - 3 * var(--slide-gap)) / 3);
    --slide-gap: 32px;
  }
  /* On paper every slide shows, two to a row: a sheet does not scroll. */
  @media print {
    --slide-width: calc((100% - 2 * var(--slide-gap)) / 2);
  }
`;

export const Viewport = styled.div`
  overflow: hidden;
`;

export const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-left: calc(var(--slide-gap) * -1);
  @media print {
    flex-wrap: wrap;
    row-gap: 28px;
    /* Where the carousel had scrolled to (Embla's inline style) is not the printed page's. */
    transform: none !important;
  }
`;

export const Slide = styled.div`
  flex: 0 0 calc(var(--slide-width) + var(--slide-gap));
  min-width: 0;
  margin: 0;
  padding-left: var(--slide-gap);
  @media print {
    break-inside: avoid;
    transform: none !important;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: clamp(20px, 4vw, 48px);
  margin-top: clamp(28px, 4vw, 40px);
  &[data-scrollable='false'] {
    visibility: hidden;
  }
  @media print {
    display: none;
  }
`;

export const Progress = styled.div`
  position: relative;
  flex: 1;
  height: 1px;
  background: ${colors.line};
  overflow: hidden;
  span {
    position: absolute;
    inset: 0 auto 0 0;
    width: 30%;
    background: ${colors.goldBright};
    transition:
      transform 0.2s linear,
      width 0.6s ${motion.ease};
  }
`;
