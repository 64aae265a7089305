import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { EMAIL_MAX_LENGTH, isEmailAddress, normaliseEmailAddress, humanError } from '@sawa/shared/domain';
import { ConfirmDialog, Notice, type NoticeMessage } from '@sawa/web/ui';
import { EraseCustomerDataDocument, type EraseCustomerDataMutation } from '../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an erasure did, in one sentence for the staff. */
export function erasureSummary(result: EraseCustomerDataMutation['eraseCustomerData']): string {
  return (
    `Done for ${result.email}: ${count(result.ordersAnonymised, 'order', 'orders')} and ${count(result.visitsAnonymised, 'studio visit', 'studio visits')} ` +
    `kept as money records without contact details; ${count(result.commissionRequestsDeleted, 'commission request', 'commission requests')}, ` +
    `${count(result.subscriptionsDeleted, 'newsletter subscription', 'newsletter subscriptions')} and ${count(result.messagesDeleted, 'mail message', 'mail messages')} deleted.`
  );
}

/**
 * A person's request to have their data deleted (the privacy policy's promise), by their e-mail address:
 * orders and studio visits keep what the accounts need without the contact details; commission requests,
 * the subscription and every mail to or from the address go. Asked once more in a dialog before it runs.
 */
export function PrivacyRequestsPage() {
  useAdminTitle('Privacy requests');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [erase, { loading }] = useMutation(EraseCustomerDataDocument, {
    // Orders, visits, requests, subscribers, mail and the dashboard's counts may all have changed.
    update: (cache) => {
      for (const fieldName of ['orders', 'bookings', 'commissionRequests', 'newsletterSubscribers', 'newsletterSubscriberCount', 'outboxMessages', 'dashboard'])
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const address = normaliseEmailAddress(email);
    setInvalid(!isEmailAddress(address));
    if (isEmailAddress(address)) setConfirming(address);
  };
  const run = async () => {
    if (!confirming) return;
    try {
      const { data } = await erase({ variables: { email: confirming } });
      if (data) setNotice({ tone: 'success', text: erasureSummary(data.eraseCustomerData) });
      setEmail('');
    } catch (e) {
      setNotice({ tone: 'error', text: humanError((e as Error).message) });
    }
    setConfirming(null);
  };

  return (
    <div className="admin-page">
      <h1>Privacy requests</h1>
      <p>
        When someone asks for their data to be deleted, enter the e-mail address they used. Their orders and studio visits stay in the accounts (amounts, works,
        payment references, dates and country) with their name, e-mail, phone and shipping address erased; their commission requests with reference images,
        their newsletter subscription and every mail to or from the address are deleted. Orders waiting for payment, paid and not yet shipped, or owed a refund
        must be settled first. To delete a single commission request or subscriber, use the Delete button on its own page.
      </p>
      <form className="admin-search" onSubmit={ask} noValidate>
        <div className="field">
          <label htmlFor="privacy-email">Customer&apos;s e-mail address</label>
          <input
            id="privacy-email"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'privacy-email-error' : undefined}
            onChange={(e) => (setEmail(e.target.value), setInvalid(false))}
          />
          {invalid && (
            <p id="privacy-email-error" className="field__error">
              Enter a valid e-mail address.
            </p>
          )}
        </div>
        <button type="submit" className="button">
          Erase this customer&apos;s data
        </button>
      </form>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <ConfirmDialog
        open={Boolean(confirming)}
        title={`Erase the data of ${confirming ?? ''}?`}
        confirmLabel="Erase"
        busy={loading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run()}
      >
        <p>This cannot be undone. Orders and visits keep their money records; everything else about this address is deleted.</p>
      </ConfirmDialog>
    </div>
  );
}
