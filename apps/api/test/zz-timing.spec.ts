import { createTestApp } from './harness';
it('timing', async () => {
  for (let i = 0; i < 4; i++) {
    const t0 = Date.now();
    const t = await createTestApp();
    const t1 = Date.now();
    await t.token();
    const t2 = Date.now();
    await t.close();
    console.log(`start ${t1 - t0} ms, token ${t2 - t1} ms, close ${Date.now() - t2} ms`);
  }
});
