import styled from '@emotion/styled';
import { useId } from 'react';
import { VisuallyHidden } from './layout';
import { colors, fonts, mq } from './theme';

/** The countries our travel experts hold specialist certification for (SPEC 9). */
export const specialistCertifications = ['New Zealand', 'Australia', 'Sri Lanka', 'South Africa'] as const;

interface CertificationBadgesProps {
  /** 'light' on ivory or sand, 'dark' on a night band. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The four certification seals, drawn in SVG: no artwork to load, crisp at any size. */
export function CertificationBadges({ tone = 'light', className }: CertificationBadgesProps) {
  return (
    <Badges data-tone={tone} className={className}>
      {specialistCertifications.map((country) => (
        <Badge key={country}>
          <Seal />
          <Name>
            {country}
            <VisuallyHidden> certified destination specialist</VisuallyHidden>
          </Name>
        </Badge>
      ))}
    </Badges>
  );
}

function Seal() {
  // The ring's text follows a circular path that needs an id unique in the document.
  const ringId = `seal-ring-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="97" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <circle cx="100" cy="100" r="91" fill="none" stroke="currentColor" strokeWidth="0.5" />
      <path id={ringId} d="M 100,100 m -77,0 a 77,77 0 1,1 154,0 a 77,77 0 1,1 -154,0" fill="none" />
      <text fontSize="10.5" letterSpacing="3.2" fill="currentColor">
        <textPath href={`#${ringId}`} startOffset="0" textLength="478" lengthAdjust="spacing">
          CERTIFIED SPECIALIST ✦ DESTINATION EXPERT ✦
        </textPath>
      </text>
      <circle cx="100" cy="100" r="63" fill="none" stroke="currentColor" strokeWidth="0.75" />
      <path d="M100 47 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 z" fill="currentColor" />
      <path d="M78 138 h44" stroke="currentColor" strokeWidth="0.75" />
    </svg>
  );
}

const Badges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: clamp(20px, 5vw, 48px);
  max-width: 960px;
  margin-inline: auto;
  color: ${colors.gold};
  &[data-tone='dark'] {
    color: ${colors.goldLight};
  }
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Badge = styled.li`
  position: relative;
  width: 100%;
  max-width: 190px;
  margin: 0 auto;
  aspect-ratio: 1;
  svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  text {
    font-family: ${fonts.body};
    font-weight: 500;
  }
`;

const Name = styled.span`
  position: absolute;
  inset: 30%;
  display: grid;
  place-items: center;
  text-align: center;
  text-wrap: balance;
  font-family: ${fonts.display};
  font-size: clamp(1.05rem, 2.6vw, 1.35rem);
  font-weight: 500;
  line-height: 1.1;
  color: ${colors.ink};
  [data-tone='dark'] & {
    color: ${colors.ivory};
  }
`;
