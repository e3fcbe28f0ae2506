import { useEffect, useState, type RefObject } from 'react';

/** Month layout of spec §2: 1, 2 or 3 columns by the width the grid has. */
export function columnsFor(width: number): number {
  if (width >= 900) return 3;
  if (width >= 560) return 2;
  return 1;
}

export function useColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(() =>
    columnsFor(typeof window === 'undefined' ? 1024 : window.innerWidth - 300),
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumns(columnsFor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
