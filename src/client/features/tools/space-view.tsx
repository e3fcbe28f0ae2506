// The category space of spec §2, shared by / (full cards) and /gallary (image-only cards).
import { RefreshCw } from 'lucide-react';
import { DEFAULT_CATEGORY } from '../../../shared/constants.js';
import { CategoryChips } from '../categories/category-chips.js';
import { useDeleteCategory } from '../categories/use-delete-category.js';
import { SearchBar } from '../search/search-bar.js';
import { ToolGrid } from './tool-grid.js';
import { useToolsState, useToolsStore } from './tools-context.js';
import { useDeleteTool } from './use-delete-tool.js';
import { currentTotal, hasMore, visibleTools } from './tools-store.js';
import layout from '../../styles/space-page.module.css';
import styles from './space-view.module.css';

export function SpaceView({ page = true }: { page?: boolean }) {
  const state = useToolsState();
  const store = useToolsStore();
  const deleteCategory = useDeleteCategory();
  const deleteTool = useDeleteToolHandler();
  const tools = visibleTools(state);
  const selected = state.categories.find(
    (c) => c.name.toLowerCase() === state.selectedCategory.toLowerCase(),
  );
  const heading = `${selected?.name ?? capitalize(DEFAULT_CATEGORY)} Space`;
  const searching = state.query !== '' && state.searchValue !== '';

  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <h1 className={layout.heading}>{heading}</h1>
        <button
          type="button"
          className="btn"
          onClick={() => void store.refresh()}
          disabled={state.loading}
          aria-label="Refresh"
        >
          <RefreshCw size={16} aria-hidden="true" className={state.loading ? styles.spinning : undefined} />
          <span className={styles.refreshLabel}>Refresh</span>
        </button>
      </header>
      <div className={styles.controls}>
        <SearchBar
          value={state.searchValue}
          onChange={store.setSearch}
          onReset={store.resetSearch}
          results={searching && !state.fetching ? currentTotal(state) : null}
        />
        <CategoryChips
          categories={state.categories}
          selected={state.selectedCategory}
          onSelect={store.setCategory}
          onDelete={(c) => void deleteCategory(c)}
        />
      </div>
      <ToolGrid
        tools={tools}
        loading={state.loading || state.fetching || !state.loaded}
        page={page}
        onDelete={page ? deleteTool : undefined}
        label={heading}
      />
      {hasMore(state) && (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void store.loadMore()}
            disabled={state.fetching}
          >
            Load More
          </button>
        </div>
      )}
    </div>
  );
}

function useDeleteToolHandler() {
  const remove = useDeleteTool();
  return (tool: Parameters<typeof remove>[0]) => void remove(tool);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
