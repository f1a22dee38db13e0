import { render } from '@testing-library/react';
import { FONT_FACES_ID, GlobalStyles, fontFaces } from './GlobalStyles';

// Emotion inserts its rules through the CSS object model, so they are read from there.
const emotionCss = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');

afterEach(() => document.getElementById(FONT_FACES_ID)?.remove());

it('declares the fonts itself on a page the browser renders alone', () => {
  render(<GlobalStyles />);

  expect(emotionCss()).toContain('@font-face');
  expect(emotionCss()).toContain("font-family: 'Jost Variable'");
});

it('leaves the fonts to the server’s own style, which Emotion never moves', () => {
  const serverFonts = document.createElement('style');
  serverFonts.id = FONT_FACES_ID;
  serverFonts.textContent = fontFaces;
  document.head.append(serverFonts);

  render(<GlobalStyles />);

  expect(emotionCss()).toContain('box-sizing: border-box');
  expect(emotionCss()).not.toContain('@font-face');
});
