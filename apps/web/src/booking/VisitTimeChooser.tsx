import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatVisitDay } from '@sawa/shared/domain';
import { Notice } from '@sawa/web/ui';
import { QueryState } from '../components/QueryState';
import { VisitBookingOptionsDocument } from '../gql/graphql';
import { SlotPicker, type VisitSlot } from './SlotPicker';
import { timesWithRoom, type TimeWithRoom } from './visit-form-rules';

export interface VisitTimeChooserProps {
  title: string;
  submitLabel: string;
  partySize: number;
  /** The visit's current time, not offered again. */
  exclude?: string | null;
  /** Takes the chosen time; a refusal it throws is shown (with the times that still have room, when full). */
  onSubmit: (startsAt: string) => Promise<void>;
}

/** Choosing a time for an existing visit on the visit page: its first time (the old Book Now), or another one. */
export function VisitTimeChooser({ title, submitLabel, partySize, exclude, onSubmit }: VisitTimeChooserProps) {
  const options = useQuery(VisitBookingOptionsDocument, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<VisitSlot | TimeWithRoom | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [offered, setOffered] = useState<TimeWithRoom[]>([]);
  const [refresh, setRefresh] = useState(0);
  const rules = options.data?.visitBookingOptions;
  if (!rules) return <QueryState loading={options.loading} error={options.error} />;

  const submit = async () => {
    if (!chosen) return setFailure('Choose a day and a time.');
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(chosen.startsAt);
    } catch (error) {
      const alternatives = timesWithRoom(error);
      setFailure((error as Error).message);
      setOffered(alternatives ?? []);
      if (alternatives) {
        setChosen(null);
        setRefresh((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="visit-change" aria-labelledby="visit-change-title">
      <h2 id="visit-change-title">{title}</h2>
      <SlotPicker
        idPrefix="visit-change"
        firstDay={rules.today}
        lastDay={rules.lastDay}
        partySize={partySize}
        value={chosen?.startsAt ?? null}
        onChange={setChosen}
        exclude={exclude}
        refresh={refresh}
      />
      {failure && (
        <Notice tone="error">
          <p>{failure}</p>
          {offered.length > 0 && (
            <fieldset className="visit-form__offered">
              <legend>These times still have room</legend>
              {offered.map((slot) => (
                <label key={slot.startsAt} className="slot-picker__time">
                  <input type="radio" name="visit-change-offered" checked={chosen?.startsAt === slot.startsAt} onChange={() => setChosen(slot)} />
                  {formatVisitDay(slot.date)} at {slot.time} · {slot.free} {slot.free === 1 ? 'place' : 'places'} left
                </label>
              ))}
            </fieldset>
          )}
        </Notice>
      )}
      <button type="button" className="button" onClick={() => void submit()} disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : submitLabel}
      </button>
    </section>
  );
}
