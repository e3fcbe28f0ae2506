import { useCallback } from 'react';
import { deleteToolConfirm } from '../../../shared/messages.js';
import type { Tool } from '../../../shared/schemas.js';
import { useFeedback } from '../../components/feedback.js';
import { deleteTool } from './tools.api.js';
import { useToolsStore } from './tools-context.js';

/** Confirm, delete, drop it from the list and the cache. A failure is only logged (spec §8). */
export function useDeleteTool(): (tool: Tool) => Promise<boolean> {
  const store = useToolsStore();
  const { confirm } = useFeedback();
  return useCallback(
    async (tool: Tool) => {
      if (!(await confirm(deleteToolConfirm(tool.name)))) return false;
      try {
        await deleteTool(tool.id);
        store.toolRemoved(tool);
        return true;
      } catch (error) {
        console.error(error);
        return false;
      }
    },
    [confirm, store],
  );
}
