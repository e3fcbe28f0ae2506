// Entry point: reads the config, opens the database (running migrations), starts the HTTP server and the
// background workers, and shuts all of it down cleanly on SIGINT/SIGTERM.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connect.js';
import { createCaptureRuntime } from './jobs/capture-runtime.js';
import { transferRoutes } from './modules/transfer/transfer.routes.js';
import { createServices } from './services.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function start(config: Config) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const capture = createCaptureRuntime(config, database, { log: (msg, err) => console.warn(msg, err ?? '') });
  const services = createServices(database, config, capture.hooks);
  const app = await buildApp({
    config,
    services,
    clientDir: path.resolve(here, '../client'),
    apiPlugins: [transferRoutes(database.db), ...capture.apiPlugins],
    rootPlugins: capture.rootPlugins,
  });
  await services.auth.purgeExpiredSessions();
  await app.listen({ port: config.port, host: config.host });
  capture.start(services.tools);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await capture.stop(); // waits for jobs in hand, then closes Chromium: no browser left behind
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return app;
}

export async function run() {
  try {
    await start(loadConfig());
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await run();
