import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { SitemapService } from './sitemap.service';

@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(
    private readonly sitemaps: SitemapService,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  private get origin(): string {
    return this.config.get('PUBLIC_URL', { infer: true }) as string;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): Promise<string> {
    return this.sitemaps.sitemap(this.origin);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.sitemaps.robots(this.origin);
  }
}
