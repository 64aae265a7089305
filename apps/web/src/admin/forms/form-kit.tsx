import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useController, type FieldPathByValue, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { errorText, TIMINGS } from '@sawa/shared/domain';
import { Spinner, UploadProgressBar } from '@sawa/web/ui';

export type Banner = { ok: boolean; text: string } | null;

/** The text shown beside a required image field left empty on a create form (checked before anything is sent). */
export const imageRequired = (label: string) => `${label} is required.`;

/**
 * Which image fields a refusal (413, 415) is about: the input field the server named, else the only
 * field that sent files, else every field that did.
 */
function refusedFields(error: CombinedGraphQLErrors, files: Record<string, File[]>): string[] {
  const named = error.errors.map((e) => e.extensions?.['field']).find((field): field is string => typeof field === 'string' && field in files);
  return named ? [named] : Object.keys(files).filter((field) => files[field].length > 0);
}

/**
 * After a success: the banner, then the list after 2 seconds (SPEC §4), the submit button staying
 * disabled until then so the same thing cannot be sent twice. After a failure the user stays; a
 * refused image (413, 415) is also shown beside its own image field. While files upload, the form
 * shows how far they got (pass `context` to the mutation).
 */
export function useSubmission(listPath: string) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [imageErrors, setImageErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false); // a second click before the next render
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const context = useMemo(() => ({ fetchOptions: { onUploadProgress: (fraction: number) => setProgress(fraction) } }), []);
  return {
    banner,
    progress,
    /** The server's refusal of the file chosen in this image field (by its input field's name). */
    imageError: (field: string): string | undefined => imageErrors[field],
    /** True from the submit until the user is back on the list, or until a failure is shown. */
    busy,
    context,
    dismiss: () => setBanner(null),
    /** `files`: the files sent, by the name of their input field. */
    async run(work: () => Promise<unknown>, success: string, failure: string, files: Record<string, File[]> = {}) {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setBanner(null);
      setImageErrors({});
      try {
        await work();
        setBanner({ ok: true, text: success });
        timer.current = setTimeout(() => void navigate(listPath), TIMINGS.adminRedirectMs);
      } catch (error) {
        inFlight.current = false;
        setBusy(false);
        const detail = (error as Error).message;
        setBanner({ ok: false, text: detail ? `${failure} ${detail}` : failure });
        if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['status'] === 413 || e.extensions?.['status'] === 415)) {
          setImageErrors(Object.fromEntries(refusedFields(error, files).map((field) => [field, detail])));
        }
      } finally {
        setProgress(null);
      }
    },
  };
}

/**
 * Copies a loaded record into the form's state, once per record object. It runs while rendering (React's pattern for
 * state that follows a changing value), not in an effect, so no render shows the edit form's fields blank first.
 */
export function useHydrate<T>(record: T | null | undefined, hydrate: (record: T) => void): void {
  const [hydrated, setHydrated] = useState<T | null | undefined>(null);
  if (record && record !== hydrated) {
    setHydrated(record);
    hydrate(record);
  }
}

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
      <p className="notice notice--error" role="alert">
        {errorText(message)}
      </p>
      <Link to={listPath} className="button button--ghost">
        Back to the list
      </Link>
    </div>
  );
}

/** SPEC §8: the category list of the collection and art forms could not be loaded. */
export const categoriesLoadError = (message: string) => `Error loading categories: ${message}`;

export function StatusBanner({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  if (!banner) return null;
  return (
    <div className={`notice admin-banner ${banner.ok ? 'notice--success' : 'notice--error'}`} role={banner.ok ? 'status' : 'alert'}>
      <span>{banner.text}</span>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

export function Field({
  id,
  label,
  required,
  children,
  error,
  errorRole,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
  error?: string;
  /** 'alert' for an error that appears without the user doing anything (a failed load). */
  errorRole?: 'alert';
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
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
      {error && (
        <p className="field__error" id={`${id}-error`} role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** A file input that shows what was chosen at once: one image, or several each removable before saving. */
export function ImageInput({
  id,
  label,
  required,
  multiple,
  files,
  onChange,
  current,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  required?: boolean;
  multiple?: boolean;
  files: File[];
  onChange: (files: File[]) => void;
  current?: { url: string }[];
  /** The field's rule or the server's refusal of the chosen file. */
  error?: string;
  /** The form's handle on the input (to focus it when it is the first wrong field). */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const [previews, setPreviews] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
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
  const shown = previews.length ? previews : (current ?? []).map((c) => c.url);
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        ref={setInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        type="file"
        accept={IMAGE_TYPES}
        multiple={multiple}
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
          if (input.current) input.current.value = '';
        }}
      />
      {shown.length > 0 && (
        <ul className="admin-previews" aria-label={`${label} preview`}>
          {shown.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`${label} ${index + 1}`} width="120" height="120" />
              {previews.length > 0 && multiple && (
                <button
                  type="button"
                  className="text-button"
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
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
  return <ImageInput {...input} files={field.value as File[]} onChange={field.onChange} inputRef={field.ref} error={fieldState.error?.message} />;
}
