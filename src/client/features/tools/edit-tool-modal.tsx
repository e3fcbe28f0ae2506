import { useId, useState, type FormEvent } from 'react';
import { normalizeKeywords } from '../../../shared/keywords.js';
import { messages } from '../../../shared/messages.js';
import type { Tool } from '../../../shared/schemas.js';
import { useFeedback } from '../../components/feedback.js';
import { Modal } from '../../components/modal.js';
import { messageOf } from '../../lib/api.js';
import { keywordList } from '../../lib/validate.js';
import { FormStatus } from './form-status.js';
import styles from './forms.module.css';
import { updateTool } from './tools.api.js';
import { useToolsState } from './tools-context.js';

interface EditToolModalProps {
  tool: Tool;
  onClose: () => void;
  onSaved: (tool: Tool) => void;
}

export function EditToolModal({ tool, onClose, onSaved }: EditToolModalProps) {
  const { categories } = useToolsState();
  const { notify } = useFeedback();
  const listId = useId();
  const [form, setForm] = useState({
    name: tool.name,
    category: tool.category,
    description: tool.description,
    keywords: keywordList(tool.keywords).join(', '),
  });
  const [busy, setBusy] = useState(false);
  const update = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const name = form.name.trim();
    const category = form.category.trim();
    if (!name || !category) return notify(messages.invalidData, 'error');
    setBusy(true);
    try {
      const saved = await updateTool(tool.id, {
        name,
        category,
        description: form.description.trim(),
        keywords: normalizeKeywords(form.keywords),
      });
      onSaved(saved);
      notify('Changes saved', 'success');
      onClose();
    } catch (error) {
      console.error(error);
      notify(messageOf(error, messages.invalidData), 'error');
      setBusy(false);
    }
  }

  return (
    <Modal title="Edit Item" onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)}>
        <div className={styles.row}>
          <div className="field">
            <label htmlFor="edit-name">Name</label>
            <input
              id="edit-name"
              className="input"
              value={form.name}
              onChange={update('name')}
              required
              maxLength={300}
              data-autofocus
            />
          </div>
          <div className="field">
            <label htmlFor="edit-category">Category</label>
            <input
              id="edit-category"
              className="input"
              list={listId}
              value={form.category}
              onChange={update('category')}
              required
            />
            <datalist id={listId}>
              {categories.map((c) => (
                <option key={c.id} value={c.name} />
              ))}
            </datalist>
          </div>
        </div>
        <div className="field">
          <label htmlFor="edit-description">Description</label>
          <textarea
            id="edit-description"
            className="input"
            value={form.description}
            onChange={update('description')}
          />
        </div>
        <div className="field">
          <label htmlFor="edit-keywords">Keywords</label>
          <input
            id="edit-keywords"
            className="input"
            value={form.keywords}
            onChange={update('keywords')}
            aria-describedby="edit-keywords-hint"
          />
          <span id="edit-keywords-hint" className="hint">
            Separate keywords with commas.
          </span>
        </div>
        <FormStatus busy={busy} text="Saving changes" />
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
