import { HUMAN_ERRORS } from '@sawa/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminCommissionRequestsDocument, DeleteCommissionRequestDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { CommissionsInboxPage } from './CommissionsInboxPage';

const request = (id: string, name: string, email: string) => ({
  __typename: 'CommissionRequest',
  id,
  name,
  email,
  phone: '+250 788 123 456',
  country: 'Rwanda',
  artworkType: 'Painting',
  size: '60 x 90 cm',
  stylePreferences: 'Warm colours',
  message: 'A golden monkey in bamboo.',
  status: 'new',
  notes: '',
  createdAt: '2026-11-23T08:00:00.000Z',
  referenceImage: null,
});
const GRACE = request('00000000-0000-4000-8000-000000000001', 'Grace Uwimana', 'grace@example.org');
const ERIC = request('00000000-0000-4000-8000-000000000002', 'Eric Habimana', 'eric@example.org');
const list = (items: unknown[]) => ({
  request: { query: AdminCommissionRequestsDocument, variables: { page: 1, pageSize: 10, status: null, search: null } },
  result: { data: { commissionRequests: { __typename: 'CommissionRequestList', totalItems: items.length, items } } },
});

describe('Commission inbox (back office): deleting a request on request of its sender', () => {
  it('asks first, deletes only after confirmation, and the list no longer shows it', async () => {
    const user = userEvent.setup();
    let deleted = 0;
    renderAdmin(
      '/admin/commissions',
      { '/admin/commissions': <CommissionsInboxPage /> },
      {
        mocks: [
          list([GRACE, ERIC]),
          {
            request: { query: DeleteCommissionRequestDocument, variables: { id: GRACE.id } },
            result: () => ((deleted += 1), { data: { deleteCommissionRequest: true } }),
          },
          list([ERIC]),
        ],
      },
    );
    await screen.findByText('2 requests');

    await user.click(screen.getByRole('button', { name: 'Delete the request from Grace Uwimana' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this commission request?' });
    expect(dialog.textContent).toContain('Grace Uwimana (grace@example.org), its reference image and the mail about it are deleted for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete the request from Grace Uwimana' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The request from Grace Uwimana was deleted, with its reference image and mail.')).toBeTruthy();
    expect(deleted).toBe(1);
    await screen.findByText('1 request');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Grace Uwimana/ })).toBeNull());
    expect(screen.getByRole('heading', { name: /Eric Habimana/ })).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderAdmin(
      '/admin/commissions',
      { '/admin/commissions': <CommissionsInboxPage /> },
      {
        mocks: [
          list([GRACE]),
          {
            request: { query: DeleteCommissionRequestDocument, variables: { id: GRACE.id } },
            result: { errors: [{ message: `No commission request found with id ${GRACE.id}` }] },
          },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete the request from Grace Uwimana' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(HUMAN_ERRORS.gone); // never the id
  });
});
