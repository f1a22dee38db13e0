/** Jest's globalTeardown of the api project: drops the run's seeded template (global-setup.ts). */
export default async function dropSeededTemplate(): Promise<void> {
  await globalThis.seededTemplate?.drop();
}
