import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@sawa/shared/domain';
import {
  AdminArtistDocument,
  AdminCategoryDocument,
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
import { ENTITIES } from '../entities';
import { useAdminTitle } from '../useAdminTitle';
import { Field, ImageInput, StatusBanner, SubmissionProgress, useSubmission } from './form-kit';

const REFETCH = [
  'AdminDashboard',
  'AdminArtists',
  'AdminCategories',
  'AdminCollections',
  'AdminTeamMembers',
  'AdminArtworks',
  'AdminCategoryOptions',
  'AdminArtistOptions',
  'AdminCollectionOptions',
];

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
  const [image, setImage] = useState<File[]>([]);
  const [create, created] = useMutation(CreateArtistDocument);
  const [update, updated] = useMutation(UpdateArtistDocument);
  const submission = useSubmission(ENTITIES.artists.view);
  useEffect(() => {
    const a = existing.data?.artist;
    if (a)
      setValues({
        name: a.name,
        description: a.description,
        x: a.x ?? '',
        instagram: a.instagram ?? '',
        linkedin: a.linkedin ?? '',
        facebook: a.facebook ?? '',
      });
  }, [existing.data]);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank optional links are sent as null: "no profile" (a blank one would be refused as a bad URL).
    const optional = (value: string) => value.trim() || null;
    const input = {
      name: values.name.trim(),
      description: values.description.trim(),
      x: optional(values.x),
      instagram: optional(values.instagram),
      linkedin: optional(values.linkedin),
      facebook: optional(values.facebook),
      image: image[0],
    };
    return editing
      ? submission.run(
          () => update({ variables: { id: id!, input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.updated.artist,
          MESSAGES.updateFailed.artist,
        )
      : submission.run(
          () => create({ variables: { input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.created.artist,
          MESSAGES.createFailed.artist,
        );
  };
  if (editing && existing.loading && !existing.data) return <p>Loading...</p>;
  return (
    <form className="admin-page admin-form" onSubmit={submit}>
      <h1>{editing ? 'Update Artist Form' : 'Artist Information'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      <SubmissionProgress progress={submission.progress} />
      <Field id="artist-name" label="Name" required>
        <input id="artist-name" required value={values.name} onChange={set('name')} />
      </Field>
      <Field id="artist-description" label="Description" required>
        <textarea id="artist-description" required rows={4} value={values.description} onChange={set('description')} />
      </Field>
      <ImageInput
        error={submission.imageError}
        id="artist-image"
        label="Image"
        required={!editing}
        files={image}
        onChange={setImage}
        current={existing.data ? [existing.data.artist.image] : undefined}
      />
      <Field id="artist-x" label="X">
        <input id="artist-x" value={values.x} onChange={set('x')} />
      </Field>
      <Field id="artist-instagram" label="Instagram">
        <input id="artist-instagram" type="url" value={values.instagram} onChange={set('instagram')} />
      </Field>
      <Field id="artist-linkedin" label="LinkedIn">
        <input id="artist-linkedin" type="url" value={values.linkedin} onChange={set('linkedin')} />
      </Field>
      <Field id="artist-facebook" label="Facebook">
        <input id="artist-facebook" type="url" value={values.facebook} onChange={set('facebook')} />
      </Field>
      <Actions editing={editing} listPath={ENTITIES.artists.view} busy={created.loading || updated.loading} submitLabel="Submit" />
    </form>
  );
}

export function CategoryForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  useAdminTitle(editing ? 'Update Category' : 'Category Form');
  const existing = useQuery(AdminCategoryDocument, { variables: { id: id ?? '' }, skip: !editing });
  const [name, setName] = useState('');
  const [image, setImage] = useState<File[]>([]);
  const [create, created] = useMutation(CreateCategoryDocument);
  const [update, updated] = useMutation(UpdateCategoryDocument);
  const submission = useSubmission(ENTITIES.categories.view);
  useEffect(() => {
    if (existing.data) setName(existing.data.category.name);
  }, [existing.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, image: image[0] };
    return editing
      ? submission.run(
          () => update({ variables: { id: id!, input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.updated.category,
          MESSAGES.updateFailed.category,
        )
      : submission.run(
          () => create({ variables: { input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.created.category,
          MESSAGES.createFailed.category,
        );
  };
  if (editing && existing.loading && !existing.data) return <p>Loading...</p>;
  return (
    <form className="admin-page admin-form" onSubmit={submit}>
      <h1>{editing ? 'Update Category Form' : 'Category Form'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      <SubmissionProgress progress={submission.progress} />
      <Field id="category-name" label="Category Name" required>
        <input id="category-name" required value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <ImageInput
        error={submission.imageError}
        id="category-image"
        label="Category Image"
        required={!editing}
        files={image}
        onChange={setImage}
        current={existing.data ? [existing.data.category.image] : undefined}
      />
      <Actions editing={editing} listPath={ENTITIES.categories.view} busy={created.loading || updated.loading} submitLabel={editing ? 'Update' : 'Submit'} />
    </form>
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
  const [image, setImage] = useState<File[]>([]);
  const [create, created] = useMutation(CreateCollectionDocument);
  const [update, updated] = useMutation(UpdateCollectionDocument);
  const submission = useSubmission(ENTITIES.collections.view);
  useEffect(() => {
    if (existing.data) {
      setName(existing.data.collection.name);
      setCategoryId(existing.data.collection.category.id);
    }
  }, [existing.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, categoryId: categoryId || undefined, image: image[0] };
    return editing
      ? submission.run(
          () => update({ variables: { id: id!, input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.updated.collection,
          MESSAGES.updateFailed.collection,
        )
      : submission.run(
          () => create({ variables: { input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.created.collection,
          MESSAGES.createFailed.collection,
        );
  };
  if ((editing && existing.loading && !existing.data) || (categories.loading && !categories.data)) return <p role="status">Loading...</p>;
  return (
    <form className="admin-page admin-form" onSubmit={submit}>
      <h1>{editing ? 'Update Collection Form' : 'Collection Form'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      <SubmissionProgress progress={submission.progress} />
      <Field id="collection-name" label="Collection Name" required>
        <input id="collection-name" required value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <ImageInput
        error={submission.imageError}
        id="collection-image"
        label="Collection Image"
        required={!editing}
        files={image}
        onChange={setImage}
        current={existing.data ? [existing.data.collection.image] : undefined}
      />
      <Field id="collection-category" label="Category" required={!editing}>
        <select id="collection-category" required={!editing} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
          <option value="">Select a Category</option>
          {categories.data?.categories.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Actions editing={editing} listPath={ENTITIES.collections.view} busy={created.loading || updated.loading} submitLabel="Submit" />
    </form>
  );
}

export function TeamMemberForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  useAdminTitle(editing ? 'Update Team Member' : 'Team Member Form');
  const existing = useQuery(AdminTeamMemberDocument, { variables: { id: id ?? '' }, skip: !editing });
  const [values, setValues] = useState({ name: '', position: '' });
  const [image, setImage] = useState<File[]>([]);
  const [create, created] = useMutation(CreateTeamMemberDocument);
  const [update, updated] = useMutation(UpdateTeamMemberDocument);
  const submission = useSubmission(ENTITIES.members.view);
  useEffect(() => {
    if (existing.data) setValues({ name: existing.data.teamMember.name, position: existing.data.teamMember.position });
  }, [existing.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, image: image[0] };
    return editing
      ? submission.run(
          () => update({ variables: { id: id!, input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.updated.teamMember,
          MESSAGES.updateFailed.teamMember,
        )
      : submission.run(
          () => create({ variables: { input }, refetchQueries: REFETCH, context: submission.context }),
          MESSAGES.created.teamMember,
          MESSAGES.createFailed.teamMember,
        );
  };
  if (editing && existing.loading && !existing.data) return <p>Loading...</p>;
  return (
    <form className="admin-page admin-form" onSubmit={submit}>
      <h1>{editing ? 'Update Team Member Form' : 'Team Member Form'}</h1>
      <StatusBanner banner={submission.banner} onDismiss={submission.dismiss} />
      <SubmissionProgress progress={submission.progress} />
      <Field id="member-name" label="Name" required>
        <input id="member-name" required value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
      </Field>
      <Field id="member-position" label="Position" required>
        <input id="member-position" required value={values.position} onChange={(e) => setValues((v) => ({ ...v, position: e.target.value }))} />
      </Field>
      <ImageInput
        error={submission.imageError}
        id="member-image"
        label="Image"
        required={!editing}
        files={image}
        onChange={setImage}
        current={existing.data ? [existing.data.teamMember.image] : undefined}
      />
      <Actions editing={editing} listPath={ENTITIES.members.view} busy={created.loading || updated.loading} submitLabel="Submit" />
    </form>
  );
}
