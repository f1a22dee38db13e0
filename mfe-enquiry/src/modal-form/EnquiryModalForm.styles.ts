import styled from '@emotion/styled';

export const Fields = styled.div`
  display: grid;
  gap: 26px;
`;

export const Submit = styled.div`
  margin-top: 36px;
  button {
    width: 100%;
  }
`;
