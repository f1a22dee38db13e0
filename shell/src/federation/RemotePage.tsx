import styled from '@emotion/styled';
import type { PageTexts } from '@lux/shared';
import {
  Button,
  ButtonLink,
  ContactDetails,
  Eyebrow,
  colors,
  heroUnderHeaderChanged,
  layout,
} from '@lux/shared';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { RemoteModuleRef } from './loadRemoteModule';
import { RemoteMount } from './RemoteMount';

export interface RemotePageProps extends RemoteModuleRef {
  /** The page's texts from its remote's registry; `error` is shown if the remote cannot load. */
  texts: PageTexts;
  /** Whether the fallback links to /enquire (not from the enquiry page itself). Defaults to true. */
  offerEnquiry?: boolean;
}

const noProps = {};

/**
 * Mounts one exposed page of a remote. If the remote cannot be fetched or throws, the visitor gets the
 * page's own error text, our phone number and the enquiry link; Retry really fetches the remote again.
 */
export function RemotePage({ remote, module, texts, offerEnquiry = true }: RemotePageProps) {
  return (
    <RemoteMount
      remote={remote}
      module={module}
      props={noProps}
      pending={<Pending aria-busy="true" />}
      fallback={(retry) => (
        <RemoteFallback message={texts.error} offerEnquiry={offerEnquiry} onRetry={retry} />
      )}
    />
  );
}

interface RemoteFallbackProps {
  message: string;
  offerEnquiry?: boolean;
  onRetry: () => void;
}

/** What a visitor reads where a page could not load: the message, how to reach us, and Retry. */
export function RemoteFallback({ message, offerEnquiry = true, onRetry }: RemoteFallbackProps) {
  const dispatch = useDispatch();
  // The server may have rendered the page itself, with its hero under the header, before this browser
  // failed to load it: the header turns solid over the message.
  useEffect(() => {
    dispatch(heroUnderHeaderChanged(false));
  }, [dispatch]);
  return (
    <Fallback role="alert">
      <Eyebrow>We are sorry</Eyebrow>
      <h1>{message}</h1>
      <p>Please try again in a moment. Our travel experts are always happy to help in person.</p>
      <ContactDetails />
      <Actions>
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
        {offerEnquiry && (
          <ButtonLink to="/enquire" data-variant="outline">
            Make an enquiry
          </ButtonLink>
        )}
      </Actions>
    </Fallback>
  );
}

/** Holds the page's place while its remote loads. */
export const Pending = styled.div`
  min-height: 100vh;
`;

const Fallback = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: calc(${layout.headerHeight}px + 72px) ${layout.gutter} 96px;
  h1 {
    font-size: clamp(2rem, 4vw, 2.8rem);
    color: ${colors.ink};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 36px;
`;
