/**
 * Starts the server in a role: `all` (API + worker, the embedded default), `api` or `worker`.
 * Shuts down cleanly on SIGTERM/SIGINT so the embedded database is never left half-written.
 */
import { buildApp } from './app.js';
import { composeContainer, disposeContainer } from './compose.js';
import { ConfigError, loadConfig } from './config/env.js';
import { startReaper, startWorker } from './worker.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const container = await composeContainer(config);
  const app = config.role === 'worker' ? undefined : await buildApp(container);
  if (config.role !== 'api') await startWorker(container);
  const stopReaper = await startReaper(container);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    stopReaper();
    await app?.close();
    await disposeContainer(container);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (!app) {
    console.log(
      `Rešavač worker radi (baza: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, rešavač: ${config.solver.kind})`,
    );
    return;
  }

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `\nRešavač radi na http://${shownHost}:${port}  (uloga: ${config.role}, baza: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, identitet: ${config.identity.kind})\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
