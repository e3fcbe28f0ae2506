import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deleteToolConfirm } from '../../shared/messages.js';
import { FeedbackProvider, useFeedback } from './feedback.js';

function Harness() {
  const { confirm, notify } = useFeedback();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button onClick={() => void confirm(deleteToolConfirm('Figma')).then((ok) => setAnswer(String(ok)))}>
        ask
      </button>
      <button onClick={() => notify('<b>Logged Out!</b>')}>toast</button>
      <output>{answer}</output>
    </>
  );
}

const setup = () =>
  render(
    <FeedbackProvider>
      <Harness />
    </FeedbackProvider>,
  );

describe('in-app alerts and confirms (issue 3 §9)', () => {
  it('asks in a role="alertdialog" with the exact text and resolves true on Delete', async () => {
    setup();
    await userEvent.click(screen.getByText('ask'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "Figma"?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('closes on Escape, answering no, and gives focus back', async () => {
    setup();
    const ask = screen.getByText('ask');
    await userEvent.click(ask);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(ask).toHaveFocus();
  });

  it('keeps focus inside the dialog while tabbing', async () => {
    setup();
    await userEvent.click(screen.getByText('ask'));
    const dialog = screen.getByRole('alertdialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows toasts with role="alert", rendering their text as text', async () => {
    setup();
    await act(() => userEvent.click(screen.getByText('toast')));
    expect(screen.getByRole('alert')).toHaveTextContent('<b>Logged Out!</b>');
  });
});
