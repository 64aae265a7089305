import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorText, FIELD_LIMITS, pageCount } from '@sawa/shared/domain';
import { ConfirmDialog, Pagination } from '@sawa/web/ui';
import { AdminCommissionRequestsDocument, CommissionStatus, DeleteCommissionRequestDocument, UpdateCommissionRequestDocument } from '../../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const STATUSES = Object.values(CommissionStatus);
const PAGE_SIZE = 10;

/** The commission inbox: each request whole, with its reference image, a status and the staff's notes. */
export function CommissionsInboxPage() {
  useAdminTitle('Commission requests');
  const [status, setStatus] = useState<CommissionStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(AdminCommissionRequestsDocument, {
    variables: { page, pageSize: PAGE_SIZE, status: status || null, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useMutation(UpdateCommissionRequestDocument);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
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
    try {
      await remove({ variables: { id: doomed.id } });
      setNotice({ ok: true, text: `The request from ${doomed.name} was deleted, with its reference image and mail.` });
    } catch (e) {
      setNotice({ ok: false, text: errorText((e as Error).message) });
    }
    setDoomed(null);
  };
  const update = async (id: string, change: { status?: CommissionStatus; notes?: string }) => {
    try {
      await save({ variables: { id, ...change } });
      setNotice({ ok: true, text: 'Saved.' });
    } catch (e) {
      setNotice({ ok: false, text: (e as Error).message });
    }
  };
  return (
    <div className="admin-page">
      <h1>Commission requests</h1>
      <div className="field admin-search">
        <label htmlFor="commission-search">Search requests</label>
        <input
          id="commission-search"
          type="search"
          maxLength={FIELD_LIMITS.search}
          placeholder="Name, e-mail or artwork type"
          value={search}
          onChange={(e) => (setSearch(e.target.value), setPage(1))}
        />
      </div>
      <div className="field admin-search">
        <label htmlFor="commission-status">Status</label>
        <select id="commission-status" value={status} onChange={(e) => (setStatus(e.target.value as CommissionStatus | ''), setPage(1))}>
          <option value="">All</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {notice && (
        <p className={`notice ${notice.ok ? 'notice--success' : 'notice--error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {error && <p role="alert">{errorText(error.message)}</p>}
      {loading && !data && <p>Loading...</p>}
      {data && <p className="admin-count">{data.commissionRequests.totalItems} requests</p>}
      <ul className="admin-cards">
        {data?.commissionRequests.items.map((r) => (
          <li key={r.id} className="admin-panel">
            <h2>
              {r.name}: {r.artworkType}, {r.size}
            </h2>
            <p>
              <a href={`mailto:${r.email}`}>{r.email}</a> · {r.phone} · {r.country} · {new Date(r.createdAt).toLocaleString()}
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
                <select id={`status-${r.id}`} value={r.status} onChange={(e) => void update(r.id, { status: e.target.value as CommissionStatus })}>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`notes-${r.id}`}>Notes</label>
                <textarea id={`notes-${r.id}`} rows={2} maxLength={FIELD_LIMITS.staffNotes} value={notes[r.id] ?? r.notes} onChange={(e) => setNotes((n) => ({ ...n, [r.id]: e.target.value }))} />
                <button type="button" className="button button--ghost" onClick={() => void update(r.id, { notes: notes[r.id] ?? r.notes })}>
                  Save notes
                </button>
              </div>
            </div>
            <button type="button" className="button button--ghost" onClick={() => setDoomed({ id: r.id, name: r.name, email: r.email })} aria-label={`Delete the request from ${r.name}`}>
              Delete request
            </button>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data ? pageCount(data.commissionRequests.totalItems, PAGE_SIZE) : 0} onChange={setPage} label="Request pages" />
      <ConfirmDialog open={Boolean(doomed)} title="Delete this commission request?" busy={deleting} onCancel={() => setDoomed(null)} onConfirm={() => void confirmDelete()}>
        <p>
          The request from {doomed?.name} ({doomed?.email}), its reference image and the mail about it are deleted for good. Do this when the sender asks
          for their data to be deleted.
        </p>
      </ConfirmDialog>
    </div>
  );
}
