import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.js';
import { Modal } from '../../components/modal.js';
import { useFeedback } from '../../components/feedback.js';
import { FormActions } from '../../components/form-actions.js';
import styles from '../../components/forms.module.css';
import { TextField } from '../../components/text-field.js';
import { messageOf } from '../../lib/api.js';
import { useToolsStore } from '../tools/tools-context.js';
import { createCategory } from './categories.api.js';

export function AddCategoryModal({ onClose }: { onClose: () => void }) {
  const store = useToolsStore();
  const { notify } = useFeedback();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      notify(messages.invalidData, 'error');
      return;
    }
    setBusy(true);
    try {
      const category = await createCategory(trimmed);
      store.categoryAdded(category);
      notify(`Added "${category.name}"`, 'success');
      onClose();
    } catch (error) {
      console.error(error);
      notify(`${messages.categoryAddFailed} ${messageOf(error, messages.somethingWrong)}`, 'error');
      setBusy(false);
    }
  }

  return (
    <Modal title="Add New Category" onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
        <TextField
          id="category-name"
          label="Category Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={100}
          data-autofocus
        />
        <FormActions busy={busy} busyText="Adding category" submitLabel="Add Category" onCancel={onClose} />
      </form>
    </Modal>
  );
}
