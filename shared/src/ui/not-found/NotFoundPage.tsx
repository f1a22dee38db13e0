import styled from '@emotion/styled';
import { useNotFoundStatus } from '@lux/store';
import { usePageMeta } from '../../seo/usePageMeta';
import { ButtonLink } from '../buttons';
import { Eyebrow } from '../layout';
import { layout } from '../theme';

/** The site's page for an address that names nothing: composed (the shell's) and in a remote's own frame. */
export function NotFoundPage() {
  usePageMeta({ title: 'Page not found' });
  useNotFoundStatus();
  return (
    <Wrapper>
      <Eyebrow>Page not found</Eyebrow>
      <h1>This road doesn&rsquo;t lead anywhere yet</h1>
      <p>The page you were looking for has moved or never existed. Let us take you somewhere better.</p>
      <Actions>
        <ButtonLink to="/">Back to the home page</ButtonLink>
        <ButtonLink to="/enquire" data-variant="outline">
          Speak to an expert
        </ButtonLink>
      </Actions>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 720px;
  margin: 0 auto;
  min-height: 70vh;
  padding: calc(${layout.headerHeight}px + 96px) ${layout.gutter} 96px;
  text-align: center;
  h1 {
    font-size: clamp(2.2rem, 5vw, 3.4rem);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 16px;
  margin-top: 32px;
`;
