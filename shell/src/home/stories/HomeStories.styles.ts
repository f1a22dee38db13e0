import styled from '@emotion/styled';

export const Stories = styled.div`
  display: grid;
  gap: clamp(72px, 10vw, 140px);
`;
