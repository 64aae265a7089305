import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ConfigService } from '@nestjs/config';
import { Environment, Public } from '@sawa/api/common';
import { SitemapService } from './sitemap.service';

@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(
    private readonly sitemaps: SitemapService,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  private get origin(): string {
    return this.config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @Public()
  sitemap(): Promise<string> {
    return this.sitemaps.sitemap(this.origin);
  }

  /** A part of a sitemap split past SITEMAP_MAX_URLS (sitemap.xml is then their index). */
  @Get('sitemap-:part.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @Public()
  async sitemapPart(@Param('part') part: string): Promise<string> {
    const xml = /^[1-9]\d{0,5}$/.test(part) ? await this.sitemaps.part(this.origin, Number(part)) : undefined;
    if (!xml) throw new NotFoundException(`No sitemap part ${part}.`);
    return xml;
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @Public()
  robots(): string {
    return this.sitemaps.robots(this.origin);
  }
}
