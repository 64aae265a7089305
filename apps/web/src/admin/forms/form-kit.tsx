import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { TIMINGS } from '@sawa/shared/domain';
import { UploadProgressBar } from '@sawa/web/ui';

export type Banner = { ok: boolean; text: string } | null;

/**
 * After a success: the banner, then the list after 2 seconds (SPEC §4). After a failure the user
 * stays; a refused image (413, 415) is also shown beside the image field. While files upload, the
 * form shows how far they got (pass `context` to the mutation).
 */
export function useSubmission(listPath: string) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const context = useMemo(() => ({ fetchOptions: { onUploadProgress: (fraction: number) => setProgress(fraction) } }), []);
  return {
    banner,
    progress,
    imageError,
    context,
    dismiss: () => setBanner(null),
    async run(work: () => Promise<unknown>, success: string, failure: string) {
      setBanner(null);
      setImageError(undefined);
      try {
        await work();
        setBanner({ ok: true, text: success });
        timer.current = setTimeout(() => navigate(listPath), TIMINGS.adminRedirectMs);
      } catch (error) {
        const detail = (error as Error).message;
        setBanner({ ok: false, text: detail ? `${failure} ${detail}` : failure });
        if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['status'] === 413 || e.extensions?.['status'] === 415))
          setImageError(detail);
      } finally {
        setProgress(null);
      }
    },
  };
}

/** The upload bar, while a form's files are on their way. */
export function SubmissionProgress({ progress }: { progress: number | null }) {
  return progress === null ? null : <UploadProgressBar fraction={progress} label="Uploading images" />;
}

export function StatusBanner({ banner, onDismiss }: { banner: Banner; onDismiss(): void }) {
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

export function Field({ id, label, required, children, error }: { id: string; label: string; required?: boolean; children: ReactNode; error?: string }) {
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
        <p className="field__error" id={`${id}-error`}>
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
}: {
  id: string;
  label: string;
  required?: boolean;
  multiple?: boolean;
  files: File[];
  onChange(files: File[]): void;
  current?: { url: string }[];
  /** The server's refusal of the chosen file. */
  error?: string;
}) {
  const [previews, setPreviews] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  const shown = previews.length ? previews : (current ?? []).map((c) => c.url);
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        ref={input}
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
