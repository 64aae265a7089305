import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorText, pageCount } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { AdminOutboxDocument, RetryOutboxMessageDocument, type AdminOutboxQuery, OutboxStatus } from '../../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const PAGE_SIZE = 20;

type OutboxMessage = AdminOutboxQuery['outboxMessages']['items'][number];

/**
 * One message whole, as it will be (or was) sent: without SMTP_URL this is how the staff read the
 * mail waiting in the outbox. The HTML is shown in a sandboxed frame (no scripts, no same-origin
 * access, nothing it can do to the back office); the text version beside it.
 */
function MessageDetail({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const [view, setView] = useState<'text' | 'html'>('text');
  return (
    <section className="admin-panel" id="outbox-message" aria-labelledby="outbox-message-title">
      <div className="admin-page__head">
        <h2 id="outbox-message-title">{message.subject}</h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="outbox-message__headers">
        <dt>To</dt>
        <dd>{message.to}</dd>
        {message.replyTo && (
          <>
            <dt>Reply to</dt>
            <dd>{message.replyTo}</dd>
          </>
        )}
        <dt>Written</dt>
        <dd>{new Date(message.createdAt).toLocaleString()}</dd>
        <dt>Status</dt>
        <dd>
          {message.status}
          {message.sentAt && `, sent ${new Date(message.sentAt).toLocaleString()}`}
        </dd>
        {message.attachmentNames.length > 0 && (
          <>
            <dt>Attachments</dt>
            <dd>{message.attachmentNames.join(', ')}</dd>
          </>
        )}
      </dl>
      <div role="group" aria-label="Version of the message" className="admin-filters">
        <button type="button" className={`button ${view === 'text' ? '' : 'button--ghost'}`} aria-pressed={view === 'text'} onClick={() => setView('text')}>
          Text
        </button>
        <button type="button" className={`button ${view === 'html' ? '' : 'button--ghost'}`} aria-pressed={view === 'html'} onClick={() => setView('html')}>
          HTML
        </button>
      </div>
      {view === 'text' ? (
        <pre className="outbox-message__text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
          {message.text}
        </pre>
      ) : (
        // sandbox="" : no scripts, no forms, no top navigation, an opaque origin. srcDoc: nothing is fetched to show it.
        <iframe
          title={`HTML version of: ${message.subject}`}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={message.html}
          style={{ width: '100%', height: '32rem', border: '1px solid currentColor', background: '#fff' }}
        />
      )}
    </section>
  );
}

/** Outgoing mail: what waits, what went, what failed (and can be queued again); each message can be read whole. */
export function OutboxPage() {
  useAdminTitle('Outbox');
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminOutboxDocument, {
    variables: { page, pageSize: PAGE_SIZE, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const [retry] = useMutation(RetryOutboxMessageDocument);
  const [retryFailure, setRetryFailure] = useState<string | null>(null);
  const retryMessage = async (id: string) => {
    setRetryFailure(null);
    try {
      await retry({ variables: { id } });
      await refetch();
    } catch (e) {
      setRetryFailure((e as Error).message);
    }
  };
  const open = data?.outboxMessages.items.find((m) => m.id === openId);
  return (
    <div className="admin-page">
      <h1>Outbox</h1>
      <div className="field admin-search">
        <label htmlFor="outbox-status">Status</label>
        <select id="outbox-status" value={status} onChange={(e) => (setStatus(e.target.value as OutboxStatus | ''), setPage(1), setOpenId(null))}>
          <option value="">All</option>
          {Object.values(OutboxStatus).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {error && <p role="alert">{errorText(error.message)}</p>}
      {retryFailure && <p role="alert">{errorText(retryFailure)}</p>}
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
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-expanded={openId === m.id}
                    aria-controls={openId === m.id ? 'outbox-message' : undefined}
                    aria-label={`Read: ${m.subject}`}
                    onClick={() => setOpenId(openId === m.id ? null : m.id)}
                  >
                    Read
                  </button>
                  {m.status === 'failed' && (
                    <button type="button" className="button button--ghost" onClick={() => void retryMessage(m.id)}>
                      Retry
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && <MessageDetail key={open.id} message={open} onClose={() => setOpenId(null)} />}
      <Pagination
        page={page}
        totalPages={data ? pageCount(data.outboxMessages.totalItems, PAGE_SIZE) : 0}
        onChange={(p) => (setPage(p), setOpenId(null))}
        label="Outbox pages"
      />
    </div>
  );
}
