import { EntityManager, In } from 'typeorm';
import { Booking } from '../bookings/booking.entity';
import { VisitSlot } from './visit-slot.entity';
import { WeeklySlot } from './weekly-slot.entity';

/**
 * A slot's places. What is taken is never stored as a count: it is the sum of the parties of the visits that
 * hold places on the slot (`booking.holds_places`), read under the slot row's lock. Whoever takes places
 * (a booking, a move, a walk-in, a late payment) locks the slot row first (`lockSlotRows`), counts, and
 * writes its booking in the same transaction, so two bookings for the last places are counted one after
 * the other and the slot is never booked past its capacity. Giving places back (cancel, expiry, a move
 * away) only clears `holds_places`, which frees them at commit.
 */
export interface LockedSlot {
  row: VisitSlot;
  capacity: number;
  taken: number;
}

export const freePlaces = (slot: Pick<LockedSlot, 'capacity' | 'taken'> & { row: Pick<VisitSlot, 'blocked'> }, ignoreBlock = false): number =>
  slot.row.blocked && !ignoreBlock ? 0 : Math.max(0, slot.capacity - slot.taken);

/** Places taken on each slot (by the visits that hold them). */
export async function placesTaken(manager: EntityManager, slotIds: string[]): Promise<Map<string, number>> {
  if (!slotIds.length) return new Map();
  const rows = await manager
    .createQueryBuilder(Booking, 'b')
    .select('b.slotId', 'slotId')
    .addSelect('sum(b.partySize)::int', 'taken')
    .where('b.holdsPlaces AND b.slotId IN (:...slotIds)', { slotIds })
    .groupBy('b.slotId')
    .getRawMany<{ slotId: string; taken: number }>();
  return new Map(rows.map((r) => [r.slotId, Number(r.taken)]));
}

/** Locks slot rows (FOR UPDATE, in id order, so two transactions locking two slots never deadlock) and counts their places. */
export async function lockSlotRows(manager: EntityManager, ids: string[]): Promise<Map<string, LockedSlot>> {
  const sorted = [...new Set(ids)].sort();
  const rows = await manager.getRepository(VisitSlot).find({ where: { id: In(sorted) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  const weeklyIds = rows.flatMap((r) => (r.capacity === null && r.weeklySlotId ? [r.weeklySlotId] : []));
  const weekly = weeklyIds.length ? await manager.getRepository(WeeklySlot).find({ where: { id: In(weeklyIds) } }) : [];
  const taken = await placesTaken(
    manager,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((row) => [row.id, { row, capacity: row.capacity ?? weekly.find((w) => w.id === row.weeklySlotId)?.places ?? 0, taken: taken.get(row.id) ?? 0 }]),
  );
}

/** The visit takes its party's places on the slot (locked by the caller, with room checked). */
export async function holdPlaces(manager: EntityManager, booking: Pick<Booking, 'id'>, slot: LockedSlot): Promise<void> {
  await manager.update(Booking, { id: booking.id }, { slotId: slot.row.id, holdsPlaces: true });
}

/** The visit gives its places back (they are free again at commit); a visit that holds none changes nothing. */
export async function releasePlaces(manager: EntityManager, booking: Booking): Promise<void> {
  if (!booking.holdsPlaces) return;
  await manager.update(Booking, { id: booking.id }, { holdsPlaces: false });
  booking.holdsPlaces = false;
}
