/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ImageFields on Image {\n  url\n  width\n  height\n  sources {\n    url\n    width\n    format\n  }\n}\n\nfragment ArtworkCard on Artwork {\n  id\n  name\n  soldOut\n  quantity\n  coverImage {\n    ...ImageFields\n  }\n  editions {\n    id\n    type\n    price\n  }\n  artist {\n    id\n    name\n  }\n}\n\nquery RecentArtworks($limit: Int!) {\n  recentArtworks(limit: $limit) {\n    ...ArtworkCard\n  }\n}\n\nquery ArtworksPage($page: Int!, $pageSize: Int!, $filter: ArtworkFilter) {\n  artworks(page: $page, pageSize: $pageSize, filter: $filter) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}\n\nquery Artwork($id: ID!) {\n  artwork(id: $id) {\n    ...ArtworkCard\n    productCode\n    description\n    size\n    material\n    images {\n      ...ImageFields\n    }\n    category {\n      id\n      name\n    }\n    collection {\n      id\n      name\n    }\n  }\n}\n\nquery RelatedArtworks($artworkId: ID!, $page: Int!, $pageSize: Int!) {\n  relatedArtworks(artworkId: $artworkId, page: $page, pageSize: $pageSize) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}": typeof types.ImageFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ImageFields on Image {\n  url\n  width\n  height\n  sources {\n    url\n    width\n    format\n  }\n}\n\nfragment ArtworkCard on Artwork {\n  id\n  name\n  soldOut\n  quantity\n  coverImage {\n    ...ImageFields\n  }\n  editions {\n    id\n    type\n    price\n  }\n  artist {\n    id\n    name\n  }\n}\n\nquery RecentArtworks($limit: Int!) {\n  recentArtworks(limit: $limit) {\n    ...ArtworkCard\n  }\n}\n\nquery ArtworksPage($page: Int!, $pageSize: Int!, $filter: ArtworkFilter) {\n  artworks(page: $page, pageSize: $pageSize, filter: $filter) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}\n\nquery Artwork($id: ID!) {\n  artwork(id: $id) {\n    ...ArtworkCard\n    productCode\n    description\n    size\n    material\n    images {\n      ...ImageFields\n    }\n    category {\n      id\n      name\n    }\n    collection {\n      id\n      name\n    }\n  }\n}\n\nquery RelatedArtworks($artworkId: ID!, $page: Int!, $pageSize: Int!) {\n  relatedArtworks(artworkId: $artworkId, page: $page, pageSize: $pageSize) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}": types.ImageFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ImageFields on Image {\n  url\n  width\n  height\n  sources {\n    url\n    width\n    format\n  }\n}\n\nfragment ArtworkCard on Artwork {\n  id\n  name\n  soldOut\n  quantity\n  coverImage {\n    ...ImageFields\n  }\n  editions {\n    id\n    type\n    price\n  }\n  artist {\n    id\n    name\n  }\n}\n\nquery RecentArtworks($limit: Int!) {\n  recentArtworks(limit: $limit) {\n    ...ArtworkCard\n  }\n}\n\nquery ArtworksPage($page: Int!, $pageSize: Int!, $filter: ArtworkFilter) {\n  artworks(page: $page, pageSize: $pageSize, filter: $filter) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}\n\nquery Artwork($id: ID!) {\n  artwork(id: $id) {\n    ...ArtworkCard\n    productCode\n    description\n    size\n    material\n    images {\n      ...ImageFields\n    }\n    category {\n      id\n      name\n    }\n    collection {\n      id\n      name\n    }\n  }\n}\n\nquery RelatedArtworks($artworkId: ID!, $page: Int!, $pageSize: Int!) {\n  relatedArtworks(artworkId: $artworkId, page: $page, pageSize: $pageSize) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}"): (typeof documents)["fragment ImageFields on Image {\n  url\n  width\n  height\n  sources {\n    url\n    width\n    format\n  }\n}\n\nfragment ArtworkCard on Artwork {\n  id\n  name\n  soldOut\n  quantity\n  coverImage {\n    ...ImageFields\n  }\n  editions {\n    id\n    type\n    price\n  }\n  artist {\n    id\n    name\n  }\n}\n\nquery RecentArtworks($limit: Int!) {\n  recentArtworks(limit: $limit) {\n    ...ArtworkCard\n  }\n}\n\nquery ArtworksPage($page: Int!, $pageSize: Int!, $filter: ArtworkFilter) {\n  artworks(page: $page, pageSize: $pageSize, filter: $filter) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}\n\nquery Artwork($id: ID!) {\n  artwork(id: $id) {\n    ...ArtworkCard\n    productCode\n    description\n    size\n    material\n    images {\n      ...ImageFields\n    }\n    category {\n      id\n      name\n    }\n    collection {\n      id\n      name\n    }\n  }\n}\n\nquery RelatedArtworks($artworkId: ID!, $page: Int!, $pageSize: Int!) {\n  relatedArtworks(artworkId: $artworkId, page: $page, pageSize: $pageSize) {\n    totalItems\n    page\n    pageSize\n    items {\n      ...ArtworkCard\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;