// The signed-in session lives in localStorage (spec §3: token, username, email, name) and is
// observable so the shell and sidebar re-render on sign-in and logout.
import { useSyncExternalStore } from 'react';
import type { Session } from '../../shared/schemas.js';
import { readItem, removeItem, storageKeys, writeItem } from './storage.js';

const listeners = new Set<() => void>();
let snapshot: Session | null = null;
let snapshotKey = '';

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  const token = readItem(storageKeys.token);
  const username = readItem(storageKeys.username) ?? '';
  const email = readItem(storageKeys.email) ?? '';
  const name = readItem(storageKeys.name) ?? '';
  const key = [token, username, email, name].join('\u0000');
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = token ? { token, username, email, name } : null;
  }
  return snapshot;
}

export function getToken(): string | null {
  return readItem(storageKeys.token);
}

export function saveSession(session: Session): void {
  writeItem(storageKeys.token, session.token);
  writeItem(storageKeys.username, session.username);
  writeItem(storageKeys.email, session.email);
  writeItem(storageKeys.name, session.name);
  emit();
}

export function clearSession(): void {
  removeItem(storageKeys.token);
  removeItem(storageKeys.username);
  removeItem(storageKeys.email);
  removeItem(storageKeys.name);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key in storageKeys) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
