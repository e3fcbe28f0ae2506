import { AddCategoryModal } from '../categories/add-category-modal.js';
import { AddManualModal } from './add-manual-modal.js';
import { AddUrlModal } from './add-url-modal.js';
import { useAddModal } from './tools-context.js';

/** The three operations of the sidebar (spec §2): category, url and manual. */
export function AddModals() {
  const [modal, setModal] = useAddModal();
  const close = () => setModal('none');
  if (modal === 'category') return <AddCategoryModal onClose={close} />;
  if (modal === 'url') return <AddUrlModal onClose={close} />;
  if (modal === 'manual') return <AddManualModal onClose={close} />;
  return null;
}
