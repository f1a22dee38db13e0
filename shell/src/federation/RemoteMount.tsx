import { useHydrated } from '@lux/shared';
import { Component, createContext, lazy, useContext, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { HydratesLater } from '../app/pageHydration';
import { loadRemoteModule, loadedRemoteModule } from './loadRemoteModule';
import type { RemoteModuleRef } from './loadRemoteModule';

export interface RemoteMountProps<Props extends object> extends RemoteModuleRef {
  /** What the remote component is given. */
  props: Props;
  /** Shown while the remote loads. */
  pending: ReactNode;
  /** Shown when the remote cannot be fetched or throws; `retry` really fetches it again. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Mounts one exposed component of a remote (a page, or a widget such as the enquiry modal's form)
 * inside an error boundary, so a remote that fails never takes the rest of the site with it. Callers
 * key it by module: a failure belongs to the module that failed, not to the next route's page.
 */
export function RemoteMount<Props extends object>({
  remote,
  module,
  props,
  pending,
  fallback,
}: RemoteMountProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  const key = remoteModuleKey({ remote, module });
  const failedAtRender = useContext(RemoteModulesFailedAtRender).includes(key);
  const loadingAtRender = useContext(RemoteModulesLoadingAtRender).includes(key);
  const hydrated = useHydrated();
  // A failed load has left the cache (below), so the next render makes a new lazy that loads again.
  const retry = () => setAttempt((count) => count + 1);
  // The server could not load it: its HTML has the fallback, and so has the page it hydrates.
  if (failedAtRender && attempt === 0) return fallback(retry);
  // The server sent this part still loading (its code was slow to come): it hydrates so, and React renders
  // it again at once after hydrating, when it loads here.
  if (loadingAtRender && !hydrated) return pending;
  const Remote = loadedRemoteModule({ remote, module }) ?? lazyRemoteModule({ remote, module });

  return (
    <PageErrorBoundary key={attempt} fallback={fallback(retry)}>
      <HydratesLater fallback={pending}>
        {/* eslint-disable-next-line react-hooks/static-components -- made once per module and cached in lazyModules */}
        <Remote {...props} />
      </HydratesLater>
    </PageErrorBoundary>
  );
}

/** `mfe_journal/JournalListPage`: how a remote module is named in caches and render state. */
export const remoteModuleKey = ({ remote, module }: RemoteModuleRef) => `${remote}/${module}`;

/** The remote a remoteModuleKey belongs to. */
export const remoteOfModuleKey = (key: string) => key.slice(0, key.indexOf('/'));

/**
 * Remote modules the server failed to load when it rendered this page (remoteModuleKey of each). A
 * server cannot catch a render error as a boundary does, so it decides before rendering.
 */
export const RemoteModulesFailedAtRender = createContext<readonly string[]>([]);

/**
 * Remote modules still loading when the server's wait for them ran out: slow, not broken. The server
 * sends their `pending` placeholder, and the browser loads and renders them itself.
 */
export const RemoteModulesLoadingAtRender = createContext<readonly string[]>([]);

// One lazy component per exposed module, kept outside React state: router navigations render in a
// transition, and a suspended first render keeps no state, so a lazy made during render would be made
// anew on every attempt and never settle.
// What props a remote module takes is known only to its caller (the module arrives at runtime), so
// RemoteMount's Props type is the contract and the cache holds components of any props.
const lazyModules = new Map<string, LazyExoticComponent<ComponentType<object>>>();

function lazyRemoteModule(ref: RemoteModuleRef) {
  const key = remoteModuleKey(ref);
  const cached = lazyModules.get(key);
  if (cached) return cached;
  const created = lazy(() =>
    loadRemoteModule(ref).catch((error: unknown) => {
      // A rejected lazy stays rejected: forget it, so a Retry or the next visit loads afresh.
      lazyModules.delete(key);
      throw error;
    }),
  );
  lazyModules.set(key, created);
  return created;
}

/** Shows `fallback` in place of a page part that failed to load or threw. */
export class PageErrorBoundary extends Component<
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
