import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSubscribersDocument, DeleteNewsletterSubscriberDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { SubscribersPage } from './SubscribersPage';

const subscriber = (id: string, email: string, subscribed = true) => ({
  __typename: 'NewsletterSubscriber',
  id,
  email,
  subscribed,
  createdAt: '2026-11-23T08:00:00.000Z',
});
const LEAVING = subscriber('00000000-0000-4000-8000-000000000011', 'leaving@example.org', false);
const STAYING = subscriber('00000000-0000-4000-8000-000000000012', 'staying@example.org');
const list = (items: ReturnType<typeof subscriber>[]) => ({
  request: { query: AdminSubscribersDocument, variables: { page: 1, pageSize: 20, search: null } },
  result: {
    data: {
      newsletterSubscribers: { __typename: 'NewsletterSubscriberList', totalItems: items.length, items },
      newsletterSubscriberCount: items.filter((s) => s.subscribed).length,
    },
  },
});

describe('Newsletter subscribers (back office): deleting an address on request', () => {
  it('asks first, deletes only after confirmation, and the list and count follow', async () => {
    const user = userEvent.setup();
    let deleted = 0;
    renderAdmin(
      '/admin/subscribers',
      { '/admin/subscribers': <SubscribersPage /> },
      {
        mocks: [
          list([LEAVING, STAYING]),
          {
            request: { query: DeleteNewsletterSubscriberDocument, variables: { id: LEAVING.id } },
            result: () => ((deleted += 1), { data: { deleteNewsletterSubscriber: true } }),
          },
          list([STAYING]),
        ],
      },
    );
    const table = await screen.findByRole('table', { name: '2 addresses' });
    await user.click(within(table).getByRole('button', { name: 'Delete leaving@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this subscriber?' });
    expect(dialog.textContent).toContain('leaving@example.org and the mail sent to it as a subscriber are deleted for good');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toBe(0);

    await user.click(within(table).getByRole('button', { name: 'Delete leaving@example.org' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('leaving@example.org was deleted.')).toBeTruthy();
    expect(deleted).toBe(1);
    const after = await screen.findByRole('table', { name: '1 address' });
    await waitFor(() => expect(within(after).queryByText('leaving@example.org')).toBeNull());
    expect(within(after).getByText('staying@example.org')).toBeTruthy();
    expect(screen.getByText('1 subscribed')).toBeTruthy();
  });
});
