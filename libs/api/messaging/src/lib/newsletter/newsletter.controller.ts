import { Body, Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { Allow, Public } from '@sawa/api/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { PublicRateLimit } from '@sawa/api/auth';
import { MESSAGES, STUDIO } from '@sawa/shared/domain';
import { escapeHtml } from '../templates/layout';
import { NEWSLETTER_CONFIRM_DAYS, NewsletterService } from './newsletter.service';

export const SUBSCRIBE_RATE_LIMIT = { limit: 10, seconds: 60 };

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${STUDIO.name}</title>
<style>body{margin:0;font-family:Georgia,serif;background:#faf7f0;color:#1d1d1b;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;background:#fff}a{color:#1f3a2e}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Back to ${STUDIO.name}</a></p></main></body></html>`;

const unsubscribedPage = (email: string) =>
  page('You are unsubscribed', `<p>${escapeHtml(email)} will not receive the ${STUDIO.name} newsletter any more.</p>`);
const invalidLinkPage = () =>
  page('This link is not valid', '<p>The unsubscribe link is incomplete or was changed. Use the link from the newsletter e-mail itself.</p>');
const subscribedPage = (email: string) => page('You are subscribed', `<p>${escapeHtml(email)} will receive the ${STUDIO.name} newsletter. Thank you!</p>`);
const invalidConfirmationPage = () =>
  page(
    'This link is not valid',
    `<p>The confirmation link is incomplete, was changed, has expired (it works for ${NEWSLETTER_CONFIRM_DAYS} days) or was replaced by a newer one. Sign up again on the site to get a new link.</p>`,
  );

@ApiTags('newsletter')
@Controller('api/v1/mail')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(200)
  @PublicRateLimit(SUBSCRIBE_RATE_LIMIT.limit, SUBSCRIBE_RATE_LIMIT.seconds)
  @ApiOperation({
    summary:
      'Sign {email} up for the newsletter (double opt-in): a mail with a confirmation link goes to the address, which is subscribed once the link is confirmed. Case and spaces are ignored; the answer is the same for an address already subscribed (nothing is sent to it).',
  })
  @ApiBody({ schema: { type: 'object', required: ['email'], properties: { email: { type: 'string', example: 'grace@example.org' } } } })
  @ApiOkResponse({ schema: { example: { status: 'success', message: MESSAGES.newsletter.subscribed, data: { message: MESSAGES.newsletter.subscribed } } } })
  @ApiTooManyRequestsResponse({ schema: { example: { status: 'fail', message: 'Too many requests. Please wait a minute and try again.' } } })
  @Public()
  async subscribe(@Body() body: { email?: unknown } | undefined) {
    const { message } = await this.newsletter.subscribe(body?.email);
    return { status: 'success', message, data: { message } };
  }

  /**
   * The link of the confirmation mail opens a page that asks (a GET changes nothing: mail link scanners
   * open every link, and one must not subscribe an address on its own); its button POSTs.
   */
  @Get('confirm')
  @ApiOperation({ summary: 'The link of the confirmation mail (a signed token): a page with a button; nothing changes until it is POSTed.' })
  @Public()
  async askToConfirm(@Query('token') token: string, @Res() res: Response) {
    res.type('html').setHeader('Cache-Control', 'no-store');
    try {
      const { subscriber, already } = await this.newsletter.byConfirmToken(token);
      if (already) return res.status(200).send(subscribedPage(subscriber.email));
      res
        .status(200)
        .send(
          page(
            'Confirm your subscription',
            `<p>${escapeHtml(subscriber.email)} will receive the ${STUDIO.name} newsletter once a month.</p>` +
              `<form method="post" action="/api/v1/mail/confirm?token=${encodeURIComponent(token)}"><button type="submit">Confirm my subscription</button></form>`,
          ),
        );
    } catch {
      res.status(400).send(invalidConfirmationPage());
    }
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: "Confirm a newsletter sign-up (the confirmation page's button): the address is subscribed and welcomed, once. Answers an HTML page.",
  })
  @Public()
  async confirm(@Query('token') token: string, @Res() res: Response) {
    res.type('html').setHeader('Cache-Control', 'no-store');
    try {
      const { subscriber } = await this.newsletter.confirm(token);
      res.status(200).send(subscribedPage(subscriber.email));
    } catch {
      res.status(400).send(invalidConfirmationPage());
    }
  }

  /**
   * The link in every newsletter mail opens a page that asks (a GET changes nothing: mail link scanners
   * open every link); its button, or a mail client's one-click unsubscribe (RFC 8058), POSTs.
   */
  @Get('unsubscribe')
  @ApiOperation({ summary: 'The unsubscribe link in every newsletter mail (a signed token): a page that asks to confirm; nothing changes until it is POSTed.' })
  @Public()
  async confirmUnsubscribe(@Query('token') token: string, @Res() res: Response) {
    res.type('html').setHeader('Cache-Control', 'no-store');
    try {
      const subscriber = await this.newsletter.byUnsubscribeToken(token);
      if (subscriber.unsubscribedAt) return res.status(200).send(unsubscribedPage(subscriber.email));
      res
        .status(200)
        .send(
          page(
            'Unsubscribe from the newsletter?',
            `<p>${escapeHtml(subscriber.email)} will no longer receive the ${STUDIO.name} newsletter.</p>` +
              `<form method="post" action="/api/v1/mail/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
          ),
        );
    } catch {
      res.status(400).send(invalidLinkPage());
    }
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: "Unsubscribe (the confirmation page's button, or a mail client's one-click unsubscribe, RFC 8058). Answers an HTML page." })
  @Public()
  async unsubscribe(@Query('token') token: string, @Res() res: Response) {
    res.type('html').setHeader('Cache-Control', 'no-store');
    try {
      const subscriber = await this.newsletter.unsubscribe(token);
      res.status(200).send(unsubscribedPage(subscriber.email));
    } catch {
      res.status(400).send(invalidLinkPage());
    }
  }

  @Get('subscribers.csv')
  @Allow('newsletter.manage')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
  @ApiOperation({ summary: 'Every newsletter subscriber as CSV (admin).' })
  csv(): Promise<string> {
    return this.newsletter.csv();
  }
}
