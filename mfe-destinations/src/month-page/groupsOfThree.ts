/** SPEC 9: month destinations are shown in groups of three (one wide card, then two). */
export function groupsOfThree<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += 3) groups.push(items.slice(start, start + 3));
  return groups;
}
