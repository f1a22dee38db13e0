import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until nothing in `container` (or around it: its own entrance) is still fading or sliding in,
 * so a measurement (contrast, position) sees what a visitor sees once it has arrived.
 */
export async function toHaveSettled(container: Locator) {
  await expect
    .poll(() =>
      container.evaluate(
        (element) =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .filter((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              return target instanceof Node && (element.contains(target) || target.contains(element));
            }).length,
      ),
    )
    .toBe(0);
}
