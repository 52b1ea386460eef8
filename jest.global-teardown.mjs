export default async function globalTeardown() {
  await globalThis.__SHOP_EMBEDDED_PG__?.stop();
}
