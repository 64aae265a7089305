import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorText, pageCount } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { AdminOutboxDocument, RetryOutboxMessageDocument, type OutboxStatus } from '../../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const PAGE_SIZE = 20;

/** Outgoing mail: what waits, what went, what failed (and can be queued again). */
export function OutboxPage() {
  useAdminTitle('Outbox');
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminOutboxDocument, {
    variables: { page, pageSize: PAGE_SIZE, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const [retry] = useMutation(RetryOutboxMessageDocument);
  return (
    <div className="admin-page">
      <h1>Outbox</h1>
      <div className="field admin-search">
        <label htmlFor="outbox-status">Status</label>
        <select id="outbox-status" value={status} onChange={(e) => (setStatus(e.target.value as OutboxStatus | ''), setPage(1))}>
          <option value="">All</option>
          <option value="pending">pending</option>
          <option value="sent">sent</option>
          <option value="failed">failed</option>
        </select>
      </div>
      {error && <p role="alert">{errorText(error.message)}</p>}
      {loading && !data && <p>Loading...</p>}
      {data && (
        <table className="admin-table">
          <caption>{data.outboxMessages.totalItems} messages</caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.outboxMessages.items.map((m) => (
              <tr key={m.id}>
                <td>{m.to}</td>
                <td>
                  {m.subject}
                  {m.attachmentNames.length > 0 && ` (${m.attachmentNames.join(', ')})`}
                </td>
                <td>
                  {m.status}
                  {m.lastError && <span className="admin-row__detail"> {m.lastError}</span>}
                </td>
                <td>{m.attempts}</td>
                <td>
                  {m.status === 'failed' && (
                    <button type="button" className="button button--ghost" onClick={async () => (await retry({ variables: { id: m.id } }), await refetch())}>
                      Retry
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} totalPages={data ? pageCount(data.outboxMessages.totalItems, PAGE_SIZE) : 0} onChange={setPage} label="Outbox pages" />
    </div>
  );
}
