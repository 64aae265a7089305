// apollo-upload-client ships JSDoc-typed ESM without declaration files.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: {
      uri?: string;
      fetch?: typeof fetch;
      headers?: Record<string, string>;
      credentials?: RequestCredentials;
      fetchOptions?: RequestInit;
    });
  }
}
