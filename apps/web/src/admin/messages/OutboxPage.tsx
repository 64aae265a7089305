import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { formatKigaliDateTime } from '@sawa/shared/domain';
import { AdminOutboxDocument, RetryOutboxMessageDocument, type AdminOutboxQuery } from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { MailWarning } from './MailWarning';
import { OUTBOX_STATUSES } from '../statuses';
import { TableScroll } from '../lists/TableScroll';

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
        <dd>{formatKigaliDateTime(message.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          {message.status}
          {message.sentAt && `, sent ${formatKigaliDateTime(message.sentAt)}`}
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
  const list = useAdminList(AdminOutboxDocument, { pageSize: PAGE_SIZE, filters: { status: '' }, total: (d) => d.outboxMessages.totalItems });
  // The open message is one of this page's: another page or filter closes it.
  const [open, setOpen] = useState<{ id: string; page: number; status: string } | null>(null);
  const openMessage =
    open && open.page === list.page && open.status === list.filters.status ? list.data?.outboxMessages.items.find((m) => m.id === open.id) : undefined;
  const toggle = (id: string) => setOpen(openMessage?.id === id ? null : { id, page: list.page, status: list.filters.status });
  const [retry] = useMutation(RetryOutboxMessageDocument);
  return (
    <ListPage
      list={list}
      id="outbox"
      title="Outbox"
      intro={<MailWarning technical />}
      filters={[{ key: 'status', label: 'Status', options: OUTBOX_STATUSES }]}
      empty="No messages."
      pagesLabel="Outbox pages"
    >
      <TableScroll label="Outbox messages">
        <table className="admin-table">
          <caption>{list.total === 1 ? '1 message' : `${list.total} messages`}</caption>
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
            {list.data?.outboxMessages.items.map((m) => (
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
                    aria-expanded={openMessage?.id === m.id}
                    aria-controls={openMessage?.id === m.id ? 'outbox-message' : undefined}
                    aria-label={`Read: ${m.subject}`}
                    onClick={() => toggle(m.id)}
                  >
                    Read
                  </button>
                  {m.status === 'failed' && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => void list.act(() => retry({ variables: { id: m.id } }), undefined, true)}
                    >
                      Retry
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {openMessage && <MessageDetail key={openMessage.id} message={openMessage} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}
