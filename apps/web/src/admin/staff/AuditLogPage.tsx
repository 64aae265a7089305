import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@sawa/shared/domain';
import { AuditLogDocument, AuditStaffDocument } from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { AuditTable } from './AuditEntries';

const PAGE_SIZE = 25;

/** The first moment of a day in Kigali (UTC+2, no daylight saving), `days` later, as the server reads a time. */
const kigaliDay = (date: string, days = 0) => new Date(new Date(`${date}T00:00:00+02:00`).getTime() + days * 86_400_000).toISOString();

/** /admin/audit (Owners): who changed what, filtered by person, action, target and date, newest first. */
export function AuditLogPage() {
  const list = useAdminList(AuditLogDocument, {
    pageSize: PAGE_SIZE,
    filters: { actorId: '', action: '', targetType: '', targetId: '', from: '', to: '' },
    total: (d) => d.auditLog.totalItems,
  });
  const staff = useQuery(AuditStaffDocument).data?.staffMembers ?? [];
  const [days, setDays] = useState({ from: '', to: '' });
  const setDay = (key: 'from' | 'to', value: string) => {
    setDays((current) => ({ ...current, [key]: value }));
    list.setFilter(key, value ? kigaliDay(value, key === 'to' ? 1 : 0) : '');
  };
  const select = (key: 'actorId' | 'action' | 'targetType', label: string, options: [string, string][]) => (
    <div className="field admin-search">
      <label htmlFor={`audit-${key}`}>{label}</label>
      <select id={`audit-${key}`} value={list.filters[key]} onChange={(e) => list.setFilter(key, e.target.value)}>
        <option value="">All</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <ListPage
      list={list}
      id="audit"
      title="Audit log"
      intro={
        <div className="admin-filters">
          {select(
            'actorId',
            'Person',
            staff.map((s) => [s.id, s.displayName]),
          )}
          {select('action', 'Action', Object.entries(AUDIT_ACTIONS))}
          {select('targetType', 'Target', Object.entries(AUDIT_TARGETS))}
          <div className="field admin-search">
            <label htmlFor="audit-targetId">Target id, order number or visit reference</label>
            <input id="audit-targetId" maxLength={100} value={list.filters.targetId} onChange={(e) => list.setFilter('targetId', e.target.value.trim())} />
          </div>
          <div className="field admin-search">
            <label htmlFor="audit-from">From (day)</label>
            <input id="audit-from" type="date" value={days.from} onChange={(e) => setDay('from', e.target.value)} />
          </div>
          <div className="field admin-search">
            <label htmlFor="audit-to">To (day)</label>
            <input id="audit-to" type="date" value={days.to} onChange={(e) => setDay('to', e.target.value)} />
          </div>
        </div>
      }
      empty="Nothing recorded matches."
      pagesLabel="Audit log pages"
    >
      {list.data && <AuditTable entries={list.data.auditLog.items} caption={`${list.data.auditLog.totalItems} entries`} />}
    </ListPage>
  );
}
