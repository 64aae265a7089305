// smtp-server ships without type declarations; the tests use this much of it.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';
  import type { AddressInfo } from 'node:net';
  interface Session {
    envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] };
  }
  export class SMTPServer {
    constructor(options: {
      authOptional?: boolean;
      disabledCommands?: string[];
      logger?: boolean;
      onData?(stream: Readable, session: Session, callback: (error?: Error | null) => void): void;
    });
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
    server: { address(): AddressInfo };
  }
}
