import type { TestApp } from '../harness';

/** Counts the SQL statements the app sends while `work` runs. */
export async function countQueries(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const logger = t.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args: Parameters<typeof original>) => {
    count += 1;
    return original(...args);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return count;
}
