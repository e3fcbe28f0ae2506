// Builds the caller's export: a Netscape HTML file for browsers, or the JSON backup that
// POST /api/import restores. Both read through repo functions that filter by the caller's id.
import type { Db } from '../db/types.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from './backup-format.js';
import { buildNetscapeExport } from './netscape-export.js';
import * as repo from './transfer.repo.js';

export type ExportFormat = 'html' | 'json';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

export async function exportAccount(db: Db, userId: number, format: ExportFormat): Promise<ExportFile> {
  const [tools, categories] = await Promise.all([
    repo.listToolsForExport(db, userId),
    repo.listCategoriesForExport(db, userId),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  if (format === 'html') {
    return {
      filename: `toolspace-bookmarks-${day}.html`,
      contentType: 'text/html; charset=utf-8',
      body: buildNetscapeExport(tools, categories),
    };
  }
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    categories: categories.map((c) => ({ name: c.name, createdAt: c.created_at })),
    tools: tools.map((t) => ({
      name: t.name,
      url: t.url,
      title: t.title,
      description: t.description,
      category: t.category,
      keywords: JSON.parse(t.keywords) as string[],
      createdAt: t.created_at,
      updatedAt: t.updated_at,
      image: t.image,
      icon: t.icon,
      snapshot: t.snapshot,
    })),
  };
  return {
    filename: `toolspace-backup-${day}.json`,
    contentType: 'application/json; charset=utf-8',
    body: `${JSON.stringify(backup, null, 2)}\n`,
  };
}
