import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useController, type FieldPathByValue, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { humanError } from '@sawa/shared/domain';
import { Field, Notice, Spinner, UploadProgressBar } from '@sawa/web/ui';

/** The upload bar, while a form's files are on their way. */
export function SubmissionProgress({ progress }: { progress: number | null }) {
  return progress === null ? null : <UploadProgressBar fraction={progress} label="Uploading images" />;
}

/** An edit form whose record is still on its way. */
export function FormLoading() {
  return (
    <div className="admin-page">
      <Spinner />
    </div>
  );
}

/** An edit form whose record could not be loaded (a bad or deleted id): the error and the way back, never a blank form. */
export function LoadFailure({ title, message, listPath }: { title: string; message: string; listPath: string }) {
  return (
    <div className="admin-page">
      <h1>{title}</h1>
      <Notice tone="error">{humanError(message)}</Notice>
      <Link to={listPath} className="button button--ghost">
        Back to the list
      </Link>
    </div>
  );
}

/** SPEC §8: the category list of the collection and art forms could not be loaded. */
export const categoriesLoadError = (message: string) => `Error loading categories: ${message}`;

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * A file input that shows what was chosen at once: one image, or several each removable before saving.
 * With `onRemoveCurrent` it is a gallery: each current image has its own Remove, and chosen files join
 * them instead of replacing them.
 */
export function ImageInput({
  id,
  label,
  required,
  multiple,
  files,
  onChange,
  current,
  onRemoveCurrent,
  error,
  inputRef,
  name,
}: {
  id: string;
  /** The form's name of the field (a refused submit focuses the first wrong field by it). */
  name?: string;
  label: string;
  required?: boolean;
  multiple?: boolean;
  files: File[];
  onChange: (files: File[]) => void;
  current?: { url: string }[];
  onRemoveCurrent?: (url: string) => void;
  /** The field's rule or the server's refusal of the chosen file. */
  error?: string;
  /** The form's handle on the input (to focus it when it is the first wrong field). */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const [previews, setPreviews] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // After a Remove, focus goes to the next image's Remove (or the file input), not to the page.
  const focusAfterRemoval = useRef<number | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef?.(element);
  };
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- object URLs are a browser resource: made and revoked with the files in this effect
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll('button');
    (buttons?.[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  });
  const removeFile = (index: number) => onChange(files.filter((_, i) => i !== index));
  const chosen = previews.map((url, i) => ({ url, name: files[i]?.name, remove: multiple ? () => removeFile(i) : undefined }));
  const kept = (current ?? []).map(({ url }) => ({ url, name: undefined, remove: onRemoveCurrent && (() => onRemoveCurrent(url)) }));
  const shown = onRemoveCurrent ? [...kept, ...chosen] : chosen.length ? chosen : kept;
  const hint = onRemoveCurrent ? `${id}-hint` : undefined;
  const describedBy = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        name={name}
        ref={setInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        type="file"
        accept={IMAGE_TYPES}
        multiple={multiple}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          onChange(multiple ? [...files, ...picked] : picked.slice(0, 1));
          if (input.current) input.current.value = '';
        }}
      />
      {hint && (
        <p id={hint} className="field__hint">
          Chosen images are added to the gallery; Remove takes one out when you save.
        </p>
      )}
      {shown.length > 0 && (
        <ul className="admin-previews" aria-label={`${label} preview`} ref={list}>
          {shown.map(({ url, name: fileName, remove }, index) => (
            <li key={url}>
              <img src={url} alt={fileName ? `${label} ${index + 1} (new: ${fileName})` : `${label} ${index + 1}`} width="120" height="120" />
              {remove && (
                <button
                  type="button"
                  className="text-button"
                  onClick={() => {
                    focusAfterRemoval.current = index;
                    remove();
                  }}
                  aria-label={`Remove image ${index + 1}`}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}

/** The error react-hook-form holds for a field, and the attributes that tie it to its input. */
function fieldError<V extends FieldValues, O extends FieldValues>(form: UseFormReturn<V, unknown, O>, name: Path<V>, id: string) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return { message, aria: { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-error` : undefined } };
}

/** A text input (or, with `rows`, a text area) of a back-office form, its rule's message beside it. */
export function TextField<V extends FieldValues, O extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  maxLength,
  rows,
  type,
}: {
  form: UseFormReturn<V, unknown, O>;
  name: FieldPathByValue<V, string>;
  id: string;
  label: string;
  /** The required mark (SPEC §5); the rule itself is the form's schema. */
  required?: boolean;
  maxLength?: number;
  rows?: number;
  type?: 'url';
}) {
  const { message, aria } = fieldError(form, name, id);
  const props = { id, maxLength, ...aria, ...form.register(name) };
  return (
    <Field id={id} label={label} required={required} error={message}>
      {rows ? <textarea rows={rows} {...props} /> : <input type={type} {...props} />}
    </Field>
  );
}

/** An image input of a back-office form: its files are the field's value. */
export function ImageField<V extends FieldValues, O extends FieldValues>({
  form,
  name,
  ...input
}: {
  form: UseFormReturn<V, unknown, O>;
  name: FieldPathByValue<V, File[]>;
  id: string;
  label: string;
  required?: boolean;
  multiple?: boolean;
  current?: { url: string }[];
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  return <ImageInput {...input} name={name} files={field.value as File[]} onChange={field.onChange} inputRef={field.ref} error={fieldState.error?.message} />;
}

/** A dropdown of a back-office form: a first option for none (`placeholder`), then `options`. */
export function SelectField<V extends FieldValues, O extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  placeholder,
  options,
  disabled,
  loadError,
  onChange,
  deps,
}: {
  form: UseFormReturn<V, unknown, O>;
  name: FieldPathByValue<V, string>;
  id: string;
  label: string;
  required?: boolean;
  placeholder: string;
  options: { id: string; name: string }[] | undefined;
  disabled?: boolean;
  /** The options could not be loaded: said at once (an alert), in place of the field's rule. */
  loadError?: string;
  /** After the form took the choice. */
  onChange?: (value: string) => void;
  /** Fields whose rules depend on this one: checked again when it changes (once the form was submitted). */
  deps?: Path<V>[];
}) {
  const {
    field: { ref, value, onBlur, onChange: choose },
    fieldState,
  } = useController({ control: form.control, name, rules: { deps } });
  const message = fieldState.error?.message;
  // Controlled, so a value loaded before its options arrive is shown once they do.
  return (
    <Field id={id} label={label} required={required} error={loadError ?? message} errorRole={loadError ? 'alert' : undefined}>
      <select
        id={id}
        name={name}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        ref={ref}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          choose(event);
          onChange?.(event.target.value);
        }}
      >
        <option value="">{placeholder}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
