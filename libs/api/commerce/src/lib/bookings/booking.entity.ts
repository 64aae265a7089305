import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type BookingStatus = 'pending' | 'paid' | 'expired' | 'cancelled';

/** A paid studio visit: created with its invoice, paid through IremboPay. */
@Entity('booking')
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** e.g. VISIT-7K3F9QXM; also the invoice's transactionId. */
  @Column({ type: 'varchar', length: 20, unique: true })
  reference: string;

  @Index()
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: BookingStatus;

  @Column({ type: 'varchar', length: 200, nullable: true }) visitorName: string | null;
  @Column({ type: 'varchar', length: 320, nullable: true }) visitorEmail: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) visitorPhone: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;

  @Column({ type: 'varchar', length: 100, nullable: true }) invoiceNumber: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) paymentLinkUrl: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) paymentReference: string | null;
  /** A payment whose amount or currency did not match the booking: it was never marked paid; for the staff to settle. */
  @Column({ type: 'text', nullable: true }) paymentIssue: string | null;
  /** As IremboPay names it (e.g. MTN_MOMO), or SANDBOX for a test payment. */
  @Column({ type: 'varchar', length: 100, nullable: true }) paymentMethod: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
