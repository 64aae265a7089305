import { Module } from '@nestjs/common';
import { ShopModule } from '@sawa/api/shop';
import { SiteResolver } from './site.resolver';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';

/** What the website says about itself: contact settings, sitemap.xml and robots.txt. */
@Module({ imports: [ShopModule], controllers: [SitemapController], providers: [SiteResolver, SitemapService] })
export class SiteModule {}
