import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, fieldDescription } from './field';
import { Notice } from './notice';

describe('Field', () => {
  it('labels its control, marks a required one, and describes it by its error, else its hint', () => {
    const { rerender } = render(
      <Field id="f-email" label="Email" required hint="We answer within a day.">
        <input id="f-email" aria-describedby={fieldDescription('f-email', undefined, true)} />
      </Field>,
    );
    // The mark is for the eye (aria-hidden): the accessible name is the label's text.
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(document.querySelector('label .required')?.textContent).toBe('*');
    expect(input.getAttribute('aria-describedby')).toBe('f-email-hint');
    expect(document.getElementById('f-email-hint')?.textContent).toBe('We answer within a day.');
    rerender(
      <Field id="f-email" label="Email" required hint="We answer within a day." error="Email is required." full>
        <input id="f-email" aria-describedby={fieldDescription('f-email', 'Email is required.', true)} />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby')).toBe('f-email-error');
    expect(document.getElementById('f-email-error')?.textContent).toBe('Email is required.');
    expect(document.querySelector('.field')?.className).toBe('field field--full');
  });

  it('hides a label only from sight, and takes another layout class', () => {
    render(
      <Field id="n-email" label="Email address" labelHidden className="newsletter__field">
        <input id="n-email" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(screen.getByText('Email address').className).toBe('visually-hidden');
    expect(document.querySelector('.newsletter__field')).toBeTruthy();
  });
});

describe('Notice', () => {
  it('announces an error at once and a success politely, and can be dismissed', async () => {
    const onDismiss = jest.fn();
    const { rerender } = render(<Notice tone="error">It failed.</Notice>);
    expect(screen.getByRole('alert').textContent).toBe('It failed.');
    rerender(
      <Notice tone="success" onDismiss={onDismiss}>
        Saved.
      </Notice>,
    );
    expect(screen.getByRole('status').querySelector('.notice__body')?.textContent).toBe('Saved.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
