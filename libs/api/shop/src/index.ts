export * from './lib/shop.module';
export * from './lib/shop-mode.service';
export * from './lib/shop-settings.entity';
export * from './lib/demo-record.entity';
export * from './lib/payments-mode';
