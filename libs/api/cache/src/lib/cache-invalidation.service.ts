import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { randomBytes } from 'node:crypto';
import { ConfigService } from '@nestjs/config';
import { DataSource, type EntitySubscriberInterface } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { PRIVATE_TABLES, STOCK_COLUMNS, TARGETED_TABLES } from './public-tables';
import { artworkTag, STOCK_TAG } from './answer-tags';
import { PublicCacheService } from './public-cache.service';

/** Channel every instance LISTENs on: a table a public answer may show was written (payload: its name). */
export const INVALIDATION_CHANNEL = 'public_cache';
const TRIGGER = 'public_cache_notify';
/** The row trigger of STOCK_COLUMNS' tables: 'art:<id>' when only a work's stock changed, else the table's name. */
const STOCK_TRIGGER = 'public_cache_notify_stock';
const ARTWORK_PREFIX = 'art:';
/** How long a write waits for the listener to confirm before it drops this instance's cache itself. */
const BARRIER_TIMEOUT_MS = 2000;
/** How long the listener's heartbeat waits for its own notification to come back before it calls the connection dead. */
const HEARTBEAT_TIMEOUT_MS = 5000;

/**
 * Keeps the public cache true to the database, on every instance.
 *
 * - At start, a statement trigger on every table but the private ones (public-tables.ts) calls
 *   pg_notify(INVALIDATION_CHANNEL, table); PostgreSQL delivers it when (and only if) the writing
 *   transaction commits, to every session listening, in commit order. Whoever wrote (this app, another
 *   instance, a script, psql), every instance's cache is dropped. Two kinds of write drop less: an
 *   UPDATE of art or edition that changes only a work's stock (STOCK_COLUMNS: a checkout, payment,
 *   expiry or cancellation) notifies 'art:<id>' and drops only the answers that show that work (one of
 *   an open edition's counts, which no public answer shows, drops nothing), and a write to a
 *   TARGETED_TABLES table only the answers with its tag.
 * - A dedicated connection LISTENs. While it is down, invalidations could be missed, so the cache is
 *   off (nothing served or stored) until it is back, and it starts empty then. A connection can also
 *   die without a word (a dropped NAT entry, a failover: half-open): TCP keepalive, and a heartbeat
 *   (every CACHE_LISTENER_HEARTBEAT_SECONDS a notification of its own must come back within 5 s)
 *   find it, drop it and reconnect, so an answer missed that way is served for at most about one
 *   heartbeat; no answer is served past CACHE_MAX_AGE_SECONDS anyway (ResponseCache).
 * - So that a read right after a write is never stale on the instance that wrote: after every
 *   committed transaction (TypeORM's AfterTransactionCommit, which request handlers and background
 *   jobs alike go through) and before any write request answers (WriteBarrierInterceptor), `settle()`
 *   sends a notification of its own on the listening connection and waits until it comes back: the
 *   queue is delivered in commit order, so every notification of the write has been handled by then.
 */
