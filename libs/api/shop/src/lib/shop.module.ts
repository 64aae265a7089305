import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoRecord } from './demo-record.entity';
import { ShopModeService } from './shop-mode.service';
import { ShopSettings } from './shop-settings.entity';

/** The shop's own state in the database: a demo shop or selling for real, and so where payments go. */
@Module({ imports: [TypeOrmModule.forFeature([ShopSettings, DemoRecord])], providers: [ShopModeService], exports: [ShopModeService] })
export class ShopModule {}
