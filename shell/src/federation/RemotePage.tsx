import styled from '@emotion/styled';
import { Button, ButtonLink, ContactDetails, Eyebrow, colors, layout } from '@lux/shared';
import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { forgetRemote, loadRemotePage } from './loadRemotePage';
import type { RemotePageRef } from './loadRemotePage';

export interface RemotePageProps extends RemotePageRef {
  /** What the visitor reads when the page cannot load, e.g. 'Could not load articles.' */
  failureMessage: string;
}

/**
 * Mounts one exposed page of a remote. If the remote cannot be fetched or throws, the visitor gets the
 * page's message, our phone number and the enquiry link; Retry really fetches the remote again.
 */
export function RemotePage({ remote, module, failureMessage }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemotePage({ remote, module });

  const retry = () => {
    forgetRemote(remote);
    lazyRemotePage({ remote, module }, { afresh: true });
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteFallback message={failureMessage} onRetry={retry} />}>
      <Suspense fallback={<Pending aria-busy="true" />}>
        {/* eslint-disable-next-line react-hooks/static-components -- made once per page and cached in lazyPages */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

// One lazy component per exposed page, kept outside React state: router navigations render in a
// transition, and a suspended first render keeps no state, so a lazy made during render would be made
// anew on every attempt and never settle.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemotePage(page: RemotePageRef, { afresh = false } = {}) {
  const key = `${page.remote}/${page.module}`;
  let Page = lazyPages.get(key);
  // A rejected lazy component stays rejected, so a retry needs a new one.
  if (!Page || afresh) {
    Page = lazy(() => loadRemotePage(page));
    lazyPages.set(key, Page);
  }
  return Page;
}

class RemoteErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RemoteFallback({ message, onRetry }: { message: string; onRetry: () => void }) {
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
        <ButtonLink to="/enquire" data-variant="outline">
          Make an enquiry
        </ButtonLink>
      </Actions>
    </Fallback>
  );
}

const Pending = styled.div`
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