@Injectable()
export class CacheInvalidationService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PublicCache');
  private client?: Client;
  private connected = false;
  private stopping = false;
  private retryMs = 500;
  private readonly barrierChannel = `public_cache_settled_${randomBytes(6).toString('hex')}`;
  private readonly waiting = new Map<string, () => void>();
  private sequence = 0;
  private heartbeat?: NodeJS.Timeout;
  private readonly heartbeatMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PublicCacheService,
    config: ConfigService<Environment, true>,
  ) {
    this.heartbeatMs = config.get('CACHE_LISTENER_HEARTBEAT_SECONDS', { infer: true }) * 1000;
  }

  async onModuleInit(): Promise<void> {
    // Until the listener runs, nothing may be cached.
    this.cache.store.setEnabled(false);
    if (this.cache.store.maxBytes === 0) return;
    await this.installTriggers();
    const subscriber: EntitySubscriberInterface = {
      // Not awaited: the committed transaction's pooled connection goes back at once; a write request
      // still waits for its barrier before it answers (WriteBarrierInterceptor).
      afterTransactionCommit: () => void this.settle(),
    };
    this.dataSource.subscribers.push(subscriber);
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeat);
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Resolves once every notification committed before this call has reached this instance's cache.
   * Without a listener the cache is off, so there is nothing to wait for.
   */
  async settle(): Promise<void> {
    const client = this.client;
    if (!client || !this.connected) return;
    const outcome = await this.echo(client, BARRIER_TIMEOUT_MS);
    if (outcome === 'timeout') {
      this.logger.warn('The database listener did not answer in time: this instance drops its public cache.');
      this.cache.store.invalidate();
    }
    // A broken connection: its 'end' handler turns the cache off.
    if (outcome === 'error') this.cache.store.invalidate();
  }

  /** Sends a notification of its own on the listening connection and waits until it comes back (or `timeoutMs`). */
  private async echo(client: Client, timeoutMs: number): Promise<'ok' | 'timeout' | 'error'> {
    const id = String(++this.sequence);
    const echoed = new Promise<'ok'>((resolve) => this.waiting.set(id, () => resolve('ok')));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      // The query itself may hang on a half-open connection: it races the timeout too.
      const sent = client.query('SELECT pg_notify($1, $2)', [this.barrierChannel, id]).then(
        () => echoed,
        () => 'error' as const,
      );
      return await Promise.race([sent, timeout]);
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  /** A heartbeat that finds a connection that died without a word: its own notification must come back in time. */
  private async beat(client: Client): Promise<void> {
    if (this.client !== client || !this.connected) return;
    const outcome = await this.echo(client, HEARTBEAT_TIMEOUT_MS);
    if (outcome === 'ok' || this.client !== client) return;
    this.logger.warn(`Database listener silent (heartbeat: ${outcome}): reconnecting; the public cache is off until then.`);
    // Its socket is destroyed rather than closed politely: a half-open connection would never answer a goodbye.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    this.lost(client);
    void client.end().catch(() => undefined);
  }

  /** The notify trigger on every table that is not private; removed from tables that became private. */
  private async installTriggers(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Instances starting together take turns (same DDL on the same tables).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('${TRIGGER}'))`);
      await manager.query(`
        CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${INVALIDATION_CHANNEL}', TG_TABLE_NAME);
          RETURN NULL;
        END $$`);
      // A row's change of stock columns alone names its artwork; any other change, its table (everything dropped).
      await manager.query(`
        CREATE OR REPLACE FUNCTION ${STOCK_TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          before jsonb := to_jsonb(OLD);
          after jsonb := to_jsonb(NEW);
        BEGIN
          FOR i IN 2 .. TG_NARGS - 1 LOOP
            before := before - TG_ARGV[i];
            after := after - TG_ARGV[i];
          END LOOP;
          IF before = after AND TG_ARGV[1] <> '' AND after ->> TG_ARGV[1] IS NULL THEN
            NULL; -- counts no public answer shows (STOCK_COLUMNS' uncountedWhenNull)
          ELSIF before = after THEN
            PERFORM pg_notify('${INVALIDATION_CHANNEL}', '${ARTWORK_PREFIX}' || (to_jsonb(NEW) ->> TG_ARGV[0]));
          ELSE
            PERFORM pg_notify('${INVALIDATION_CHANNEL}', TG_TABLE_NAME);
          END IF;
          RETURN NULL;
        END $$`);
      const tables: { name: string }[] = await manager.query(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      );
      const privateTables = new Set<string>(PRIVATE_TABLES);
      // One round trip for every table's statements (a start otherwise waits on about a hundred).
      const statements: string[] = [];
      for (const { name } of tables) {
        const table = `"${name.replace(/"/g, '""')}"`;
        const stock = STOCK_COLUMNS[name];
        if (privateTables.has(name)) {
          statements.push(`DROP TRIGGER IF EXISTS ${TRIGGER} ON ${table}`, `DROP TRIGGER IF EXISTS ${STOCK_TRIGGER} ON ${table}`);
        } else if (stock) {
          const args = [stock.artwork, stock.uncountedWhenNull ?? '', ...stock.columns].map((a) => `'${a}'`).join(', ');
          statements.push(
            `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`,
            `CREATE OR REPLACE TRIGGER ${STOCK_TRIGGER} AFTER UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${STOCK_TRIGGER}(${args})`,
          );
        } else
          statements.push(
            `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`,
          );
      }
      if (statements.length) await manager.query(statements.join(';\n'));
    });
  }

  private async listen(): Promise<void> {
    const options = this.dataSource.options as { url?: string };
    const client = new Client({
      connectionString: options.url,
      application_name: 'sawa public cache listener',
      // The operating system probes an idle connection and reports it dead if the other end is gone.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message: Notification) => this.onNotification(message));
    client.on('error', (error) => this.logger.warn(`Database listener: ${error.message}`));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      await client.query(`LISTEN ${this.barrierChannel}`);
    } catch (error) {
      this.logger.warn(`Database listener could not start (${(error as Error).message}); the public cache stays off until it does.`);
      await client.end().catch(() => undefined);
      this.retry();
      return;
    }
    this.client = client;
    this.connected = true;
    this.retryMs = 500;
    // A new generation: whatever happened while nobody listened is not in the cache.
    this.cache.store.setEnabled(true);
    clearInterval(this.heartbeat);
    if (this.heartbeatMs > 0) this.heartbeat = setInterval(() => void this.beat(client), this.heartbeatMs).unref();
  }

  private onNotification(message: Notification): void {
    if (message.channel === INVALIDATION_CHANNEL) {
      const payload = message.payload ?? '';
      if (payload.startsWith(ARTWORK_PREFIX)) this.cache.store.invalidateTag(artworkTag(payload.slice(ARTWORK_PREFIX.length)), STOCK_TAG);
      else if (TARGETED_TABLES[payload]) this.cache.store.invalidateTag(TARGETED_TABLES[payload]);
      else this.cache.store.invalidate();
    } else if (message.channel === this.barrierChannel) this.waiting.get(message.payload ?? '')?.();
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.connected = false;
    this.client = undefined;
    clearInterval(this.heartbeat);
    this.cache.store.setEnabled(false);
    for (const release of this.waiting.values()) release();
    if (!this.stopping) {
      this.logger.warn('Database listener lost: the public cache is off until it is back.');
      this.retry();
    }
  }

  private retry(): void {
    if (this.stopping) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
    setTimeout(() => void this.listen(), delay).unref();
  }
}
