// Glue between saved tools and link capture: the tool hooks enqueue durable jobs, and the handlers run
// capture/ (images, snapshot) then record same-origin URLs through the tools service. A job that fails
// never touches the saved tool; a tool deleted meanwhile simply ends its jobs (and drops what they
// stored). Files a tool no longer shows (deleted, or replaced by a recapture) are removed from storage.
import { AppError } from '../errors.js';
import type { Db } from '../db/types.js';
import type { FileStorage } from '../files/storage.js';
import { fileUrl } from '../files/files.routes.js';
import { storeImage, newFileKey } from '../capture/images.js';
import { linkDetails, type CaptureOptions } from '../capture/link-details.js';
import type { Snapshotter } from '../capture/snapshot.js';
import type { ToolHooks, ToolsService } from '../modules/tools/tools.service.js';
import { lockUser } from '../modules/auth/users.repo.js';
import { nextCaptureSlot } from './capture-pace.js';
import { enqueueJob } from './queue.js';
import type { JobHandler } from './worker.js';

type Log = (message: string, error?: unknown) => void;

const FILE_URL = /^\/files\/([^/]+)$/;

/** Removes stored files; a failure is logged and never reaches the request that dropped them. */
export async function removeStoredFiles(storage: FileStorage, urls: readonly string[], log?: Log) {
  const keys = urls.flatMap((url) => FILE_URL.exec(url)?.[1] ?? []);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') log?.(`could not delete stored file ${keys[i]}`, r.reason);
  });
}

export function captureHooks(db: Db, wake: () => void, storage: FileStorage, log?: Log): ToolHooks {
  async function enqueue(
    userId: number,
    toolId: number,
    url: string,
    image: string | null,
    icon: string | null,
  ) {
    // Paced per user (capture-pace.ts), under the owner's lock so concurrent adds take distinct slots.
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const runAt = await nextCaptureSlot(trx, userId);
      await enqueueJob(trx, { userId, toolId, kind: 'images', payload: { url, image, icon }, runAt });
      await enqueueJob(trx, { userId, toolId, kind: 'snapshot', payload: { url }, maxAttempts: 2, runAt });
    });
    wake();
  }
  return {
    afterCreate: (userId, tool, sources) => enqueue(userId, tool.id, tool.url, sources.image, sources.icon),
    afterUpdate: (userId, tool, changed) =>
      changed.url ? enqueue(userId, tool.id, tool.url, null, null) : undefined,
    afterDelete: (_userId, fileUrls) => removeStoredFiles(storage, fileUrls, log),
  };
}

export interface CaptureJobDeps {
  tools: ToolsService;
  capture: CaptureOptions;
  storage: FileStorage;
  snapshotter: Snapshotter | null;
  log?: Log;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

async function currentTool(tools: ToolsService, userId: number, toolId: number) {
  try {
    return await tools.getTool(userId, toolId);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

export function captureHandlers(deps: CaptureJobDeps): Record<string, JobHandler> {
  const put = (key: string, data: Buffer, type: string) => deps.storage.put(key, data, type);
  return {
    async images(job, payload) {
      const { user_id: userId, tool_id: toolId } = job;
      const tool = userId === null || toolId === null ? null : await currentTool(deps.tools, userId, toolId);
      if (!tool || userId === null || toolId === null) return;
      let image = text(payload.image);
      let icon = text(payload.icon);
      const fields: { image?: string; icon?: string; description?: string; keywords?: string } = {};
      if (!image) {
        // No preview given (an import, or a page the client did not read): read the page itself, and
        // fill in what the tool still lacks — description and keywords — without overwriting the user's.
        const found = await linkDetails(String(payload.url), deps.capture).catch(() => null);
        image = found?.image;
        icon ??= found?.icon;
        if (found?.description && !tool.description) fields.description = found.description;
        if (found?.keywords.length && tool.keywords.length === 0)
          fields.keywords = JSON.stringify(found.keywords);
      }
      const [imageKey, iconKey] = await Promise.all([
        image ? storeImage(image, 'image', deps.capture.policy, put).catch(() => undefined) : undefined,
        icon ? storeImage(icon, 'icon', deps.capture.policy, put).catch(() => undefined) : undefined,
      ]);
      if (imageKey) fields.image = fileUrl(imageKey);
      if (iconKey) fields.icon = fileUrl(iconKey);
      if (Object.keys(fields).length && !(await deps.tools.applyCapture(userId, toolId, fields))) {
        const stored = [fields.image, fields.icon].filter((u): u is string => !!u);
        await removeStoredFiles(deps.storage, stored, deps.log); // deleted meanwhile
      }
    },

    async snapshot(job, payload) {
      const { user_id: userId, tool_id: toolId } = job;
      if (!deps.snapshotter || userId === null || toolId === null) return;
      if (!(await currentTool(deps.tools, userId, toolId))) return;
      const webp = await deps.snapshotter.capture(String(payload.url));
      const key = newFileKey();
      await deps.storage.put(key, webp, 'image/webp');
      // The card's image falls back to the snapshot when the page had none (read now, not at enqueue).
      const tool = await currentTool(deps.tools, userId, toolId);
      if (!tool) return void (await deps.storage.delete(key));
      const applied = await deps.tools.applyCapture(userId, toolId, {
        snapshot: fileUrl(key),
        ...(tool.image ? {} : { image: fileUrl(key) }),
      });
      if (!applied) await deps.storage.delete(key); // deleted between the read and the write
    },
  };
}
