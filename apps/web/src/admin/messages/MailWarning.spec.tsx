import { screen } from '@testing-library/react';
import { MailStatusDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { MailWarning, mailWarningText } from './MailWarning';

const status = (configured: boolean, waiting: number, failed = 0) => ({
  request: { query: MailStatusDocument },
  result: { data: { mailStatus: { __typename: 'MailStatus', configured, waiting, failed, oldestWaitingAt: waiting ? '2026-11-20T08:00:00.000Z' : null } } },
  maxUsageCount: 5,
});

describe('mail that cannot leave', () => {
  it('says so in words for the owner, with what waits; nothing when mail leaves', () => {
    expect(mailWarningText({ configured: false, waiting: 1, failed: 0, oldestWaitingAt: '2026-11-20T08:00:00.000Z' })).toBe(
      'Mail is not being sent: no mail account is connected, so customers and the studio receive nothing (order confirmations, cancellations, shipping notices, commission requests). 1 message is waiting in the outbox (the oldest since 20 Nov 2026, 10:00). Ask whoever runs your website to connect a mail account.',
    );
    expect(mailWarningText({ configured: true, waiting: 4, failed: 0, oldestWaitingAt: null })).toBeNull();
    expect(mailWarningText({ configured: true, waiting: 0, failed: 2, oldestWaitingAt: null })).toBe(
      '2 messages could not be sent after every retry. Open the outbox to read and send them again.',
    );
  });

  it('the outbox page names the setting; the dashboard links to the outbox', async () => {
    renderAdmin('/admin/outbox', { '/admin/outbox': <MailWarning technical /> }, { mocks: [status(false, 3)] });
    expect((await screen.findByText(/^Mail is not being sent/)).textContent).toContain('3 messages are waiting in the outbox');
    expect(screen.getByText(/^Mail is not being sent/).textContent).toContain('(The setting is SMTP_URL; see the README.)');
  });

  it('on the dashboard: a link to the outbox; and no warning at all when mail leaves', async () => {
    const { unmount } = renderAdmin('/admin/dashboard', { '/admin/dashboard': <MailWarning linkToOutbox /> }, { mocks: [status(false, 0)] });
    expect((await screen.findByRole('link', { name: 'Open the outbox' })).getAttribute('href')).toBe('/admin/outbox');
    unmount();
    renderAdmin('/admin/dashboard', { '/admin/dashboard': <MailWarning linkToOutbox /> }, { mocks: [status(true, 2)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Mail is not being sent/)).toBeNull();
  });
});
