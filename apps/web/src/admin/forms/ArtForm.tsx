import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useController, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  BASE_CURRENCY,
  currencyName,
  EDITION_SHIPPING,
  EDITION_SHIPPING_CODES,
  FIELD_LIMITS,
  isOriginalEdition,
  MEDIA,
  MEDIUM_LABELS,
  SHIPS_WITHIN,
  SHIPS_WITHIN_CODES,
} from '@sawa/shared/domain';
import { useSoldCurrencies } from '../../catalog/money';
import {
  AdminArtistOptionsDocument,
  AdminArtworkDocument,
  AdminCategoryOptionsDocument,
  AdminCollectionOptionsDocument,
  CreateArtworkDocument,
  UpdateArtworkDocument,
  type AdminArtworkQuery,
} from '../gql/graphql';
import {
  artSchema,
  editionRowError,
  EMPTY_ART,
  newEdition,
  toArtValues,
  toEditionInputs,
  type ArtOutput,
  type ArtValues,
  type EditionRow,
} from './art-form-rules';
import { EntityForm, EntityFormPage, useEntityForm } from './entity-form';
import { Field } from '@sawa/web/ui';
import { categoriesLoadError, ImageField, ImageInput, SelectField, TextField } from './form-kit';
import { HistoryPanel } from '../staff/AuditEntries';

const ART_TITLES = { create: 'Art Information', edit: 'Edit Art' };

/**
 * Art Information (add) and the edit art form (SPEC §2, §5): editions rows with their stock, exclusive
 * category or collection, cover and gallery. An edit sends the version it loaded: a sale or another
 * edit since then makes the server refuse it, and the form offers to reload. Always loaded from the
 * server, so that version is the current one when the form opens.
 */
export const ArtForm = () => (
  <EntityFormPage entity="art" load={AdminArtworkDocument} titles={ART_TITLES} fetchPolicy="network-only">
    {(data, reload) => (
      <>
        <ArtFields loaded={data} reload={reload} />
        {/* The edit form shows what was done to the work: who changed which price, when. */}
        {data && <HistoryPanel key={data.artworkStock.version} target={{ artwork: data.artwork.id }} />}
      </>
    )}
  </EntityFormPage>
);

const MEDIUM_OPTIONS = MEDIA.map((m) => ({ id: m, name: MEDIUM_LABELS[m] }));

