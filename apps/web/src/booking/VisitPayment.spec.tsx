import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MOBILE_MONEY_MESSAGES } from '@sawa/shared/domain';
import { PayVisitByMobileMoneyDocument, type VisitQuery } from '../gql/graphql';
import { VisitPayment } from './VisitPayment';

const visit = (over: Partial<VisitQuery['visit']> = {}): VisitQuery['visit'] => ({
  reference: 'VISIT-7K3F9QXM',
  status: 'pending',
  amount: '15000.00',
  currency: 'RWF',
  paymentLinkUrl: 'http://localhost:3000/sandbox/irembopay/pay/880123456789',
  paidAt: null,
  testPayment: false,
  startsAt: '2026-12-03T08:00:00.000Z',
  endsAt: '2026-12-03T09:00:00.000Z',
  partySize: 1,
  needsTime: false,
  keyValid: false,
  changeableUntil: null,
  canChange: false,
  refundDue: false,
  address: 'Musanze',
  mapUrl: 'https://www.openstreetmap.org/',
  phoneEnding: '000',
  ...over,
});

const pushMock = (variables: Record<string, unknown>, result: object) => ({ request: { query: PayVisitByMobileMoneyDocument, variables }, result });

describe('paying a visit by mobile money', () => {
  it('pushes to the number booked with, or to another on the network chosen, and says what to do on the phone', async () => {
    const user = userEvent.setup();
    const sent = MOBILE_MONEY_MESSAGES.sent('MTN', '000');
    render(
      <MockedProvider
        mocks={[
          pushMock(
            { reference: 'VISIT-7K3F9QXM', provider: 'MTN', phone: null },
            {
              data: { payVisitByMobileMoney: { __typename: 'MobileMoneyPushResult', message: sent, sandboxPhoneUrl: '/sandbox/irembopay/phone/880123456789' } },
            },
          ),
          pushMock(
            { reference: 'VISIT-7K3F9QXM', provider: 'AIRTEL', phone: '0788 555 000' },
            { errors: [new GraphQLError(MOBILE_MONEY_MESSAGES.wrongNetwork('AIRTEL', '0788 555 000'), { extensions: { code: 'BAD_USER_INPUT' } })] },
          ),
        ]}
      >
        <VisitPayment visit={visit()} />
      </MockedProvider>,
    );
    const form = screen.getByRole('group', { name: 'Pay with mobile money' });
    expect(within(form).getByText('Leave empty to use the number you booked with (ending in 000).')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Pay with MTN MoMo' }));
    expect(await screen.findByText(sent, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the sandbox phone' }).getAttribute('href')).toBe('/sandbox/irembopay/phone/880123456789');

    await user.click(within(form).getByLabelText('Airtel Money'));
    await user.type(within(form).getByLabelText('Phone number'), '0788 555 000');
    await user.click(within(form).getByRole('button', { name: 'Pay with Airtel Money' }));
    const error = await screen.findByText(MOBILE_MONEY_MESSAGES.wrongNetwork('AIRTEL', '0788 555 000'));
    expect(within(form).getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(error).toBeTruthy();
  });

  it('is offered only while a visit in francs waits for payment', () => {
    const { rerender } = render(
      <MockedProvider>
        <VisitPayment visit={visit({ currency: 'USD', amount: '12.00' })} />
      </MockedProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Pay with mobile money' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeTruthy();
    rerender(
      <MockedProvider>
        <VisitPayment visit={visit({ status: 'paid', paidAt: '2026-11-27T10:00:00.000Z', paymentLinkUrl: null })} />
      </MockedProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Pay with mobile money' })).toBeNull();
  });
});
