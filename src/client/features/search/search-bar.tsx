import { Search, X } from 'lucide-react';
import { resultsFound } from '../../../shared/messages.js';
import styles from './search-bar.module.css';

interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  onReset: () => void;
  /** Shown as '{n} results found' while a search is active. */
  results: number | null;
}

export function SearchBar({ value, onChange, onReset, results }: SearchBarProps) {
  return (
    <div className={styles.wrapper} role="search">
      <div className={styles.field}>
        <Search size={18} className={styles.icon} aria-hidden="true" />
        <label htmlFor="search-input" className="visually-hidden">
          Search bookmarks
        </label>
        <input
          id="search-input"
          type="search"
          className={`input ${styles.input}`}
          placeholder="Search bookmarks..."
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && value && onReset()}
          autoComplete="off"
        />
        {value && (
          <button type="button" className={styles.clear} aria-label="Clear search" onClick={onReset}>
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      {value && (
        <button type="button" className="btn" onClick={onReset}>
          Reset
        </button>
      )}
      <p className={styles.results} aria-live="polite">
        {results !== null ? resultsFound(results) : ''}
      </p>
    </div>
  );
}
