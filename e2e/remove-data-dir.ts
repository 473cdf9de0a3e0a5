import { rm } from 'node:fs/promises';

/** Playwright's global teardown: the run's embedded database goes once the server has stopped. */
export default async function removeDataDir() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  await rm(dataDir, { recursive: true, force: true });
  await rm(`${dataDir}-import.lock`, { recursive: true, force: true });
}
