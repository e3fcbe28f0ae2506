import { useState } from 'react';

/** A form's text values and `update(key)`, an onChange handler that sets one of them. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [form, setForm] = useState(initial);
  const update = (key: keyof T) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  return [form, update] as const;
}
