import type { ReactNode } from 'react';

/**
 * One form field of the public forms and the back office: its label (a `*` after a required one), the
 * control (children, whose id is `id`), a hint and the field's error under it. The control names them
 * with `aria-describedby={fieldDescription(id, error, hint)}`.
 */
export function Field({
  id,
  label,
  required,
  children,
  hint,
  error,
  errorRole,
  full,
  labelHidden,
  className = 'field',
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
  /** A standing explanation under the control (accepted formats, sizes). */
  hint?: ReactNode;
  error?: string;
  /** 'alert' for an error that appears without the user doing anything (a failed load). */
  errorRole?: 'alert';
  /** Across both columns of a form grid. */
  full?: boolean;
  /** A label for assistive technology only (a one-field form whose heading says what it is). */
  labelHidden?: boolean;
  /** The wrapper's class, when the field is not laid out as a form's field (the footer's sign-up row). */
  className?: string;
}) {
  return (
    <div className={full ? `${className} ${className}--full` : className}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
        {required && (
          <>
            {' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What a field's control is described by: its error while it has one, otherwise its hint. */
export function fieldDescription(id: string, error?: string | null, hint?: boolean): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}
