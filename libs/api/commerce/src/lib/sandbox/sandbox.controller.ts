import { All, Controller, Get, Headers, HttpCode, Logger, NotFoundException, OnApplicationShutdown, Param, Post, Put, Req, Res } from '@nestjs/common';
import { Public } from '@sawa/api/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { LosslessNumber, parse, stringify } from 'lossless-json';
import {
  DEMO_NOTICE,
  formatKigaliDateTime,
  formatMoney,
  fromCents,
  isMoney,
  MOBILE_MONEY_CURRENCY,
  MOBILE_MONEY_PROVIDERS,
  MobileMoneyProvider,
  mobileMoneyNetwork,
  publicPath,
  rwandanMobileNumber,
  SANDBOX_PAYMENT_METHOD,
  STUDIO,
  toCents,
} from '@sawa/shared/domain';
import { ShopModeService } from '@sawa/api/shop';
import { escapeHtml } from '@sawa/api/messaging';
import { signPayload } from '../payments/payment-signature';
import type { Invoice } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { SANDBOX_ACCOUNT } from '../payments/sandbox-account';
import { SandboxInvoice, SandboxInvoices } from './sandbox-invoices';

/** The sandbox's invoice routes keep their body raw (see configure-app): amounts are read as the digits sent, never as floats. */
export const SANDBOX_API_ROUTE = '/sandbox/irembopay/payments';

