import styled from '@emotion/styled';
import { colors, fonts, layout, mq } from '@lux/shared';

/** The copy beside the contact card from wide screens; the card under the copy on phones. */
export const Intro = styled.div`
  display: grid;
  gap: clamp(48px, 7vw, 96px);
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

export const IntroText = styled.div`
  max-width: 720px;
`;

export const IntroCopy = styled.div`
  p {
    color: ${colors.inkSoft};
    font-size: 1.06rem;
    ${mq.md} {
      font-size: 1.1rem;
    }
  }
`;

/** The way to reach us, framed like the package page's invitation: white, a gold edge above. */
export const ContactCard = styled.aside`
  display: grid;
  gap: 20px;
  padding: clamp(32px, 4vw, 44px);
  background: ${colors.white};
  border-top: 2px solid ${colors.goldBright};
  box-shadow: 0 24px 60px rgba(31, 28, 24, 0.07);
  h3 {
    font-family: ${fonts.display};
    font-size: clamp(1.7rem, 2.6vw, 2rem);
    font-weight: 400;
    margin: 0;
  }
  button {
    justify-self: start;
    margin-top: 8px;
  }
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.headerHeight}px + 32px);
  }
`;
