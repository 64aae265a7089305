import { useQuery } from '@apollo/client/react';
import * as z from 'zod/mini';
import { FIELD_LIMITS } from '@sawa/shared/domain';
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
  type AdminArtistQuery,
  type AdminCategoryQuery,
  type AdminCollectionQuery,
  type AdminTeamMemberQuery,
} from '../gql/graphql';
import { EntityForm, EntityFormPage, sameInput, useEntityForm } from './entity-form';
import { categoriesLoadError, FormLoading, ImageField, SelectField, TextField } from './form-kit';
import { imageFiles, optionalText, optionalWebAddress, requiredChoice, requiredText } from './rules';

// The artist, category, collection and team member forms (SPEC §2, §5): each on useEntityForm, its rules
// from the shared limits; the image required on create only.

const ARTIST_TITLES = { create: 'Artist Information', edit: 'Update Artist Form' };
const ARTIST = FIELD_LIMITS.artist;

const artistSchema = (editing: boolean) =>
  z.object({
    name: requiredText('Name', ARTIST.name),
    description: requiredText('Description', ARTIST.description),
    image: imageFiles('Image', !editing),
    // Blank optional links are sent as null: "no profile" (and clears a stored one).
    x: optionalText('X', ARTIST.x),
    instagram: optionalWebAddress('Instagram', ARTIST.instagram),
    linkedin: optionalWebAddress('LinkedIn', ARTIST.linkedin),
    facebook: optionalWebAddress('Facebook', ARTIST.facebook),
  });

export const ArtistForm = () => (
  <EntityFormPage entity="artists" load={AdminArtistDocument} titles={ARTIST_TITLES}>
    {(data) => <ArtistFields artist={data?.artist} />}
  </EntityFormPage>
);

function ArtistFields({ artist }: { artist: AdminArtistQuery['artist'] | undefined }) {
  const kit = useEntityForm({
    entity: 'artists',
    id: artist?.id,
    schema: artistSchema(Boolean(artist)),
    defaultValues: {
      name: artist?.name ?? '',
      description: artist?.description ?? '',
      image: [],
      x: artist?.x ?? '',
      instagram: artist?.instagram ?? '',
      linkedin: artist?.linkedin ?? '',
      facebook: artist?.facebook ?? '',
    },
    create: CreateArtistDocument,
    update: UpdateArtistDocument,
    input: ({ image, ...values }) => ({ ...values, image: image[0] }),
    updateInput: sameInput,
  });
  return (
    <EntityForm kit={kit} titles={ARTIST_TITLES} submitLabel="Submit">
      <TextField form={kit.form} name="name" id="artist-name" label="Name" required maxLength={ARTIST.name} />
      <TextField form={kit.form} name="description" id="artist-description" label="Description" required maxLength={ARTIST.description} rows={4} />
      <ImageField form={kit.form} name="image" id="artist-image" label="Image" required={!kit.editing} current={artist && [artist.image]} />
      <TextField form={kit.form} name="x" id="artist-x" label="X" maxLength={ARTIST.x} />
      <TextField form={kit.form} name="instagram" id="artist-instagram" label="Instagram" type="url" maxLength={ARTIST.instagram} />
      <TextField form={kit.form} name="linkedin" id="artist-linkedin" label="LinkedIn" type="url" maxLength={ARTIST.linkedin} />
      <TextField form={kit.form} name="facebook" id="artist-facebook" label="Facebook" type="url" maxLength={ARTIST.facebook} />
    </EntityForm>
  );
}

const CATEGORY_TITLES = { create: 'Category Form', edit: 'Update Category Form' };

const categorySchema = (editing: boolean) =>
  z.object({ name: requiredText('Category Name', FIELD_LIMITS.category.name), image: imageFiles('Category Image', !editing) });

