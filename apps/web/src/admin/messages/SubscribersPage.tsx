import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { errorText, FIELD_LIMITS, pageCount } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { AdminSubscribersCsvDocument, AdminSubscribersDocument } from '../../gql/graphql';
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
            </tr>
          </thead>
          <tbody>
            {data.newsletterSubscribers.items.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>{new Date(s.createdAt).toLocaleDateString()}</td>
                <td>{s.subscribed ? 'yes' : 'unsubscribed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} totalPages={data ? pageCount(data.newsletterSubscribers.totalItems, PAGE_SIZE) : 0} onChange={setPage} label="Subscriber pages" />
    </div>
  );
}
