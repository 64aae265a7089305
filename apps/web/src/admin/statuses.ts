import { BookingStatus, CommissionStatus, OrderStatus, OutboxStatus } from './gql/graphql';

/**
 * The status options of the back office's filters and pickers: the values codegen generates from the
 * schema's enums (`enumType: 'const'`), none typed here. The schema lists them alphabetically; each list
 * is shown in its lifecycle order, a rank per value that the type checker keeps complete (a new status
 * does not compile until it is placed).
 */
const inLifecycleOrder = <T extends string>(values: Record<string, T>, rank: Record<T, number>): readonly T[] =>
  Object.values(values).sort((a, b) => rank[a] - rank[b]);

export const ORDER_STATUSES = inLifecycleOrder(OrderStatus, {
  [OrderStatus.Pending]: 0,
  [OrderStatus.Paid]: 1,
  [OrderStatus.Shipped]: 2,
  [OrderStatus.Delivered]: 3,
  [OrderStatus.ReadyForPickup]: 4,
  [OrderStatus.Collected]: 5,
  [OrderStatus.Cancelled]: 6,
  [OrderStatus.Expired]: 7,
});

export const BOOKING_STATUSES = inLifecycleOrder(BookingStatus, {
  [BookingStatus.Pending]: 0,
  [BookingStatus.Paid]: 1,
  [BookingStatus.Attended]: 2,
  [BookingStatus.NoShow]: 3,
  [BookingStatus.Cancelled]: 4,
  [BookingStatus.Expired]: 5,
});

export const COMMISSION_STATUSES = inLifecycleOrder(CommissionStatus, {
  [CommissionStatus.New]: 0,
  [CommissionStatus.Replied]: 1,
  [CommissionStatus.Accepted]: 2,
  [CommissionStatus.Declined]: 3,
});

export const OUTBOX_STATUSES = inLifecycleOrder(OutboxStatus, {
  [OutboxStatus.Pending]: 0,
  [OutboxStatus.Sent]: 1,
  [OutboxStatus.Failed]: 2,
});
