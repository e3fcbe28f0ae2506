// 'Add New Item' by URL (spec §2, §5): the server fetches the page's details itself; fetched keywords
// merge with the person's own. Creation needs a fetched title, image and icon.
import { useId, useState, type FormEvent } from 'react';
import { NONE } from '../../../shared/constants.js';
import { mergeKeywords, normalizeKeywords } from '../../../shared/keywords.js';
import { messages } from '../../../shared/messages.js';
import { useFeedback } from '../../components/feedback.js';
import { Modal } from '../../components/modal.js';
import { messageOf } from '../../lib/api.js';
import { isHttpUrl } from '../../lib/url.js';
import { FormStatus } from './form-status.js';
import styles from './forms.module.css';
import { fetchMetadata } from './metadata.api.js';
import { createTool } from './tools.api.js';
import { useToolsState, useToolsStore } from './tools-context.js';

const orUndefined = (value: string) => (value && value !== NONE ? value : undefined);

export function AddUrlModal({ onClose }: { onClose: () => void }) {
  const store = useToolsStore();
  const { categories } = useToolsState();
  const { notify } = useFeedback();
  const listId = useId();
  const [form, setForm] = useState({ title: '', url: '', category: '', keywords: '' });
  const [busy, setBusy] = useState(false);
  const update = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const url = form.url.trim();
    const category = form.category.trim();
    const keywords = normalizeKeywords(form.keywords);
    if (!url || !category || keywords.length === 0) return notify(messages.invalidData, 'error');
    if (!isHttpUrl(url)) return notify(messages.invalidUrl, 'error');
    setBusy(true);
    try {
      const meta = await fetchMetadata(url, form.title.trim() || undefined);
      if (!meta.title || !meta.img || !meta.icon) throw new Error(messages.invalidData);
      const tool = await createTool({
        name: meta.title,
        title: meta.title,
        url: meta.url || url,
        description: meta.description,
        image: orUndefined(meta.img),
        icon: orUndefined(meta.icon),
        category,
        keywords: mergeKeywords(keywords, meta.keywords),
      });
      store.toolAdded(tool);
      notify(`Added "${tool.name}"`, 'success');
      onClose();
    } catch (error) {
      console.error(error);
      notify(
        error instanceof Error && !('status' in error)
          ? error.message
          : messageOf(error, messages.invalidData),
        'error',
      );
      setBusy(false);
    }
  }

  return (
    <Modal title="Add New Item" onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
        <div className="field">
          <label htmlFor="url-url">URL</label>
          <input
            id="url-url"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.url}
            onChange={update('url')}
            required
            data-autofocus
          />
        </div>
        <div className="field">
          <label htmlFor="url-title">Title (optional)</label>
          <input
            id="url-title"
            className="input"
            value={form.title}
            onChange={update('title')}
            aria-describedby="url-title-hint"
          />
          <span id="url-title-hint" className="hint">
            Useful for YouTube links, where the page title is not always the video's.
          </span>
        </div>
        <div className={styles.row}>
          <div className="field">
            <label htmlFor="url-category">Category</label>
            <input
              id="url-category"
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
          <div className="field">
            <label htmlFor="url-keywords">Keywords</label>
            <input
              id="url-keywords"
              className="input"
              placeholder="design, tools"
              value={form.keywords}
              onChange={update('keywords')}
              required
              aria-describedby="url-keywords-hint"
            />
            <span id="url-keywords-hint" className="hint">
              Separate keywords with commas.
            </span>
          </div>
        </div>
        <FormStatus busy={busy} text="Inserting the provided data" />
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
