import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatKigaliDateTime, pageCount } from '@sawa/shared/domain';
import { Notice, Pagination, Spinner } from '@sawa/web/ui';
import { ArtworkHistoryDocument, type AuditEntryFieldsFragment, OrderHistoryDocument, VisitHistoryDocument } from '../gql/graphql';
import { TableScroll } from '../lists/TableScroll';

/** Who an entry names, in words. */
export const actorText = (actor: AuditEntryFieldsFragment['actor']) =>
  actor.kind === 'staff'
    ? (actor.name ?? 'A staff member')
    : actor.kind === 'payment'
      ? 'The payment service'
      : actor.kind === 'system'
        ? 'The system'
        : 'A visitor';

/** Entries of the audit log as a table: when, who, what, to what, and each change as before → after. */
export function AuditTable({ entries, caption, showTarget = true }: { entries: AuditEntryFieldsFragment[]; caption: string; showTarget?: boolean }) {
  return (
    <TableScroll label="Audit entries">
      <table className="admin-table admin-audit">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            {showTarget && <th scope="col">Target</th>}
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatKigaliDateTime(entry.at)}</td>
              <td>{actorText(entry.actor)}</td>
              <td>{entry.actionLabel}</td>
              {showTarget && <td>{entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '-'}</td>}
              <td>
                <ul className="admin-audit__changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {change.field}: {change.before ?? '(none)'} → {change.after ?? '(none)'}
                    </li>
                  ))}
                  {entry.details.map((detail) => (
                    <li key={detail.name}>
                      {detail.name}: {detail.value}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const PAGE_SIZE = 10;

/** The history of one artwork, order or studio visit: its own entries of the audit log, newest first, paged. */
export function HistoryPanel({ target }: { target: { artwork: string } | { order: string } | { visit: string } }) {
  const [page, setPage] = useState(1);
  const artwork = useQuery(ArtworkHistoryDocument, {
    variables: { id: 'artwork' in target ? target.artwork : '', page },
    skip: !('artwork' in target),
    fetchPolicy: 'network-only',
  });
  const order = useQuery(OrderHistoryDocument, {
    variables: { number: 'order' in target ? target.order : '', page },
    skip: !('order' in target),
    fetchPolicy: 'network-only',
  });
  const visit = useQuery(VisitHistoryDocument, {
    variables: { reference: 'visit' in target ? target.visit : '', page },
    skip: !('visit' in target),
    fetchPolicy: 'network-only',
  });
  const history = artwork.data?.artworkHistory ?? order.data?.orderHistory ?? visit.data?.visitHistory;
  const error = artwork.error ?? order.error ?? visit.error;
  const loading = artwork.loading || order.loading || visit.loading;
  return (
    <section className="admin-panel admin-history" aria-label="History">
      <h2>History</h2>
      {loading && !history && <Spinner />}
      {error && <Notice tone="error">{error.message}</Notice>}
      {history && history.totalItems === 0 && <p>Nothing recorded yet.</p>}
      {history && history.totalItems > 0 && (
        <>
          <AuditTable entries={history.items} caption={`${history.totalItems} entries`} showTarget={false} />
          <Pagination page={page} totalPages={pageCount(history.totalItems, PAGE_SIZE)} onChange={setPage} label="History pages" />
        </>
      )}
    </section>
  );
}
