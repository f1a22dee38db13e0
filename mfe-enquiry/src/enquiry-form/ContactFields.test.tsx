import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFields, emptyContactAnswers } from './ContactFields';
import { useAnswers } from './useAnswers';

/** A form holding only the contact answers, showing them as it would send them. */
function ContactForm({ variant }: { variant: 'page' | 'modal' }) {
  const form = useAnswers(emptyContactAnswers);
  return (
    <form aria-label="Contact">
      <ContactFields form={form} variant={variant} />
      <output>{JSON.stringify(form.answers)}</output>
    </form>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const countryCode = () => screen.getByRole('combobox', { name: 'Country code' });

describe('ContactFields', () => {
  it('asks for a full name and an email (both required), a dialling code (+91 first) and a phone', () => {
    render(<ContactForm variant="page" />);

    expect(textbox('Full name')).toBeRequired();
    expect(textbox('Full name')).toHaveAttribute('name', 'full_name');
    expect(textbox('Email')).toBeRequired();
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Phone (optional)')).not.toBeRequired();
    expect(textbox('Phone (optional)')).toHaveAttribute('type', 'tel');
    expect(countryCode()).toBeRequired();
    expect(countryCode()).toHaveValue('in');
    expect(
      within(countryCode())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['+91 India', '+44 United Kingdom', '+1 United States']);
  });

  it('keeps what the visitor enters as the form’s answers', async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="page" />);

    await user.type(textbox('Full name'), 'Isabel Hart');
    await user.type(textbox('Email'), 'isabel@example.com');
    await user.selectOptions(countryCode(), 'uk');
    await user.type(textbox('Phone (optional)'), '7700 900123');

    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      full_name: 'Isabel Hart',
      email: 'isabel@example.com',
      country_code: 'uk',
      phone: '7700 900123',
    });
  });

  it('has no placeholders on the page, where the labels say enough', () => {
    render(<ContactForm variant="page" />);

    for (const name of ['Full name', 'Email', 'Phone (optional)'])
      expect(textbox(name)).not.toHaveAttribute('placeholder');
    expect(textbox('Full name')).not.toHaveFocus();
  });

  it('says what to type in the modal, and starts at the name', () => {
    render(<ContactForm variant="modal" />);

    expect(textbox('Full name')).toHaveAttribute('placeholder', 'Enter your full name');
    expect(textbox('Email')).toHaveAttribute('placeholder', 'Enter your email address');
    expect(textbox('Phone (optional)')).toHaveAttribute('placeholder', 'Enter your phone number');
    expect(textbox('Full name')).toHaveFocus();
  });
});
