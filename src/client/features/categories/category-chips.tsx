// Category filter chips: 'all' first, each category with its count and a delete control.
import { X } from 'lucide-react';
import { DEFAULT_CATEGORY } from '../../../shared/constants.js';
import type { Category } from '../../../shared/schemas.js';
import styles from './category-chips.module.css';

interface CategoryChipsProps {
  categories: Category[];
  selected: string;
  onSelect: (name: string) => void;
  onDelete: (category: Category) => void;
}

export function CategoryChips({ categories, selected, onSelect, onDelete }: CategoryChipsProps) {
  const isSelected = (name: string) => name.toLowerCase() === selected.toLowerCase();
  return (
    <div className={styles.chips} role="group" aria-label="Filter by category">
      <button
        type="button"
        className={`${styles.chip} ${isSelected(DEFAULT_CATEGORY) ? styles.selected : ''}`}
        aria-pressed={isSelected(DEFAULT_CATEGORY)}
        onClick={() => onSelect(DEFAULT_CATEGORY)}
      >
        {DEFAULT_CATEGORY}
      </button>
      {categories.map((category) => (
        <span
          key={category.id}
          className={`${styles.chipGroup} ${isSelected(category.name) ? styles.selected : ''}`}
        >
          <button
            type="button"
            className={styles.chip}
            aria-pressed={isSelected(category.name)}
            onClick={() => onSelect(category.name)}
          >
            {category.name}
            <span className={styles.count}>
              {category.count}
              <span className="visually-hidden"> tools</span>
            </span>
          </button>
          <button
            type="button"
            className={styles.remove}
            aria-label={`Delete category ${category.name}`}
            onClick={() => onDelete(category)}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </span>
      ))}
    </div>
  );
}
