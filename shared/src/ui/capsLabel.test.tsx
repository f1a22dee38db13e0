import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { capsLabel } from './capsLabel';
import { Eyebrow } from './layout';
import { colors, fonts } from './theme';

const look = {
  fontFamily: fonts.body,
  fontSize: '0.78rem',
  fontWeight: '500',
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
};

describe('capsLabel', () => {
  it('sets a label in small spaced gold capitals, whatever element carries it', () => {
    render(
      <dl>
        <dt css={capsLabel}>How long</dt>
        <dd>7 Nights / 8 Days</dd>
      </dl>,
    );
    expect(screen.getByRole('term')).toHaveStyle({ ...look, color: colors.gold });
  });

  it('gives way to a colour set after it, for a label on a dark ground or a quieter one', () => {
    const OnNight = styled.h2`
      ${capsLabel}
      color: ${colors.goldLight};
    `;
    render(<OnNight>Destinations</OnNight>);
    expect(screen.getByRole('heading', { name: 'Destinations' })).toHaveStyle({
      ...look,
      color: colors.goldLight,
    });
  });

  it('is the look of the eyebrow above a heading', () => {
    render(<Eyebrow>The Journal</Eyebrow>);
    expect(screen.getByText('The Journal')).toHaveStyle({ ...look, color: colors.gold });
  });
});
