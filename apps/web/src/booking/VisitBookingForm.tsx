import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FIELD_LIMITS, formatMoney, formatVisitDay, fromCents, toCents, humanError } from '@sawa/shared/domain';
import { Field, fieldDescription, Notice } from '@sawa/web/ui';
import { CONTACT_INPUTS } from '../components/contact-inputs';
import { QueryState } from '../components/QueryState';
import { BookVisitDocument, SendVisitEnquiryDocument, VisitBookingOptionsDocument } from '../gql/graphql';
import { PaymentsOffNotice, usePaymentsOff } from '../checkout/PaymentsOff';
import { SlotPicker, type VisitSlot } from './SlotPicker';
import { EMPTY_VISITOR, timesWithRoom, VISITOR_LABELS, visitorErrors, type TimeWithRoom, type VisitorValues } from './visit-form-rules';

const FIELDS = (['name', 'email', 'phone'] as const).map((name) => ({ name, label: VISITOR_LABELS[name], ...CONTACT_INPUTS[name] }));

/**
 * Booking a studio visit: the party, a time from the calendar with its free places, who comes, and the
 * price (VISIT_PRICE per person, in the visit currency). The button shows 'Processing...' while the
 * invoice is made, then the browser goes to the payment page (SPEC §4). A time that filled up meanwhile
 * answers 'This time is full; choose another' with the times that still have room.
 */
export function VisitBookingForm() {
  const options = useQuery(VisitBookingOptionsDocument, { fetchPolicy: 'network-only' });
  const [book, { loading }] = useMutation(BookVisitDocument);
  const [sendEnquiry, { loading: sending }] = useMutation(SendVisitEnquiryDocument);
  const paymentsOff = usePaymentsOff();
  const [enquirySent, setEnquirySent] = useState<string | null>(null);
  const [partySize, setPartySize] = useState(1);
  const [chosen, setChosen] = useState<VisitSlot | TimeWithRoom | null>(null);
  const [visitor, setVisitor] = useState<VisitorValues>(EMPTY_VISITOR);
  const [errors, setErrors] = useState<Partial<Record<keyof VisitorValues | 'time', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [offered, setOffered] = useState<TimeWithRoom[]>([]);
  const [refresh, setRefresh] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const rules = options.data?.visitBookingOptions;
  if (enquirySent)
    return (
      <p className="notice notice--success" role="status">
        Thank you: the studio received your visit request and will write to you at {enquirySent} to confirm it.
      </p>
    );
  if (!rules) return <QueryState loading={options.loading} error={options.error} />;

  const total = fromCents(toCents(rules.unitPrice) * partySize);
  const choose = (slot: VisitSlot | TimeWithRoom | null) => {
    setChosen(slot);
    if (slot) setErrors((e) => ({ ...e, time: undefined }));
  };
  const changeParty = (size: number) => {
    setPartySize(size);
    if (chosen && chosen.free < size) setChosen(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = { ...visitorErrors(visitor), ...(chosen ? {} : { time: 'Choose a day and a time.' }) };
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`visit-${first}`)?.focus();
    try {
      const input = { startsAt: chosen!.startsAt, partySize, name: visitor.name.trim(), email: visitor.email.trim(), phone: visitor.phone.trim() };
      if (paymentsOff) {
        await sendEnquiry({ variables: { input } });
        setEnquirySent(input.email);
        return;
      }
      const { data } = await book({ variables: { input } });
      if (!data?.bookVisit.paymentLinkUrl) throw new Error('The payment service gave no payment page.');
      setLeaving(true);
      window.location.assign(data.bookVisit.paymentLinkUrl);
    } catch (error) {
      const alternatives = timesWithRoom(error);
      setFailure(humanError((error as Error).message));
      setOffered(alternatives ?? []);
      if (alternatives) {
        setChosen(null);
        setRefresh((n) => n + 1);
      }
    }
  };

  const busy = loading || leaving || sending;
  return (
    <form className="visit-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="visit-form-title">
      <h2 id="visit-form-title">Book a studio visit</h2>
      <PaymentsOffNotice what="visit" />
      <p>
        A guided visit of about an hour, {formatMoney(rules.unitPrice, rules.currency)} per person. Times are Kigali time; book at least {rules.noticeHours}{' '}
        hours ahead, up to {formatVisitDay(rules.lastDay)}.
      </p>
      <Field id="visit-party" label="People">
        <select id="visit-party" value={partySize} onChange={(e) => changeParty(Number(e.target.value))}>
          {Array.from({ length: rules.maxPartySize }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'person' : 'people'}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="visit-form__when" id="visit-time" tabIndex={-1} aria-describedby={errors.time ? 'visit-time-error' : undefined}>
        <legend>Day and time</legend>
        <SlotPicker
          idPrefix="visit-picker"
          firstDay={rules.today}
          lastDay={rules.lastDay}
          partySize={partySize}
          value={chosen?.startsAt ?? null}
          onChange={choose}
          refresh={refresh}
        />
        {errors.time && (
          <p className="field__error" id="visit-time-error">
            {errors.time}
          </p>
        )}
      </fieldset>
      <div className="form-grid">
        {FIELDS.map((field) => (
          <Field key={field.name} id={`visit-${field.name}`} label={field.label} required error={errors[field.name]}>
            <input
              id={`visit-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              maxLength={FIELD_LIMITS.visit[field.name]}
              value={visitor[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={fieldDescription(`visit-${field.name}`, errors[field.name])}
              onChange={(e) => {
                setVisitor((v) => ({ ...v, [field.name]: e.target.value }));
                if (errors[field.name]) setErrors((er) => ({ ...er, [field.name]: undefined }));
              }}
            />
          </Field>
        ))}
      </div>
      {failure && (
        <Notice tone="error">
          <p>{failure}</p>
          {offered.length > 0 && (
            <fieldset className="visit-form__offered">
              <legend>These times still have room</legend>
              {offered.map((slot) => (
                <label key={slot.startsAt} className="slot-picker__time">
                  <input type="radio" name="visit-offered" value={slot.startsAt} checked={chosen?.startsAt === slot.startsAt} onChange={() => choose(slot)} />
                  {formatVisitDay(slot.date)} at {slot.time} · {slot.free} {slot.free === 1 ? 'place' : 'places'} left
                </label>
              ))}
            </fieldset>
          )}
        </Notice>
      )}
      <p className="visit-form__total" aria-live="polite">
        {chosen ? `${formatVisitDay(chosen.date)} at ${chosen.time}, ` : ''}
        {partySize} {partySize === 1 ? 'person' : 'people'}: <strong>{formatMoney(total, rules.currency)}</strong>
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : paymentsOff ? 'Send my visit request' : 'Book and pay'}
      </button>
    </form>
  );
}
