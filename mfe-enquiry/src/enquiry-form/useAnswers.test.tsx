import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAnswers } from './useAnswers';

interface Answers {
  full_name: string;
  country_code: string;
  newsletter_signup: boolean;
}

function Form({ onSend }: { onSend: (answers: Answers) => void }) {
  const { answers, text, setAnswer, formRef } = useAnswers<Answers>({
    full_name: '',
    country_code: 'in',
    newsletter_signup: false,
  });
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(answers);
      }}
    >
      <input aria-label="Full name" {...text('full_name')} />
      <select aria-label="Country code" {...text('country_code')}>
        <option value="in">+91</option>
        <option value="uk">+44</option>
      </select>
      <input
        type="checkbox"
        name="newsletter_signup"
        checked={answers.newsletter_signup}
        onChange={(event) => setAnswer('newsletter_signup', event.target.checked)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useAnswers', () => {
  it('takes what was entered into the server-rendered form before it hydrated as its answers', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSend={() => undefined} />);
    // The visitor fills the form in as it paints, before its code has run.
    const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;
    field<HTMLInputElement>('input[aria-label="Full name"]').value = 'Asha Rao';
    field<HTMLSelectElement>('select').value = 'uk';
    field<HTMLInputElement>('input[type="checkbox"]').checked = true;

    const onSend = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Form onSend={onSend} />);
    });
    act(() => field<HTMLButtonElement>('button').click());

    expect(onSend).toHaveBeenCalledWith({
      full_name: 'Asha Rao',
      country_code: 'uk',
      newsletter_signup: true,
    });
    expect(field<HTMLInputElement>('input[aria-label="Full name"]')).toHaveValue('Asha Rao');
    container.remove();
  });
});
