import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '@sawa/web/ui';
import { formatKigaliDate } from '@sawa/shared/domain';
import { AdminSubscribersCsvDocument, AdminSubscribersDocument, DeleteNewsletterSubscriberDocument } from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { TableScroll } from '../lists/TableScroll';

const PAGE_SIZE = 20;

export function SubscribersPage() {
  const client = useApolloClient();
  const list = useAdminList(AdminSubscribersDocument, { pageSize: PAGE_SIZE, searchable: true, total: (d) => d.newsletterSubscribers.totalItems });
  const [doomed, setDoomed] = useState<{ id: string; email: string } | null>(null);
  const [remove, { loading: deleting }] = useMutation(DeleteNewsletterSubscriberDocument, {
    // Every page and search of the list, and the counts (this page's and the dashboard's), change.
    update: (cache, _result, { variables }) => {
      for (const fieldName of ['newsletterSubscribers', 'newsletterSubscriberCount', 'dashboard']) cache.evict({ id: 'ROOT_QUERY', fieldName });
      if (variables) cache.evict({ id: cache.identify({ __typename: 'NewsletterSubscriber', id: variables.id }) });
      cache.gc();
    },
  });
  const confirmDelete = async () => {
    if (!doomed) return;
    await list.act(() => remove({ variables: { id: doomed.id } }), `${doomed.email} was deleted.`);
    setDoomed(null);
  };
  const exportCsv = () =>
    list.act(async () => {
      const { data: csv } = await client.query({ query: AdminSubscribersCsvDocument, fetchPolicy: 'network-only' });
      if (!csv) return;
      const url = URL.createObjectURL(new Blob([csv.newsletterSubscribersCsv], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'newsletter-subscribers.csv' });
      link.click();
      URL.revokeObjectURL(url);
    });
  return (
    <ListPage
      list={list}
      id="subscriber"
      title="Newsletter subscribers"
      actions={
        <button type="button" className="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      }
      intro={list.data && <p className="admin-count">{list.data.newsletterSubscriberCount} subscribed</p>}
      searchLabel="Search addresses"
      empty="No subscribers."
      pagesLabel="Subscriber pages"
      dialog={
        <ConfirmDialog
          open={Boolean(doomed)}
          title="Delete this subscriber?"
          busy={deleting}
          onCancel={() => setDoomed(null)}
          onConfirm={() => void confirmDelete()}
        >
          <p>
            {doomed?.email} and the mail sent to it as a subscriber are deleted for good (unsubscribing only stops the newsletter). Do this when the person asks
            for their data to be deleted.
          </p>
        </ConfirmDialog>
      }
    >
      <TableScroll label="Subscribers">
        <table className="admin-table">
          <caption>{list.total === 1 ? '1 address' : `${list.total} addresses`}</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Since</th>
              <th scope="col">Subscribed</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.newsletterSubscribers.items.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>{formatKigaliDate(s.createdAt)}</td>
                <td>{s.subscribed ? 'yes' : 'unsubscribed'}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setDoomed({ id: s.id, email: s.email })}
                    aria-label={`Delete ${s.email}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </ListPage>
  );
}
