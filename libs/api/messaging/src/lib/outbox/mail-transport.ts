import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import { Environment } from '@sawa/api/common';

export interface MailEnvelope {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** SMTP through nodemailer (SMTP_URL). Without it the app keeps mail in the outbox. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter | null;
  readonly from: string;

  constructor(@Inject(ConfigService) config: ConfigService<Environment, true>) {
    const url = config.get('SMTP_URL', { infer: true });
    this.from = config.get('MAIL_FROM', { infer: true });
    // Short timeouts: a hung server must not hold the worker for minutes.
    this.transporter = url ? createTransport(`${url}${url.includes('?') ? '&' : '?'}connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000`) : null;
  }

  get configured(): boolean {
    return this.transporter !== null;
  }

  async send(mail: MailEnvelope): Promise<void> {
    if (!this.transporter) throw new Error('SMTP_URL is not set');
    await this.transporter.sendMail(mail);
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
