import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FIELD_LIMITS, isOriginalEdition, MESSAGES } from '@sawa/shared/domain';
import {
  AdminArtistOptionsDocument,
  AdminArtworkDocument,
  AdminCategoryOptionsDocument,
  AdminCollectionOptionsDocument,
  CreateArtworkDocument,
  UpdateArtworkDocument,
} from '../../gql/graphql';
import { evictOn } from '../cache';
import { ENTITIES } from '../entities';
import { useAdminTitle } from '../useAdminTitle';
import {
  addEdition,
  changeEdition,
  chooseCategory,
  chooseCollection,
  EMPTY_ART,
  removeEdition,
  toEditionInputs,
  validateArt,
  type ArtErrors,
  type ArtValues,
  type EditionRow,
} from './art-form-rules';
import { categoriesLoadError, Field, FormLoading, ImageInput, LoadFailure, StatusBanner, SubmissionProgress, useHydrate, useSubmission } from './form-kit';

/**
 * Art Information (add) and the edit art form (SPEC §2, §5): editions rows with their stock, exclusive
 * category or collection, cover and gallery. An edit sends the version it loaded: a sale or another
 * edit since then makes the server refuse it, and the form offers to reload.
 */
export function ArtForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  useAdminTitle(editing ? 'Edit Art' : 'Art Information');
  // Always from the server: the version a save carries must be the current one when the form opens.
  const existing = useQuery(AdminArtworkDocument, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const [stale, setStale] = useState(false);
  const artists = useQuery(AdminArtistOptionsDocument);
  const categories = useQuery(AdminCategoryOptionsDocument);
  const collections = useQuery(AdminCollectionOptionsDocument);
  const [values, setValues] = useState<ArtValues>(EMPTY_ART);
  const [cover, setCover] = useState<File[]>([]);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<ArtErrors>({});
  const [create] = useMutation(CreateArtworkDocument, { update: evictOn('art', 'create') });
  const [update] = useMutation(UpdateArtworkDocument, { update: evictOn('art', 'update') });
  const submission = useSubmission(ENTITIES.art.view);

  useHydrate(existing.data, ({ artwork: a, artworkStock: stock }) =>
    setValues({
      name: a.name,
      productCode: a.productCode,
      description: a.description,
      size: a.size,
      material: a.material,
      artistId: a.artist.id,
      categoryId: a.category?.id ?? '',
      collectionId: a.collection?.id ?? '',
      editions: a.editions.map((e) => ({
        id: e.id,
        type: e.type,
        price: e.price,
        editionSize: e.kind === 'limited' && e.editionSize !== null ? String(e.editionSize) : '',
        withheld: String(stock.editions.find((s) => s.id === e.id)?.withheld ?? 0),
      })),
    }),
  );
  const counts = (editionId: string | undefined) => existing.data?.artworkStock.editions.find((e) => e.id === editionId);

  const reload = async () => {
    setStale(false);
    submission.dismiss();
    // A reload that fails leaves the notice up, so it can be tried again.
    await existing.refetch().catch(() => setStale(true));
  };

  const set = (key: keyof ArtValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const mark = editing ? undefined : true; // the edit form has no required marks (SPEC §5)

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateArt(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const common = {
      name: values.name.trim() || undefined,
      productCode: values.productCode.trim(),
      description: values.description.trim(),
      size: values.size.trim(),
      material: values.material.trim(),
      artistId: values.artistId,
      categoryId: values.categoryId || undefined,
      collectionId: values.collectionId || undefined,
      editions: toEditionInputs(values.editions),
    };
    const input = { ...common, coverImage: cover[0], images: images.length ? images : undefined };
    // Keyed by the input fields, which a refusal names.
    const files = { coverImage: cover, images };
    const save = () =>
      update({ variables: { id: id!, input: { ...input, version: existing.data!.artwork.version } }, context: submission.context }).catch((error: unknown) => {
        if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'CONFLICT')) setStale(true);
        throw error;
      });
    return editing
      ? submission.run(save, MESSAGES.updated.art, MESSAGES.updateFailed.art, files)
      : submission.run(() => create({ variables: { input }, context: submission.context }), MESSAGES.created.art, MESSAGES.createFailed.art, files);
  };

  if (editing && existing.error && !existing.data) return <LoadFailure title="Edit Art" message={existing.error.message} listPath={ENTITIES.art.view} />;
  if (editing && existing.loading && !existing.data) return <FormLoading />;
  return (
    <form className="admin-page admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{editing ? 'Edit Art' : 'Art Information'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      {stale && (
        <p className="admin-stale">
          <button type="button" className="button button--ghost" onClick={() => void reload()}>
            Reload the artwork
          </button>{' '}
          (what you typed here is replaced by the saved values)
        </p>
      )}
      <SubmissionProgress progress={submission.progress} />
      <Field id="art-name" label="Art Name">
        <input id="art-name" maxLength={FIELD_LIMITS.artwork.name} value={values.name} onChange={set('name')} />
      </Field>
      <Field id="art-productCode" label="Product Code" required={mark} error={errors.productCode}>
        <input id="art-productCode" maxLength={FIELD_LIMITS.artwork.productCode} value={values.productCode} onChange={set('productCode')} aria-invalid={errors.productCode ? true : undefined} />
      </Field>
      <Field id="art-description" label="Art Description" required={mark} error={errors.description}>
        <textarea id="art-description" maxLength={FIELD_LIMITS.artwork.description} rows={4} value={values.description} onChange={set('description')} aria-invalid={errors.description ? true : undefined} />
      </Field>
      <ImageInput
        error={submission.imageError('coverImage')}
        id="art-cover"
        label="Art Image Cover"
        files={cover}
        onChange={setCover}
        current={existing.data?.artwork.coverImage ? [existing.data.artwork.coverImage] : undefined}
      />
      <ImageInput
        error={submission.imageError('images')}
        id="art-images"
        label="Art Images"
        multiple
        files={images}
        onChange={setImages}
        current={existing.data?.artwork.images}
      />
      <Field id="art-size" label="Art Size" required={mark} error={errors.size}>
        <input id="art-size" maxLength={FIELD_LIMITS.artwork.size} value={values.size} onChange={set('size')} aria-invalid={errors.size ? true : undefined} />
      </Field>
      <Field id="art-material" label="Art Material" required={mark} error={errors.material}>
        <input id="art-material" maxLength={FIELD_LIMITS.artwork.material} value={values.material} onChange={set('material')} aria-invalid={errors.material ? true : undefined} />
      </Field>
      <fieldset className="admin-editions">
        <legend>Editions</legend>
        {values.editions.map((row, index) => (
          <div className="admin-edition" key={index}>
            <Field id={`edition-type-${index}`} label={`Edition ${index + 1} type`} required={mark}>
              <input id={`edition-type-${index}`} maxLength={FIELD_LIMITS.artwork.editionType} value={row.type} onChange={(e) => setValues((v) => changeEdition(v, index, { type: e.target.value }))} />
            </Field>
            <Field id={`edition-price-${index}`} label={`Edition ${index + 1} price`} required={mark}>
              <input
                id={`edition-price-${index}`}
                type="number"
                min="0"
                step="0.01"
                inputMode="decimal"
                value={row.price}
                onChange={(e) => setValues((v) => changeEdition(v, index, { price: e.target.value }))}
              />
            </Field>
            <EditionStockFields
              index={index}
              row={row}
              counts={counts(row.id)}
              onChange={(change) => setValues((v) => changeEdition(v, index, change))}
            />
            {index > 0 && (
              <button
                type="button"
                className="text-button"
                onClick={() => setValues((v) => removeEdition(v, index))}
                aria-label={`Remove edition ${index + 1}`}
              >
                Remove
              </button>
            )}
            {errors[`edition-${index}`] && <p className="field__error">{errors[`edition-${index}`]}</p>}
          </div>
        ))}
        <button type="button" className="button button--ghost" onClick={() => setValues(addEdition)}>
          Add Edition
        </button>
      </fieldset>
      <Field id="art-artist" label="Artist" required={mark} error={errors.artistId}>
        <select id="art-artist" value={values.artistId} onChange={set('artistId')} aria-invalid={errors.artistId ? true : undefined}>
          <option value="">Select an Artist</option>
          {artists.data?.artists.items.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="art-category"
        label="Category"
        required={mark && !values.collectionId}
        error={categories.error && categoriesLoadError(categories.error.message)}
        errorRole="alert"
      >
        <select
          id="art-category"
          value={values.categoryId}
          disabled={Boolean(values.collectionId)}
          onChange={(e) => setValues((v) => chooseCategory(v, e.target.value))}
        >
          <option value="">None</option>
          {categories.data?.categories.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="art-collection" label="Collection" required={mark && !values.categoryId} error={errors.place}>
        <select
          id="art-collection"
          value={values.collectionId}
          disabled={Boolean(values.categoryId)}
          onChange={(e) => setValues((v) => chooseCollection(v, e.target.value))}
        >
          <option value="">None</option>
          {collections.data?.collections.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="admin-actions">
        <Link to={editing ? ENTITIES.art.view : '/admin/dashboard'} className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button" disabled={submission.busy}>
          {editing ? 'Save Changes' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

type StockCounts = { available: number | null; reserved: number; sold: number; withheld: number };

/**
 * An edition's stock: an original is for sale or kept back; a print has an edition size (empty: an
 * open edition) and units kept back. What orders hold (reserved, sold) is shown, never edited.
 */
function EditionStockFields({
  index,
  row,
  counts,
  onChange,
}: {
  index: number;
  row: EditionRow;
  counts: StockCounts | undefined;
  onChange: (change: Partial<EditionRow>) => void;
}) {
  const n = index + 1;
  const original = isOriginalEdition(row.type);
  const held = counts ? counts.reserved + counts.sold : 0;
  return (
    <>
      {original ? (
        <label className="admin-edition__check" htmlFor={`edition-withheld-${index}`}>
          <input
            id={`edition-withheld-${index}`}
            type="checkbox"
            checked={row.withheld === '1'}
            disabled={held > 0}
            onChange={(e) => onChange({ withheld: e.target.checked ? '1' : '0' })}
          />{' '}
          Edition {n}: not for sale in the shop (sold at the gallery, on loan, kept)
        </label>
      ) : (
        <>
          <Field id={`edition-size-${index}`} label={`Edition ${n} size`}>
            <input
              id={`edition-size-${index}`}
              type="number"
              min={Math.max(1, held)}
              step="1"
              placeholder="Open edition"
              value={row.editionSize}
              onChange={(e) => onChange({ editionSize: e.target.value, ...(e.target.value ? {} : { withheld: '0' }) })}
            />
          </Field>
          <Field id={`edition-withheld-${index}`} label={`Edition ${n} kept back`}>
            <input
              id={`edition-withheld-${index}`}
              type="number"
              min="0"
              step="1"
              disabled={!row.editionSize.trim()}
              value={row.withheld}
              onChange={(e) => onChange({ withheld: e.target.value })}
            />
          </Field>
        </>
      )}
      {counts && (
        <p className="admin-edition__stock" aria-label={`Edition ${n} stock`}>
          {counts.available === null ? 'Open edition' : `Available ${counts.available}`} · Reserved {counts.reserved} · Sold {counts.sold}
          {counts.withheld ? ` · Kept back ${counts.withheld}` : ''}
        </p>
      )}
    </>
  );
}
