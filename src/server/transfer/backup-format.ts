// The JSON backup: everything a user owns in a form POST /api/import restores losslessly.
// `version` lets a future format change stay readable; a newer version than we know is refused.
import { z } from 'zod';
import { limits } from '../../shared/constants.js';
import { badRequest } from '../errors.js';

export const BACKUP_FORMAT = 'toolspace-backup';
export const BACKUP_VERSION = 1;

const isoDate = z.iso.datetime({ offset: true });

export const backupToolSchema = z.object({
  name: z.string().max(limits.nameLength),
  url: z.string().max(limits.urlLength * 4),
  title: z.string().max(limits.titleLength).default(''),
  description: z.string().max(limits.descriptionLength).default(''),
  category: z.string().trim().min(1).max(limits.categoryLength),
  keywords: z.array(z.string().max(limits.keywordLength)).max(limits.keywordCount).default([]),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
  /** same-origin file URLs on the exporting server; kept for reference, re-captured on restore */
  image: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  snapshot: z.string().nullable().optional(),
});

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1).max(BACKUP_VERSION),
  exportedAt: isoDate,
  categories: z
    .array(
      z.object({ name: z.string().trim().min(1).max(limits.categoryLength), createdAt: isoDate.optional() }),
    )
    .default([]),
  tools: z.array(backupToolSchema),
});

export type Backup = z.infer<typeof backupSchema>;
export type BackupTool = z.infer<typeof backupToolSchema>;

export function parseBackup(text: string): Backup {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('This JSON file is not valid JSON', 'invalid_backup');
  }
  if (raw && typeof raw === 'object' && 'format' in raw && raw.format === BACKUP_FORMAT) {
    const version = 'version' in raw ? raw.version : undefined;
    if (typeof version === 'number' && version > BACKUP_VERSION) {
      throw badRequest(
        `This backup was made by a newer Toolspace (format version ${version}); update this server to restore it`,
        'invalid_backup',
      );
    }
  }
  const parsed = backupSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    throw badRequest(`This JSON file is not a Toolspace backup${where}`, 'invalid_backup');
  }
  return parsed.data;
}
