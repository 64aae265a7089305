import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { FIELD_LIMITS, MESSAGES } from '@sawa/shared/domain';
import {
  AdminArtistDocument,
  AdminCategoryDocument,
  type AdminCategoryQuery,
  AdminCategoryOptionsDocument,
  AdminCollectionDocument,
  AdminTeamMemberDocument,
  CreateArtistDocument,
  CreateCategoryDocument,
  CreateCollectionDocument,
  CreateTeamMemberDocument,
  UpdateArtistDocument,
  UpdateCategoryDocument,
  UpdateCollectionDocument,
  UpdateTeamMemberDocument,
} from '../../gql/graphql';
import { evictOn } from '../cache';
import { ENTITIES } from '../entities';
import { useAdminTitle } from '../useAdminTitle';
import * as z from 'zod/mini';
import { EntityForm, EntityFormPage, sameInput, useEntityForm } from './entity-form';
import { categoriesLoadError, Field, FormLoading, ImageField, ImageInput, imageRequired, LoadFailure, StatusBanner, SubmissionProgress, TextField, useHydrate, useSubmission } from './form-kit';
import { imageFiles, requiredText } from './rules';

/**
 * The image of a create form is required (SPEC §5), optional on update: checked here before anything is
 * sent, with the message beside the field (a file input cannot keep the native `required` check, as it
 * is emptied after each choice so the same file can be chosen again).
 */
function useRequiredImage(editing: boolean, id: string, label: string) {
  const [image, setImage] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  return {
    image,
    choose: (files: File[]) => {
      setImage(files);
      if (files.length) setMissing(false);
    },
    /** False (and the message shown, the field focused) when a create form has no image. */
    check(): boolean {
      const ok = editing || image.length > 0;
      setMissing(!ok);
      if (!ok) document.getElementById(id)?.focus();
      return ok;
    },
    error: missing ? imageRequired(label) : undefined,
  };
}

/** Cancel: to the dashboard when adding, to the list when editing (SPEC §2). */
function Actions({ editing, listPath, busy, submitLabel }: { editing: boolean; listPath: string; busy: boolean; submitLabel: string }) {
  return (
    <div className="admin-actions">
      <Link to={editing ? listPath : '/admin/dashboard'} className="button button--ghost">
        Cancel
      </Link>
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}

export function ArtistForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  useAdminTitle(editing ? 'Update Artist' : 'Artist Information');
  const existing = useQuery(AdminArtistDocument, { variables: { id: id ?? '' }, skip: !editing });
  const [values, setValues] = useState({ name: '', description: '', x: '', instagram: '', linkedin: '', facebook: '' });
  const image = useRequiredImage(editing, 'artist-image', 'Image');
  const [create] = useMutation(CreateArtistDocument, { update: evictOn('artists', 'create') });
  const [update] = useMutation(UpdateArtistDocument, { update: evictOn('artists', 'update') });
  const submission = useSubmission(ENTITIES.artists.view);
  useHydrate(existing.data?.artist, (a) =>
    setValues({
      name: a.name,
      description: a.description,
      x: a.x ?? '',
      instagram: a.instagram ?? '',
      linkedin: a.linkedin ?? '',
      facebook: a.facebook ?? '',
    }),
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image.check()) return;
    // Blank optional links are sent as null: "no profile" (a blank one would be refused as a bad URL).
    const optional = (value: string) => value.trim() || null;
    const input = {
      name: values.name.trim(),
      description: values.description.trim(),
      x: optional(values.x),
      instagram: optional(values.instagram),
      linkedin: optional(values.linkedin),
      facebook: optional(values.facebook),
      image: image.image[0],
    };
    const files = { image: image.image };
    return editing
      ? submission.run(
          () => update({ variables: { id: id!, input }, context: submission.context }),
          MESSAGES.updated.artist,
          MESSAGES.updateFailed.artist,
          files,
        )
      : submission.run(() => create({ variables: { input }, context: submission.context }), MESSAGES.created.artist, MESSAGES.createFailed.artist, files);
  };
  if (editing && existing.error && !existing.data)
    return <LoadFailure title="Update Artist Form" message={existing.error.message} listPath={ENTITIES.artists.view} />;
  if (editing && existing.loading && !existing.data) return <FormLoading />;
  return (
    <form className="admin-page admin-form" onSubmit={(event) => void submit(event)}>
      <h1>{editing ? 'Update Artist Form' : 'Artist Information'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      <SubmissionProgress progress={submission.progress} />
      <Field id="artist-name" label="Name" required>
        <input id="artist-name" required maxLength={FIELD_LIMITS.artist.name} value={values.name} onChange={set('name')} />
      </Field>
      <Field id="artist-description" label="Description" required>
        <textarea id="artist-description" required maxLength={FIELD_LIMITS.artist.description} rows={4} value={values.description} onChange={set('description')} />
      </Field>
      <ImageInput
        error={submission.imageError('image') ?? image.error}
        id="artist-image"
        label="Image"
        required={!editing}
        files={image.image}
        onChange={image.choose}
        current={existing.data ? [existing.data.artist.image] : undefined}
      />
      <Field id="artist-x" label="X">
        <input id="artist-x" maxLength={FIELD_LIMITS.artist.x} value={values.x} onChange={set('x')} />
      </Field>
      <Field id="artist-instagram" label="Instagram">
        <input id="artist-instagram" maxLength={FIELD_LIMITS.artist.instagram} type="url" value={values.instagram} onChange={set('instagram')} />
      </Field>
      <Field id="artist-linkedin" label="LinkedIn">
        <input id="artist-linkedin" maxLength={FIELD_LIMITS.artist.linkedin} type="url" value={values.linkedin} onChange={set('linkedin')} />
      </Field>
      <Field id="artist-facebook" label="Facebook">
        <input id="artist-facebook" maxLength={FIELD_LIMITS.artist.facebook} type="url" value={values.facebook} onChange={set('facebook')} />
      </Field>
      <Actions editing={editing} listPath={ENTITIES.artists.view} busy={submission.busy} submitLabel="Submit" />
    </form>
  );
}

