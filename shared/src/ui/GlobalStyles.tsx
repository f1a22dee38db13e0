import { Global, css } from '@emotion/react';
import cormorant from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2';
import cormorantItalic from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2';
import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2';
import { focusRing } from './focusRing';
import { colors, fonts, motion } from './theme';

/** The upright faces every page's first paint sets text in: the server's HTML preloads them. */
export const firstPaintFonts = [cormorant, jost];

/** The id of the server's page's `<style>` that declares the fonts (see `fontFaces`). */
export const FONT_FACES_ID = 'lux-font-faces';

/**
 * The site's @font-face rules, as plain CSS. The server's page declares them in a `<style>` of its
 * own, outside Emotion: Emotion moves its server-rendered style elements as the page starts, and each
 * time @font-face rules are taken out and put back the browser lays out all the page's text again.
 */
export const fontFaces = `
  @font-face {
    font-family: 'Cormorant Garamond Variable';
    font-style: normal;
    font-weight: 300 700;
    font-display: swap;
    src: url(${cormorant}) format('woff2');
  }
  @font-face {
    font-family: 'Cormorant Garamond Variable';
    font-style: italic;
    font-weight: 300 700;
    font-display: swap;
    src: url(${cormorantItalic}) format('woff2');
  }
  @font-face {
    font-family: 'Jost Variable';
    font-style: normal;
    font-weight: 100 900;
    font-display: swap;
    src: url(${jost}) format('woff2');
  }
`;

const fontFacesStyles = css(fontFaces);

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 96px;
  }
  body {
    margin: 0;
    background: ${colors.ivory};
    color: ${colors.ink};
    font-family: ${fonts.body};
    font-size: 17px;
    font-weight: 350;
    line-height: 1.7;
    /* Cormorant's old-style figures sink and shrink ('11 Nights' reads 'ıı Nights'); our numbers are
       facts (durations, days, dates, prices), so every font sets them as capitals' height figures. */
    font-variant-numeric: lining-nums;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.display};
    font-weight: 500;
    line-height: 1.15;
    letter-spacing: 0.005em;
    margin: 0 0 0.5em;
    /* Headings set large break into lines of even length; smaller ones (card titles) wrap so that no
       word is left alone on the last line, which balancing a short title can do. */
    text-wrap: balance;
  }
  h3,
  h4 {
    text-wrap: pretty;
  }
  p {
    margin: 0 0 1.1em;
  }
  a {
    color: inherit;
  }
  img {
    max-width: 100%;
    display: block;
  }
  button {
    font: inherit;
  }
  /* Every control inherits it; a control that draws its own focus keeps this ring as well. */
  :focus-visible {
    ${focusRing()};
  }
  ${motion.reduced} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  /* On paper a page is its words and pictures. Its controls do nothing there (an accordion's titles are
     headings and stay, a picture that is a button too), nor does a clip: its still shows. What each part
     leaves out or lays out afresh for print is in its own styles. */
  @media print {
    @page {
      margin: 14mm 12mm;
    }
    /* Printed as drawn: a browser saving ink otherwise leaves the shade behind a picture's text out, or
       prints it white over the picture. The page's own ground is left to the paper. */
    html {
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
    }
    body {
      background: none;
    }
    /* Rules with :has apart: a browser without it drops the whole rule it is in. */
    video {
      display: none !important;
    }
    button:not([data-accordion-title]):not(:has(img)) {
      display: none !important;
    }
    h1,
    h2,
    h3,
    h4 {
      break-after: avoid;
    }
    /* A picture is drawn whole on one sheet: the box around it goes with it, or the picture would be
       pushed to the next sheet and over what follows. */
    figure,
    blockquote {
      break-inside: avoid;
    }
    :has(> picture),
    :has(> img) {
      break-inside: avoid;
    }
  }
`;

export function GlobalStyles() {
  // A page the browser renders alone (development, a remote standalone) has no server's fonts.
  const declareFonts = typeof document !== 'undefined' && !document.getElementById(FONT_FACES_ID);
  return <Global styles={declareFonts ? [fontFacesStyles, styles] : styles} />;
}
