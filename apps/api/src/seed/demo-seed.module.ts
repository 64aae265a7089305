import { DynamicModule, Module } from '@nestjs/common';
import { CommerceModule } from '@sawa/api/commerce';
import { ShopModule } from '@sawa/api/shop';
import { DemoRemovalService } from './demo-removal.service';
import { DEMO_SEED_OPTIONS, DemoSeedService } from './demo-seed.service';
import { ShopModeResolver } from './shop-mode.resolver';

/** The demo shop: the demo catalogue seeded into a fresh database, and 'Start selling for real' that ends it. */
@Module({})
export class DemoSeedModule {
  static forRoot(options: { embedded: boolean }): DynamicModule {
    return {
      module: DemoSeedModule,
      imports: [ShopModule, CommerceModule],
      providers: [{ provide: DEMO_SEED_OPTIONS, useValue: options }, DemoSeedService, DemoRemovalService, ShopModeResolver],
      exports: [DemoSeedService, DemoRemovalService],
    };
  }
}
