// 'Add New Item' entered by hand (spec §2, §5): the form asks for every field; the logic needs name,
// url, category and keywords.
import { useState, type FormEvent } from 'react';
import { normalizeKeywords } from '../../../shared/keywords.js';
import { messages } from '../../../shared/messages.js';
import { useFeedback } from '../../components/feedback.js';
import { Modal } from '../../components/modal.js';
import { messageOf } from '../../lib/api.js';
import { isHttpUrl } from '../../lib/url.js';
import { FormStatus } from './form-status.js';
import styles from './forms.module.css';
import { createTool } from './tools.api.js';
import { useAddModal, useToolsState, useToolsStore } from './tools-context.js';

export function AddManualModal({ onClose }: { onClose: () => void }) {
  const store = useToolsStore();
  const { categories, selectedCategory } = useToolsState();
  const [, setAddModal] = useAddModal();
  const { notify } = useFeedback();
  const preset = categories.find((c) => c.name.toLowerCase() === selectedCategory.toLowerCase())?.name;
  const [form, setForm] = useState({
    name: '',
    url: '',
    category: preset ?? categories[0]?.name ?? '',
    description: '',
    keywords: '',
  });
  const [busy, setBusy] = useState(false);
  const update = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const name = form.name.trim();
    const url = form.url.trim();
    const keywords = normalizeKeywords(form.keywords);
    if (!name || !url || !form.category || keywords.length === 0)
      return notify(messages.invalidData, 'error');
    if (!isHttpUrl(url)) return notify(messages.invalidUrl, 'error');
    setBusy(true);
    try {
      const tool = await createTool({
        name,
        url,
        description: form.description.trim(),
        img: '',
        icon: '',
        category: form.category,
        keywords,
      });
      store.toolAdded(tool);
      notify(`Added "${tool.name}"`, 'success');
      onClose();
    } catch (error) {
      console.error(error);
      notify(messageOf(error, messages.invalidData), 'error');
      setBusy(false);
    }
  }

  if (categories.length === 0) {
    return (
      <Modal
        title="Add New Item"
        onClose={onClose}
        description="Items live in a space. Add your first space, then add items to it."
      >
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setAddModal('category')}
            data-autofocus
          >
            Add a space
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Add New Item" onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)}>
        <div className={styles.row}>
          <div className="field">
            <label htmlFor="manual-name">Name</label>
            <input
              id="manual-name"
              className="input"
              value={form.name}
              onChange={update('name')}
              required
              maxLength={300}
              data-autofocus
            />
          </div>
          <div className="field">
            <label htmlFor="manual-category">Category</label>
            <select
              id="manual-category"
              className="input"
              value={form.category}
              onChange={update('category')}
              required
            >
              {categories.map((c) => (
                <option key={c.id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor="manual-url">URL</label>
          <input
            id="manual-url"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.url}
            onChange={update('url')}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="manual-description">Description</label>
          <textarea
            id="manual-description"
            className="input"
            value={form.description}
            onChange={update('description')}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="manual-keywords">Keywords</label>
          <input
            id="manual-keywords"
            className="input"
            placeholder="design, tools"
            value={form.keywords}
            onChange={update('keywords')}
            required
            aria-describedby="manual-keywords-hint"
          />
          <span id="manual-keywords-hint" className="hint">
            Separate keywords with commas.
          </span>
        </div>
        <FormStatus busy={busy} text="Scrapping the given URL" />
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Add Item
          </button>
        </div>
      </form>
    </Modal>
  );
}
