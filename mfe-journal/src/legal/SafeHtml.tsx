import { sanitizerWindow } from '@lux/shared';
import DOMPurify, { type WindowLike } from 'dompurify';
import { useMemo } from 'react';

// DOMPurify is bundled here, with the legal pages that show inline HTML, not in the kit every page loads.
let purifier: ReturnType<typeof DOMPurify> | undefined;

interface SafeHtmlProps {
  html: string;
  /** Element to render: inline content of a paragraph or list item by default. */
  as?: 'span' | 'p' | 'li' | 'div';
  className?: string;
}

/** Content that carries inline HTML (links, emphasis): sanitised before it reaches the DOM. */
export function SafeHtml({ html, as: Tag = 'span', className }: SafeHtmlProps) {
  const clean = useMemo(() => {
    purifier ??= DOMPurify(sanitizerWindow() as unknown as WindowLike);
    return purifier.sanitize(html, { USE_PROFILES: { html: true } });
  }, [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
