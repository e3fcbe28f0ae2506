// 'Add New Item' by URL (spec §2, §5): the server fetches the page's details itself; fetched keywords
// merge with the person's own. Creation needs a fetched title, image and icon.
import { useId, useState, type FormEvent } from 'react';
import { NONE } from '../../../shared/constants.js';
import { mergeKeywords, normalizeKeywords } from '../../../shared/keywords.js';
import { messages } from '../../../shared/messages.js';
import { useFeedback } from '../../components/feedback.js';
import { FormActions } from '../../components/form-actions.js';
import styles from '../../components/forms.module.css';
import { TextField } from '../../components/text-field.js';
import { Modal } from '../../components/modal.js';
import { messageOf } from '../../lib/api.js';
import { isHttpUrl } from '../../lib/url.js';
import { useFormFields } from '../../lib/use-form-fields.js';
import { CategoryOptions } from './category-options.js';
import { fetchMetadata } from './metadata.api.js';
import { createTool } from './tools.api.js';
import { useToolsState, useToolsStore } from './tools-context.js';

const orUndefined = (value: string) => (value && value !== NONE ? value : undefined);

export function AddUrlModal({ onClose }: { onClose: () => void }) {
  const store = useToolsStore();
  const { categories } = useToolsState();
  const { notify } = useFeedback();
  const listId = useId();
  const [form, update] = useFormFields({ title: '', url: '', category: '', keywords: '' });
  const [busy, setBusy] = useState(false);

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
        <TextField
          id="url-url"
          label="URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.url}
          onChange={update('url')}
          required
          data-autofocus
        />
        <TextField
          id="url-title"
          label="Title (optional)"
          value={form.title}
          onChange={update('title')}
          hint="Useful for YouTube links, where the page title is not always the video's."
        />
        <div className={styles.row}>
          <TextField
            id="url-category"
            label="Category"
            list={listId}
            value={form.category}
            onChange={update('category')}
            required
          >
            <CategoryOptions id={listId} categories={categories} />
          </TextField>
          <TextField
            id="url-keywords"
            label="Keywords"
            placeholder="design, tools"
            value={form.keywords}
            onChange={update('keywords')}
            required
            hint="Separate keywords with commas."
          />
        </div>
        <FormActions
          busy={busy}
          busyText="Inserting the provided data"
          submitLabel="Add Item"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
