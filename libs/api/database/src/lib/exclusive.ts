import { DataSource } from 'typeorm';

/** A stable 64-bit advisory-lock key for a name (PostgreSQL's own hash of 'sawa:' + name). */
const LOCK_KEY = `hashtextextended('sawa:' || $1, 0)`;

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name`, so that of several instances
 * starting at the same time on one database, one does it at a time (migrations, the first admin, the
 * demo seed); the others wait, then find it done. The lock belongs to a connection of its own and goes
 * with it if the process dies.
 */
export async function exclusively<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Waiting for another instance's migrations may take longer than the pool's statement timeout.
    await runner.query('SET statement_timeout = 0');
    await runner.query(`SELECT pg_advisory_lock(${LOCK_KEY})`, [name]);
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`, [name]);
    }
  } finally {
    // Back to the connection's own limit before it returns to the pool.
    await runner.query('RESET statement_timeout').catch(() => undefined);
    await runner.release();
  }
}

/** The committed migrations, run once however many instances start together (see `exclusively`). */
export async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  await exclusively(dataSource, 'migrations', () => dataSource.runMigrations({ transaction: 'all' }));
}
