import styled from '@emotion/styled';

export const Stack = styled.div`
  display: grid;
  gap: clamp(88px, 11vw, 160px);
`;
