// Labelled form controls: the `.field` block with its label, the control and an optional hint. A hint
// gets the id `<id>-hint` and is tied to the control with aria-describedby.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
}

type Own = 'id' | 'className' | 'aria-describedby';

function Field({ id, label, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint !== undefined && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: ReactNode) => (hint === undefined ? undefined : `${id}-hint`);

/** An `<input>` field; `children` follow the input (a `<datalist>`, for instance). */
export function TextField({
  id,
  label,
  hint,
  children,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  return (
    <Field id={id} label={label} hint={hint}>
      <input id={id} className="input" {...props} aria-describedby={describedBy(id, hint)} />
      {children}
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own | 'children'>) {
  return (
    <Field id={id} label={label} hint={hint}>
      <textarea id={id} className="input" {...props} aria-describedby={describedBy(id, hint)} />
    </Field>
  );
}

/** A `<select>` field; `children` are its options. */
export function SelectField({
  id,
  label,
  hint,
  children,
  ...props
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, Own>) {
  return (
    <Field id={id} label={label} hint={hint}>
      <select id={id} className="input" {...props} aria-describedby={describedBy(id, hint)}>
        {children}
      </select>
    </Field>
  );
}
