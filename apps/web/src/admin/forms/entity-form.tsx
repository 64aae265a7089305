import { Fragment, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, type Blocker } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { MESSAGES, TIMINGS } from '@sawa/shared/domain';
import { evictOn } from '../cache';
import { ENTITIES, type EntityKey } from '../entities';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import { adminHref, PAGES } from '../paths';
import { useAdminTitle } from '../useAdminTitle';
import { FormLoading, LoadFailure, SubmissionProgress } from './form-kit';
import { DISCARD_CHANGES, UnsavedChangesDialog, useUnsavedChanges } from './unsaved-changes';

/** A form's two headings (SPEC §2): adding, and editing. The browser tab says the same. */
export interface FormTitles {
  create: string;
  edit: string;
}

/**
 * An edit form's record, loaded before the form is shown (SPEC §4): a spinner meanwhile, the error
 * and the way back when it cannot be loaded, never a blank form. Adding loads nothing. `children`
 * gets the loaded data (none when adding) and `reload`, which asks the server again and shows the
 * form anew with the saved values.
 */
export function EntityFormPage<Q>({
  entity,
  load,
  titles,
  fetchPolicy,
  children,
}: {
  entity: EntityKey;
  load: TypedDocumentNode<Q, { id: string }>;
  titles: FormTitles;
  /** 'network-only' when the form must start from the current record (the art form's version). */
  fetchPolicy?: 'network-only';
  children: (data: Q | undefined, reload: () => Promise<void>) => ReactNode;
}) {
  const { id } = useParams();
  const editing = id !== undefined;
  useAdminTitle(editing ? titles.edit : titles.create);
  const existing = useQuery(load, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy });
  // The form's state starts from the record once; a reload shows a new form from the new record.
  const [generation, setGeneration] = useState(0);
  if (editing && existing.error && !existing.data) return <LoadFailure title={titles.edit} message={existing.error.message} listPath={ENTITIES[entity].view} />;
  if (editing && existing.loading && !existing.data) return <FormLoading />;
  const reload = async () => {
    await existing.refetch();
    setGeneration((n) => n + 1);
  };
  return <Fragment key={generation}>{children(existing.data, reload)}</Fragment>;
}

export interface EntityFormOptions<V extends FieldValues, O extends FieldValues, I, U> {
  entity: EntityKey;
  /** The id of the record being edited; none when adding. */
  id: string | undefined;
  /** The form's rules (forms/rules.ts); what passes is what `input` receives. */
  schema: z.ZodMiniType<O, V>;
  defaultValues: V;
  create: TypedDocumentNode<unknown, { input: I }>;
  update: TypedDocumentNode<unknown, { id: string; input: U }>;
  /** The create mutation's input from the checked values (image fields named as the input names them). */
  input: (values: O) => I;
  /** The update mutation's input, when it differs from the create one. */
  updateInput: (input: I) => U;
  /** A failed save, before its banner is shown. */
  onError?: (error: unknown) => void;
}

/** The same input for create and update (the four simple forms). */
export const sameInput = <I,>(input: I): I => input;

/**
 * A back-office create or edit form: react-hook-form with the zod rules, then create or update, the
 * lists the write changed evicted from the normalised cache (admin/cache.ts), the SPEC §8 banner, and
 * after a success the list after 2 seconds (SPEC §4), the submit button staying disabled until then
 * so nothing is sent twice. After a failure the user stays; a refused image (413, 415) is also shown
 * beside its own field. While files upload, the form shows how far they got.
 */
