// Builds link capture from the config for main.ts: tool hooks (enqueue), the /api/metadata plugin, the
// /files route, and the worker with its Chromium snapshotter. stop() ends the worker, then Chromium.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CaptureOptions } from '../capture/link-details.js';
import { createSnapshotter, type Snapshotter } from '../capture/snapshot.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { filesRoutes } from '../files/files.routes.js';
import { createFileStorage } from '../files/db-storage.js';
import type { FileStorage } from '../files/storage.js';
import { metadataRoutes } from '../modules/metadata/metadata.routes.js';
import { createMetadataService } from '../modules/metadata/metadata.service.js';
import type { ToolsService } from '../modules/tools/tools.service.js';
import { captureHandlers, captureHooks } from './capture-jobs.js';
import { testJobHandlers } from './test-jobs.js';
import { createWorker, type Worker } from './worker.js';

type CaptureConfig = Pick<Config, 'linkFetch' | 'providers' | 'chromiumPath' | 'jobConcurrency' | 'dataDir'> &
  Partial<Pick<Config, 'jobLeaseMs' | 'testJobKinds'>>;

export function captureOptionsFrom(config: Pick<Config, 'linkFetch' | 'providers'>): CaptureOptions {
  return { policy: config.linkFetch, endpoints: config.providers };
}

export interface CaptureRuntimeOptions {
  storage?: FileStorage;
  log?: (message: string, error?: unknown) => void;
  /** test knobs */
  pollMs?: number;
  backoffMs?: number;
  snapshot?: { attemptTimeoutMs?: number; backoffMs?: number; idleMs?: number };
  metadataPerMinute?: number;
}

export function createCaptureRuntime(
  config: CaptureConfig,
  database: DatabaseHandle,
  opts: CaptureRuntimeOptions = {},
) {
  const capture = captureOptionsFrom(config);
  // PostgreSQL: files in the database, so every process serves every file; SQLite: under DATA_DIR.
  const storage = opts.storage ?? createFileStorage(database, path.join(config.dataDir, 'files'));
  const chromiumPath = config.chromiumPath ?? '/usr/bin/chromium';
  let snapshotter: Snapshotter | null = null;
  if (fs.existsSync(chromiumPath)) {
    snapshotter = createSnapshotter({
      chromiumPath,
      policy: capture.policy,
      log: opts.log,
      ...opts.snapshot,
    });
  } else {
    opts.log?.(`Chromium not found at ${chromiumPath}: snapshots are disabled`);
  }
  let worker: Worker | null = null;
  const hooks = captureHooks(database.db, () => worker?.wake(), storage, opts.log);
  const metadata = createMetadataService(capture);

  return {
    hooks,
    storage,
    snapshotter,
    apiPlugins: [metadataRoutes({ metadata, perMinute: opts.metadataPerMinute })],
    rootPlugins: [filesRoutes(storage)] as Array<(app: FastifyInstance) => Promise<void>>,
    start(tools: ToolsService) {
      worker = createWorker({
        db: database.db,
        dialect: database.dialect,
        concurrency: config.jobConcurrency,
        handlers: {
          ...captureHandlers({ tools, capture, storage, snapshotter, log: opts.log }),
          ...(config.testJobKinds ? testJobHandlers(database.db) : {}),
        },
        ...(config.jobLeaseMs ? { leaseMs: config.jobLeaseMs } : {}),
        pollMs: opts.pollMs,
        backoffMs: opts.backoffMs,
        log: opts.log,
      });
      worker.start();
      return worker;
    },
    async stop() {
      await worker?.stop();
      await snapshotter?.close();
    },
  };
}

export type CaptureRuntime = ReturnType<typeof createCaptureRuntime>;
