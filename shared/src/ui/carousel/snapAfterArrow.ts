/**
 * The snap an arrow moves to: the farthest one within `distance` px of the current snap in `direction`,
 * and at least the next one, so a slide wider than the distance still moves. `snaps` are the snap
 * positions in px from the start, ascending.
 */
export function snapAfterArrow(snaps: number[], current: number, distance: number, direction: 1 | -1) {
  const from = snaps[current] ?? 0;
  // Half a pixel of slack: measured positions are rarely whole numbers.
  const reach = distance + 0.5;
  let target = current;
  for (let index = current + direction; index >= 0 && index < snaps.length; index += direction) {
    if (Math.abs((snaps[index] ?? 0) - from) > reach) break;
    target = index;
  }
  if (target === current) target = current + direction;
  return Math.min(Math.max(target, 0), Math.max(snaps.length - 1, 0));
}
