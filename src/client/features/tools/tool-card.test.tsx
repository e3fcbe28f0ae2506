import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeTool } from '../../test-fixtures.js';
import { ToolCard } from './tool-card.js';

const payload = '<img src=x onerror=alert(1)>';
const renderCard = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ToolCard (spec §2)', () => {
  it('renders markup in user text as text, never as elements', () => {
    const { container } = renderCard(
      <ToolCard tool={makeTool(1, { name: payload, description: payload, category: payload })} />,
    );
    expect(screen.getByRole('link', { name: payload })).toBeInTheDocument();
    expect(screen.getAllByText(payload)).toHaveLength(3);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('links the card to /tools/{id} and opens Visit in a new tab with noopener noreferrer', () => {
    renderCard(<ToolCard tool={makeTool(4, { name: 'Figma', url: 'https://www.figma.com/' })} />);
    expect(screen.getByRole('link', { name: 'Figma' })).toHaveAttribute('href', '/tools/4');
    const visit = screen.getByRole('link', { name: /Visit/ });
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByText('figma.com').length).toBeGreaterThan(0);
  });

  it("shows 'Unknown' for a host that cannot be parsed and offers no Visit link for a non-http URL", () => {
    renderCard(<ToolCard tool={makeTool(1, { url: 'javascript:alert(1)' })} />);
    expect(screen.getAllByText('Unknown').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Visit/ })).toBeNull();
  });

  it("treats the image value 'None' as no image and shows the host placeholder", () => {
    renderCard(<ToolCard tool={makeTool(1, { image: 'None', url: 'https://linear.app' })} />);
    expect(screen.getByTestId('image-placeholder')).toHaveTextContent('linear.app');
  });

  it('shows a spinner until the image loads', () => {
    renderCard(<ToolCard tool={makeTool(1, { image: '/files/a.webp' })} />);
    expect(screen.getByTestId('image-spinner')).toBeInTheDocument();
  });

  it('shows the favicon, or the first letter when there is none', () => {
    const { container, unmount } = renderCard(
      <ToolCard tool={makeTool(1, { name: 'notion', icon: null })} />,
    );
    expect(container).toHaveTextContent('N');
    unmount();
    const { container: withIcon } = renderCard(<ToolCard tool={makeTool(1, { icon: '/files/icon.png' })} />);
    expect(withIcon.querySelector('img[src="/files/icon.png"]')).not.toBeNull();
  });

  it('calls onDelete with the tool', async () => {
    const onDelete = vi.fn();
    const tool = makeTool(1, { name: 'Figma' });
    renderCard(<ToolCard tool={tool} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Figma' }));
    expect(onDelete).toHaveBeenCalledWith(tool);
  });

  it('shows only the image on /gallary (page flag off)', () => {
    renderCard(<ToolCard tool={makeTool(1, { name: 'Figma', description: 'Design tool' })} page={false} />);
    expect(screen.getByRole('link', { name: 'Figma' })).toHaveAttribute('href', '/tools/1');
    expect(screen.queryByText('Design tool')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
