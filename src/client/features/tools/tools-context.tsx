// Makes one ToolsStore (and the add-modal state of spec §3) available to the pages inside the shell.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useFeedback } from '../../components/feedback.js';
import { createToolsStore, type ToolsState, type ToolsStore } from './tools-store.js';

export type AddModal = 'none' | 'category' | 'url' | 'manual';

interface ToolsContextValue {
  store: ToolsStore;
  addModal: AddModal;
  setAddModal: (modal: AddModal) => void;
}

const ToolsContext = createContext<ToolsContextValue | null>(null);

export function ToolsProvider({ children, store: given }: { children: ReactNode; store?: ToolsStore }) {
  const { notify } = useFeedback();
  const [store] = useState(() => given ?? createToolsStore({ notify: (m) => notify(m, 'error') }));
  const [addModal, setAddModal] = useState<AddModal>('none');

  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => () => store.dispose(), [store]);

  const value = useMemo(() => ({ store, addModal, setAddModal }), [store, addModal]);
  return <ToolsContext.Provider value={value}>{children}</ToolsContext.Provider>;
}

function useToolsContext(): ToolsContextValue {
  const value = useContext(ToolsContext);
  if (!value) throw new Error('useTools needs <ToolsProvider>');
  return value;
}

export function useToolsStore(): ToolsStore {
  return useToolsContext().store;
}

export function useToolsState(): ToolsState {
  const store = useToolsStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useAddModal(): [AddModal, (modal: AddModal) => void] {
  const { addModal, setAddModal } = useToolsContext();
  return [addModal, setAddModal];
}
