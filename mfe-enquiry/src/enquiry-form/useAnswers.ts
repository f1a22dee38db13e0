import { useCallback, useState } from 'react';
import type { ChangeEvent } from 'react';

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The props that bind a text field or select to one answer of a form. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
}

/** What the form's field called `name` holds now, or `answer` if it has no such field. */
function fieldAnswer(form: HTMLFormElement, name: string, answer: unknown): unknown {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
  ) {
    return field.value;
  }
  return answer;
}

/**
 * A form's answers, the props that bind a text field or select to one of them, and `formRef`, the
 * form's ref: a form the server rendered can be filled in before its code runs, and it takes what its
 * fields hold then as its answers once hydrated, so nothing typed early is lost.
 */
export function useAnswers<Answers extends object>(initial: Answers) {
  const [answers, setAnswers] = useState(initial);

  const setAnswer = <Name extends keyof Answers>(name: Name, value: Answers[Name]) =>
    setAnswers((current) => ({ ...current, [name]: value }));

  const text = <Name extends keyof Answers & string>(name: Name): TextBinding => ({
    name,
    value: answers[name] as string,
    onChange: (event: ChangeEvent<TextControl>) => setAnswer(name, event.target.value as Answers[Name]),
  });

  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    setAnswers((current) => {
      const held = Object.entries(current).map(([name, answer]) => [name, fieldAnswer(form, name, answer)]);
      const changed = held.some(([name, answer]) => current[name as keyof Answers] !== answer);
      return changed ? (Object.fromEntries(held) as Answers) : current;
    });
  }, []);

  return { answers, setAnswer, text, formRef };
}

/** What useAnswers gives a form; a part of a form takes it typed with the answers it binds. */
export type AnswersForm<Answers extends object> = ReturnType<typeof useAnswers<Answers>>;
