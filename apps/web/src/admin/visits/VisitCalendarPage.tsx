import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { addDays, formatShortVisitDay, formatVisitDay, isCalendarDate, kigaliToday, weekdayOf } from '@sawa/shared/domain';
import {
  BlockVisitSlotDocument,
  CancelStudioVisitDocument,
  MarkVisitAttendedDocument,
  MarkVisitNoShowDocument,
  MoveVisitDocument,
  RecordWalkInDocument,
  VisitCalendarDocument,
  type VisitCalendarQuery,
} from '../gql/graphql';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import { useAdminTitle } from '../useAdminTitle';
import { TableScroll } from '../lists/TableScroll';

type Slot = VisitCalendarQuery['visitCalendar'][number];
type Visit = Slot['visits'][number];

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const STATUS_LABEL: Record<string, string> = { pending: 'waiting for payment', paid: 'paid', attended: 'attended', no_show: 'no-show' };

/**
 * The studio's calendar of visits (Kigali days): a day with each time's booked and free places and who
 * comes (names, party sizes), or a week at a glance. On a day the studio blocks or opens a time, records
 * a walk-in (today), moves a visit, cancels it, and marks it attended or no-show.
 */
export function VisitCalendarPage() {
  useAdminTitle('Visit calendar');
  const [search, setSearch] = useSearchParams();
  const today = kigaliToday();
  const date = isCalendarDate(search.get('date')) ? (search.get('date') as string) : today;
  const view = search.get('view') === 'week' ? 'week' : 'day';
  const from = view === 'week' ? addDays(date, 1 - weekdayOf(date)) : date;
  const to = view === 'week' ? addDays(from, 6) : date;
  const { data, loading, error, refetch } = useQuery(VisitCalendarDocument, { variables: { from, to }, fetchPolicy: 'network-only' });
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const go = (next: { date?: string; view?: 'day' | 'week' }) => setSearch({ date: next.date ?? date, view: next.view ?? view }, { preventScrollReset: true });
  const act = async (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text: done });
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
    await refetch();
  };
  const slots = data?.visitCalendar ?? [];
  const step = view === 'week' ? 7 : 1;

  return (
    <section className="admin-page visit-calendar" aria-labelledby="visit-calendar-title">
      <h1 id="visit-calendar-title">Visit calendar</h1>
      <div className="admin-toolbar">
        <div role="group" aria-label="View">
          <button type="button" className="button button--ghost" aria-pressed={view === 'day'} onClick={() => go({ view: 'day' })}>
            Day
          </button>
          <button type="button" className="button button--ghost" aria-pressed={view === 'week'} onClick={() => go({ view: 'week' })}>
            Week
          </button>
        </div>
        <button type="button" className="button button--ghost" onClick={() => go({ date: addDays(date, -step) })}>
          {view === 'week' ? 'Previous week' : 'Previous day'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => go({ date: today })}>
          Today
        </button>
        <button type="button" className="button button--ghost" onClick={() => go({ date: addDays(date, step) })}>
          {view === 'week' ? 'Next week' : 'Next day'}
        </button>
        <label>
          Date <input type="date" value={date} onChange={(e) => isCalendarDate(e.target.value) && go({ date: e.target.value })} />
        </label>
      </div>
      <h2>{view === 'week' ? `Week of ${formatVisitDay(from)}` : formatVisitDay(date)} (Kigali time)</h2>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {error && <Notice tone="error">Error: {error.message}</Notice>}
      {loading && !data && <p>Loading...</p>}
      {data && view === 'week' && <WeekView from={from} slots={slots} onOpenDay={(day) => go({ date: day, view: 'day' })} />}
      {data && view === 'day' && <DayView date={date} today={today} slots={slots} act={act} />}
    </section>
  );
}

