import { contrastRatio, hexToRgb } from './contrast';
import { colors, textOnGround } from './theme';

describe('contrast ratio', () => {
  it('follows WCAG 2: 21:1 for black on white, 1:1 for a colour on itself, either way round', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio(hexToRgb('#777777'), hexToRgb('#777777'))).toBe(1);
    // The AA boundary commonly quoted for grey on white.
    expect(contrastRatio(hexToRgb('#767676'), hexToRgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(hexToRgb('#ffffff'), hexToRgb('#767676'))).toBeCloseTo(4.54, 2);
  });
});

describe('theme', () => {
  const pairs = Object.entries(textOnGround).flatMap(([ground, texts]) =>
    texts.map((text) => ({ text, ground: ground as keyof typeof colors })),
  );

  it.each(pairs)('$text text on a $ground ground meets WCAG AA for body text (4.5:1)', ({ text, ground }) => {
    expect(contrastRatio(hexToRgb(colors[text]), hexToRgb(colors[ground]))).toBeGreaterThanOrEqual(4.5);
  });
});