function ArtFields({ loaded, reload }: { loaded: AdminArtworkQuery | undefined; reload: () => Promise<void> }) {
  const artists = useQuery(AdminArtistOptionsDocument);
  const categories = useQuery(AdminCategoryOptionsDocument);
  const collections = useQuery(AdminCollectionOptionsDocument);
  const [stale, setStale] = useState(false);
  const kit = useEntityForm({
    entity: 'art',
    id: loaded?.artwork.id,
    schema: artSchema,
    defaultValues: loaded ? toArtValues(loaded) : EMPTY_ART,
    create: CreateArtworkDocument,
    update: UpdateArtworkDocument,
    // Image fields keep the input's names, which a refusal names.
    input: ({ name, categoryId, collectionId, coverImage, images, keepImages, editions, ...values }) => ({
      ...values,
      name: name ?? undefined,
      categoryId: categoryId || undefined,
      collectionId: collectionId || undefined,
      editions: toEditionInputs(editions),
      coverImage: coverImage[0],
      images: images.length ? images : undefined,
      // An edit says which of the current gallery images stay: new ones join them, the others are removed.
      ...(loaded ? { keepImages } : {}),
    }),
    updateInput: (input) => ({ ...input, version: loaded!.artwork.version }),
    onError: (error) => {
      if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'CONFLICT')) setStale(true);
    },
  });
  const { form } = kit;
  const otherCurrencies = useSoldCurrencies({ fetch: true }).filter((c) => c !== BASE_CURRENCY);
  const editions = useFieldArray({ control: form.control, name: 'editions' });
  const [categoryId, collectionId, rows] = useWatch({ control: form.control, name: ['categoryId', 'collectionId', 'editions'] });
  const mark = kit.editing ? undefined : true; // the edit form has no required marks (SPEC §5)
  const counts = (editionId: string | undefined) => loaded?.artworkStock.editions.find((e) => e.id === editionId);

  const reloadArtwork = async () => {
    setStale(false);
    kit.dismiss();
    // A reload that fails leaves the notice up, so it can be tried again.
    await reload().catch(() => setStale(true));
  };

  return (
    <EntityForm kit={kit} titles={ART_TITLES} submitLabel={kit.editing ? 'Save Changes' : 'Submit'}>
      {stale && (
        <p className="admin-stale">
          <button type="button" className="button button--ghost" onClick={() => void reloadArtwork()}>
            Reload the artwork
          </button>{' '}
          (what you typed here is replaced by the saved values)
        </p>
      )}
      <TextField form={form} name="name" id="art-name" label="Art Name" maxLength={FIELD_LIMITS.artwork.name} />
      <TextField form={form} name="productCode" id="art-productCode" label="Product Code" required={mark} maxLength={FIELD_LIMITS.artwork.productCode} />
      <TextField
        form={form}
        name="description"
        id="art-description"
        label="Art Description"
        required={mark}
        maxLength={FIELD_LIMITS.artwork.description}
        rows={4}
      />
      <ImageField
        form={form}
        name="coverImage"
        id="art-cover"
        label="Art Image Cover"
        current={loaded?.artwork.coverImage ? [loaded.artwork.coverImage] : undefined}
      />
      <GalleryField form={form} />
      <TextField form={form} name="size" id="art-size" label="Art Size" required={mark} maxLength={FIELD_LIMITS.artwork.size} />
      <TextField form={form} name="material" id="art-material" label="Art Material" required={mark} maxLength={FIELD_LIMITS.artwork.material} />
      {/* What the shop filters on (issue 26): the medium from the list, the dimensions in centimetres, the year. */}
      <SelectField form={form} name="medium" id="art-medium" label="Medium" placeholder="Not said" options={MEDIUM_OPTIONS} />
      <TextField form={form} name="widthCm" id="art-width" label="Width (cm)" maxLength={8} />
      <TextField form={form} name="heightCm" id="art-height" label="Height (cm)" maxLength={8} />
      <TextField form={form} name="depthCm" id="art-depth" label="Depth (cm)" maxLength={8} />
      <TextField form={form} name="year" id="art-year" label="Year" maxLength={4} />
      <ConservationShareField form={form} />
      <fieldset className="admin-editions">
        <legend>Editions</legend>
        {editions.fields.map((field, index) => {
          const problem = editionRowError(form.formState.errors.editions?.[index]);
          // The row's message names the field it is about; that field is marked invalid and described by it.
          const invalid = (name: 'type' | 'price' | 'otherPrices') =>
            problem?.field === name ? { 'aria-invalid': true, 'aria-describedby': `edition-error-${index}` } : {};
          return (
            <div className="admin-edition" key={field.id}>
              <Field id={`edition-type-${index}`} label={`Edition ${index + 1} type`} required={mark}>
                <input
                  id={`edition-type-${index}`}
                  maxLength={FIELD_LIMITS.artwork.editionType}
                  {...invalid('type')}
                  {...form.register(`editions.${index}.type`)}
                />
              </Field>
              <Field id={`edition-price-${index}`} label={`Edition ${index + 1} price`} required={mark}>
                <input
                  id={`edition-price-${index}`}
                  type="number"
                  min="0"
                  step="0.01"
                  inputMode="decimal"
                  {...invalid('price')}
                  {...form.register(`editions.${index}.price`)}
                />
              </Field>
              {otherCurrencies.map((currency) => (
                <Field
                  key={currency}
                  id={`edition-price-${currency}-${index}`}
                  label={`Edition ${index + 1} ${currency} price`}
                  hint={`In ${currencyName(currency)}; empty: no price in ${currency}`}
                >
                  <input
                    id={`edition-price-${currency}-${index}`}
                    type="number"
                    min="0"
                    step={currency === 'RWF' ? '1' : '0.01'}
                    inputMode={currency === 'RWF' ? 'numeric' : 'decimal'}
                    placeholder="No price"
                    {...invalid('otherPrices')}
                    {...form.register(`editions.${index}.otherPrices.${currency}`)}
                  />
                </Field>
              ))}
              <EditionStockFields form={form} index={index} row={rows[index] ?? field} counts={counts(field.editionId)} />
              <EditionDeliveryFields form={form} index={index} />
              {/* The first edition cannot be removed (SPEC §5). */}
              {index > 0 && (
                <button type="button" className="text-button" onClick={() => editions.remove(index)} aria-label={`Remove edition ${index + 1}`}>
                  Remove
                </button>
              )}
              {problem && (
                <p className="field__error" id={`edition-error-${index}`}>
                  {problem.message}
                </p>
              )}
            </div>
          );
        })}
        <button type="button" className="button button--ghost" onClick={() => editions.append(newEdition(form.getValues('editions')))}>
          Add Edition
        </button>
      </fieldset>
      <SelectField
        form={form}
        name="artistId"
        id="art-artist"
        label="Artist"
        required={mark}
        placeholder="Select an Artist"
        options={artists.data?.artists.items}
      />
      {/* Exactly one of category and collection: choosing one clears and disables the other (SPEC §4). */}
      <SelectField
        form={form}
        name="categoryId"
        id="art-category"
        label="Category"
        required={mark && !collectionId}
        placeholder="None"
        options={categories.data?.categories.items}
        disabled={Boolean(collectionId)}
        loadError={categories.error && categoriesLoadError(categories.error.message)}
        onChange={(value) => value && form.setValue('collectionId', '')}
        deps={['collectionId']}
      />
      <SelectField
        form={form}
        name="collectionId"
        id="art-collection"
        label="Collection"
        // One required mark, not two: the category carries it until a collection is chosen (docs/deviations.md).
        required={mark && Boolean(collectionId)}
        placeholder="None"
        options={collections.data?.collections.items}
        disabled={Boolean(categoryId)}
        onChange={(value) => value && form.setValue('categoryId', '')}
      />
    </EntityForm>
  );
}

