import { useId, useState, type FormEvent } from 'react';
import { normalizeKeywords } from '../../../shared/keywords.js';
import { messages } from '../../../shared/messages.js';
import type { Tool } from '../../../shared/schemas.js';
import { useFeedback } from '../../components/feedback.js';
import { FormActions } from '../../components/form-actions.js';
import styles from '../../components/forms.module.css';
import { TextAreaField, TextField } from '../../components/text-field.js';
import { Modal } from '../../components/modal.js';
import { messageOf } from '../../lib/api.js';
import { keywordList } from '../../lib/validate.js';
import { useFormFields } from '../../lib/use-form-fields.js';
import { CategoryOptions } from './category-options.js';
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
  const [form, update] = useFormFields({
    name: tool.name,
    category: tool.category,
    description: tool.description,
    keywords: keywordList(tool.keywords).join(', '),
  });
  const [busy, setBusy] = useState(false);

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
          <TextField
            id="edit-name"
            label="Name"
            value={form.name}
            onChange={update('name')}
            required
            maxLength={300}
            data-autofocus
          />
          <TextField
            id="edit-category"
            label="Category"
            list={listId}
            value={form.category}
            onChange={update('category')}
            required
          >
            <CategoryOptions id={listId} categories={categories} />
          </TextField>
        </div>
        <TextAreaField
          id="edit-description"
          label="Description"
          value={form.description}
          onChange={update('description')}
        />
        <TextField
          id="edit-keywords"
          label="Keywords"
          value={form.keywords}
          onChange={update('keywords')}
          hint="Separate keywords with commas."
        />
        <FormActions busy={busy} busyText="Saving changes" submitLabel="Save" onCancel={onClose} />
      </form>
    </Modal>
  );
}
