// Masonry grid: cards dealt into 1–3 columns in order, so Load More only appends at the bottom.
import { useRef } from 'react';
import { messages } from '../../../shared/messages.js';
import type { Tool } from '../../../shared/schemas.js';
import { ToolCard } from './tool-card.js';
import styles from './tool-grid.module.css';
import { useColumns } from './use-columns.js';

interface ToolGridProps {
  tools: Tool[];
  loading: boolean;
  page?: boolean;
  onDelete?: (tool: Tool) => void;
  label: string;
}

export function ToolGrid({ tools, loading, page = true, onDelete, label }: ToolGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const columns = useColumns(ref);
  const lanes: Tool[][] = Array.from({ length: columns }, () => []);
  tools.forEach((tool, i) => lanes[i % columns]?.push(tool));

  return (
    <section ref={ref} aria-label={label} className={styles.wrapper}>
      {tools.length === 0 ? (
        <p className={styles.empty} role="status">
          {loading ? messages.loading : messages.noResources}
        </p>
      ) : (
        <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {lanes.map((lane, i) => (
            <div key={i} className={styles.lane}>
              {lane.map((tool) => (
                <ToolCard key={tool.id} tool={tool} page={page} onDelete={onDelete} />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
