// Rules for tools: categories made on demand, keywords normalised, duplicates refused, ownership
// enforced (another user's tool is simply not found). Remote images are never stored as such: they are
// handed to the afterCreate hook (link capture) which downloads them and sets same-origin URLs.
import { NONE } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import type {
  CreateToolInput,
  ListToolsQuery,
  Tool,
  ToolList,
  UpdateToolInput,
} from '../../../shared/schemas.js';
import type { Db, ToolUpdate } from '../../db/types.js';
import { now } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { SearchIndex } from '../../search/index.js';
import { lockUser } from '../auth/users.repo.js';
import * as categories from '../categories/categories.repo.js';
import * as repo from './tools.repo.js';
import { urlKey } from './url-key.js';

export interface ToolSources {
  /** remote or data: URLs the user or the metadata step supplied, not yet stored by us */
  image: string | null;
  icon: string | null;
}

export interface ToolHooks {
  afterCreate?(userId: number, tool: Tool, sources: ToolSources): Promise<void> | void;
  afterUpdate?(userId: number, tool: Tool, changed: { url: boolean }): Promise<void> | void;
  /**
   * Stored files (`/files/<key>` URLs) that no tool shows any more, after the change that dropped them
   * committed: a deleted tool or category, or a capture that replaced them. Must not throw.
   */
  afterDelete?(userId: number, fileUrls: string[]): Promise<void> | void;
}

const SAME_ORIGIN_FILE = /^\/files\/[A-Za-z0-9._/-]+$/;

/**
 * Hands the same-origin files of removed or replaced fields to afterDelete. Every stored file belongs to
 * exactly one tool (only capture writes these fields; user input can never adopt a /files/ URL), so the
 * caller's list — minus what the same tool still shows — is safe to remove.
 */
export async function releaseToolFiles(
  hooks: Pick<ToolHooks, 'afterDelete'>,
  userId: number,
  dropped: ReadonlyArray<string | null>,
) {
  const urls = [...new Set(dropped.filter((u): u is string => !!u && SAME_ORIGIN_FILE.test(u)))];
  if (urls.length && hooks.afterDelete) await hooks.afterDelete(userId, urls);
}

const filesOf = (t: repo.ToolFiles) => [t.image, t.icon, t.snapshot];

/** 'None' and blanks count as no value (spec §2). */
export function presentValue(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && v !== NONE ? v : null;
}

