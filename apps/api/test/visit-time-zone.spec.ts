import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Slots are shown and stored in Kigali time whatever the server's time zone: the tests of
 * time-zone/visit-times.tz.ts run in a child jest whose process lives in another zone (a process's zone is
 * set when it starts), on the same test database server as this run.
 */
describe('visit times under another server time zone', () => {
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati'])(
    '%s: the calendar, stored instants, closed days and mails stay in Kigali time',
    (zone) => {
      const root = join(__dirname, '..', '..', '..');
      const run = spawnSync(
        process.execPath,
        [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '-c', join(__dirname, 'time-zone', 'jest.config.js'), '--ci'],
        {
          cwd: root,
          env: { ...process.env, TZ: zone },
          encoding: 'utf8',
          timeout: 170_000,
        },
      );
      if (run.status !== 0) throw new Error(`The tests under TZ=${zone} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
      expect(run.stderr).toMatch(/Tests:\s+3 passed, 3 total/);
    },
    180_000,
  );
});
