// localStorage that never throws: a full quota or a blocked storage only stops caching (issue 3, §8).
export const storageKeys = {
  token: 'token',
  username: 'username',
  email: 'email',
  name: 'name',
  tools: 'tools',
  categories: 'categories',
  dataTimestamp: 'dataTimestamp',
} as const;

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored (quota exceeded, storage disabled). */
export function writeItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: a storage we cannot reach holds nothing of ours.
  }
}