// SPEC §4: the category form shows a spinner while the category loads.
export const CategoryForm = () => (
  <EntityFormPage entity="categories" load={AdminCategoryDocument} titles={CATEGORY_TITLES}>
    {(data) => <CategoryFields category={data?.category} />}
  </EntityFormPage>
);

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

const COLLECTION_TITLES = { create: 'Collection Form', edit: 'Update Collection Form' };

const collectionSchema = (editing: boolean) =>
  z.object({
    name: requiredText('Collection Name', FIELD_LIMITS.collection.name),
    image: imageFiles('Collection Image', !editing),
    categoryId: requiredChoice('Category'),
  });

export const CollectionForm = () => (
  <EntityFormPage entity="collections" load={AdminCollectionDocument} titles={COLLECTION_TITLES}>
    {(data) => <CollectionFields collection={data?.collection} />}
  </EntityFormPage>
);

function CollectionFields({ collection }: { collection: AdminCollectionQuery['collection'] | undefined }) {
  const categories = useQuery(AdminCategoryOptionsDocument);
  const kit = useEntityForm({
    entity: 'collections',
    id: collection?.id,
    schema: collectionSchema(Boolean(collection)),
    defaultValues: { name: collection?.name ?? '', image: [], categoryId: collection?.category.id ?? '' },
    create: CreateCollectionDocument,
    update: UpdateCollectionDocument,
    input: ({ image, ...values }) => ({ ...values, image: image[0] }),
    updateInput: sameInput,
  });
  // SPEC §4: the collection form shows a spinner while the categories load.
  if (categories.loading && !categories.data) return <FormLoading />;
  return (
    <EntityForm kit={kit} titles={COLLECTION_TITLES} submitLabel="Submit">
      <TextField form={kit.form} name="name" id="collection-name" label="Collection Name" required maxLength={FIELD_LIMITS.collection.name} />
      <ImageField
        form={kit.form}
        name="image"
        id="collection-image"
        label="Collection Image"
        required={!kit.editing}
        current={collection && [collection.image]}
      />
      <SelectField
        form={kit.form}
        name="categoryId"
        id="collection-category"
        label="Category"
        required={!kit.editing}
        placeholder="Select a Category"
        options={categories.data?.categories.items}
        loadError={categories.error && categoriesLoadError(categories.error.message)}
      />
    </EntityForm>
  );
}

const MEMBER_TITLES = { create: 'Team Member Form', edit: 'Update Team Member Form' };
const MEMBER = FIELD_LIMITS.teamMember;

const memberSchema = (editing: boolean) =>
  z.object({ name: requiredText('Name', MEMBER.name), position: requiredText('Position', MEMBER.position), image: imageFiles('Image', !editing) });

export const TeamMemberForm = () => (
  <EntityFormPage entity="members" load={AdminTeamMemberDocument} titles={MEMBER_TITLES}>
    {(data) => <TeamMemberFields member={data?.teamMember} />}
  </EntityFormPage>
);

function TeamMemberFields({ member }: { member: AdminTeamMemberQuery['teamMember'] | undefined }) {
  const kit = useEntityForm({
    entity: 'members',
    id: member?.id,
    schema: memberSchema(Boolean(member)),
    defaultValues: { name: member?.name ?? '', position: member?.position ?? '', image: [] },
    create: CreateTeamMemberDocument,
    update: UpdateTeamMemberDocument,
    input: ({ image, ...values }) => ({ ...values, image: image[0] }),
    updateInput: sameInput,
  });
  return (
    <EntityForm kit={kit} titles={MEMBER_TITLES} submitLabel="Submit">
      <TextField form={kit.form} name="name" id="member-name" label="Name" required maxLength={MEMBER.name} />
      <TextField form={kit.form} name="position" id="member-position" label="Position" required maxLength={MEMBER.position} />
      <ImageField form={kit.form} name="image" id="member-image" label="Image" required={!kit.editing} current={member && [member.image]} />
    </EntityForm>
  );
}
