import { DynamicModule, Module } from '@nestjs/common';
import { DEMO_SEED_OPTIONS, DemoSeedService } from './demo-seed.service';

@Module({})
export class DemoSeedModule {
  static forRoot(options: { embedded: boolean }): DynamicModule {
    return {
      module: DemoSeedModule,
      providers: [{ provide: DEMO_SEED_OPTIONS, useValue: options }, DemoSeedService],
      exports: [DemoSeedService],
    };
  }
}
