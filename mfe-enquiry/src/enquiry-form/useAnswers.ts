import { useState } from 'react';
import type { ChangeEvent } from 'react';

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form's answers, and the props that bind a text field or select to one of them. */
export function useAnswers<Answers extends object>(initial: Answers) {
  const [answers, setAnswers] = useState(initial);

  const setAnswer = <Name extends keyof Answers>(name: Name, value: Answers[Name]) =>
    setAnswers((current) => ({ ...current, [name]: value }));

  const text = <Name extends keyof Answers & string>(name: Name) => ({
    name,
    value: answers[name] as string,
    onChange: (event: ChangeEvent<TextControl>) => setAnswer(name, event.target.value as Answers[Name]),
  });

  return { answers, setAnswer, text };
}