/** The JSON body, every number kept as its decimal text; undefined when it is not a JSON object. */
function readBody(req: Request): Record<string, unknown> | undefined {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : undefined;
  if (raw === undefined) return typeof req.body === 'object' && req.body ? (req.body as Record<string, unknown>) : undefined;
  try {
    const value = parse(raw, undefined, (digits) => digits);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Pauses before each new attempt of a failed notification (then it gives up): 1 s, 2 s, 4 s, 8 s, 16 s. */
export const NOTIFY_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

/** One page of the sandbox (the payment page, the simulated phone): the demo notice first, then `main`; `css` adds to the shared look. */
function sandboxPage(page: { title: string; note: string; css: string; main: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;color:#1b2430;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;width:calc(100% - 2rem)}
button{font:inherit;padding:.8rem 1.4rem;border:0;background:#0b5cad;color:#fff;cursor:pointer;width:100%;margin-top:.5rem}button.secondary{background:#fff;color:#0b5cad;border:1px solid #0b5cad}.note{font-size:.85rem;color:#4b5563}${page.css}</style></head>
<body><main><p class="note" role="note"><strong>${DEMO_NOTICE}</strong> (${page.note}).</p>${page.main}</main></body></html>`;
}

/**
 * IremboPay's invoice API and payment page, served by the app itself when no IremboPay
 * credentials are set, so a fresh machine and the tests run the whole payment flow over HTTP.
 * Invoices are kept in the shared database (SandboxInvoices): any instance answers for any invoice.
 */
@ApiExcludeController()
@Controller('sandbox/irembopay')
export class SandboxController implements OnApplicationShutdown {
  private readonly logger = new Logger('IremboPaySandbox');
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly settings: PaymentsSettings,
    private readonly shop: ShopModeService,
    private readonly invoices: SandboxInvoices,
  ) {}

  /**
   * Every route answers 404 unless the sandbox runs. The shop's state is read from the database on each
   * request, so an instance never serves the sandbox after any instance started selling for real.
   */
  private async guard(res: Response): Promise<boolean> {
    if ((await this.shop.refresh()) !== 'sandbox') {
      res.status(404).json({ success: false, message: 'The payment sandbox is off on this site.' });
      return false;
    }
    return true;
  }

  private refuse(res: Response, status: number, message: string, errors: { code: string; detail: string }[] = []) {
    res.status(status).json({ success: false, message, errors });
  }

  private async authorised(res: Response, secret: string | undefined, version: string | undefined): Promise<boolean> {
    if (secret !== (await this.settings.secretKey())) {
      this.refuse(res, 401, 'Unauthorized', [{ code: 'INVALID_SECRET_KEY', detail: 'The irembopay-secretKey header is missing or wrong.' }]);
      return false;
    }
    if (version !== '2') {
      this.refuse(res, 400, 'Unsupported API version', [{ code: 'INVALID_API_VERSION', detail: 'Send X-API-Version: 2.' }]);
      return false;
    }
    return true;
  }

  @Post('payments/invoices')
  @Public()
  async createInvoice(@Req() req: Request, @Headers('irembopay-secretkey') secret: string, @Headers('x-api-version') version: string, @Res() res: Response) {
    if (!(await this.guard(res)) || !(await this.authorised(res, secret, version))) return;
    const body = readBody(req);
    if (!body) return this.refuse(res, 400, 'Invalid request', [{ code: 'INVALID_BODY', detail: 'The body must be a JSON object' }]);
    const errors: { code: string; detail: string }[] = [];
    const { transactionId, paymentAccountIdentifier, paymentItems, description, expiryAt, language } = body;
    if (typeof transactionId !== 'string' || !transactionId) errors.push({ code: 'TRANSACTION_ID_REQUIRED', detail: 'transactionId is required' });
    const currency = typeof paymentAccountIdentifier === 'string' ? SANDBOX_ACCOUNT.exec(paymentAccountIdentifier)?.[1] : undefined;
    if (!currency) errors.push({ code: 'INVALID_PAYMENT_ACCOUNT', detail: 'paymentAccountIdentifier is not a payment account of this merchant' });
    // Numbers arrive as their digits: quantity "1", unitAmount "95.50".
    const raw = Array.isArray(paymentItems) ? (paymentItems as { code?: unknown; quantity?: unknown; unitAmount?: unknown }[]) : [];
    const items = raw.flatMap((i) =>
      typeof i?.code === 'string' &&
      typeof i.quantity === 'string' &&
      /^[1-9]\d{0,5}$/.test(i.quantity) &&
      typeof i.unitAmount === 'string' &&
      AMOUNT.test(i.unitAmount) &&
      isMoney(i.unitAmount) &&
      toCents(i.unitAmount) > 0
        ? [{ code: i.code, quantity: Number(i.quantity), unitAmount: i.unitAmount }]
        : [],
    );
    if (!items.length || items.length !== raw.length) {
      errors.push({
        code: 'INVALID_PAYMENT_ITEMS',
        detail: 'paymentItems must be a list of {code, quantity, unitAmount} with amounts of at most two decimals',
      });
    }
    if (typeof expiryAt === 'string' && (!ISO_WITH_OFFSET.test(expiryAt) || Date.parse(expiryAt) <= Date.now()))
      errors.push({ code: 'INVALID_EXPIRY', detail: 'expiryAt must be a future ISO 8601 date with an offset' });
    if (language !== undefined && !['EN', 'FR', 'RW'].includes(language as string))
      errors.push({ code: 'INVALID_LANGUAGE', detail: 'language must be EN, FR or RW' });
    if (errors.length) return this.refuse(res, 400, 'Invalid request', errors);

    // transactionId is unique per merchant: asking again returns the same invoice.
    const { invoice, created } = await this.invoices.create(
      {
        transactionId: transactionId as string,
        paymentStatus: 'NEW',
        amount: fromCents(items.reduce((sum, i) => sum + toCents(i.unitAmount) * i.quantity, 0)),
        currency: currency as string,
        expiryAt: (expiryAt as string | undefined) ?? new Date(Date.now() + 3600_000).toISOString(),
        description: typeof description === 'string' ? description : '',
        items,
        account: paymentAccountIdentifier as string,
      },
      (invoiceNumber) => `${this.settings.publicUrl}/sandbox/irembopay/pay/${invoiceNumber}`,
    );
    if (created) this.send(res, 201, 'Invoice created successfully', invoice);
    else this.send(res, 200, 'Invoice already exists', invoice);
  }

  /** IremboPay's update-invoice call: a new expiry (the shop extends a hold with it, and ends an invoice by moving it to now). */
  @Put('payments/invoices/:invoiceNumber')
  @Public()
  async updateInvoice(
    @Param('invoiceNumber') number: string,
    @Req() req: Request,
    @Headers('irembopay-secretkey') secret: string,
    @Headers('x-api-version') version: string,
    @Res() res: Response,
  ) {
    if (!(await this.guard(res)) || !(await this.authorised(res, secret, version))) return;
    if (!(await this.invoices.find({ invoiceNumber: number })))
      return this.refuse(res, 404, 'Invoice not found', [{ code: 'INVOICE_NOT_FOUND', detail: `No invoice ${number}` }]);
    const expiryAt = readBody(req)?.['expiryAt'];
    if (typeof expiryAt !== 'string' || !ISO_WITH_OFFSET.test(expiryAt) || Number.isNaN(Date.parse(expiryAt)))
      return this.refuse(res, 400, 'Invalid request', [{ code: 'INVALID_EXPIRY', detail: 'expiryAt must be an ISO 8601 date with an offset' }]);
    const invoice = await this.invoices.updateExpiry(number, expiryAt);
    if (invoice === 'missing') return this.refuse(res, 404, 'Invoice not found', [{ code: 'INVOICE_NOT_FOUND', detail: `No invoice ${number}` }]);
    if (invoice === 'paid') return this.refuse(res, 400, 'Invoice already paid', [{ code: 'INVOICE_ALREADY_PAID', detail: `Invoice ${number} is paid` }]);
    this.send(res, 200, 'Invoice updated successfully', invoice);
  }

  @Get('payments/invoices/:invoiceNumber')
  @Public()
  async getInvoice(
    @Param('invoiceNumber') number: string,
    @Headers('irembopay-secretkey') secret: string,
    @Headers('x-api-version') version: string,
    @Res() res: Response,
  ) {
    if (!(await this.guard(res)) || !(await this.authorised(res, secret, version))) return;
    const invoice = await this.invoices.find({ invoiceNumber: number });
    if (!invoice) return this.refuse(res, 404, 'Invoice not found', [{ code: 'INVOICE_NOT_FOUND', detail: `No invoice ${number}` }]);
    this.send(res, 200, 'Invoice retrieved', invoice);
  }

  /**
   * IremboPay's mobile-money push (`POST /payments/transactions/initiate`): the payment request goes to the payer's
   * phone, here the sandbox's simulated phone (`phone/:invoiceNumber`). As at IremboPay: RWF invoices only, and the
   * number must belong to the network chosen.
   */
  @Post('payments/transactions/initiate')
  @Public()
  async initiatePush(@Req() req: Request, @Headers('irembopay-secretkey') secret: string, @Headers('x-api-version') version: string, @Res() res: Response) {
    if (!(await this.guard(res)) || !(await this.authorised(res, secret, version))) return;
    const body = readBody(req);
    const { accountIdentifier, paymentProvider, invoiceNumber } = body ?? {};
    if (typeof invoiceNumber !== 'string' || typeof accountIdentifier !== 'string' || typeof paymentProvider !== 'string')
      return this.refuse(res, 400, 'Invalid request', [{ code: 'BAD_DATA', detail: 'accountIdentifier, paymentProvider and invoiceNumber are required' }]);
    if (!(paymentProvider in MOBILE_MONEY_PROVIDERS))
      return this.refuse(res, 400, 'Invalid request', [{ code: 'INVALID_PAYMENT_PROVIDER', detail: 'paymentProvider must be MTN or AIRTEL' }]);
    const account = rwandanMobileNumber(accountIdentifier);
    if (!account || mobileMoneyNetwork(account) !== paymentProvider)
      return this.refuse(res, 400, 'Invalid request', [
        { code: 'INVALID_ACCOUNT_IDENTIFIER', detail: `${accountIdentifier} is not a ${paymentProvider} mobile money number` },
      ]);
    const invoice = await this.invoices.find({ invoiceNumber });
    if (!invoice) return this.refuse(res, 404, 'Invoice not found', [{ code: 'INVOICE_NOT_FOUND', detail: `No invoice ${invoiceNumber}` }]);
    if (invoice.currency !== MOBILE_MONEY_CURRENCY)
      return this.refuse(res, 400, 'Invalid request', [{ code: 'BAD_DATA', detail: `Mobile money payments are in ${MOBILE_MONEY_CURRENCY} only` }]);
    if (invoice.paymentStatus === 'PAID')
      return this.refuse(res, 400, 'Invoice already paid', [{ code: 'INVOICE_ALREADY_PAID', detail: `Invoice ${invoiceNumber} is paid` }]);
    const pushed = await this.invoices.push(invoiceNumber, paymentProvider, account);
    if (!pushed) return this.refuse(res, 400, 'Invoice expired', [{ code: 'INVOICE_EXPIRED', detail: `Invoice ${invoiceNumber} has expired` }]);
    res.status(200).json({
      success: true,
      message: 'Push payment initiated',
      data: { invoiceNumber, accountIdentifier: account, paymentProvider, amount: pushed.amount, currency: pushed.currency, paymentStatus: 'PENDING' },
    });
  }

  /** The payer's simulated phone: the push waiting on it, with Approve (the PIN) and Decline. */
  @Get('phone/:invoiceNumber')
  @Public()
  async phone(@Param('invoiceNumber') number: string, @Res() res: Response) {
    if (!(await this.guard(res))) return;
    const invoice = await this.invoices.find({ invoiceNumber: number });
    if (!invoice) throw new NotFoundException('No such invoice in the sandbox.');
    const network = MOBILE_MONEY_PROVIDERS[invoice.pushProvider as MobileMoneyProvider] ?? 'Mobile money';
    const back = `<p><a href="${escapeHtml(this.returnPath(invoice.transactionId))}">${this.returnLabel(invoice.transactionId)}</a></p>`;
    const screen =
      invoice.paymentStatus === 'PAID'
        ? `<p role="status">Paid: ${escapeHtml(formatMoney(invoice.amount, invoice.currency))} to ${escapeHtml(STUDIO.name)}.</p>${back}`
        : invoice.pushStatus === 'PENDING'
          ? `<p><strong>${escapeHtml(network)}</strong> · ${escapeHtml(invoice.pushAccount ?? '')}</p>
<p>${escapeHtml(STUDIO.name)} asks you to pay <strong>${escapeHtml(formatMoney(invoice.amount, invoice.currency))}</strong> (invoice ${invoice.invoiceNumber}).</p>
<form method="post" action="/sandbox/irembopay/phone/${invoice.invoiceNumber}/approve"><button type="submit">Approve with PIN</button></form>
<form method="post" action="/sandbox/irembopay/phone/${invoice.invoiceNumber}/decline"><button type="submit" class="secondary">Decline</button></form>`
          : invoice.pushStatus === 'DECLINED'
            ? `<p role="status">You declined this payment request.</p>${back}`
            : `<p role="status">No payment request is waiting on this phone.</p>${back}`;
    res.type('html').send(
      sandboxPage({
        title: 'IremboPay sandbox: phone',
        note: 'a simulated phone: no real money moves',
        css: 'body{background:#1b2430}main{padding:1.5rem;max-width:22rem;border-radius:1.5rem}',
        main: `<h1>Payment request</h1>${screen}`,
      }),
    );
  }

  /** Approve: the payer's PIN; the invoice is paid and the signed notification sent, as for the payment page. */
  @Post('phone/:invoiceNumber/approve')
  @HttpCode(303)
  @Public()
  async approve(@Param('invoiceNumber') number: string, @Req() req: Request, @Res() res: Response) {
    if (!(await this.guard(res))) return;
    const invoice = await this.invoices.find({ invoiceNumber: number });
    if (!invoice) throw new NotFoundException('No such invoice in the sandbox.');
    if (invoice.pushStatus === 'PENDING') await this.payAndNotify(number, req);
    res.redirect(303, `/sandbox/irembopay/phone/${number}`);
  }

  @Post('phone/:invoiceNumber/decline')
  @HttpCode(303)
  @Public()
  async decline(@Param('invoiceNumber') number: string, @Res() res: Response) {
    if (!(await this.guard(res))) return;
    await this.invoices.decline(number);
    res.redirect(303, `/sandbox/irembopay/phone/${number}`);
  }

  /** The payment page a payer is sent to: the invoice and Pay / Cancel. */
  @Get('pay/:invoiceNumber')
  @Public()
  async page(@Param('invoiceNumber') number: string, @Res() res: Response) {
    if (!(await this.guard(res))) return;
    const invoice = await this.invoices.find({ invoiceNumber: number });
    if (!invoice) throw new NotFoundException('No such invoice in the sandbox.');
    const expired = Date.parse(invoice.expiryAt) < Date.now();
    const rows = invoice.items
      .map(
        (i) =>
          `<tr><td>${escapeHtml(i.code)}</td><td>${i.quantity}</td><td>${escapeHtml(formatMoney(fromCents(toCents(i.unitAmount)), invoice.currency))}</td></tr>`,
      )
      .join('');
    const actions =
      invoice.paymentStatus === 'PAID'
        ? `<p role="status">This invoice is paid.</p><p><a href="${escapeHtml(this.returnPath(invoice.transactionId))}">${this.returnLabel(invoice.transactionId)}</a></p>`
        : expired
          ? `<p role="alert">This invoice has expired.</p><p><a href="${escapeHtml(this.returnPath(invoice.transactionId))}">${this.returnLabel(invoice.transactionId)}</a></p>`
          : `<form method="post" action="/sandbox/irembopay/pay/${invoice.invoiceNumber}"><button type="submit">Pay ${escapeHtml(formatMoney(invoice.amount, invoice.currency))}</button></form>
<form method="post" action="/sandbox/irembopay/pay/${invoice.invoiceNumber}/cancel"><button type="submit" class="secondary">Cancel</button></form>`;
    res.type('html').send(
      sandboxPage({
        title: `IremboPay sandbox: invoice ${invoice.invoiceNumber}`,
        note: 'IremboPay sandbox: no real money moves',
        css: 'body{background:#eef2f7}main{padding:2rem;max-width:30rem;box-shadow:0 8px 30px rgb(0 0 0/.12)}table{width:100%;border-collapse:collapse;margin:1rem 0}td,th{text-align:left;padding:.4rem 0;border-bottom:1px solid #dde3ea}',
        main: `<h1>Invoice ${invoice.invoiceNumber}</h1><p>${escapeHtml(invoice.description)}</p>
<table><thead><tr><th>Item</th><th>Qty</th><th>Unit</th></tr></thead><tbody>${rows}</tbody></table>
<p><strong>Total: ${escapeHtml(formatMoney(invoice.amount, invoice.currency))}</strong></p><p class="note">Merchant: ${escapeHtml(STUDIO.name)} · expires ${escapeHtml(formatKigaliDateTime(invoice.expiryAt))} (Kigali time)</p>${actions}`,
      }),
    );
  }

  /** Pay: the invoice is paid and the signed notification goes to the app's callback, as IremboPay would send it. */
  @Post('pay/:invoiceNumber')
  @HttpCode(303)
  @Public()
  async pay(@Param('invoiceNumber') number: string, @Req() req: Request, @Res() res: Response) {
    if (!(await this.guard(res))) return;
    const invoice = await this.invoices.find({ invoiceNumber: number });
    if (!invoice) throw new NotFoundException('No such invoice in the sandbox.');
    await this.payAndNotify(number, req);
    res.redirect(303, this.returnPath(invoice.transactionId));
  }

  private async payAndNotify(number: string, req: Request): Promise<void> {
    const paid = await this.invoices.pay(number, {
      paidAt: new Date().toISOString(),
      // Never a real method: the order shows 'Test payment' wherever it is seen.
      paymentMethod: SANDBOX_PAYMENT_METHOD,
      paymentReference: `SBX-${randomUUID().slice(0, 8).toUpperCase()}`,
    });
    // Only the click that paid it notifies (an instance's own callback: any instance verifies the shared key).
    if (paid) await this.notify(paid, req.socket.localPort ?? (req.socket.address() as AddressInfo).port);
  }

  @Post('pay/:invoiceNumber/cancel')
  @Public()
  async cancel(@Param('invoiceNumber') number: string, @Res() res: Response) {
    if (!(await this.guard(res))) return;
    const invoice = await this.invoices.find({ invoiceNumber: number });
    if (!invoice) throw new NotFoundException('No such invoice in the sandbox.');
    res.redirect(303, this.returnPath(invoice.transactionId));
  }

  @All('*path')
  @Public()
  async unknown(@Res() res: Response) {
    if (!(await this.guard(res))) return;
    this.refuse(res, 404, 'Not found');
  }

  /** Where the payer comes back to: the order or the visit page of the shop. */
  /** The way back from a paid or expired invoice (the Back button lands here after paying). */
  private returnLabel(transactionId: string): string {
    return transactionId.startsWith('VISIT-') ? 'See your visit' : 'See your order';
  }

  private returnPath(transactionId: string): string {
    return transactionId.startsWith('VISIT-') ? publicPath.visit(transactionId) : publicPath.order(transactionId);
  }

  /**
   * The signed notification to the app's callback. Like IremboPay, a callback that fails (no
   * answer, or not 2xx) is sent again later with backoff, each time freshly signed with the current
   * key, and only while the sandbox still runs; the first attempt is awaited so the payer usually
   * comes back to a paid page. The retries are this instance's timers: if it dies, the shop's expiry
   * sweep still reads the paid invoice back from the shared table (any instance can).
   */
  private async notify(invoice: SandboxInvoice, port: number, attempt = 1): Promise<void> {
    const body = this.json({ success: true, message: 'Payment notification', data: this.public(invoice) });
    let failure: string | undefined;
    try {
      if (attempt > 1 && (await this.shop.refresh()) !== 'sandbox') return;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/payments/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'irembopay-signature': signPayload(await this.settings.secretKey(), body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) failure = `the callback answered ${res.status}`;
    } catch (error) {
      failure = `the callback could not be reached: ${(error as Error).message}`;
    }
    if (!failure) return;
    const delay = NOTIFY_RETRY_DELAYS_MS[attempt - 1];
    this.logger.warn(`Notification of invoice ${invoice.invoiceNumber} failed (attempt ${attempt}): ${failure}${delay === undefined ? '; giving up' : ''}`);
    if (delay === undefined || this.stopped) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      void this.notify(invoice, port, attempt + 1);
    }, delay);
    timer.unref();
    this.retries.add(timer);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
  }

  /** The body as IremboPay writes it: the amount a JSON number, with exactly its decimal digits. */
  private json(envelope: { success: boolean; message: string; data: Invoice }): string {
    return stringify({ ...envelope, data: { ...envelope.data, amount: new LosslessNumber(envelope.data.amount) } }) as string;
  }

  private send(res: Response, status: number, message: string, invoice: SandboxInvoice): void {
    res
      .status(status)
      .type('application/json')
      .send(this.json({ success: true, message, data: this.public(invoice) }));
  }

  private public(invoice: SandboxInvoice): Invoice {
    const { invoiceNumber, transactionId, paymentStatus, amount, currency, expiryAt, paymentLinkUrl, paidAt, paymentMethod, paymentReference } = invoice;
    return {
      invoiceNumber,
      transactionId,
      paymentStatus,
      amount,
      currency,
      expiryAt,
      paymentLinkUrl,
      ...(paidAt ? { paidAt, paymentMethod: paymentMethod ?? undefined, paymentReference: paymentReference ?? undefined } : {}),
    };
  }
}
