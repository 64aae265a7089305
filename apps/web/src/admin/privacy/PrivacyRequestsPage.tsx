import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CONTACT_MESSAGES, EMAIL_MAX_LENGTH, humanError, isEmailAddress, isPhoneNumber, normaliseEmailAddress, PHONE_MAX_LENGTH } from '@sawa/shared/domain';
import { ConfirmDialog, Notice, type NoticeMessage } from '@sawa/web/ui';
import { EraseCustomerDataDocument, type EraseCustomerDataMutation } from '../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whose data: the address, the phone, or both. */
const whoOf = (who: { email?: string | null; phone?: string | null }) => [who.email, who.phone].filter(Boolean).join(' and ');

/** What an erasure did, in one sentence for the staff. */
export function erasureSummary(result: EraseCustomerDataMutation['eraseCustomerData']): string {
  return (
    `Done for ${whoOf(result)}: ${count(result.ordersAnonymised, 'order', 'orders')} and ${count(result.visitsAnonymised, 'studio visit', 'studio visits')} ` +
    `kept as money records without contact details; ${count(result.commissionRequestsDeleted, 'commission request', 'commission requests')}, ` +
    `${count(result.subscriptionsDeleted, 'newsletter subscription', 'newsletter subscriptions')} and ${count(result.messagesDeleted, 'mail message', 'mail messages')} deleted.`
  );
}

interface Who {
  email: string | null;
  phone: string | null;
}

/**
 * A person's request to have their data deleted (the privacy policy's promise), by their e-mail address
 * and/or phone number (a studio visit may be booked with a phone alone): orders and studio visits keep what
 * the accounts need without the contact details; commission requests, the subscription and every mail to or
 * from the address go. Asked once more in a dialog before it runs.
 */
export function PrivacyRequestsPage() {
  useAdminTitle('Privacy requests');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<{ email?: string; phone?: string }>({});
  const [confirming, setConfirming] = useState<Who | null>(null);
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
    const who: Who = { email: normaliseEmailAddress(email) || null, phone: phone.trim() || null };
    const errors = {
      email: who.email && !isEmailAddress(who.email) ? 'Enter a valid e-mail address.' : undefined,
      phone: who.phone && !isPhoneNumber(who.phone) ? CONTACT_MESSAGES.phone : undefined,
    };
    if (!who.email && !who.phone) errors.email = 'Enter the e-mail address or the phone number the customer used.';
    setInvalid(errors);
    if (!errors.email && !errors.phone) setConfirming(who);
  };
  const run = async () => {
    if (!confirming) return;
    try {
      const { data } = await erase({ variables: confirming });
      if (data) setNotice({ tone: 'success', text: erasureSummary(data.eraseCustomerData) });
      setEmail('');
      setPhone('');
    } catch (e) {
      setNotice({ tone: 'error', text: humanError((e as Error).message) });
    }
    setConfirming(null);
  };

  return (
    <div className="admin-page">
      <h1>Privacy requests</h1>
      <p>
        When someone asks for their data to be deleted, enter the e-mail address they used, their phone number, or both (a studio visit may have been booked
        with a phone number alone; &apos;+250 788 123 456&apos; and &apos;0788 123 456&apos; are the same number). Their orders and studio visits stay in the
        accounts (amounts, works, payment references, dates and country) with their name, e-mail, phone and shipping address erased; their commission requests
        with reference images, their newsletter subscription and every mail to or from the address are deleted. The phone number finds studio visits. Orders
        waiting for payment, paid and not yet shipped, or owed a refund must be settled first. To delete a single commission request or subscriber, use the
        Delete button on its own page.
      </p>
      <form className="admin-search" onSubmit={ask} noValidate>
        <div className="field">
          <label htmlFor="privacy-email">Customer&apos;s e-mail address</label>
          <input
            id="privacy-email"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            aria-invalid={Boolean(invalid.email)}
            aria-describedby={invalid.email ? 'privacy-email-error' : undefined}
            onChange={(e) => (setEmail(e.target.value), setInvalid({}))}
          />
          {invalid.email && (
            <p id="privacy-email-error" className="field__error">
              {invalid.email}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="privacy-phone">Customer&apos;s phone number</label>
          <input
            id="privacy-phone"
            type="tel"
            maxLength={PHONE_MAX_LENGTH}
            value={phone}
            aria-invalid={Boolean(invalid.phone)}
            aria-describedby={invalid.phone ? 'privacy-phone-error' : undefined}
            onChange={(e) => (setPhone(e.target.value), setInvalid({}))}
          />
          {invalid.phone && (
            <p id="privacy-phone-error" className="field__error">
              {invalid.phone}
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
        title={`Erase the data of ${confirming ? whoOf(confirming) : ''}?`}
        confirmLabel="Erase"
        busy={loading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run()}
      >
        <p>This cannot be undone. Orders and visits keep their money records; everything else about this customer is deleted.</p>
      </ConfirmDialog>
    </div>
  );
}
