import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { PaymentAlert, paymentAlertToStudio } from '../templates/payment-alert-mails';
import { PaymentsSettings } from './payments.settings';

/** A payment the shop did not take as paid: logged as a warning and mailed to the studio, in the caller's transaction. */
@Injectable()
export class PaymentAlerts {
  private readonly logger = new Logger('Payments');
  private readonly studioEmail: string;

  constructor(
    private readonly outbox: OutboxService,
    private readonly settings: PaymentsSettings,
    config: ConfigService<Environment, true>,
  ) {
    this.studioEmail = config.get('STUDIO_EMAIL', { infer: true });
  }

  async raise(manager: EntityManager, alert: PaymentAlert): Promise<void> {
    // While the sandbox takes the payments, whatever the alert is about was simulated: the mail says 'Test payment'.
    const testPayment = this.settings.mode === 'sandbox';
    this.logger.warn(`${testPayment ? 'Test payment: ' : ''}${alert.what} ${alert.reference}: ${alert.reason}`);
    await this.outbox.enqueue(manager, { to: this.studioEmail, ...paymentAlertToStudio({ ...alert, testPayment }) });
  }
}
