import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { addDays, formatVisitDay, VISIT_SCHEDULE_LIMITS, weekdayOf, WEEKDAYS } from '@sawa/shared/domain';
import { Notice } from '@sawa/web/ui';
import { VisitSlotsDocument, type VisitSlotsQuery } from '../gql/graphql';

export type VisitSlot = VisitSlotsQuery['visitSlots'][number];

export interface SlotPickerProps {
  /** The first and last day that can be booked (Kigali), from visitBookingOptions. */
  firstDay: string;
  lastDay: string;
  /** Places the party needs: a time with fewer free is shown but cannot be chosen. */
  partySize: number;
  /** The chosen time's `startsAt`, or null. */
  value: string | null;
  onChange: (slot: VisitSlot | null) => void;
  /** A time not to offer (the visit's current one, when moving it). */
  exclude?: string | null;
  /** Bump to read the free places again (after a time filled up). */
  refresh?: number;
  idPrefix: string;
}

const monthOf = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonth = (month: string, step: number) => {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};
const monthTitle = (month: string) => formatVisitDay(month).split(' ').slice(2).join(' ');
const placesLeft = (free: number) => (free === 0 ? 'Full' : `${free} ${free === 1 ? 'place' : 'places'} left`);

/**
 * The date picker of a studio visit: a month of days (Monday first) with the places still free on each,
 * then the times of the chosen day with their free places. Dates and times are the studio's (Kigali),
 * whatever the browser's zone: they come as text from the API and are never read through a local Date.
 */
export function SlotPicker({ firstDay, lastDay, partySize, value, onChange, exclude, refresh = 0, idPrefix }: SlotPickerProps) {
  const [month, setMonth] = useState(() => monthOf(firstDay));
  const [day, setDay] = useState<string | null>(null);
  // The grid: whole weeks around the month, at most six (VISIT_SCHEDULE_LIMITS.rangeDays).
  const gridStart = addDays(month, 1 - weekdayOf(month));
  const days = useMemo(() => Array.from({ length: VISIT_SCHEDULE_LIMITS.rangeDays }, (_, i) => addDays(gridStart, i)), [gridStart]);
  const from = gridStart < firstDay ? firstDay : gridStart;
  const lastInGrid = days[days.length - 1];
  const to = lastInGrid > lastDay ? lastDay : lastInGrid;
  const { data, loading, error, refetch } = useQuery(VisitSlotsDocument, { variables: { from, to }, skip: from > to, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (refresh) void refetch();
  }, [refresh, refetch]);
  const slots = (data?.visitSlots ?? []).filter((s) => s.startsAt !== exclude);
  const byDay = new Map<string, VisitSlot[]>();
  for (const slot of slots) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
  const dayTimes = day ? (byDay.get(day) ?? []) : [];

  const pickDay = (date: string) => {
    setDay(date);
    if (value && !byDay.get(date)?.some((s) => s.startsAt === value)) onChange(null);
  };

  return (
    <div className="slot-picker">
      <div className="slot-picker__month">
        <button type="button" className="button button--ghost" onClick={() => setMonth(nextMonth(month, -1))} disabled={month <= monthOf(firstDay)}>
          <span aria-hidden="true">‹</span> Earlier
        </button>
        <h3 id={`${idPrefix}-month`} aria-live="polite">
          {monthTitle(month)}
        </h3>
        <button type="button" className="button button--ghost" onClick={() => setMonth(nextMonth(month, 1))} disabled={nextMonth(month, 1) > lastDay}>
          Later <span aria-hidden="true">›</span>
        </button>
      </div>
      {error && <Notice tone="error">The times could not be loaded: {error.message}</Notice>}
      <div className="slot-picker__grid" role="group" aria-labelledby={`${idPrefix}-month`} aria-busy={loading}>
        {WEEKDAYS.map((name) => (
          <span key={name} className="slot-picker__weekday" aria-hidden="true">
            {name.slice(0, 3)}
          </span>
        ))}
        {days.map((date) => {
          const times = byDay.get(date) ?? [];
          const free = times.reduce((sum, s) => sum + s.free, 0);
          const fits = times.some((s) => s.free >= partySize);
          const outside = date.slice(0, 7) !== month.slice(0, 7);
          return (
            <button
              key={date}
              type="button"
              className={`slot-picker__day${outside ? ' slot-picker__day--outside' : ''}${day === date ? ' slot-picker__day--chosen' : ''}`}
              aria-pressed={day === date}
              aria-label={`${formatVisitDay(date)}: ${times.length ? (fits ? `${free} places free` : 'full') : 'no visits'}`}
              disabled={!fits}
              onClick={() => pickDay(date)}
            >
              <span aria-hidden="true">{Number(date.slice(8))}</span>
              {times.length > 0 && (
                <span className="slot-picker__free" aria-hidden="true">
                  {fits ? `${free} free` : 'full'}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {day && (
        <fieldset className="slot-picker__times">
          <legend>Time on {formatVisitDay(day)} (Kigali time)</legend>
          {dayTimes.map((slot) => (
            <label key={slot.startsAt} className={`slot-picker__time${slot.free < partySize ? ' slot-picker__time--full' : ''}`}>
              <input
                type="radio"
                name={`${idPrefix}-time`}
                value={slot.startsAt}
                checked={value === slot.startsAt}
                disabled={slot.free < partySize}
                onChange={() => onChange(slot)}
              />
              {slot.time} · {placesLeft(slot.free)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