const CATEGORY_TITLES = { create: 'Category Form', edit: 'Update Category Form' };

// SPEC §4: the category form shows a spinner while the category loads.
export const CategoryForm = () => (
  <EntityFormPage entity="categories" load={AdminCategoryDocument} titles={CATEGORY_TITLES}>
    {(data) => <CategoryFields category={data?.category} />}
  </EntityFormPage>
);

const categorySchema = (editing: boolean) =>
  z.object({ name: requiredText('Category Name', FIELD_LIMITS.category.name), image: imageFiles('Category Image', !editing) });

function CategoryFields({ category }: { category: AdminCategoryQuery['category'] | undefined }) {
  const kit = useEntityForm({
    entity: 'categories',
    id: category?.id,
    schema: categorySchema(Boolean(category)),
    defaultValues: { name: category?.name ?? '', image: [] },
    create: CreateCategoryDocument,
    update: UpdateCategoryDocument,
    input: ({ name, image }) => ({ name, image: image[0] }),
    updateInput: sameInput,
  });
  return (
    <EntityForm kit={kit} titles={CATEGORY_TITLES} submitLabel={kit.editing ? 'Update' : 'Submit'}>
      <TextField form={kit.form} name="name" id="category-name" label="Category Name" required maxLength={FIELD_LIMITS.category.name} />
      <ImageField form={kit.form} name="image" id="category-image" label="Category Image" required={!kit.editing} current={category && [category.image]} />
    </EntityForm>
  );
}

