import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FIELD_LIMITS, formatKigaliDateTime } from '@sawa/shared/domain';
import { ConfirmDialog } from '@sawa/web/ui';
import { AdminCommissionRequestsDocument, DeleteCommissionRequestDocument, UpdateCommissionRequestDocument, type CommissionStatus } from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { COMMISSION_STATUSES } from '../statuses';

const PAGE_SIZE = 10;

/** The commission inbox: each request whole, with its reference image, a status and the staff's notes. */
export function CommissionsInboxPage() {
  const list = useAdminList(AdminCommissionRequestsDocument, {
    pageSize: PAGE_SIZE,
    searchable: true,
    filters: { status: '' },
    total: (d) => d.commissionRequests.totalItems,
  });
  const [save] = useMutation(UpdateCommissionRequestDocument);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [doomed, setDoomed] = useState<{ id: string; name: string; email: string } | null>(null);
  const [remove, { loading: deleting }] = useMutation(DeleteCommissionRequestDocument, {
    // The list (every page and filter) and the dashboard's count of new requests change.
    update: (cache, _result, { variables }) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'commissionRequests' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
      if (variables) cache.evict({ id: cache.identify({ __typename: 'CommissionRequest', id: variables.id }) });
      cache.gc();
    },
  });
  const confirmDelete = async () => {
    if (!doomed) return;
    await list.act(() => remove({ variables: { id: doomed.id } }), `The request from ${doomed.name} was deleted, with its reference image and mail.`);
    setDoomed(null);
  };
  // The answer updates the request in the cache: nothing to reload.
  const update = (id: string, change: { status?: CommissionStatus; notes?: string }) => void list.act(() => save({ variables: { id, ...change } }), 'Saved.');
  return (
    <ListPage
      list={list}
      id="commission"
      title="Commission requests"
      searchLabel="Search requests"
      searchPlaceholder="Name, e-mail or artwork type"
      filters={[{ key: 'status', label: 'Status', options: COMMISSION_STATUSES }]}
      count={(n) => (n === 1 ? '1 request' : `${n} requests`)}
      empty="No commission requests."
      pagesLabel="Request pages"
      dialog={
        <ConfirmDialog
          open={Boolean(doomed)}
          title="Delete this commission request?"
          busy={deleting}
          onCancel={() => setDoomed(null)}
          onConfirm={() => void confirmDelete()}
        >
          <p>
            The request from {doomed?.name} ({doomed?.email}), its reference image and the mail about it are deleted for good. Do this when the sender asks for
            their data to be deleted.
          </p>
        </ConfirmDialog>
      }
    >
      <ul className="admin-cards">
        {list.data?.commissionRequests.items.map((r) => (
          <li key={r.id} className="admin-panel">
            <h2>
              {r.name}: {r.artworkType}, {r.size}
            </h2>
            <p>
              <a href={`mailto:${r.email}`}>{r.email}</a> · {r.phone} · {r.country} · {formatKigaliDateTime(r.createdAt)}
            </p>
            <p>Style: {r.stylePreferences}</p>
            <p className="product__description">{r.message}</p>
            {r.referenceImage && (
              <a href={r.referenceImage.url} target="_blank" rel="noreferrer">
                <img
                  src={r.referenceImage.url}
                  alt={`Reference image sent by ${r.name}`}
                  width="160"
                  height={Math.round((160 * r.referenceImage.height) / r.referenceImage.width)}
                />
              </a>
            )}
            <div className="admin-filters">
              <div className="field">
                <label htmlFor={`status-${r.id}`}>Status</label>
                <select id={`status-${r.id}`} value={r.status} onChange={(e) => update(r.id, { status: e.target.value as CommissionStatus })}>
                  {COMMISSION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`notes-${r.id}`}>Notes</label>
                <textarea
                  id={`notes-${r.id}`}
                  rows={2}
                  maxLength={FIELD_LIMITS.staffNotes}
                  value={notes[r.id] ?? r.notes}
                  onChange={(e) => setNotes((n) => ({ ...n, [r.id]: e.target.value }))}
                />
                <button type="button" className="button button--ghost" onClick={() => update(r.id, { notes: notes[r.id] ?? r.notes })}>
                  Save notes
                </button>
              </div>
            </div>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setDoomed({ id: r.id, name: r.name, email: r.email })}
              aria-label={`Delete the request from ${r.name}`}
            >
              Delete request
            </button>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
