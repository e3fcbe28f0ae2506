// 'Add New Item' entered by hand (spec §2, §5): the form asks for every field; the logic needs name,
// url, category and keywords.
import { useState, type FormEvent } from 'react';
import { normalizeKeywords } from '../../../shared/keywords.js';
import { messages } from '../../../shared/messages.js';
import { useFeedback } from '../../components/feedback.js';
import { FormActions } from '../../components/form-actions.js';
import styles from '../../components/forms.module.css';
import { SelectField, TextAreaField, TextField } from '../../components/text-field.js';
import { Modal } from '../../components/modal.js';
import { messageOf } from '../../lib/api.js';
import { isHttpUrl } from '../../lib/url.js';
import { useFormFields } from '../../lib/use-form-fields.js';
import { createTool } from './tools.api.js';
import { useAddModal, useToolsState, useToolsStore } from './tools-context.js';

export function AddManualModal({ onClose }: { onClose: () => void }) {
  const store = useToolsStore();
  const { categories, selectedCategory } = useToolsState();
  const [, setAddModal] = useAddModal();
  const { notify } = useFeedback();
  const preset = categories.find((c) => c.name.toLowerCase() === selectedCategory.toLowerCase())?.name;
  const [form, update] = useFormFields({
    name: '',
    url: '',
    category: preset ?? categories[0]?.name ?? '',
    description: '',
    keywords: '',
  });
  const [busy, setBusy] = useState(false);

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
          <TextField
            id="manual-name"
            label="Name"
            value={form.name}
            onChange={update('name')}
            required
            maxLength={300}
            data-autofocus
          />
          <SelectField
            id="manual-category"
            label="Category"
            value={form.category}
            onChange={update('category')}
            required
          >
            {categories.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          id="manual-url"
          label="URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.url}
          onChange={update('url')}
          required
        />
        <TextAreaField
          id="manual-description"
          label="Description"
          value={form.description}
          onChange={update('description')}
          required
        />
        <TextField
          id="manual-keywords"
          label="Keywords"
          placeholder="design, tools"
          value={form.keywords}
          onChange={update('keywords')}
          required
          hint="Separate keywords with commas."
        />
        <FormActions
          busy={busy}
          busyText="Scrapping the given URL"
          submitLabel="Add Item"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
