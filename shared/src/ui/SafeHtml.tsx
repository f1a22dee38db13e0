import DOMPurify from 'dompurify';
import type { WindowLike } from 'dompurify';
import { useMemo } from 'react';

let purifier = DOMPurify;

/** Where there is no DOM (the shell's server), DOMPurify sanitises with this window (jsdom's). */
export function setSanitizerWindow(window: WindowLike) {
  purifier = DOMPurify(window);
}

interface SafeHtmlProps {
  html: string;
  /** Element to render: inline content of a paragraph or list item by default. */
  as?: 'span' | 'p' | 'li' | 'div';
  className?: string;
}

/** Content that carries inline HTML (links, emphasis): sanitised before it reaches the DOM. */
export function SafeHtml({ html, as: Tag = 'span', className }: SafeHtmlProps) {
  const clean = useMemo(() => purifier.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
