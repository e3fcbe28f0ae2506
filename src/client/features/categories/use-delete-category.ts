import { useCallback } from 'react';
import { deleteCategoryConfirm, messages } from '../../../shared/messages.js';
import type { Category } from '../../../shared/schemas.js';
import { useFeedback } from '../../components/feedback.js';
import { useToolsStore } from '../tools/tools-context.js';
import { deleteCategory } from './categories.api.js';

/** Confirm, delete the category and its tools, return to 'all' if it was selected (spec §4, §8). */
export function useDeleteCategory(): (category: Category) => Promise<void> {
  const store = useToolsStore();
  const { confirm, notify } = useFeedback();
  return useCallback(
    async (category: Category) => {
      if (!(await confirm(deleteCategoryConfirm(category.name)))) return;
      try {
        await deleteCategory(category);
        store.categoryRemoved(category);
        notify(`Deleted "${category.name}"`, 'success');
      } catch (error) {
        console.error(error);
        notify(messages.categoryDeleteFailed, 'error');
      }
    },
    [confirm, notify, store],
  );
}