export function presentTool(row: repo.ToolRecord): Tool {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    title: row.title,
    description: row.description,
    image: row.image,
    icon: row.icon,
    snapshot: row.snapshot,
    category: row.category,
    categoryId: row.category_id,
    keywords: JSON.parse(row.keywords) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createToolsService(db: Db, search: SearchIndex, hooks: ToolHooks = {}) {
  async function getTool(userId: number, id: number): Promise<Tool> {
    const row = await repo.findTool(db, userId, id);
    if (!row) throw notFound(messages.toolNotFound);
    return presentTool(row);
  }

  async function categoryIdFor(userId: number, name: string | undefined): Promise<number | null | undefined> {
    if (!name || name.trim().toLowerCase() === 'all') return undefined;
    const category = await categories.findCategoryByName(db, userId, name);
    return category ? category.id : null;
  }

  return {
    getTool,

    async listTools(userId: number, query: ListToolsQuery): Promise<ToolList> {
      const categoryId = await categoryIdFor(userId, query.category);
      if (categoryId === null) return { tools: [], total: 0 };
      if (query.q) {
        const { ids, total } = await search.search(userId, { ...query, q: query.q, categoryId });
        const rows = await repo.findToolsByIds(db, userId, ids);
        return { tools: rows.map(presentTool), total };
      }
      const [rows, total] = await Promise.all([
        repo.listTools(db, userId, { categoryId, limit: query.limit, offset: query.offset }),
        repo.countTools(db, userId, categoryId),
      ]);
      return { tools: rows.map(presentTool), total };
    },

    async listCategoryTools(userId: number, categoryName: string): Promise<Tool[]> {
      if (!categoryName.trim()) throw badRequest(messages.categoryRequired);
      const category = await categories.findCategoryByName(db, userId, categoryName);
      if (!category) return [];
      const rows = await repo.listTools(db, userId, { categoryId: category.id });
      return rows.map(presentTool);
    },

    async saveTool(
      userId: number,
      input: CreateToolInput,
      options: { createdAt?: string } = {},
    ): Promise<Tool> {
      const key = urlKey(input.url);
      const at = options.createdAt ?? now();
      const image = presentValue(input.image ?? input.img);
      const icon = presentValue(input.icon);
      // Check and insert under the owner's lock: the same URL sent twice at once is saved once, and a
      // category deleted meanwhile cannot vanish between finding it and filing the tool under it.
      const row = await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const existing = await repo.findToolIdByUrlKey(trx, userId, key);
        if (existing) throw conflict(`This link is already saved as "${existing.name}"`);
        const category = await categories.insertCategory(trx, userId, input.category);
        const id = await repo.insertTool(trx, userId, {
          category_id: category.id,
          name: input.name,
          url: input.url,
          url_key: key,
          title: presentValue(input.title) ?? input.name,
          description: presentValue(input.description) ?? '',
          // Stored files are set only by capture: a /files/ URL in the input could name another tool's file.
          image: null,
          icon: null,
          snapshot: null,
          keywords: JSON.stringify(input.keywords),
          created_at: at,
          updated_at: at,
        });
        // read back in the transaction: a category delete committed just after cannot make this a 404
        return repo.findTool(trx, userId, id);
      });
      if (!row) throw notFound(messages.toolNotFound);
      const tool = presentTool(row);
      await hooks.afterCreate?.(userId, tool, {
        image: image && !SAME_ORIGIN_FILE.test(image) ? image : null,
        icon: icon && !SAME_ORIGIN_FILE.test(icon) ? icon : null,
      });
      return tool;
    },

    async updateTool(userId: number, id: number, patch: UpdateToolInput): Promise<Tool> {
      const before = await getTool(userId, id);
      const set: ToolUpdate = { updated_at: now() };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.title !== undefined) set.title = patch.title;
      if (patch.description !== undefined) set.description = patch.description;
      if (patch.keywords !== undefined) set.keywords = JSON.stringify(patch.keywords);
      const row = await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        if (patch.url !== undefined && patch.url !== before.url) {
          const key = urlKey(patch.url);
          const clash = await repo.findToolIdByUrlKey(trx, userId, key);
          if (clash && clash.id !== id) throw conflict(`This link is already saved as "${clash.name}"`);
          set.url = patch.url;
          set.url_key = key;
        }
        if (patch.category !== undefined)
          set.category_id = (await categories.insertCategory(trx, userId, patch.category)).id;
        if (!(await repo.updateTool(trx, userId, id, set))) return undefined;
        return repo.findTool(trx, userId, id);
      });
      if (!row) throw notFound(messages.toolNotFound);
      const tool = presentTool(row);
      await hooks.afterUpdate?.(userId, tool, { url: set.url !== undefined });
      return tool;
    },

    /**
     * Sets fields that link capture found (same-origin image URLs, fetched title …); false when the tool
     * is gone. Files the new values replace are released once no field shows them (the image may be
     * the old snapshot). Under the owner's lock, so two captures of one tool never both keep a file.
     */
    async applyCapture(
      userId: number,
      id: number,
      fields: Pick<ToolUpdate, 'image' | 'icon' | 'snapshot' | 'title' | 'description' | 'keywords'>,
    ): Promise<boolean> {
      const dropped = await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const before = await repo.findToolFiles(trx, userId, id);
        if (!before || !(await repo.updateTool(trx, userId, id, { ...fields, updated_at: now() })))
          return null;
        const after = filesOf({ ...before, ...fields });
        return filesOf(before).filter((url) => !after.includes(url));
      });
      if (!dropped) return false;
      await releaseToolFiles(hooks, userId, dropped);
      return true;
    },

    async deleteTool(userId: number, target: { id?: number | undefined; name?: string | undefined }) {
      let id = target.id;
      if (id === undefined) {
        if (!target.name?.trim()) throw badRequest(messages.nameOrIdRequired);
        id = (await repo.findToolByName(db, userId, target.name.trim()))?.id;
      }
      const deleted = id === undefined ? undefined : await repo.deleteTool(db, userId, id);
      if (!deleted) throw notFound(messages.toolNotFound);
      await releaseToolFiles(hooks, userId, filesOf(deleted));
      return { message: 'Tool deleted' };
    },
  };
}

export type ToolsService = ReturnType<typeof createToolsService>;
