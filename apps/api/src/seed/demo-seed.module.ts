import { DynamicModule, Module } from '@nestjs/common';

@Module({})
export class DemoSeedModule {
  static forRoot(_options: { embedded: boolean }): DynamicModule {
    return { module: DemoSeedModule };
  }
}
