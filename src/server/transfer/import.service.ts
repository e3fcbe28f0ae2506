// Imports a parsed file into one account in a single transaction: all of it or none of it.
// Duplicates are found by the same normalised URL key that createTools uses, against the account and
// within the file; the first occurrence in the file wins. Capture is only queued here, never run, so
// the imported tools are usable as soon as the transaction commits.
import { limits } from '../../shared/constants.js';
import { now, type Db, type NewTool } from '../db/types.js';
import { categoryKey } from '../modules/categories/categories.repo.js';
import { urlKey } from '../modules/tools/url-key.js';
import type { Backup } from './backup-format.js';
import { cleanKeywords, cleanLine, cleanText, isImportableUrl, type ParsedBookmark } from './bookmark.js';
import { enqueueImportCapture } from './capture-queue.js';
import type { ImportFile } from './read-import-file.js';
import * as repo from './transfer.repo.js';

export interface ImportResult {
  imported: number;
  duplicates: number;
  skipped: number;
  /** categories the import created (ones the account already had are reused) */
  categories: number;
}

interface Entries {
  bookmarks: ParsedBookmark[];
  /** categories to create even when empty (a JSON backup restores empty ones too) */
  categories: Array<{ name: string; createdAt: string | null }>;
  skipped: number;
}

function fromBackup(backup: Backup): Entries {
  let skipped = 0;
  const bookmarks: ParsedBookmark[] = [];
  for (const tool of backup.tools) {
    const url = tool.url.trim();
    if (!isImportableUrl(url)) {
      skipped += 1;
      continue;
    }
    bookmarks.push({
      url,
      name: cleanLine(tool.name, limits.nameLength),
      title: cleanLine(tool.title, limits.titleLength),
      description: cleanText(tool.description, limits.descriptionLength),
      keywords: cleanKeywords(tool.keywords),
      category: cleanLine(tool.category, limits.categoryLength),
      createdAt: new Date(tool.createdAt).toISOString(),
      updatedAt: tool.updatedAt ? new Date(tool.updatedAt).toISOString() : null,
      icon: null,
    });
  }
  const categories = backup.categories.map((c) => ({
    name: cleanLine(c.name, limits.categoryLength),
    createdAt: c.createdAt ? new Date(c.createdAt).toISOString() : null,
  }));
  return { bookmarks, categories, skipped };
}

function entriesOf(file: ImportFile): Entries {
  if (file.kind === 'backup') return fromBackup(file.backup);
  return { bookmarks: file.bookmarks, categories: [], skipped: file.skipped };
}

export async function importFile(db: Db, userId: number, file: ImportFile): Promise<ImportResult> {
  const entries = entriesOf(file);
  const at = now();
  return db.transaction().execute(async (trx) => {
    const seen = await repo.listUrlKeys(trx, userId);
    const fresh: Array<{ bookmark: ParsedBookmark; key: string }> = [];
    let duplicates = 0;
    for (const bookmark of entries.bookmarks) {
      const key = urlKey(bookmark.url);
      if (seen.has(key)) duplicates += 1;
      else {
        seen.add(key);
        fresh.push({ bookmark, key });
      }
    }

    const wanted = new Map<string, { name: string; createdAt: string }>();
    for (const c of entries.categories) {
      if (c.name && !wanted.has(categoryKey(c.name)))
        wanted.set(categoryKey(c.name), { name: c.name, createdAt: c.createdAt ?? at });
    }
    for (const { bookmark } of fresh) {
      const key = categoryKey(bookmark.category);
      if (!wanted.has(key)) wanted.set(key, { name: bookmark.category, createdAt: at });
    }
    const { idByKey, created } = await repo.ensureCategories(trx, userId, [...wanted.values()]);

    const rows: Array<Omit<NewTool, 'user_id'>> = fresh.map(({ bookmark, key }) => {
      const createdAt = bookmark.createdAt ?? at;
      const categoryId = idByKey.get(categoryKey(bookmark.category));
      if (categoryId === undefined) throw new Error(`category missing after insert: ${bookmark.category}`);
      const label = bookmark.name || bookmark.title || cleanLine(bookmark.url, limits.nameLength);
      return {
        category_id: categoryId,
        name: label.slice(0, limits.nameLength),
        url: bookmark.url,
        url_key: key,
        title: (bookmark.title || label).slice(0, limits.titleLength),
        description: bookmark.description,
        image: null,
        icon: null,
        snapshot: null,
        keywords: JSON.stringify(bookmark.keywords),
        created_at: createdAt,
        updated_at: bookmark.updatedAt ?? createdAt,
      };
    });
    const inserted = await repo.insertTools(trx, userId, rows);
    const byKey = new Map(fresh.map(({ bookmark, key }) => [key, bookmark]));
    await enqueueImportCapture(
      trx,
      userId,
      inserted.map((row) => {
        const bookmark = byKey.get(row.url_key);
        return { id: row.id, url: bookmark?.url ?? '', icon: bookmark?.icon ?? null };
      }),
      at,
    );
    return { imported: inserted.length, duplicates, skipped: entries.skipped, categories: created };
  });
}
