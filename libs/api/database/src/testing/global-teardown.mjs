export default async function globalTeardown() {
  await globalThis.__SAWA_EMBEDDED_PG__?.stop();
}
