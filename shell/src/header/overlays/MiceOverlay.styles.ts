import styled from '@emotion/styled';
import { Link } from 'react-router';
import { colors, fonts, motion } from '@lux/shared';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  gap: clamp(32px, 5vw, 80px);
  align-items: start;
`;

export const CategoryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.line};
  li {
    border-bottom: 1px solid ${colors.line};
  }
`;

export const CategoryLink = styled(Link)`
  display: block;
  padding: 14px 0;
  font-family: ${fonts.display};
  font-size: 1.5rem;
  line-height: 1.25;
  color: ${colors.inkSoft};
  text-decoration: none;
  transition:
    color 0.3s ${motion.ease},
    padding 0.4s ${motion.ease};
  &[data-active='true'],
  &:hover {
    color: ${colors.ink};
    padding-left: 12px;
  }
`;

export const Side = styled.div`
  display: grid;
  gap: 24px;
  justify-items: start;
  > div {
    width: 100%;
  }
`;
