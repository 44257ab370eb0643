// The parts of @20minutes/s3rver (an S3 stand-in for tests; it ships no types) that the tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Its filesystem store; listObjects is what the S3 ListObjects call answers from. */
    readonly store: {
      listObjects(bucket: string, options: { prefix?: string }): Promise<{ objects: { key: string }[] }>;
      deleteObject(bucket: string, key: string): Promise<void>;
    };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
