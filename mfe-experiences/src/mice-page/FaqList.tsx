import type { Faq } from '@lux/shared';
import { Accordion, Button, Paragraphs } from '@lux/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { More } from './FaqList.styles';

/** SPEC 9: five questions first, five more with each Load more. */
export const FAQ_PAGE_SIZE = 5;

/**
 * Questions as an accordion, five at a time. 'Load more FAQs' shows the next five and moves focus to the
 * first of them, so a keyboard or screen reader visitor reads on from there; it goes once all are shown.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  const [shown, setShown] = useState(FAQ_PAGE_SIZE);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (firstNew.current === null) return;
    const questions = listRef.current?.querySelectorAll<HTMLButtonElement>('button[aria-expanded]');
    questions?.[firstNew.current]?.focus();
    firstNew.current = null;
  }, [shown]);

  const items = faqs.slice(0, shown).map((faq) => ({
    id: String(faq.id),
    title: faq.question,
    content: <Paragraphs text={faq.answer} />,
  }));

  return (
    <>
      <div ref={listRef}>
        <Accordion items={items} />
      </div>
      {shown < faqs.length && (
        <More>
          <Button
            type="button"
            data-variant="outline"
            onClick={() => {
              firstNew.current = shown;
              setShown(shown + FAQ_PAGE_SIZE);
            }}
          >
            Load more FAQs
          </Button>
        </More>
      )}
    </>
  );
}
