import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { LEGACY_LIST_LIMIT, MAX_PAGE } from '../paging';
import { ToInteger } from './form-fields';

/**
 * `page` and `limit` of the legacy REST lists (GET /api/v1/art, artist, category, collection,
 * team). Without them a list answers its first LEGACY_LIST_LIMIT items, as the SPEC's client
 * reads the whole list; `X-Total-Count` and a `Link: …; rel="next"` header say when there is more.
 */
export class LegacyListQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1, description: '1-based page of `limit` items.' })
  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must not be greater than ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LEGACY_LIST_LIMIT,
    default: LEGACY_LIST_LIMIT,
    description: `Items per page, at most ${LEGACY_LIST_LIMIT} (also the default). The answer's X-Total-Count header gives the number of items over all pages.`,
  })
  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(LEGACY_LIST_LIMIT, { message: `limit must not be greater than ${LEGACY_LIST_LIMIT}` })
  limit?: number;
}

/** The page window of a legacy list query. */
export function legacyWindow(query: LegacyListQuery): { page: number; pageSize: number } {
  return { page: query.page ?? 1, pageSize: query.limit ?? LEGACY_LIST_LIMIT };
}

/**
 * Paging in headers, so the legacy envelope keeps its shape: `X-Total-Count`, and RFC 8288 `Link`
 * relations `next` and `prev` built from the request's own query.
 */
export function setLegacyPageHeaders(req: Request, res: Response, window: { page: number; pageSize: number }, totalItems: number): void {
  res.setHeader('X-Total-Count', String(totalItems));
  const link = (page: number) => {
    const params = new URLSearchParams(req.query as Record<string, string>);
    params.delete('page');
    params.delete('limit');
    params.append('page', String(page));
    params.append('limit', String(window.pageSize));
    return `<${req.baseUrl}${req.path}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (window.page * window.pageSize < totalItems) links.push(`${link(window.page + 1)}; rel="next"`);
  if (window.page > 1) links.push(`${link(window.page - 1)}; rel="prev"`);
  if (links.length) res.setHeader('Link', links.join(', '));
}
