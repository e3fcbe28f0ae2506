import type { Category } from '../../../shared/schemas.js';

/** The person's categories as suggestions for a free-text category input (`list={id}`). */
export function CategoryOptions({ id, categories }: { id: string; categories: readonly Category[] }) {
  return (
    <datalist id={id}>
      {categories.map((c) => (
        <option key={c.id} value={c.name} />
      ))}
    </datalist>
  );
}
