import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Answer the next `count` messages with a temporary failure (451). */
  refuseNext(count: number): void;
  /**
   * Hold the next message open: its data is read, and the server answers only once `release` is called
   * (a slow mail server mid-delivery). `arrived` resolves, with its raw text, when the data is in.
   */
  holdNext(): { arrived: Promise<string>; release: () => void };
  close(): Promise<void>;
}

/** A real SMTP server in the test process: nodemailer talks the whole SMTP conversation to it. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let hold: { arrive: (raw: string) => void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const held = hold;
        hold = undefined;
        if (!held) return answer();
        held.arrive(Buffer.concat(chunks).toString('utf8'));
        void held.released.then(answer);
      });
      const answer = () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null);
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => (refusals = count),
    holdNext: () => {
      let release!: () => void;
      let arrive!: (raw: string) => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<string>((resolve) => (arrive = resolve));
      hold = { arrive, released };
      return { arrived, release };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text part of a raw message (quoted-printable soft breaks removed). */
export function textOf(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
