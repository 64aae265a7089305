import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { formatMoney, VISIT_MESSAGES } from '@sawa/shared/domain';
import { BookVisitDocument, VisitBookingOptionsDocument, VisitSlotsDocument } from '../gql/graphql';
import { VisitBookingForm } from './VisitBookingForm';

const OPTIONS = {
  __typename: 'VisitBookingOptions',
  unitPrice: '15000.00',
  currency: 'RWF',
  maxPartySize: 6,
  noticeHours: 24,
  horizonDays: 90,
  changeCutoffHours: 24,
  visitMinutes: 60,
  today: '2026-12-01',
  lastDay: '2027-03-01',
};
const slot = (date: string, time: string, startsAt: string, free: number) => ({ __typename: 'VisitSlot', startsAt, date, time, capacity: 8, free });
const SLOTS = [slot('2026-12-03', '10:00', '2026-12-03T08:00:00.000Z', 1), slot('2026-12-03', '14:00', '2026-12-03T12:00:00.000Z', 8)];
// December 2026 as a grid of six weeks from Monday 30 November, from the first day that can be booked.
const slotsMock = (visitSlots: unknown[]) => ({
  request: { query: VisitSlotsDocument, variables: { from: '2026-12-01', to: '2027-01-10' } },
  result: { data: { visitSlots } },
});

describe('booking a studio visit', () => {
  it('shows each day and time with its free places, prices the party, and after a 409 offers the times that still have room', async () => {
    const user = userEvent.setup();
    const offered = [{ startsAt: '2026-12-04T08:00:00.000Z', date: '2026-12-04', time: '10:00', free: 8 }];
    render(
      <MockedProvider
        mocks={[
          { request: { query: VisitBookingOptionsDocument }, result: { data: { visitBookingOptions: OPTIONS } } },
          slotsMock(SLOTS),
          {
            request: {
              query: BookVisitDocument,
              variables: {
                input: { startsAt: '2026-12-03T12:00:00.000Z', partySize: 2, name: 'Amani Keza', email: 'amani@example.org', phone: '+250 788 555 000' },
              },
            },
            result: { errors: [new GraphQLError(VISIT_MESSAGES.slotFull, { extensions: { code: 'CONFLICT', status: 409, slotsWithRoom: offered } })] },
          },
          slotsMock([slot('2026-12-03', '10:00', '2026-12-03T08:00:00.000Z', 1), slot('2026-12-03', '14:00', '2026-12-03T12:00:00.000Z', 0)]),
        ]}
      >
        <VisitBookingForm />
      </MockedProvider>,
    );
    await user.selectOptions(await screen.findByLabelText('People'), '2');
    expect(screen.getByRole('button', { name: 'Tuesday 1 December 2026: no visits' })).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('button', { name: 'Thursday 3 December 2026: 9 places free' }));
    const times = screen.getByRole('group', { name: 'Time on Thursday 3 December 2026 (Kigali time)' });
    // One place left is not enough for two.
    expect(within(times).getByLabelText('10:00 · 1 place left')).toHaveProperty('disabled', true);
    await user.click(within(times).getByLabelText('14:00 · 8 places left'));
    expect(screen.getByText('Thursday 3 December 2026 at 14:00, 2 people:', { exact: false }).querySelector('strong')?.textContent).toBe(
      formatMoney('30000.00', 'RWF'),
    );
    await user.type(screen.getByLabelText('Full name', { exact: false }), 'Amani Keza');
    await user.type(screen.getByLabelText('Email', { exact: false }), 'amani@example.org');
    await user.type(screen.getByLabelText('Phone', { exact: false }), '+250 788 555 000');
    await user.click(screen.getByRole('button', { name: 'Book and pay' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(VISIT_MESSAGES.slotFull)).toBeTruthy();
    const alternative = within(alert).getByLabelText('Friday 4 December 2026 at 10:00 · 8 places left');
    await user.click(alternative);
    expect(screen.getByText('Friday 4 December 2026 at 10:00, 2 people:', { exact: false })).toBeTruthy();
  });
});
