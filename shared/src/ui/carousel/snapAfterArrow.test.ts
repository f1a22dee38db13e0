import { snapAfterArrow } from './snapAfterArrow';

// Slides 400px wide in a 1000px viewport: snaps every 400px, the last trimmed to the end of the track.
const snaps = [0, 400, 800, 1200, 1600, 2000, 2200];

describe('snapAfterArrow', () => {
  it('moves on as far as 80% of the viewport reaches', () => {
    expect(snapAfterArrow(snaps, 0, 800, 1)).toBe(2);
    expect(snapAfterArrow(snaps, 2, 800, 1)).toBe(4);
  });

  it('moves back the same way', () => {
    expect(snapAfterArrow(snaps, 4, 800, -1)).toBe(2);
    expect(snapAfterArrow(snaps, 1, 800, -1)).toBe(0);
  });

  it('moves at least one slide when the distance is shorter than a slide (20% on the home page)', () => {
    expect(snapAfterArrow(snaps, 0, 200, 1)).toBe(1);
    expect(snapAfterArrow(snaps, 3, 200, -1)).toBe(2);
  });

  it('stops at either end', () => {
    expect(snapAfterArrow(snaps, 5, 800, 1)).toBe(6);
    expect(snapAfterArrow(snaps, 6, 800, 1)).toBe(6);
    expect(snapAfterArrow(snaps, 0, 800, -1)).toBe(0);
    expect(snapAfterArrow([], 0, 800, 1)).toBe(0);
  });
});
