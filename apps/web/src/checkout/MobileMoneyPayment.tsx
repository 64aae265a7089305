import { type FormEvent, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Field, fieldDescription, Notice } from '@sawa/web/ui';
import { humanError, MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider, PHONE_MAX_LENGTH } from '@sawa/shared/domain';
import { PayOrderByMobileMoneyDocument, PayVisitByMobileMoneyDocument } from '../gql/graphql';

/**
 * Pay a visit or an order in francs by mobile money: the request is pushed to the payer's phone (the number given
 * when booking or at checkout, unless they give another), they approve it with their PIN, and the page (which polls
 * while it waits for payment) shows it paid. In the payment sandbox a link opens the simulated phone.
 */
export function MobileMoneyPayment({ kind, reference, phoneEnding }: { kind: 'visit' | 'order'; reference: string; phoneEnding?: string | null }) {
  const [provider, setProvider] = useState<MobileMoneyProvider>('MTN');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<{ message: string; sandboxPhoneUrl?: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pushVisit, visitPush] = useMutation(PayVisitByMobileMoneyDocument);
  const [pushOrder, orderPush] = useMutation(PayOrderByMobileMoneyDocument);
  const loading = visitPush.loading || orderPush.loading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    try {
      const variables = { provider, phone: phone.trim() || null };
      const result =
        kind === 'visit'
          ? (await pushVisit({ variables: { ...variables, reference } })).data?.payVisitByMobileMoney
          : (await pushOrder({ variables: { ...variables, number: reference } })).data?.payOrderByMobileMoney;
      if (result) setSent(result);
    } catch (error) {
      setFailure(humanError((error as Error).message));
    }
  };

  const name = MOBILE_MONEY_PROVIDERS[provider];
  return (
    <form className="mobile-money" onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
      <fieldset>
        <legend>Pay with mobile money</legend>
        <div className="mobile-money__networks">
          {(Object.keys(MOBILE_MONEY_PROVIDERS) as MobileMoneyProvider[]).map((code) => (
            <label key={code} className="mobile-money__network">
              <input type="radio" name="mobile-money-network" value={code} checked={provider === code} onChange={() => setProvider(code)} />
              {MOBILE_MONEY_PROVIDERS[code]}
            </label>
          ))}
        </div>
        <Field
          id="mobile-money-phone"
          label="Phone number"
          hint={
            phoneEnding
              ? `Leave empty to use the number you ${kind === 'visit' ? 'booked with' : 'gave at checkout'} (ending in ${phoneEnding}).`
              : 'The number that pays, such as 078 123 4567.'
          }
          error={failure ?? undefined}
        >
          <input
            id="mobile-money-phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={PHONE_MAX_LENGTH}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-describedby={fieldDescription('mobile-money-phone', failure, true)}
            aria-invalid={failure ? true : undefined}
          />
        </Field>
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Sending…' : `Pay with ${name}`}
        </button>
      </fieldset>
      {sent && (
        <Notice tone="success">
          {sent.message}
          {sent.sandboxPhoneUrl && (
            <>
              {' '}
              <a className="text-link" href={sent.sandboxPhoneUrl} target="_blank" rel="noopener noreferrer">
                Open the sandbox phone
              </a>{' '}
              to approve it (a test: nothing is charged).
            </>
          )}
        </Notice>
      )}
    </form>
  );
}
