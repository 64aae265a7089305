import { setTimeout as sleep } from 'node:timers/promises';
import { OutboxService } from '@sawa/api/messaging';
import { createTestApp, TestApp } from './harness';
import { startSmtp, TestSmtp } from './support/smtp';

/**
 * Issue 21: a SIGTERM (app.close(), as main.ts calls it) while the outbox job is sending a message. The job
 * queue gives a running job 10 s, then stops waiting for it and the database pool closes: a mail the server
 * accepts after that was sent but never recorded, and went again after its lease.
 */
describe('a shutdown in the middle of an outbox run', () => {
  let smtp: TestSmtp;
  let a: TestApp;
  let b: TestApp;
  const env = () => ({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: '0', JOBS_POLL_INTERVAL_SECONDS: '1' });

  beforeAll(async () => {
    smtp = await startSmtp();
    a = await createTestApp({ ...env(), MAIL_WORKER_INTERVAL_SECONDS: '1' });
  });
  afterAll(async () => {
    await b?.close();
    await a.close().catch(() => undefined);
    await smtp.close();
  });

  it('finishes and records the mail being sent, takes no other, and the next instance sends the rest once each', async () => {
    const held = smtp.holdNext();
    const outbox = a.app.get(OutboxService);
    for (const n of [1, 2, 3])
      await a.dataSource.transaction((manager) =>
        outbox.enqueue(manager, { to: `reader${n}@example.org`, subject: `Mail ${n}`, text: `Mail ${n}`, html: `<p>Mail ${n}</p>` }),
      );

    // The scheduled delivery job has claimed one message and the mail server holds it open.
    const raw = await held.arrived;
    const heldSubject = /^Subject: (Mail \d)/m.exec(raw)![1];
    const closed = a.app.close();
    // Longer than the job queue's grace (10 s) and its 2 s wait: without the outbox's own wait, the pool is closed by now.
    const early = await Promise.race([closed.then(() => true), sleep(12_500).then(() => false)]);
    held.release();
    await closed;

    b = await createTestApp({ ...env(), MAIL_WORKER_INTERVAL_SECONDS: '0' }, undefined, { database: a });
    const rows = () => b.dataSource.query(`SELECT subject, status, attempts FROM outbox_message ORDER BY subject`);
    // The held mail was accepted and recorded as sent; no other was taken after the shutdown began.
    expect(await rows()).toEqual(
      ['Mail 1', 'Mail 2', 'Mail 3'].map((subject) =>
        subject === heldSubject ? { subject, status: 'sent', attempts: 1 } : { subject, status: 'pending', attempts: 0 },
      ),
    );
    expect(smtp.received.map((m) => m.to)).toEqual([[`reader${heldSubject.slice(-1)}@example.org`]]);
    // The shutdown waited for it.
    expect(early).toBe(false);

    // The next instance sends what is left, and the held one never again.
    expect(await b.app.get(OutboxService).deliverDue()).toBe(2);
    expect(await rows()).toEqual(['Mail 1', 'Mail 2', 'Mail 3'].map((subject) => ({ subject, status: 'sent', attempts: 1 })));
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['reader1@example.org', 'reader2@example.org', 'reader3@example.org']);
  }, 60_000);
});
