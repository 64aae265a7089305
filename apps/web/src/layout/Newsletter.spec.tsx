import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { SubscribeToNewsletterDocument } from '../gql/graphql';
import { Newsletter } from './Newsletter';

const subscribe = (email: string, result: { data?: unknown; errors?: GraphQLError[] }) => ({
  request: { query: SubscribeToNewsletterDocument, variables: { email } },
  result,
});

function renderNewsletter(mocks: ReturnType<typeof subscribe>[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <Newsletter />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('newsletter sign-up', () => {
  it("on success shows the SPEC success toast 'Subscribed successfully' and empties the field", async () => {
    const user = userEvent.setup();
    renderNewsletter([subscribe('friend@example.org', { data: { subscribeToNewsletter: { __typename: 'NewsletterSubscription', message: 'ok' } } })]);
    await user.type(screen.getByLabelText('Email address'), '  friend@example.org ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Subscribed successfully');
    expect(toast.className).toContain('toast--success');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('');
    expect(screen.queryByText('Failed to subscribe')).toBeNull();
  });

  it("on failure shows the SPEC error toast 'Failed to subscribe' and keeps the address", async () => {
    const user = userEvent.setup();
    renderNewsletter([subscribe('friend@example.org', { errors: [new GraphQLError('Too many requests.')] })]);
    await user.type(screen.getByLabelText('Email address'), 'friend@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Failed to subscribe');
    expect(toast.className).toContain('toast--error');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('friend@example.org');
    expect(screen.queryByText('Subscribed successfully')).toBeNull();
  });

  it('applies the one e-mail rule: an address the server would refuse is stopped at the field, nothing is sent', async () => {
    const user = userEvent.setup();
    renderNewsletter([]);
    const field = screen.getByLabelText<HTMLInputElement>('Email address');
    expect(field.maxLength).toBe(FIELD_LIMITS.newsletter.email);
    await user.type(field, 'a@b.c');
    expect(field.validity.valid).toBe(false);
    expect(field.validationMessage).toBe('Enter a valid e-mail address.');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(field, 'om');
    expect(field.validity.valid).toBe(true);
  });
});
