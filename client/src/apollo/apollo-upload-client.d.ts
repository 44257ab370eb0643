// apollo-upload-client ships JSDoc-typed .mjs without declarations; this is the part we use.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export interface UploadHttpLinkOptions {
    uri?: string;
    fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    fetchOptions?: RequestInit;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
  }

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
