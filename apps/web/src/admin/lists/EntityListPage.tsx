import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { errorText, FIELD_LIMITS, MESSAGES, pageCount, TIMINGS } from '@sawa/shared/domain';
import { ConfirmDialog, Pagination, Spinner } from '@sawa/web/ui';
import { evictAfterWrite } from '../cache';
import { ENTITIES, type EntityKey } from '../entities';
import { useAdminTitle } from '../useAdminTitle';

export interface Row {
  id: string;
  name: string;
  detail?: string;
  thumb?: { url: string; width: number; height: number } | null;
}

interface Props<Q> {
  entity: EntityKey;
  query: TypedDocumentNode<Q, { page: number; pageSize: number; search?: string | null }>;
  select: (data: Q) => { total: number; rows: Row[] };
  remove: TypedDocumentNode<unknown, { id: string }>;
}

/** The typename of each list's rows, to evict a deleted one from the cache. */
const TYPENAMES: Record<EntityKey, string> = { art: 'Artwork', artists: 'Artist', categories: 'Category', collections: 'Collection', members: 'TeamMember' };

/** True while loading, and for `holdMs` after each load completes (SPEC §4, §9: the art list's indicator stays on 1 second). */
export function useHeldLoading(loading: boolean, holdMs: number): boolean {
  const [holding, setHolding] = useState(false);
  const [was, setWas] = useState(loading);
  // Set during the render that sees the load finish, so the indicator never blinks off before the hold starts.
  if (was !== loading) {
    setWas(loading);
    if (!loading && holdMs > 0) setHolding(true);
  }
  useEffect(() => {
    if (!holding || loading) return;
    const timer = setTimeout(() => setHolding(false), holdMs);
    return () => clearTimeout(timer);
  }, [holding, loading, holdMs]);
  return loading || holding;
}

/** A server-paged, searchable list with thumbnails, Edit, and Delete behind the SPEC confirmation. */
export function EntityListPage<Q>({ entity, query, select, remove }: Props<Q>) {
  const config = ENTITIES[entity];
  useAdminTitle(config.label);
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [doomed, setDoomed] = useState<Row | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // Typing settles for a moment before the server is asked; a new text starts again at page 1 (and only a new text: the
  // page chosen right after the list opens stays).
  useEffect(() => {
    const next = search.trim();
    if (next === term) return;
    const timer = setTimeout(() => {
      setTerm(next);
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search, term]);
  const { data, loading, error } = useQuery(query, {
    variables: { page, pageSize: config.pageSize, search: term || null },
    fetchPolicy: 'cache-and-network',
  });
  const [runDelete, { loading: deleting }] = useMutation(remove);
  const list = data ? select(data) : undefined;
  // The art list's indicator stays on for a second after each load (SPEC §4); the others show it until the first page arrives.
  const held = useHeldLoading(loading, entity === 'art' ? TIMINGS.artListLoadingHoldMs : 0);
  const showLoading = entity === 'art' ? held : loading && !list;
  // A page that no longer exists (its only row deleted, here or elsewhere): the last page that does.
  const lastPage = list ? Math.max(1, pageCount(list.total, config.pageSize)) : page;
  if (!loading && page > lastPage) setPage(lastPage); // while rendering: React's pattern for state that follows a changing value

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      // The deleted row, the lists and counts that held it are evicted: the list on screen refetches at once, others when next shown.
      await runDelete({
        variables: { id: doomed.id },
        update: (cache) => evictAfterWrite(cache, entity, 'delete', { __typename: TYPENAMES[entity], id: doomed.id }),
      });
      setStatus({ ok: true, text: `${doomed.name} was deleted.` });
    } catch (e) {
      setStatus({ ok: false, text: (e as Error).message });
    }
    setDoomed(null);
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{config.label}</h1>
        <Link to={config.add} className="button">
          Add {config.one}
        </Link>
      </div>
      <div className="field admin-search">
        <label htmlFor="admin-search">Search {config.label.toLowerCase()}</label>
        <input id="admin-search" type="search" maxLength={FIELD_LIMITS.search} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {status && (
        <p className={`notice ${status.ok ? 'notice--success' : 'notice--error'}`} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      {error && <p role="alert">{errorText(error.message)}</p>}
      {showLoading && <Spinner />}
      {list && (
        <>
          <p className="admin-count">{list.total === 1 ? '1 result' : `${list.total} results`}</p>
          <ul className="admin-list">
            {list.rows.map((row) => (
              <li key={row.id} className="admin-row">
                {row.thumb ? <img src={row.thumb.url} alt="" width="64" height="64" loading="lazy" /> : <span className="admin-row__nothumb" />}
                <div className="admin-row__text">
                  <span className="admin-row__name">{row.name}</span>
                  {row.detail && <span className="admin-row__detail">{row.detail}</span>}
                </div>
                <Link to={config.edit(row.id)} className="button button--ghost" aria-label={`Edit ${row.name}`}>
                  Edit
                </Link>
                <button type="button" className="button button--danger" aria-label={`Delete ${row.name}`} onClick={() => setDoomed(row)}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={pageCount(list.total, config.pageSize)} onChange={setPage} label={`${config.label} pages`} />
        </>
      )}
      <ConfirmDialog open={Boolean(doomed)} title={MESSAGES.deleteConfirm.title} busy={deleting} onCancel={() => setDoomed(null)} onConfirm={() => void confirmDelete()}>
        <p>{MESSAGES.deleteConfirm.body}</p>
      </ConfirmDialog>
    </div>
  );
}
