import { act, render } from '@testing-library/react';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { HydratesLater, PageHydrationContext, createPageHydration } from './pageHydration';

/** A part whose code arrives when the test says so. */
function partArrivingLater() {
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const Part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  return { Part, arrive: () => arrive({ default: () => <p>The part</p> }) };
}

describe('page hydration', () => {
  it('is done once the root and every part that hydrates later are', async () => {
    const onHydrated = jest.fn();
    const hydration = createPageHydration(onHydrated);
    const { Part, arrive } = partArrivingLater();
    render(
      <PageHydrationContext.Provider value={hydration}>
        <HydratesLater fallback={<p>Loading...</p>}>
          <Part />
        </HydratesLater>
        <HydratesLater>
          <p>Ready at once</p>
        </HydratesLater>
      </PageHydrationContext.Provider>,
    );
    hydration.rootHydrated();
    expect(onHydrated).not.toHaveBeenCalled();

    await act(async () => arrive());
    expect(onHydrated).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a part that is taken away, and does not wait for parts after it is done', () => {
    const onHydrated = jest.fn();
    const hydration = createPageHydration(onHydrated);
    const { Part } = partArrivingLater();
    const page = (
      <PageHydrationContext.Provider value={hydration}>
        <HydratesLater>
          <Part />
        </HydratesLater>
      </PageHydrationContext.Provider>
    );
    const { rerender } = render(page);
    hydration.rootHydrated();
    rerender(<PageHydrationContext.Provider value={hydration}>{null}</PageHydrationContext.Provider>);
    expect(onHydrated).toHaveBeenCalledTimes(1);

    rerender(page);
    expect(onHydrated).toHaveBeenCalledTimes(1);
  });
});
