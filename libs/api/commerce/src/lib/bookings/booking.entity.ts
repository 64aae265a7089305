import type { TakenBy } from '../payments/payment-provider';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { VisitSlot } from '../visit-schedule/visit-slot.entity';

/** pending → paid → attended or no_show; pending → expired or cancelled; paid → cancelled (refund due); see visit-transitions.ts. */
export type BookingStatus = 'pending' | 'paid' | 'attended' | 'no_show' | 'expired' | 'cancelled';

/** How the visit came: booked online (Book Now, GraphQL, the legacy route) or recorded by the studio at the door. */
export type BookingSource = 'online' | 'walk_in';

/**
 * A studio visit: a party on a slot of the calendar, paid through IremboPay. A visit booked through the
 * legacy route has no slot until its visitor chooses one after paying.
 */
@Entity('booking')
@Index('IDX_booking_slot_places', ['slotId'], { where: 'holds_places' })
@Check('"party_size" >= 1')
@Check('NOT "holds_places" OR "slot_id" IS NOT NULL')
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** e.g. VISIT-7K3F9QXM; also the invoice's transactionId. */
  @Column({ type: 'varchar', length: 20, unique: true })
  reference: string;

  @Index()
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: BookingStatus;

  @Column({ type: 'varchar', length: 10, default: 'online' })
  source: BookingSource;

  @Column({ type: 'varchar', length: 200, nullable: true }) visitorName: string | null;
  @Column({ type: 'varchar', length: 320, nullable: true }) visitorEmail: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) visitorPhone: string | null;

  /** When and where on the calendar; null for a legacy booking whose visitor has not chosen yet. */
  @ManyToOne(() => VisitSlot, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'slot_id' })
  slot?: VisitSlot | null;

  @Column({ type: 'uuid', nullable: true })
  slotId: string | null;

  @Column({ type: 'int', default: 1 })
  partySize: number;

  /**
   * True while the visit takes its party's places on its slot: from booking until its invoice expires
   * unpaid, or until it is cancelled or moved. Places are counted from these rows under the slot's row
   * lock (visit-places.ts), so a slot is never booked past its capacity.
   */
  @Column({ type: 'boolean', default: false })
  holdsPlaces: boolean;

  /** VISIT_PRICE x party size, in VISIT_CURRENCY, when it was booked. */
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;

  /** Which payments took this visit: 'sandbox' (simulated) or 'irembopay' (real money); see Order.paymentMode. */
  @Column({ type: 'varchar', length: 10, default: 'irembopay' }) paymentMode: TakenBy;
  @Column({ type: 'varchar', length: 100, nullable: true }) invoiceNumber: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) paymentLinkUrl: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) paymentReference: string | null;
  /** A payment whose amount or currency did not match the booking: it was never marked paid; for the staff to settle. */
  @Column({ type: 'text', nullable: true }) paymentIssue: string | null;
  /** As IremboPay names it (e.g. MTN_MOMO), or SANDBOX for a test payment. */
  @Column({ type: 'varchar', length: 100, nullable: true }) paymentMethod: string | null;
  /** Money was received that must go back: a paid visit cancelled, or a payment that came too late. Cleared when refunded. */
  @Column({ type: 'boolean', default: false }) refundDue: boolean;
  @Column({ type: 'timestamptz', nullable: true }) refundedAt: Date | null;
  /** What the staff should know (cancelled after payment, paid after the invoice ended...). */
  @Column({ type: 'text', default: '' }) staffNote: string;

  /** The reminder (a day before) went out for the current time; cleared when the visit moves. */
  @Column({ type: 'timestamptz', nullable: true }) reminderSentAt: Date | null;
  /** Raised each time the visit moves: the calendar file's SEQUENCE, so a calendar replaces the old entry. */
  @Column({ type: 'int', default: 0 }) calendarSequence: number;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
