import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar.js';

describe('SearchBar (spec §2)', () => {
  it("has the placeholder 'Search bookmarks...' and no Reset while empty", () => {
    render(<SearchBar value="" onChange={vi.fn()} onReset={vi.fn()} results={null} />);
    expect(screen.getByPlaceholderText('Search bookmarks...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it("shows the clear icon, Reset and '{n} results found' while searching", async () => {
    const onReset = vi.fn();
    render(<SearchBar value="fig" onChange={vi.fn()} onReset={onReset} results={3} />);
    expect(screen.getByText('3 results found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onReset).toHaveBeenCalledTimes(2);
  });
});