/** Art Images: the gallery kept image by image (each current one has its Remove); chosen files join it. */
function GalleryField({ form }: { form: UseFormReturn<ArtValues, unknown, ArtOutput> }) {
  const { field: images, fieldState } = useController({ control: form.control, name: 'images' });
  const { field: keep } = useController({ control: form.control, name: 'keepImages' });
  return (
    <ImageInput
      id="art-images"
      name="images"
      label="Art Images"
      multiple
      files={images.value}
      onChange={images.onChange}
      inputRef={images.ref}
      error={fieldState.error?.message}
      current={keep.value.map((url) => ({ url }))}
      onRemoveCurrent={(url) => keep.onChange(keep.value.filter((kept) => kept !== url))}
    />
  );
}

/** The work's own conservation share (the product page shows it; the ledger keeps it); blank: the studio's share. */
function ConservationShareField({ form }: { form: UseFormReturn<ArtValues, unknown, ArtOutput> }) {
  const error = form.formState.errors.conservationPercent?.message;
  return (
    <Field id="art-conservation" label="Conservation share (%)" error={error}>
      <input
        id="art-conservation"
        type="number"
        min="0"
        max="100"
        step="0.01"
        inputMode="decimal"
        placeholder="The studio's share"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'art-conservation-hint art-conservation-error' : 'art-conservation-hint'}
        {...form.register('conservationPercent')}
      />
      <p id="art-conservation-hint" className="field__hint">
        The part of this work's price set aside for conservation; leave empty for the studio's share.
      </p>
    </Field>
  );
}

/**
 * An edition's stock: an original is for sale or kept back; a print has an edition size (empty: an
 * open edition) and units kept back. What orders hold (reserved, sold) is shown, never edited.
 */
function EditionStockFields({
  form,
  index,
  row,
  counts,
}: {
  form: UseFormReturn<ArtValues, unknown, ArtOutput>;
  index: number;
  row: EditionRow;
  counts: { available: number | null; reserved: number; sold: number; withheld: number } | undefined;
}) {
  const n = index + 1;
  const held = counts ? counts.reserved + counts.sold : 0;
  const withheld = `editions.${index}.withheld` as const;
  return (
    <>
      {isOriginalEdition(row.type) ? (
        <label className="admin-edition__check" htmlFor={`edition-withheld-${index}`}>
          <input
            id={`edition-withheld-${index}`}
            type="checkbox"
            checked={row.withheld === '1'}
            disabled={held > 0}
            onChange={(e) => form.setValue(withheld, e.target.checked ? '1' : '0')}
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
              {...form.register(`editions.${index}.editionSize`, {
                onChange: (e: { target: { value: string } }) => !e.target.value && form.setValue(withheld, '0'),
              })}
            />
          </Field>
          <Field id={`edition-withheld-${index}`} label={`Edition ${n} kept back`}>
            <input id={`edition-withheld-${index}`} type="number" min="0" step="1" disabled={!row.editionSize.trim()} {...form.register(withheld)} />
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

/**
 * How an edition reaches a buyer (issue 24): collected at the studio in Musanze (free), shipped at the zone table's
 * flat rate (prints), on quote (originals, sculptures) or not at all, anywhere or within Rwanda only.
 */
function EditionDeliveryFields({ form, index }: { form: UseFormReturn<ArtValues, unknown, ArtOutput>; index: number }) {
  const n = index + 1;
  return (
    <>
      <label className="admin-edition__check" htmlFor={`edition-pickup-${index}`}>
        <input id={`edition-pickup-${index}`} type="checkbox" {...form.register(`editions.${index}.pickup`)} /> Edition {n}: can be collected at the studio in
        Musanze (free)
      </label>
      <Field id={`edition-shipping-${index}`} label={`Edition ${n} shipping`}>
        <select id={`edition-shipping-${index}`} {...form.register(`editions.${index}.shipping`)}>
          {EDITION_SHIPPING_CODES.map((code) => (
            <option key={code} value={code}>
              {EDITION_SHIPPING[code]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`edition-ships-within-${index}`} label={`Edition ${n} ships to`}>
        <select id={`edition-ships-within-${index}`} {...form.register(`editions.${index}.shipsWithin`)}>
          {SHIPS_WITHIN_CODES.map((code) => (
            <option key={code} value={code}>
              {SHIPS_WITHIN[code]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`edition-weight-${index}`} label={`Edition ${n} weight packed for shipping (kg)`}>
        <input id={`edition-weight-${index}`} type="text" inputMode="decimal" {...form.register(`editions.${index}.weightKg`)} />
      </Field>
    </>
  );
}
