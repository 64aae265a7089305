import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LosslessNumber, parse, stringify } from 'lossless-json';
import { Invoice, InvoiceRequest, MobileMoneyPush, PaymentProvider, PaymentProviderError } from './payment-provider';
import { PaymentsSettings } from './payments.settings';

interface IremboEnvelope<T> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: { code?: string; detail?: string }[];
}

const TIMEOUT_MS = 15_000;
const ATTEMPTS = 3;

/**
 * IremboPay's invoice API (version 2), spoken over HTTP: to IremboPay itself, or to the sandbox
 * this app serves when no credentials are set. A network failure is retried with the same
 * transactionId, so a retry can never make a second invoice.
 */
@Injectable()
export class IremboPayAdapter implements PaymentProvider {
  private readonly logger = new Logger('IremboPay');

  constructor(
    private readonly settings: PaymentsSettings,
    private readonly http: HttpAdapterHost,
  ) {}

  get available(): boolean {
    return this.settings.mode !== 'off';
  }

  secretKey(): Promise<string> {
    return this.settings.secretKey();
  }

  get currency(): string {
    return this.settings.shopCurrency;
  }

  private get base(): string {
    return this.settings.apiBase(() => ((this.http.httpAdapter.getHttpServer() as Server).address() as AddressInfo).port);
  }

  async createInvoice(request: InvoiceRequest & { accountId?: string }): Promise<Invoice> {
    let invoice: Invoice;
    try {
      invoice = await this.call<Invoice>('POST', '/payments/invoices', {
        transactionId: request.transactionId,
        paymentAccountIdentifier: request.accountId ?? this.settings.artAccount,
        // The exact decimal, written as a JSON number digit for digit (never through a float).
        paymentItems: request.items.map((item) => ({ code: item.code, quantity: item.quantity, unitAmount: new LosslessNumber(item.unitAmount) })),
        ...(request.customer ? { customer: request.customer } : {}),
        description: request.description,
        expiryAt: isoWithOffset(request.expiryAt),
        language: request.language,
      });
    } catch (error) {
      // A retry whose first attempt reached IremboPay (its answer was lost) meets its own invoice:
      // the transactionId is unique per merchant. That invoice is read back, never a second made.
      if (!(error instanceof PaymentProviderError) || !isDuplicateTransaction(error.detail)) throw error;
      const existing = existingInvoiceNumber(error.detail);
      if (existing) {
        const found = await this.getInvoice(existing);
        if (found.transactionId === request.transactionId) return found;
      }
      this.logger.warn(`IremboPay already has an invoice for ${request.transactionId} and did not say which`);
      throw new PaymentProviderError(
        `The payment service already has an invoice for ${request.transactionId} and it could not be read back.`,
        error.detail,
        'refused',
      );
    }
    if (invoice.transactionId && invoice.transactionId !== request.transactionId)
      throw new PaymentProviderError(`The payment service answered with the invoice of another transaction (${invoice.transactionId}).`, invoice);
    return invoice;
  }

  getInvoice(invoiceNumber: string): Promise<Invoice> {
    return this.call<Invoice>('GET', `/payments/invoices/${encodeURIComponent(invoiceNumber)}`);
  }

  updateExpiry(invoiceNumber: string, expiryAt: Date): Promise<Invoice> {
    return this.call<Invoice>('PUT', `/payments/invoices/${encodeURIComponent(invoiceNumber)}`, { expiryAt: isoWithOffset(expiryAt) });
  }

  async pushMobileMoney(push: MobileMoneyPush): Promise<void> {
    // One attempt: a retry after a lost answer would ring the payer's phone twice; the payer can ask again.
    await this.call<unknown>(
      'POST',
      '/payments/transactions/initiate',
      { accountIdentifier: push.accountIdentifier, paymentProvider: push.provider, invoiceNumber: push.invoiceNumber },
      1,
    );
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, attempts = ATTEMPTS): Promise<T> {
    if (!this.available) throw new ServiceUnavailableException('Payments are not configured on this site.');
    const secretKey = await this.settings.secretKey();
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let response: Response;
      try {
        response = await fetch(this.base + path, {
          method,
          headers: { 'irembopay-secretKey': secretKey, 'X-API-Version': '2', 'Content-Type': 'application/json', Accept: 'application/json' },
          body: body === undefined ? undefined : stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        // Network failure or timeout: the same request again (same transactionId), after a pause.
        lastError = error;
        this.logger.warn(`IremboPay ${method} ${path} failed (attempt ${attempt}): ${(error as Error).message}`);
        if (attempt < attempts) await new Promise((r) => setTimeout(r, 300 * 2 ** (attempt - 1)));
        continue;
      }
      const envelope = readEnvelope<T>(await response.text().catch(() => ''), response.status);
      if (!response.ok || !envelope.success || !envelope.data) {
        const detail = envelope.errors?.map((e) => e.detail ?? e.code).join('; ');
        // 5xx and 429: IremboPay could not answer now (the outcome is unknown); 4xx: it said no.
        const kind = response.status >= 500 || response.status === 429 ? 'unreachable' : 'refused';
        throw new PaymentProviderError(
          `The payment service ${kind === 'refused' ? 'refused the request' : 'could not answer'}: ${envelope.message ?? `HTTP ${response.status}`}${detail ? ` (${detail})` : ''}`,
          envelope,
          kind,
        );
      }
      return envelope.data;
    }
    throw new PaymentProviderError(`The payment service could not be reached: ${(lastError as Error)?.message ?? 'unknown error'}`, undefined, 'unreachable');
  }
}

/** The answer with every JSON number kept as its decimal text (amounts are compared digit for digit, never as floats). */
function readEnvelope<T>(text: string, status: number): IremboEnvelope<T> {
  try {
    const value = parse(text, undefined, (digits) => digits);
    if (value && typeof value === 'object') return value as IremboEnvelope<T>;
  } catch {
    // not JSON: below
  }
  return { success: false, message: `Unreadable answer (HTTP ${status})` };
}

const DUPLICATE = /duplicate|already[\s_-]*(exists?|used|created|registered)/i;

/** An answer that refuses a transactionId because an invoice already carries it (IremboPay documents no exact code for it). */
export function isDuplicateTransaction(detail: unknown): boolean {
  const envelope = detail as IremboEnvelope<unknown> | undefined;
  if (!envelope || typeof envelope !== 'object') return false;
  const texts = [envelope.message, ...(envelope.errors ?? []).flatMap((e) => [e.code, e.detail])].filter((t): t is string => typeof t === 'string');
  return texts.some((t) => DUPLICATE.test(t) && /transaction|invoice/i.test(t)) || (envelope.errors ?? []).some((e) => DUPLICATE.test(e.code ?? ''));
}

/** The existing invoice's number, when the refusal names it (in `data` or in an error entry). */
function existingInvoiceNumber(detail: unknown): string | undefined {
  const envelope = detail as { data?: { invoiceNumber?: unknown }; errors?: { invoiceNumber?: unknown }[] } | undefined;
  const candidates = [envelope?.data?.invoiceNumber, ...(envelope?.errors ?? []).map((e) => e.invoiceNumber)];
  const found = candidates.find((c): c is string | number => (typeof c === 'string' && /^\w{1,100}$/.test(c)) || typeof c === 'number');
  return found === undefined ? undefined : String(found);
}

/** ISO 8601 with an explicit offset, as IremboPay expects (e.g. 2026-11-22T18:30:00+02:00). Kigali is UTC+2. */
export function isoWithOffset(date: Date, offsetMinutes = 120): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 19)}${offset}`;
}
