import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DEMO_NOTICE, formatKigaliDateTime, humanError } from '@sawa/shared/domain';
import { ConfirmDialog, Notice, type NoticeMessage } from '@sawa/web/ui';
import { AdminShopModeDocument, StartSellingForRealDocument, type DemoContentKind, type PaymentsMode, type ShopModeFieldsFragment } from '../gql/graphql';
import { MailLine } from '../messages/MailWarning';
import { useCan } from '../session';

const KIND_LABELS: Record<DemoContentKind, [one: string, many: string]> = {
  artwork: ['demo work', 'demo works'],
  artist: ['demo artist', 'demo artists'],
  teamMember: ['demo team member', 'demo team members'],
  category: ['demo category', 'demo categories'],
  collection: ['demo collection', 'demo collections'],
};
const KINDS = Object.keys(KIND_LABELS) as DemoContentKind[];

const PAYMENTS: Record<PaymentsMode, string> = {
  irembopay: 'Payments go to IremboPay.',
  sandbox: 'Payments are simulated by the built-in sandbox: nothing is charged.',
  off: 'Payments are not connected: checkout and visit booking tell visitors that online payment is not available yet and send their details to you as an enquiry. Ask whoever runs your website to connect your IremboPay account to take payments.',
};

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** "12 demo works, 4 demo artists and 2 test orders" */
function summary(items: { kind: DemoContentKind }[], testOrders: number, testVisits: number): string {
  const parts = KINDS.map((kind) => [kind, items.filter((i) => i.kind === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => count(n, KIND_LABELS[kind]));
  if (testOrders) parts.push(count(testOrders, ['test order', 'test orders']));
  if (testVisits) parts.push(count(testVisits, ['test visit booking', 'test visit bookings']));
  if (!parts.length) return 'nothing';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The dashboard's shop panel: while the shop is a demo, what 'Start selling for real' removes and keeps, and the
 * action itself behind a confirmation; afterwards, where payments go.
 */
export function ShopModePanel() {
  const client = useApolloClient();
  const can = useCan();
  const { data, error } = useQuery(AdminShopModeDocument, { fetchPolicy: 'cache-and-network' });
  const [start, { loading: starting }] = useMutation(StartSellingForRealDocument);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const shop = data?.shopMode;

  const confirm = async () => {
    try {
      const result = (await start()).data?.startSellingForReal;
      setConfirming(false);
      if (!result) return;
      const kept = result.kept.length ? ` Kept because your own content uses them: ${result.kept.map((k) => `${k.name} (${k.keptBecause})`).join('; ')}.` : '';
      setNotice({
        tone: 'success',
        text: `You are selling for real. Removed ${summary(result.removed, result.testOrdersRemoved, result.testVisitsRemoved)}.${kept} ${PAYMENTS[result.shopMode.payments]}`,
      });
      // Works, artists, team and counts changed everywhere: every query is fetched again.
      await client.resetStore();
    } catch (e) {
      setConfirming(false);
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };

  if (error) return <Notice tone="error">{humanError(error.message)}</Notice>;
  if (!shop) return null;
  return (
    <section aria-labelledby="shop-mode-title" className="admin-panel shop-mode">
      <h2 id="shop-mode-title">{shop.demo ? 'Demo shop' : 'Payments'}</h2>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {shop.demo ? <DemoShop shop={shop} onStart={can('settings.manage') ? () => setConfirming(true) : undefined} /> : <Selling shop={shop} />}
      <ConfirmDialog
        open={confirming}
        title="Start selling for real?"
        confirmLabel={starting ? 'Starting...' : 'Start selling for real'}
        busy={starting}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          This removes{' '}
          {summary(
            shop.demoContent.filter((i) => !i.keptBecause),
            shop.testOrders,
            shop.testVisits,
          )}
          , with their images, and turns the payment sandbox off for good. Everything you added yourself stays.
        </p>
        <p>{PAYMENTS[shop.paymentsWhenSellingForReal]}</p>
        <MailLine />
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** Without `onStart` (the person may not change the shop's settings) the action is not offered. */
function DemoShop({ shop, onStart }: { shop: ShopModeFieldsFragment; onStart?: () => void }) {
  const removed = shop.demoContent.filter((i) => !i.keptBecause);
  const kept = shop.demoContent.filter((i) => i.keptBecause);
  return (
    <>
      <p>
        This shop is a demo: every public page says ‘{DEMO_NOTICE}’, and payments go to the built-in sandbox. Orders and visits made now are test orders, marked
        ‘Test payment’.
      </p>
      <p>
        When you are ready, start selling for real: {summary(removed, shop.testOrders, shop.testVisits)} will be removed. Works, artists, team members,
        categories and collections you added yourself stay.
      </p>
      {removed.length > 0 && (
        <details>
          <summary>What will be removed</summary>
          <ul>
            {removed.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                {item.name} <span className="admin-row__detail">({KIND_LABELS[item.kind][0]})</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {kept.length > 0 && (
        <>
          <p>Kept, because your own content uses them:</p>
          <ul>
            {kept.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                {item.name} ({KIND_LABELS[item.kind][0]}): {item.keptBecause}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{PAYMENTS[shop.paymentsWhenSellingForReal].replace(/^Payments/, 'Afterwards, payments')}</p>
      <MailLine />
      {onStart ? (
        <button type="button" className="button button--danger" onClick={onStart}>
          Start selling for real
        </button>
      ) : (
        <p className="admin-row__detail">An Owner can start selling for real.</p>
      )}
    </>
  );
}

function Selling({ shop }: { shop: ShopModeFieldsFragment }) {
  return (
    <>
      <p>{PAYMENTS[shop.payments]}</p>
      <MailLine />
      {shop.sellingForRealSince && (
        <p className="admin-row__detail">
          Selling for real since {formatKigaliDateTime(shop.sellingForRealSince)}
          {shop.sellingForRealBy ? ` (started by ${shop.sellingForRealBy})` : ''}.
        </p>
      )}
    </>
  );
}
