import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { DemoRecord, DemoRecordKind } from './demo-record.entity';
import { PaymentsMode, paymentsModeOf } from './payments-mode';
import { ShopSettings } from './shop-settings.entity';

/**
 * Whether this database is a demo shop, and so where payments go. The state lives in the database
 * (`shop_settings`), never in a process flag: the seed writes it with the demo catalogue, and
 * 'Start selling for real' ends it for good. It is kept in memory for the synchronous questions
 * (payments available?) and read again wherever a stale answer could let the sandbox take a
 * payment (every sandbox request), so another instance that left demo mode is noticed at once.
 */
@Injectable()
export class ShopModeService implements OnModuleInit {
  private readonly logger = new Logger('ShopMode');
  private demo = false;
  private readonly credentials: boolean;
  private readonly sandboxSetting: boolean | undefined;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService<Environment, true>,
  ) {
    this.credentials = Boolean(config.get('IREMBOPAY_SECRET_KEY', { infer: true }));
    this.sandboxSetting = config.get('PAYMENTS_SANDBOX', { infer: true });
  }

  async onModuleInit(): Promise<void> {
    await this.refresh();
  }

  /** True while the database is a demo shop (as last read). */
  isDemo(): boolean {
    return this.demo;
  }

  paymentsMode(): PaymentsMode {
    return paymentsModeOf({ credentials: this.credentials, sandbox: this.sandboxSetting, demo: this.demo });
  }

  /** Where payments will go once the shop sells for real (what 'Start selling for real' leads to). */
  paymentsModeWhenSelling(): PaymentsMode {
    return paymentsModeOf({ credentials: this.credentials, sandbox: this.sandboxSetting, demo: false });
  }

  /** True when visitors' payments are simulated: every public page then carries the demo notice. */
  paymentsSimulated(): boolean {
    return this.paymentsMode() === 'sandbox';
  }

  /** Reads the state from the database again; returns the payments mode. */
  async refresh(): Promise<PaymentsMode> {
    const settings = await this.dataSource.getRepository(ShopSettings).findOne({ where: { id: 1 } });
    this.apply(settings?.demo ?? false);
    return this.paymentsMode();
  }

  async settings(): Promise<ShopSettings> {
    const settings = await this.dataSource.getRepository(ShopSettings).findOneOrFail({ where: { id: 1 } });
    this.apply(settings.demo);
    return settings;
  }

  /** True once the studio started selling for real in this database: the demo is never seeded here again. */
  async soldForReal(): Promise<boolean> {
    const settings = await this.dataSource.getRepository(ShopSettings).findOne({ where: { id: 1 } });
    return Boolean(settings?.sellingForRealSince);
  }

  /** The demo may be seeded only into a database that never started selling for real (in a transaction: locks the row until it ends). */
  async maySeedDemo(manager: EntityManager): Promise<boolean> {
    const settings = await manager.findOne(ShopSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
    return !settings?.sellingForRealSince;
  }

  /** In the seed's transaction: the database becomes a demo shop and these rows are its demo content. Call refresh() after commit. */
  async recordDemoSeeded(manager: EntityManager, records: { kind: DemoRecordKind; id: string }[]): Promise<void> {
    await manager.update(ShopSettings, { id: 1 }, { demo: true, demoSeededAt: new Date() });
    if (records.length)
      await manager.insert(
        DemoRecord,
        records.map((r) => ({ kind: r.kind, recordId: r.id })),
      );
  }

  /** In the transaction of 'Start selling for real': for good. Call refresh() after commit. */
  async recordSellingForReal(manager: EntityManager, by: string): Promise<void> {
    await manager.update(ShopSettings, { id: 1 }, { demo: false, sellingForRealSince: new Date(), sellingForRealBy: by });
    await manager.createQueryBuilder().delete().from(DemoRecord).execute();
  }

  /** What the log says at every start. */
  describe(): string[] {
    const mode = this.paymentsMode();
    if (mode === 'sandbox') {
      return [
        this.demo
          ? "Demo shop: payments are simulated, nothing is charged (the built-in IremboPay sandbox takes them). An admin ends the demo with 'Start selling for real' in the back office."
          : 'Payments are simulated, nothing is charged: PAYMENTS_SANDBOX=true runs the built-in IremboPay sandbox.',
      ];
    }
    if (mode === 'irembopay') {
      return this.demo
        ? [
            "Payments go to IremboPay, but this database is still a demo shop: visitors could pay real money for demo works. Choose 'Start selling for real' in the back office.",
          ]
        : ['Payments go to IremboPay.'];
    }
    return ['Payments are not configured (no IremboPay credentials): checkout and visit booking tell visitors so.'];
  }

  private apply(demo: boolean): void {
    const left = this.demo && !demo;
    this.demo = demo;
    if (left) this.logger.log('This shop is no longer a demo: the payment sandbox is off.');
  }
}
