// Rules for categories: unique per user case-insensitively; deleting one removes its tools (cascade).
import { messages } from '../../../shared/messages.js';
import type { Category } from '../../../shared/schemas.js';
import type { Db } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { lockUser } from '../auth/users.repo.js';
import { deleteCategoryTools } from '../tools/tools.repo.js';
import { releaseToolFiles, type ToolHooks } from '../tools/tools.service.js';
import * as repo from './categories.repo.js';

export function createCategoriesService(db: Db, hooks: Pick<ToolHooks, 'afterDelete'> = {}) {
  return {
    listCategories(userId: number): Promise<Category[]> {
      return repo.listCategoriesWithCounts(db, userId);
    },

    async createCategory(userId: number, name: string): Promise<Category> {
      if (!name.trim()) throw badRequest(messages.invalidData);
      const category = await repo.insertCategory(db, userId, name);
      if (!category.created) throw conflict(messages.categoryExists);
      return { id: category.id, name: category.name, count: 0 };
    },

    async deleteCategory(userId: number, name: string | undefined, id: number | undefined) {
      if (!name?.trim() || id === undefined) throw badRequest(messages.categoryNameAndIdRequired);
      // Under the owner's lock, so a tool being filed under this category at the same moment either
      // lands before (and goes with it) or after (in a fresh category of that name).
      // Its tools are deleted first, explicitly, so one statement also yields their stored files.
      const tools = await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const category = await repo.findCategory(trx, userId, id);
        if (!category || repo.categoryKey(category.name) !== repo.categoryKey(name))
          throw notFound('Category not found');
        const deleted = await deleteCategoryTools(trx, userId, id);
        await repo.deleteCategory(trx, userId, id);
        return deleted;
      });
      await releaseToolFiles(
        hooks,
        userId,
        tools.flatMap((t) => [t.image, t.icon, t.snapshot]),
      );
      return { message: 'Category deleted' };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
