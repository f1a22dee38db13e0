import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router';
import { colors, motion } from './theme';

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  padding: 12px 30px;
  border: 1px solid ${colors.ink};
  border-radius: 0;
  background: ${colors.ink};
  color: ${colors.ivory};
  font-size: 0.8rem;
  font-weight: 500;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.35s ${motion.ease},
    color 0.35s ${motion.ease},
    border-color 0.35s ${motion.ease};
  &:hover {
    background: ${colors.gold};
    border-color: ${colors.gold};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[data-variant='light'] {
    background: transparent;
    border-color: rgba(255, 255, 255, 0.85);
    color: ${colors.white};
    &:hover {
      background: ${colors.white};
      color: ${colors.ink};
    }
  }
  &[data-variant='outline'] {
    background: transparent;
    color: ${colors.ink};
    &:hover {
      background: ${colors.ink};
      color: ${colors.ivory};
    }
  }
  /* An action: nothing to do on paper. */
  @media print {
    display: none;
  }
`;

/** Variants: default (ink), `data-variant="light"` on imagery, `data-variant="outline"` on ivory. */
export const Button = styled.button(buttonBase);
export const ButtonLink = styled(Link)(buttonBase);
export const ButtonAnchor = styled.a(buttonBase);