export function useEntityForm<V extends FieldValues, O extends FieldValues, I, U>(options: EntityFormOptions<V, O, I, U>): EntityFormKit<V, O> {
  const { entity, id } = options;
  const config = ENTITIES[entity];
  const editing = id !== undefined;
  // The first wrong field is focused in the page's order (focusFirstInvalid), not in the order the fields registered
  // (react-hook-form's own focus picks an edition row, registered first, over the product code above it).
  const form = useForm<V, unknown, O>({ resolver: zodResolver(options.schema), defaultValues: options.defaultValues as never, shouldFocusError: false });
  const [create] = useMutation(options.create, { update: evictOn(entity, 'create') });
  const [update] = useMutation(options.update, { update: evictOn(entity, 'update') });
  const navigate = useNavigate();
  const [banner, setBanner] = useState<NoticeMessage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false); // a second click before the next render
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Unsaved changes ask before the user leaves; a save under way (and the redirect after it) does not.
  const leaving = useUnsavedChanges(form.formState.isDirty && !busy);
  const context = useMemo(() => ({ fetchOptions: { onUploadProgress: (fraction: number) => setProgress(fraction) } }), []);

  const save = async (values: O) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setBanner(null);
    const input = options.input(values);
    const [success, failure] = editing
      ? [MESSAGES.updated[config.messages], MESSAGES.updateFailed[config.messages]]
      : [MESSAGES.created[config.messages], MESSAGES.createFailed[config.messages]];
    try {
      if (editing) await update({ variables: { id, input: options.updateInput(input) }, context });
      else await create({ variables: { input }, context });
      setBanner({ tone: 'success', text: success });
      timer.current = setTimeout(() => void navigate(config.view), TIMINGS.adminRedirectMs);
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      options.onError?.(error);
      const detail = (error as Error).message;
      setBanner({ tone: 'error', text: detail ? `${failure} ${detail}` : failure });
      for (const field of refusedImageFields(error, values)) form.setError(field as Path<V>, { type: 'server', message: detail });
    } finally {
      setProgress(null);
    }
  };

  return {
    form,
    editing,
    submit: (event) => {
      const element = (event?.currentTarget ?? null) as HTMLFormElement | null;
      return form.handleSubmit(save, (errors) => focusFirstInvalid(element, errors))(event);
    },
    banner,
    dismiss: () => setBanner(null),
    progress,
    busy,
    cancelPath: editing ? config.view : adminHref(PAGES.dashboard),
    leaving,
  };
}

export interface EntityFormKit<V extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<V, unknown, O>;
  editing: boolean;
  /** The form's submit handler: the rules first (the first wrong field focused), then the save. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  banner: NoticeMessage | null;
  dismiss: () => void;
  /** How far the files' upload got (0 to 1), while they upload. */
  progress: number | null;
  /** True from the submit until the user is back on the list, or until a failure is shown. */
  busy: boolean;
  /** Where Cancel goes: the dashboard when adding, the list when editing (SPEC §2). */
  cancelPath: string;
  /** A navigation held while the form has unsaved changes (UnsavedChangesDialog asks about it). */
  leaving: Blocker;
}

/** After a refused submit: the first field, in the page's order, that a message is about. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const names = new Set(errorPaths(errors));
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement => element instanceof HTMLElement && names.has(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}

/** The dotted paths of the fields with a message ('productCode', 'editions.0.price'). */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix + key;
    return typeof (value as { message?: unknown }).message === 'string' ? [path] : errorPaths(value, `${path}.`);
  });
}

/**
 * Which image fields a refusal (413, 415) is about: the input field the server named, else every
 * image field that sent files. Image fields are the values that are lists of files.
 */
function refusedImageFields(error: unknown, values: FieldValues): string[] {
  if (!CombinedGraphQLErrors.is(error) || !error.errors.some((e) => e.extensions?.['status'] === 413 || e.extensions?.['status'] === 415)) return [];
  const sent = Object.keys(values).filter(
    (key) => Array.isArray(values[key]) && values[key].length > 0 && values[key].every((v: unknown) => v instanceof File),
  );
  const named = error.errors.map((e) => e.extensions?.['field']).find((field): field is string => typeof field === 'string' && field in values);
  return named ? [named] : sent;
}

/** The frame of every create and edit form: heading, banner, upload progress, the fields, Cancel and submit. */
export function EntityForm<V extends FieldValues, O extends FieldValues>({
  kit,
  titles,
  submitLabel,
  children,
}: {
  kit: EntityFormKit<V, O>;
  titles: FormTitles;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="admin-page admin-form" onSubmit={(event) => void kit.submit(event)} noValidate>
      <h1>{kit.editing ? titles.edit : titles.create}</h1>
      {kit.banner && (
        <Notice tone={kit.banner.tone} onDismiss={kit.dismiss}>
          {kit.banner.text}
        </Notice>
      )}
      <SubmissionProgress progress={kit.progress} />
      <UnsavedChangesDialog blocker={kit.leaving} />
      {children}
      <div className="admin-actions">
        <Link to={kit.cancelPath} state={DISCARD_CHANGES} className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button" disabled={kit.busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
