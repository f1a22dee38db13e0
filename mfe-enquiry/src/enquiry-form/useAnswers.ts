import { useState } from 'react';
import type { ChangeEvent } from 'react';

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The props that bind a text field or select to one answer of a form. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
}

/** A form's answers, and the props that bind a text field or select to one of them. */
export function useAnswers<Answers extends object>(initial: Answers) {
  const [answers, setAnswers] = useState(initial);

  const setAnswer = <Name extends keyof Answers>(name: Name, value: Answers[Name]) =>
    setAnswers((current) => ({ ...current, [name]: value }));

  const text = <Name extends keyof Answers & string>(name: Name): TextBinding => ({
    name,
    value: answers[name] as string,
    onChange: (event: ChangeEvent<TextControl>) => setAnswer(name, event.target.value as Answers[Name]),
  });

  return { answers, setAnswer, text };
}

/** What useAnswers gives a form; a part of a form takes it typed with the answers it binds. */
export type AnswersForm<Answers extends object> = ReturnType<typeof useAnswers<Answers>>;