export function CollectionForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  useAdminTitle(editing ? 'Update Collection' : 'Collection Form');
  const existing = useQuery(AdminCollectionDocument, { variables: { id: id ?? '' }, skip: !editing });
  const categories = useQuery(AdminCategoryOptionsDocument);
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const image = useRequiredImage(editing, 'collection-image', 'Collection Image');
  const [create] = useMutation(CreateCollectionDocument, { update: evictOn('collections', 'create') });
  const [update] = useMutation(UpdateCollectionDocument, { update: evictOn('collections', 'update') });
  const submission = useSubmission(ENTITIES.collections.view);
  useHydrate(existing.data?.collection, (collection) => {
    setName(collection.name);
    setCategoryId(collection.category.id);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image.check()) return;
    const input = { name, categoryId, image: image.image[0] };
    const files = { image: image.image };
    return editing
      ? submission.run(
          () => update({ variables: { id: id!, input }, context: submission.context }),
          MESSAGES.updated.collection,
          MESSAGES.updateFailed.collection,
          files,
        )
      : submission.run(
          () => create({ variables: { input }, context: submission.context }),
          MESSAGES.created.collection,
          MESSAGES.createFailed.collection,
          files,
        );
  };
  if (editing && existing.error && !existing.data)
    return <LoadFailure title="Update Collection Form" message={existing.error.message} listPath={ENTITIES.collections.view} />;
  // SPEC §4: the collection form shows a spinner while the categories load.
  if ((editing && existing.loading && !existing.data) || (categories.loading && !categories.data)) return <FormLoading />;
  return (
    <form className="admin-page admin-form" onSubmit={(event) => void submit(event)}>
      <h1>{editing ? 'Update Collection Form' : 'Collection Form'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      <SubmissionProgress progress={submission.progress} />
      <Field id="collection-name" label="Collection Name" required>
        <input id="collection-name" required maxLength={FIELD_LIMITS.collection.name} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <ImageInput
        error={submission.imageError('image') ?? image.error}
        id="collection-image"
        label="Collection Image"
        required={!editing}
        files={image.image}
        onChange={image.choose}
        current={existing.data ? [existing.data.collection.image] : undefined}
      />
      <Field
        id="collection-category"
        label="Category"
        required={!editing}
        error={categories.error && categoriesLoadError(categories.error.message)}
        errorRole="alert"
      >
        <select id="collection-category" required={!editing} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
          <option value="">Select a Category</option>
          {categories.data?.categories.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Actions editing={editing} listPath={ENTITIES.collections.view} busy={submission.busy} submitLabel="Submit" />
    </form>
  );
}

export function TeamMemberForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  useAdminTitle(editing ? 'Update Team Member' : 'Team Member Form');
  const existing = useQuery(AdminTeamMemberDocument, { variables: { id: id ?? '' }, skip: !editing });
  const [values, setValues] = useState({ name: '', position: '' });
  const image = useRequiredImage(editing, 'member-image', 'Image');
  const [create] = useMutation(CreateTeamMemberDocument, { update: evictOn('members', 'create') });
  const [update] = useMutation(UpdateTeamMemberDocument, { update: evictOn('members', 'update') });
  const submission = useSubmission(ENTITIES.members.view);
  useHydrate(existing.data?.teamMember, (member) => setValues({ name: member.name, position: member.position }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image.check()) return;
    const input = { ...values, image: image.image[0] };
    const files = { image: image.image };
    return editing
      ? submission.run(
          () => update({ variables: { id: id!, input }, context: submission.context }),
          MESSAGES.updated.teamMember,
          MESSAGES.updateFailed.teamMember,
          files,
        )
      : submission.run(
          () => create({ variables: { input }, context: submission.context }),
          MESSAGES.created.teamMember,
          MESSAGES.createFailed.teamMember,
          files,
        );
  };
  if (editing && existing.error && !existing.data)
    return <LoadFailure title="Update Team Member Form" message={existing.error.message} listPath={ENTITIES.members.view} />;
  if (editing && existing.loading && !existing.data) return <FormLoading />;
  return (
    <form className="admin-page admin-form" onSubmit={(event) => void submit(event)}>
      <h1>{editing ? 'Update Team Member Form' : 'Team Member Form'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      <SubmissionProgress progress={submission.progress} />
      <Field id="member-name" label="Name" required>
        <input id="member-name" required maxLength={FIELD_LIMITS.teamMember.name} value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
      </Field>
      <Field id="member-position" label="Position" required>
        <input id="member-position" required maxLength={FIELD_LIMITS.teamMember.position} value={values.position} onChange={(e) => setValues((v) => ({ ...v, position: e.target.value }))} />
      </Field>
      <ImageInput
        error={submission.imageError('image') ?? image.error}
        id="member-image"
        label="Image"
        required={!editing}
        files={image.image}
        onChange={image.choose}
        current={existing.data ? [existing.data.teamMember.image] : undefined}
      />
      <Actions editing={editing} listPath={ENTITIES.members.view} busy={submission.busy} submitLabel="Submit" />
    </form>
  );
}
