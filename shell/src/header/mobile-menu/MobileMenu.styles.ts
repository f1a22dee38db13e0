import { keyframes } from '@emotion/react';
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router';
import { colors, fonts, motion } from '@lux/shared';

const enter = keyframes`
  from { opacity: 0; transform: translateX(16px); }
  to { opacity: 1; transform: none; }
`;

/** One panel of the menu; each slides in gently as it replaces the last. */
export const Panel = styled.div`
  display: grid;
  gap: 32px;
  animation: ${enter} 0.4s ${motion.ease};
  ${motion.reduced} {
    animation: none;
  }
`;

export const MainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.line};
  li {
    border-bottom: 1px solid ${colors.line};
  }
`;

const mainEntryStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 60px;
  padding: 10px 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: 1.65rem;
  line-height: 1.2;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  svg {
    color: ${colors.gold};
  }
`;

export const MainEntry = styled.button(mainEntryStyles);
export const MainLink = styled(Link)(mainEntryStyles);

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.gold};
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  cursor: pointer;
`;

export const LinkList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0 0 12px;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.inkSoft};
    text-decoration: none;
  }
  a:hover {
    color: ${colors.ink};
  }
  li:first-of-type a[href^='/destinations/'] {
    color: ${colors.gold};
    font-size: 0.78rem;
    font-weight: 500;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
  &[data-size='large'] {
    padding: 0;
    border-bottom: 1px solid ${colors.line};
    a {
      min-height: 60px;
      color: ${colors.ink};
      font-family: ${fonts.display};
      font-size: 1.4rem;
    }
  }
`;

export const Foot = styled.div`
  display: grid;
  gap: 20px;
  justify-items: start;
  a[href^='tel:'] {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    color: ${colors.inkSoft};
    text-decoration: none;
  }
`;
