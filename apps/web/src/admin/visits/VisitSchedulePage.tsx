import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatVisitDay, formatVisitTime, VISIT_SCHEDULE_DEFAULTS, VISIT_SCHEDULE_LIMITS as LIMITS, WEEKDAYS } from '@sawa/shared/domain';
import {
  AddExtraVisitSlotDocument,
  AddVisitClosureDocument,
  RemoveExtraVisitSlotDocument,
  RemoveVisitClosureDocument,
  UpdateVisitScheduleDocument,
  VisitScheduleDocument,
  type VisitScheduleQuery,
} from '../gql/graphql';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import { useAdminTitle } from '../useAdminTitle';
import { TableScroll } from '../lists/TableScroll';

type Schedule = VisitScheduleQuery['visitSchedule'];
type Rules = Pick<Schedule, 'noticeHours' | 'horizonDays' | 'maxPartySize' | 'changeCutoffHours' | 'visitMinutes'>;
type WeeklyRow = { weekday: number; time: string; places: number };

const RULE_FIELDS: { name: keyof Rules; label: string; limits: { min: number; max: number } }[] = [
  { name: 'noticeHours', label: 'Minimum notice (hours)', limits: LIMITS.noticeHours },
  { name: 'horizonDays', label: 'Booking horizon (days ahead)', limits: LIMITS.horizonDays },
  { name: 'maxPartySize', label: 'Largest party', limits: LIMITS.maxPartySize },
  { name: 'changeCutoffHours', label: 'Visitors may reschedule or cancel until (hours before)', limits: LIMITS.changeCutoffHours },
  { name: 'visitMinutes', label: 'A visit lasts (minutes)', limits: LIMITS.visitMinutes },
];

/**
 * The studio's visit schedule: the booking rules, the weekly times (Kigali) with their places, the days
 * closed (holidays) and one-off times. Saving the weekly times replaces them: a time left out keeps its
 * dates that have visits booked, closed to new bookings.
 */
export function VisitSchedulePage() {
  useAdminTitle('Visit schedule');
  const { data, error, refetch } = useQuery(VisitScheduleDocument, { fetchPolicy: 'network-only' });
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text: done });
      await refetch();
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };
  return (
    <section className="admin-page" aria-labelledby="visit-schedule-title">
      <h1 id="visit-schedule-title">Visit schedule</h1>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {error && <Notice tone="error">Error: {error.message}</Notice>}
      {data && (
        <>
          <RulesAndWeek key={JSON.stringify(data.visitSchedule)} schedule={data.visitSchedule} act={act} />
          <Closures schedule={data.visitSchedule} act={act} />
          <ExtraSlots schedule={data.visitSchedule} act={act} />
        </>
      )}
    </section>
  );
}

type Act = (work: () => Promise<unknown>, done: string) => Promise<void>;

