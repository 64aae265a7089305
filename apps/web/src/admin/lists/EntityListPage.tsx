import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { MESSAGES, TIMINGS } from '@sawa/shared/domain';
import { ConfirmDialog } from '@sawa/web/ui';
import { evictAfterWrite } from '../cache';
import { ENTITIES, type EntityKey } from '../entities';
import { ListPage, useAdminList } from './list-shell';

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
  const list = useAdminList(query, { pageSize: config.pageSize, searchable: true, total: (d) => select(d).total });
  const [doomed, setDoomed] = useState<Row | null>(null);
  const [runDelete, { loading: deleting }] = useMutation(remove);
  // The art list's indicator stays on for a second after each load (SPEC §4); the others show it until the first page arrives.
  const held = useHeldLoading(list.loading, entity === 'art' ? TIMINGS.artListLoadingHoldMs : 0);

  const confirmDelete = async () => {
    if (!doomed) return;
    // The deleted row, the lists and counts that held it are evicted: the list on screen refetches at once, others when next shown.
    await list.act(
      () =>
        runDelete({
          variables: { id: doomed.id },
          update: (cache) => evictAfterWrite(cache, entity, 'delete', { __typename: TYPENAMES[entity], id: doomed.id }),
        }),
      `${doomed.name} was deleted.`,
    );
    setDoomed(null);
  };

  return (
    <ListPage
      list={list}
      id={entity}
      title={config.label}
      actions={
        <Link to={config.add} className="button">
          Add {config.one}
        </Link>
      }
      searchLabel={`Search ${config.label.toLowerCase()}`}
      count={(n) => (n === 1 ? '1 result' : `${n} results`)}
      empty={`No ${config.label.toLowerCase()} found.`}
      pagesLabel={`${config.label} pages`}
      showLoading={entity === 'art' ? held : undefined}
      dialog={
        <ConfirmDialog
          open={Boolean(doomed)}
          title={MESSAGES.deleteConfirm.title}
          busy={deleting}
          onCancel={() => setDoomed(null)}
          onConfirm={() => void confirmDelete()}
        >
          {/* What is deleted, named (the SPEC's sentence alone never says which). */}
          <p className="confirm-dialog__subject">
            {config.one[0].toUpperCase() + config.one.slice(1)}: <strong>{doomed?.name}</strong>
          </p>
          <p>{MESSAGES.deleteConfirm.body}</p>
        </ConfirmDialog>
      }
    >
      <ul className="admin-list">
        {list.data &&
          select(list.data).rows.map((row) => (
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
    </ListPage>
  );
}
