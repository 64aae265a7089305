import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';

/** The `Upload` scalar of the GraphQL multipart request spec (graphql-upload). */
export const UploadScalar = GraphQLUpload;
export type { FileUpload } from 'graphql-upload/processRequest.mjs';
