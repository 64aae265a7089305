import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DEMO_NOTICE } from '@sawa/shared/domain';
import { AdminShopModeDocument, MailStatusDocument, StartSellingForRealDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { ShopModePanel } from './ShopModePanel';

const item = (kind: string, id: string, name: string, keptBecause: string | null = null) => ({ __typename: 'DemoContentItem', kind, id, name, keptBecause });

const DEMO = {
  __typename: 'ShopMode',
  demo: true,
  payments: 'sandbox',
  paymentsWhenSellingForReal: 'off',
  demoSeededAt: '2026-11-20T08:00:00.000Z',
  sellingForRealSince: null,
  sellingForRealBy: null,
  testOrders: 2,
  testVisits: 1,
  demoContent: [
    item('artwork', 'a1', 'Silverback at Dawn'),
    item('artwork', 'a2', 'Mist over Bisoke'),
    item('artist', 'p1', 'Aline Uwase'),
    item('artist', 'p2', 'Eric Habimana', 'works of your own are by this artist'),
    item('category', 'c1', 'Sculptures', 'it holds works of your own'),
    item('teamMember', 't1', 'Claudine Ingabire'),
  ],
};
const SELLING = {
  ...DEMO,
  demo: false,
  payments: 'off',
  sellingForRealSince: '2026-11-24T10:00:00.000Z',
  sellingForRealBy: 'curator',
  testOrders: 0,
  testVisits: 0,
  demoContent: [],
};

const shopMode = (shop: object) => ({ request: { query: AdminShopModeDocument }, result: { data: { shopMode: shop } } });

function startMock(calls: { count: number }, answer: { data?: unknown; errors?: GraphQLError[] }) {
  return {
    request: { query: StartSellingForRealDocument },
    result: () => {
      calls.count += 1;
      return answer;
    },
  };
}

const STARTED = {
  data: {
    startSellingForReal: {
      __typename: 'SellingForRealResult',
      removed: [
        item('artwork', 'a1', 'Silverback at Dawn'),
        item('artwork', 'a2', 'Mist over Bisoke'),
        item('artist', 'p1', 'Aline Uwase'),
        item('teamMember', 't1', 'Claudine Ingabire'),
      ],
      kept: [item('artist', 'p2', 'Eric Habimana', 'works of your own are by this artist'), item('category', 'c1', 'Sculptures', 'it holds works of your own')],
      testOrdersRemoved: 2,
      testVisitsRemoved: 1,
      shopMode: SELLING,
    },
  },
};

/** No mail account connected: every mail waits in the outbox. */
const NO_MAIL = {
  request: { query: MailStatusDocument },
  result: { data: { mailStatus: { __typename: 'MailStatus', configured: false, waiting: 3, failed: 0, oldestWaitingAt: '2026-11-20T08:00:00.000Z' } } },
  maxUsageCount: 10,
};

const render = (mocks: object[]) => renderAdmin('/admin/dashboard', { '/admin/dashboard': <ShopModePanel /> }, { mocks: [...mocks, NO_MAIL] as never });

describe('the demo shop panel on the dashboard', () => {
  it('says the shop is a demo, what would go and what stays, and asks before starting to sell for real; Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const calls = { count: 0 };
    render([shopMode(DEMO), startMock(calls, STARTED)]);
    const panel = await screen.findByRole('region', { name: 'Demo shop' });
    expect(panel.textContent).toContain(DEMO_NOTICE);
    expect(panel.textContent).toContain(
      '2 demo works, 1 demo artist, 1 demo team member, 2 test orders and 1 test visit booking will be removed. Works, artists, team members, categories and collections you added yourself stay.',
    );
    expect(within(panel).getByText('Mist over Bisoke')).toBeTruthy();
    expect(panel.textContent).toContain('Eric Habimana (demo artist): works of your own are by this artist');
    expect(panel.textContent).toContain('Sculptures (demo category): it holds works of your own');
    expect(panel.textContent).toContain(
      'Afterwards, payments are not connected: checkout and visit booking tell visitors that online payment is not available yet and send their details to you as an enquiry.',
    );
    // Mail beside payments, in words for the owner (no setting names).
    expect(await within(panel).findAllByText('Mail: not connected. Nothing is sent; every mail waits in the outbox.')).toHaveLength(2); // the panel and its dialog
    expect(panel.textContent).not.toMatch(/IREMBOPAY|SMTP/);

    await user.click(within(panel).getByRole('button', { name: 'Start selling for real' }));
    const dialog = screen.getByRole('dialog', { name: 'Start selling for real?' });
    expect(dialog.textContent).toContain(
      'This removes 2 demo works, 1 demo artist, 1 demo team member, 2 test orders and 1 test visit booking, with their images, and turns the payment sandbox off for good. Everything you added yourself stays.',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.count).toBe(0);
  });

  it('on confirmation starts selling for real, says what was removed and kept, and then shows where payments go', async () => {
    const user = userEvent.setup();
    const calls = { count: 0 };
    render([shopMode(DEMO), startMock(calls, STARTED), shopMode(SELLING)]);
    const panel = await screen.findByRole('region', { name: 'Demo shop' });
    await user.click(within(panel).getByRole('button', { name: 'Start selling for real' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start selling for real' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe(
      'You are selling for real. Removed 2 demo works, 1 demo artist, 1 demo team member, 2 test orders and 1 test visit booking. Kept because your own content uses them: Eric Habimana (works of your own are by this artist); Sculptures (it holds works of your own). Payments are not connected: checkout and visit booking tell visitors that online payment is not available yet and send their details to you as an enquiry. Ask whoever runs your website to connect your IremboPay account to take payments.',
    );
    expect(calls.count).toBe(1);
    const after = await screen.findByRole('region', { name: 'Payments' });
    expect(after.textContent).toContain('Selling for real since');
    expect(after.textContent).toContain('(started by curator)');
    expect(within(after).queryByRole('button', { name: 'Start selling for real' })).toBeNull();
  });

  it("shows the server's refusal and keeps the demo panel", async () => {
    const user = userEvent.setup();
    const calls = { count: 0 };
    render([shopMode(DEMO), startMock(calls, { errors: [new GraphQLError('This shop already sells for real: there is no demo content to remove.')] })]);
    const panel = await screen.findByRole('region', { name: 'Demo shop' });
    await user.click(within(panel).getByRole('button', { name: 'Start selling for real' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start selling for real' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This shop already sells for real: there is no demo content to remove.');
    expect(screen.getByRole('region', { name: 'Demo shop' })).toBeTruthy();
  });
});
