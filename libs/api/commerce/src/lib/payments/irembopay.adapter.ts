import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { Invoice, InvoiceRequest, PaymentProvider, PaymentProviderError } from './payment-provider';
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

  get secretKey(): string {
    return this.settings.secretKey;
  }

  get currency(): string {
    return this.settings.shopCurrency;
  }

  private get base(): string {
    return this.settings.apiBase(() => (this.http.httpAdapter.getHttpServer().address() as AddressInfo).port);
  }

  createInvoice(request: InvoiceRequest & { accountId?: string }): Promise<Invoice> {
    return this.call<Invoice>('POST', '/payments/invoices', {
      transactionId: request.transactionId,
      paymentAccountIdentifier: request.accountId ?? this.settings.artAccount,
      paymentItems: request.items.map((item) => ({ code: item.code, quantity: item.quantity, unitAmount: item.unitAmount })),
      ...(request.customer ? { customer: request.customer } : {}),
      description: request.description,
      expiryAt: isoWithOffset(request.expiryAt),
      language: request.language,
    });
  }

  getInvoice(invoiceNumber: string): Promise<Invoice> {
    return this.call<Invoice>('GET', `/payments/invoices/${encodeURIComponent(invoiceNumber)}`);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    if (!this.available) throw new ServiceUnavailableException('Payments are not configured on this site.');
    let lastError: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      let response: Response;
      try {
        response = await fetch(this.base + path, {
          method,
          headers: { 'irembopay-secretKey': this.settings.secretKey, 'X-API-Version': '2', 'Content-Type': 'application/json', Accept: 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        // Network failure or timeout: the same request again (same transactionId), after a pause.
        lastError = error;
        this.logger.warn(`IremboPay ${method} ${path} failed (attempt ${attempt}): ${(error as Error).message}`);
        if (attempt < ATTEMPTS) await new Promise((r) => setTimeout(r, 300 * 2 ** (attempt - 1)));
        continue;
      }
      const envelope = (await response.json().catch(() => ({ success: false, message: `Unreadable answer (HTTP ${response.status})` }))) as IremboEnvelope<T>;
      if (!response.ok || !envelope.success || !envelope.data) {
        const detail = envelope.errors?.map((e) => e.detail ?? e.code).join('; ');
        throw new PaymentProviderError(
          `The payment service refused the request: ${envelope.message ?? `HTTP ${response.status}`}${detail ? ` (${detail})` : ''}`,
          envelope,
        );
      }
      return envelope.data;
    }
    throw new PaymentProviderError(`The payment service could not be reached: ${(lastError as Error)?.message ?? 'unknown error'}`);
  }
}

/** ISO 8601 with an explicit offset, as IremboPay expects (e.g. 2026-11-22T18:30:00+02:00). Kigali is UTC+2. */
export function isoWithOffset(date: Date, offsetMinutes = 120): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 19)}${offset}`;
}
