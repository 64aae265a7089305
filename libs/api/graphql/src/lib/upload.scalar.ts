import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';

/** A file of the request that could not be read (named in the map but missing from the body, cut short): readUpload refuses it. */
export interface UploadFailure {
  uploadError: string;
}

export const isUploadFailure = (value: unknown): value is UploadFailure => typeof (value as UploadFailure | null)?.uploadError === 'string';

/**
 * The `Upload` scalar of the GraphQL multipart request spec (graphql-upload), whose promise never
 * rejects: a file that fails arrives as an UploadFailure. Validation copies an input
 * (class-transformer chains a new promise on each upload); a rejecting upload that nobody reads,
 * because the input was refused first, would leave that copy as an unhandled rejection.
 */
export const UploadScalar = new GraphQLScalarType({
  ...GraphQLUpload.toConfig(),
  parseValue: (value: unknown) =>
    GraphQLUpload.parseValue(value).then(
      (file) => file,
      (error: unknown): UploadFailure => ({ uploadError: error instanceof Error ? error.message : String(error) }),
    ),
});
export type { FileUpload } from 'graphql-upload/processRequest.mjs';
