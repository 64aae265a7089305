import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FIELD_LIMITS, MESSAGES } from '@sawa/shared/domain';
import { Field, fieldDescription, Notice } from '@sawa/web/ui';
import { RequestCommissionDocument } from '../gql/graphql';
import { COMMISSION_INPUTS, EMPTY_COMMISSION, validateCommission, type CommissionFieldName, type CommissionValues } from './commission-rules';

type Errors = ReturnType<typeof validateCommission>;

/** The commission request (SPEC §2, §4, §5): success notice and reset, or the SPEC failure text. */
export function CommissionForm() {
  const [values, setValues] = useState<CommissionValues>(EMPTY_COMMISSION);
  const [image, setImage] = useState<File | null>(null);
  const [shown, setShown] = useState<{ image: File; url: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // The notice is the SPEC text as it is; the server's reason, when there is one, is a separate line under it.
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; detail?: string } | null>(null);
  const [website, setWebsite] = useState(''); // honeypot: people never see it, simple bots fill it
  const fileInput = useRef<HTMLInputElement>(null);
  const [send, { loading }] = useMutation(RequestCommissionDocument);

  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(image);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is a browser resource: made and revoked with the file in this effect
    setShown({ image, url });
    return () => URL.revokeObjectURL(url);
  }, [image]);
  const preview = shown && shown.image === image ? shown.url : null; // a removed or replaced file's URL is revoked: never shown

  const change = (name: CommissionFieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateCommission(values, image);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`commission-${first}`)?.focus();
      return;
    }
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as CommissionValues;
      await send({ variables: { input: { ...trimmed, website }, referenceImage: image } });
      setValues(EMPTY_COMMISSION);
      setImage(null);
      if (fileInput.current) fileInput.current.value = '';
      setOutcome({ ok: true, text: MESSAGES.commission.sent });
    } catch (error) {
      const detail = (error as Error).message?.trim();
      setOutcome({ ok: false, text: MESSAGES.commission.failed, detail: detail || undefined });
    }
  };

  const describedBy = (name: string) => fieldDescription(`commission-${name}`, errors[name as keyof Errors]);

  return (
    <form className="commission-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
      <div className="form-grid">
        {COMMISSION_INPUTS.map((field) => (
          <Field key={field.name} id={`commission-${field.name}`} label={field.label} required error={errors[field.name]}>
            <input
              id={`commission-${field.name}`}
              name={field.name}
              type={field.type}
              required
              maxLength={FIELD_LIMITS.commission[field.name]}
              autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
              placeholder={'placeholder' in field ? field.placeholder : undefined}
              value={values[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              onChange={(e) => change(field.name, e.target.value)}
            />
          </Field>
        ))}
        <Field id="commission-message" label="Message" required full error={errors.message}>
          <textarea
            id="commission-message"
            name="message"
            required
            maxLength={FIELD_LIMITS.commission.message}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            onChange={(e) => change('message', e.target.value)}
          />
        </Field>
        <Field
          id="commission-referenceImage"
          label="Reference image (optional)"
          full
          hint="JPEG, PNG, WebP or AVIF, up to 15 MB."
          error={errors.referenceImage}
        >
          <input
            id="commission-referenceImage"
            ref={fileInput}
            name="referenceImage"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={errors.referenceImage ? true : undefined}
            aria-describedby={fieldDescription('commission-referenceImage', errors.referenceImage, true)}
            onChange={(e) => {
              setImage(e.target.files?.[0] ?? null);
              setErrors((er) => ({ ...er, referenceImage: undefined }));
            }}
          />
          {preview && <img src={preview} alt="Preview of the reference image" className="image-preview" />}
        </Field>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="commission-website">Website</label>
          <input
            id="commission-website"
            name="website"
            maxLength={FIELD_LIMITS.commission.website}
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Sending...' : 'Send Request'}
      </button>
      <div aria-live="polite">
        {outcome && <Notice tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Notice>}
        {outcome?.detail && (
          <p className="field__hint commission-form__detail" id="commission-failure-detail">
            {outcome.detail}
          </p>
        )}
      </div>
    </form>
  );
}
