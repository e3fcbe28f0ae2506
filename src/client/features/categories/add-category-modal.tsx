import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.js';
import { Modal } from '../../components/modal.js';
import { useFeedback } from '../../components/feedback.js';
import { messageOf } from '../../lib/api.js';
import { FormStatus } from '../tools/form-status.js';
import formStyles from '../tools/forms.module.css';
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
      <form className={formStyles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
        <div className="field">
          <label htmlFor="category-name">Category Name</label>
          <input
            id="category-name"
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={100}
            data-autofocus
          />
        </div>
        <FormStatus busy={busy} text="Adding category" />
        <div className={formStyles.actions}>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Add Category
          </button>
        </div>
      </form>
    </Modal>
  );
}