/** Seven days at a glance: each time with its places and who comes; a day opens its day view. */
function WeekView({ from, slots, onOpenDay }: { from: string; slots: Slot[]; onOpenDay: (day: string) => void }) {
  return (
    <div className="visit-week">
      {Array.from({ length: 7 }, (_, i) => addDays(from, i)).map((day) => {
        const times = slots.filter((s) => s.date === day);
        return (
          <section key={day} className="admin-panel visit-week__day" aria-label={formatVisitDay(day)}>
            <h3>
              <button type="button" className="text-link" onClick={() => onOpenDay(day)}>
                {formatShortVisitDay(day)}
              </button>
            </h3>
            {times.length === 0 ? (
              <p className="admin-row__detail">No visits (closed).</p>
            ) : (
              <ul>
                {times.map((slot) => (
                  <li key={slot.startsAt}>
                    <strong>{slot.time}</strong> · {slot.taken} of {slot.capacity} booked{slot.blocked ? ' · blocked' : ''}
                    {slot.visits.length > 0 && (
                      <span className="admin-row__detail">{slot.visits.map((v) => `${v.name ?? v.reference} (${v.partySize})`).join(', ')}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** One day: each time with its places and visits, and what the studio can do there. */
function DayView({
  date,
  today,
  slots,
  act,
}: {
  date: string;
  today: string;
  slots: Slot[];
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const [block] = useMutation(BlockVisitSlotDocument);
  const [attended] = useMutation(MarkVisitAttendedDocument);
  const [noShow] = useMutation(MarkVisitNoShowDocument);
  const [cancel] = useMutation(CancelStudioVisitDocument);
  if (!slots.length) return <p>No visit times on this day (closed, or no weekly slot).</p>;
  return (
    <ul className="admin-cards">
      {slots.map((slot) => (
        <li key={slot.startsAt} className="admin-panel visit-slot">
          <h3>
            {slot.time} · {slot.taken} of {slot.capacity} booked · {slot.free} free
            {slot.blocked && <span className="admin-status admin-status--refund"> · Blocked</span>}
            {slot.extra && <span className="admin-row__detail"> one-off</span>}
          </h3>
          {slot.visits.length === 0 ? (
            <p className="admin-row__detail">Nobody booked yet.</p>
          ) : (
            <TableScroll label={`Visits at ${slot.time}`}>
              <table className="admin-table">
                <caption className="visually-hidden">Visits at {slot.time}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">People</th>
                    <th scope="col">Status</th>
                    <th scope="col">Contact</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {slot.visits.map((visit) => (
                    <tr key={visit.reference}>
                      <td>
                        {visit.name ?? '-'}
                        <span className="admin-row__detail">{visit.reference}</span>
                      </td>
                      <td>{visit.partySize}</td>
                      <td>
                        {STATUS_LABEL[visit.status] ?? visit.status}
                        {visit.source === 'walk_in' && ' (walk-in)'}
                        {visit.testPayment && ' (test payment)'}
                      </td>
                      <td>{[visit.email, visit.phone].filter(Boolean).join(' · ') || '-'}</td>
                      <td>
                        <div className="admin-actions">
                          {date <= today && (visit.status === 'paid' || visit.status === 'no_show') && (
                            <button
                              type="button"
                              className="button button--ghost"
                              onClick={() => void act(() => attended({ variables: { reference: visit.reference } }), `${visitName(visit)} attended.`)}
                            >
                              Attended
                            </button>
                          )}
                          {date <= today && (visit.status === 'paid' || visit.status === 'attended') && visit.source === 'online' && (
                            <button
                              type="button"
                              className="button button--ghost"
                              onClick={() => void act(() => noShow({ variables: { reference: visit.reference } }), `${visitName(visit)}: no-show.`)}
                            >
                              No-show
                            </button>
                          )}
                          {(visit.status === 'paid' || visit.status === 'pending') && <MoveVisit visit={visit} date={date} act={act} />}
                          {(visit.status === 'paid' || visit.status === 'pending') && (
                            <button
                              type="button"
                              className="button button--ghost"
                              onClick={() => void act(() => cancel({ variables: { reference: visit.reference } }), `${visitName(visit)}'s visit is cancelled.`)}
                            >
                              Cancel
                            </button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <div className="admin-actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void act(
                  () => block({ variables: { startsAt: slot.startsAt, blocked: !slot.blocked } }),
                  slot.blocked ? `${slot.time} is open to bookings again.` : `${slot.time} is blocked to new bookings.`,
                )
              }
            >
              {slot.blocked ? `Open ${slot.time}` : `Block ${slot.time}`}
            </button>
            {date === today && <WalkIn slot={slot} act={act} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

const visitName = (visit: Visit) => visit.name ?? visit.reference;

/** Records people who came without booking, against the time's places. */
function WalkIn({ slot, act }: { slot: Slot; act: (work: () => Promise<unknown>, done: string) => Promise<void> }) {
  const [record] = useMutation(RecordWalkInDocument);
  const [partySize, setPartySize] = useState(1);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(
      () => record({ variables: { startsAt: slot.startsAt, partySize, name: name.trim() || null } }),
      `Walk-in of ${people(partySize)} recorded at ${slot.time}.`,
    ).then(() => {
      setName('');
      setPartySize(1);
    });
  };
  const id = `walk-in-${slot.time.replace(':', '')}`;
  return (
    <form className="visit-walk-in" onSubmit={submit} aria-label={`Walk-in at ${slot.time}`}>
      <label htmlFor={`${id}-party`}>People</label>
      <input id={`${id}-party`} type="number" min={1} max={slot.capacity} value={partySize} onChange={(e) => setPartySize(Number(e.target.value))} />
      <label htmlFor={`${id}-name`}>Name (optional)</label>
      <input id={`${id}-name`} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button button--ghost">
        Record walk-in
      </button>
    </form>
  );
}

/** Moves a visit to a time of a day chosen here (that day's times with room for the party). */
function MoveVisit({ visit, date, act }: { visit: Visit; date: string; act: (work: () => Promise<unknown>, done: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(date);
  const [target, setTarget] = useState('');
  const [move] = useMutation(MoveVisitDocument);
  const { data } = useQuery(VisitCalendarDocument, { variables: { from: day, to: day }, skip: !open, fetchPolicy: 'network-only' });
  if (!open)
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        Move
      </button>
    );
  const options = (data?.visitCalendar ?? []).filter((s) => s.visits.every((v) => v.reference !== visit.reference) && s.capacity - s.taken >= visit.partySize);
  const id = `move-${visit.reference}`;
  return (
    <form
      className="visit-move"
      aria-label={`Move ${visitName(visit)}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (target)
          void act(() => move({ variables: { reference: visit.reference, startsAt: target } }), `${visitName(visit)}'s visit is moved; the visitor is told.`);
      }}
    >
      <label htmlFor={`${id}-day`}>Day</label>
      <input id={`${id}-day`} type="date" value={day} onChange={(e) => isCalendarDate(e.target.value) && setDay(e.target.value)} />
      <label htmlFor={`${id}-time`}>Time</label>
      <select id={`${id}-time`} value={target} onChange={(e) => setTarget(e.target.value)}>
        <option value="">Choose a time</option>
        {options.map((s) => (
          <option key={s.startsAt} value={s.startsAt}>
            {s.time} ({s.capacity - s.taken} free{s.blocked ? ', blocked' : ''})
          </option>
        ))}
      </select>
      <button type="submit" className="button button--ghost" disabled={!target}>
        Move here
      </button>
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
        Keep
      </button>
    </form>
  );
}
