import { keepTogether } from './keepTogether';

describe('keepTogether', () => {
  it('joins the words of a duration with no-break spaces, so a line cannot break inside it', () => {
    expect(keepTogether('9 Nights / 10 Days')).toBe('9\u00a0Nights\u00a0/\u00a010\u00a0Days');
    expect(keepTogether(' 9  Nights\n/ 10 Days ')).not.toMatch(/\s(?<!\u00a0)/);
  });

  it('leaves a single word as it is', () => {
    expect(keepTogether('Flexible')).toBe('Flexible');
  });
});
