import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Length of the subject column; `OutboxService.enqueue` cuts longer subjects to fit. */
export const OUTBOX_SUBJECT_MAX = 300;

/** What a sensitive message's body reads once sent (and what the back office shows of it before). */
export const SENSITIVE_BODY = 'This message carried a single-use link for its recipient only; its text is not kept.';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * A file sent with a message: an image kept by the media storage (read when the message goes out), or a
 * small text file kept in the message itself (a visit's calendar entry).
 */
export type OutboxAttachment = { filename: string; contentType: string } & (
  | {
      /** File name in the image storage (e.g. `3f9a…c2.jpg`). */
      storageName: string;
    }
  | {
      /** The file's text, kept with the message. */
      content: string;
    }
);

/**
 * An e-mail, written in the same transaction as what caused it and delivered later by the
 * outbox worker: a message is never lost because the mail server was down.
 */
@Entity('outbox_message')
@Index(['status', 'nextAttemptAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 320 })
  to: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  replyTo: string | null;

  @Column({ type: 'varchar', length: OUTBOX_SUBJECT_MAX })
  subject: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: OutboxAttachment[];

  /** What the message is about (`commission-request:<id>`, `newsletter-subscriber:<id>`), so deleting that deletes its mail too. */
  @Index()
  @Column({ type: 'varchar', length: 100, nullable: true })
  regarding: string | null;

  /**
   * The message carries a single-use link (an invitation, a password reset): the back office never shows
   * its body, and once sent the body is replaced by SENSITIVE_BODY, so the link lives only in the mailbox.
   */
  @Column({ type: 'boolean', default: false })
  sensitive: boolean;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
