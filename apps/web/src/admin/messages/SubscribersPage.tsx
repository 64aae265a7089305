import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { errorText, FIELD_LIMITS, pageCount } from '@sawa/shared/domain';
import { ConfirmDialog, Pagination } from '@sawa/web/ui';
import { AdminSubscribersCsvDocument, AdminSubscribersDocument, DeleteNewsletterSubscriberDocument } from '../../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const PAGE_SIZE = 20;

export function SubscribersPage() {
  useAdminTitle('Newsletter subscribers');
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(AdminSubscribersDocument, {
    variables: { page, pageSize: PAGE_SIZE, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
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
    try {
      await remove({ variables: { id: doomed.id } });
      setNotice({ ok: true, text: `${doomed.email} was deleted.` });
    } catch (e) {
      setNotice({ ok: false, text: errorText((e as Error).message) });
    }
    setDoomed(null);
  };
  const exportCsv = async () => {
    setExportFailure(null);
    try {
      const { data: csv } = await client.query({ query: AdminSubscribersCsvDocument, fetchPolicy: 'network-only' });
      if (!csv) return;
      const url = URL.createObjectURL(new Blob([csv.newsletterSubscribersCsv], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'newsletter-subscribers.csv' });
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      setExportFailure((e as Error).message);
    }
  };
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>Newsletter subscribers</h1>
        <button type="button" className="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      {data && <p className="admin-count">{data.newsletterSubscriberCount} subscribed</p>}
      <div className="field admin-search">
        <label htmlFor="subscriber-search">Search addresses</label>
        <input id="subscriber-search" type="search" maxLength={FIELD_LIMITS.search} value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
      </div>
      {exportFailure && <p role="alert">{errorText(exportFailure)}</p>}
      {notice && (
        <p className={`notice ${notice.ok ? 'notice--success' : 'notice--error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {error && <p role="alert">{errorText(error.message)}</p>}
      {loading && !data && <p>Loading...</p>}
      {data && (
        <table className="admin-table">
          <caption>{data.newsletterSubscribers.totalItems} addresses</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Since</th>
              <th scope="col">Subscribed</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.newsletterSubscribers.items.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>{new Date(s.createdAt).toLocaleDateString()}</td>
                <td>{s.subscribed ? 'yes' : 'unsubscribed'}</td>
                <td>
                  <button type="button" className="button button--ghost" onClick={() => setDoomed({ id: s.id, email: s.email })} aria-label={`Delete ${s.email}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} totalPages={data ? pageCount(data.newsletterSubscribers.totalItems, PAGE_SIZE) : 0} onChange={setPage} label="Subscriber pages" />
      <ConfirmDialog open={Boolean(doomed)} title="Delete this subscriber?" busy={deleting} onCancel={() => setDoomed(null)} onConfirm={() => void confirmDelete()}>
        <p>
          {doomed?.email} and the mail sent to it as a subscriber are deleted for good (unsubscribing only stops the newsletter). Do this when the person
          asks for their data to be deleted.
        </p>
      </ConfirmDialog>
    </div>
  );
}
