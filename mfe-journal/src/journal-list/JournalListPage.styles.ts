import styled from '@emotion/styled';

export const Intro = styled.div`
  text-align: center;
  margin-bottom: clamp(40px, 6vw, 72px);
`;
