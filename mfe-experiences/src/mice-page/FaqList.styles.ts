import styled from '@emotion/styled';

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: clamp(32px, 4vw, 48px);
`;
