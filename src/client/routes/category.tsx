// The dashboard of spec §2: 'Hello {username}', a Manual button, a plus button and every tool.
import { Plus, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { PAGE_SIZE } from '../../shared/constants.js';
import { ToolGrid } from '../features/tools/tool-grid.js';
import { useAddModal, useToolsState, useToolsStore } from '../features/tools/tools-context.js';
import { useDeleteTool } from '../features/tools/use-delete-tool.js';
import { useSession } from '../lib/session.js';
import layout from '../styles/space-page.module.css';
import styles from './category.module.css';

export default function CategoryPage() {
  const session = useSession();
  const state = useToolsState();
  const store = useToolsStore();
  const [, setAddModal] = useAddModal();
  const deleteTool = useDeleteTool();
  const [page, setPage] = useState(1);
  const tools = state.allTools.slice(0, page * PAGE_SIZE);

  function loadMore() {
    const next = page + 1;
    setPage(next);
    void store.ensureAllLoaded(next * PAGE_SIZE);
  }

  return (
    <div className={layout.page}>
      <header className={`${layout.header} ${styles.header}`}>
        <h1 className={layout.heading}>Hello {session?.username}</h1>
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={() => setAddModal('manual')}>
            <PencilLine size={16} aria-hidden="true" />
            Manual
          </button>
          <button
            type="button"
            className="btn btn-primary btn-icon"
            aria-label="Add by URL"
            onClick={() => setAddModal('url')}
          >
            <Plus size={20} aria-hidden="true" />
          </button>
        </div>
      </header>
      <ToolGrid
        tools={tools}
        loading={state.loading || !state.loaded}
        onDelete={(tool) => void deleteTool(tool)}
        label="All tools"
      />
      {tools.length < state.allTotal && (
        <div className={styles.more}>
          <button type="button" className="btn btn-primary" onClick={loadMore} disabled={state.fetching}>
            Load More
          </button>
        </div>
      )}
    </div>
  );
}