function RulesAndWeek({ schedule, act }: { schedule: Schedule; act: Act }) {
  const [update, { loading }] = useMutation(UpdateVisitScheduleDocument);
  const [rules, setRules] = useState<Rules>({
    noticeHours: schedule.noticeHours,
    horizonDays: schedule.horizonDays,
    maxPartySize: schedule.maxPartySize,
    changeCutoffHours: schedule.changeCutoffHours,
    visitMinutes: schedule.visitMinutes,
  });
  const [weekly, setWeekly] = useState<WeeklyRow[]>(schedule.weeklySlots.map(({ weekday, time, places }) => ({ weekday, time, places })));
  const setRow = (index: number, change: Partial<WeeklyRow>) => setWeekly((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(() => update({ variables: { input: { ...rules, weeklySlots: weekly } } }), 'The schedule is saved.');
  };
  return (
    <form className="admin-panel" onSubmit={submit} aria-labelledby="visit-rules-title">
      <h2 id="visit-rules-title">Booking rules and weekly times</h2>
      <div className="form-grid">
        {RULE_FIELDS.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`rule-${field.name}`}>{field.label}</label>
            <input
              id={`rule-${field.name}`}
              type="number"
              min={field.limits.min}
              max={field.limits.max}
              required
              value={rules[field.name]}
              onChange={(e) => setRules((r) => ({ ...r, [field.name]: Number(e.target.value) }))}
            />
          </div>
        ))}
      </div>
      <TableScroll label="Weekly visit times">
        <table className="admin-table">
          <caption>Weekly times (Kigali time)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Time</th>
              <th scope="col">Places</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {weekly.map((row, index) => (
              <tr key={index}>
                <td>
                  <select
                    aria-label={`Day of weekly time ${index + 1}`}
                    value={row.weekday}
                    onChange={(e) => setRow(index, { weekday: Number(e.target.value) })}
                  >
                    {WEEKDAYS.map((name, i) => (
                      <option key={name} value={i + 1}>
                        {name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    aria-label={`Time of weekly time ${index + 1}`}
                    type="time"
                    required
                    value={row.time}
                    onChange={(e) => setRow(index, { time: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Places of weekly time ${index + 1}`}
                    type="number"
                    min={LIMITS.places.min}
                    max={LIMITS.places.max}
                    required
                    value={row.places}
                    onChange={(e) => setRow(index, { places: Number(e.target.value) })}
                  />
                </td>
                <td>
                  <button type="button" className="button button--ghost" onClick={() => setWeekly((rows) => rows.filter((_, i) => i !== index))}>
                    Remove <span className="visually-hidden">{`${WEEKDAYS[row.weekday - 1]} ${row.time}`}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setWeekly((rows) => [...rows, { weekday: 2, time: '10:00', places: VISIT_SCHEDULE_DEFAULTS.places }])}
        >
          Add a weekly time
        </button>
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Saving...' : 'Save schedule'}
        </button>
      </div>
    </form>
  );
}

function Closures({ schedule, act }: { schedule: Schedule; act: Act }) {
  const [add] = useMutation(AddVisitClosureDocument);
  const [remove] = useMutation(RemoveVisitClosureDocument);
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  return (
    <section className="admin-panel" aria-labelledby="visit-closures-title">
      <h2 id="visit-closures-title">Closed days</h2>
      {schedule.closures.length === 0 ? (
        <p className="admin-row__detail">No closed days to come.</p>
      ) : (
        <ul>
          {schedule.closures.map((c) => (
            <li key={c.date}>
              {formatVisitDay(c.date)}
              {c.note && ` (${c.note})`}{' '}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void act(() => remove({ variables: { date: c.date } }), `${formatVisitDay(c.date)} is open again.`)}
              >
                Open again
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="admin-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => add({ variables: { date, note: note.trim() || null } }), `${date} is closed to visits.`);
        }}
      >
        <label htmlFor="closure-date">Day</label>
        <input id="closure-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        <label htmlFor="closure-note">Note (optional)</label>
        <input id="closure-note" maxLength={LIMITS.closureNote} value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="submit" className="button button--ghost">
          Close this day
        </button>
      </form>
    </section>
  );
}

function ExtraSlots({ schedule, act }: { schedule: Schedule; act: Act }) {
  const [add] = useMutation(AddExtraVisitSlotDocument);
  const [remove] = useMutation(RemoveExtraVisitSlotDocument);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [places, setPlaces] = useState<number>(VISIT_SCHEDULE_DEFAULTS.places);
  return (
    <section className="admin-panel" aria-labelledby="visit-extra-title">
      <h2 id="visit-extra-title">One-off times</h2>
      {schedule.extraSlots.length === 0 ? (
        <p className="admin-row__detail">No one-off times to come.</p>
      ) : (
        <ul>
          {schedule.extraSlots.map((s) => (
            <li key={s.startsAt}>
              {formatVisitTime(s.startsAt)}, {s.capacity} places ({s.free} free){' '}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void act(() => remove({ variables: { startsAt: s.startsAt } }), 'The one-off time is removed.')}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="admin-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => add({ variables: { date, time, places } }), `A visit time on ${date} at ${time} is added.`);
        }}
      >
        <label htmlFor="extra-date">Day</label>
        <input id="extra-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        <label htmlFor="extra-time">Time (Kigali)</label>
        <input id="extra-time" type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
        <label htmlFor="extra-places">Places</label>
        <input
          id="extra-places"
          type="number"
          min={LIMITS.places.min}
          max={LIMITS.places.max}
          required
          value={places}
          onChange={(e) => setPlaces(Number(e.target.value))}
        />
        <button type="submit" className="button button--ghost">
          Add this time
        </button>
      </form>
    </section>
  );
}
