import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatKigaliDateTime } from '@sawa/shared/domain';
import { MailStatusDocument, type MailStatusQuery } from '../gql/graphql';
import { Notice } from '@sawa/web/ui';
import { adminHref, PAGES } from '../paths';
import { useCan } from '../session';

type MailStatus = MailStatusQuery['mailStatus'];

const messages = (n: number) => (n === 1 ? '1 message' : `${n} messages`);

/** What the studio is told about its mail, in words for a gallery owner; empty when all is well. */
export function mailWarningText(status: MailStatus): string | null {
  if (!status.configured) {
    const waiting = status.waiting
      ? ` ${messages(status.waiting)} ${status.waiting === 1 ? 'is' : 'are'} waiting in the outbox${status.oldestWaitingAt ? ` (the oldest since ${formatKigaliDateTime(status.oldestWaitingAt)})` : ''}.`
      : '';
    return `Mail is not being sent: no mail account is connected, so customers and the studio receive nothing (order confirmations, cancellations, shipping notices, commission requests).${waiting} Ask whoever runs your website to connect a mail account.`;
  }
  if (status.failed)
    return `${messages(status.failed)} could not be sent after every retry. Open the outbox to read and send ${status.failed === 1 ? 'it' : 'them'} again.`;
  return null;
}

/**
 * The standing warning that mail cannot leave (no SMTP_URL) or some failed for good, on the outbox, the dashboard
 * and the go-live panel. `technical`: also names the setting (the outbox page, for whoever runs the site).
 */
export function MailWarning({ technical, linkToOutbox }: { technical?: boolean; linkToOutbox?: boolean }) {
  const can = useCan();
  const allowed = can('mail.manage');
  const { data } = useQuery(MailStatusDocument, { skip: !allowed, fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const text = mailWarningText(data.mailStatus);
  if (!text) return null;
  return (
    <Notice tone="error" quiet>
      {text}
      {technical && !data.mailStatus.configured && ' (The setting is SMTP_URL; see the README.)'}
      {linkToOutbox && (
        <>
          {' '}
          <Link to={adminHref(PAGES.outbox)}>Open the outbox</Link>
        </>
      )}
    </Notice>
  );
}

/** The go-live panel's line about mail, beside payments. */
export function MailLine() {
  const can = useCan();
  const { data } = useQuery(MailStatusDocument, { skip: !can('mail.manage'), fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  return (
    <p>
      {data.mailStatus.configured ? 'Mail: customers and the studio are written to.' : 'Mail: not connected. Nothing is sent; every mail waits in the outbox.'}
    </p>
  );
}
