declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  /** The filesystem store's internals this project builds on (see embedded-s3-store.ts). */
  export interface FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    getSubresource(bucket: string, key: string | undefined, resource: string): Promise<unknown>;
    putMetadata(bucket: string, key: string, metadata: Record<string, unknown>, md5?: string): Promise<void>;
    putPart(
      bucket: string,
      uploadId: string,
      partNumber: string | number,
      content: import('node:stream').Readable & { headers?: Record<string, string | string[] | undefined> },
    ): Promise<{ size: number; md5: string }>;
    putObject(object: {
      bucket: string;
      key: string;
      content: import('node:stream').Readable | Buffer;
      metadata: Record<string, unknown>;
    }): Promise<{ size: number; md5: string }>;
    copyObject(
      srcBucket: string,
      srcKey: string,
      destBucket: string,
      destKey: string,
      replacementMetadata?: Record<string, unknown>,
    ): Promise<Record<string, unknown>>;
    putObjectMultipart(
      bucket: string,
      uploadId: string,
      parts: { number: number; etag: string }[],
    ): Promise<{ size: number; md5: string }>;
  }
  export interface KoaContext {
    method: string;
    req: import('node:http').IncomingMessage;
    query: Record<string, string | string[] | undefined>;
    params?: Record<string, string | undefined>;
    status: number;
    body: unknown;
  }
  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    middleware: Middleware[];
    run(): Promise<import('node:net').AddressInfo>;
    /** The listening server, once `run` has answered. */
    httpServer?: import('node:http').Server;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, unknown>);
    static fromError(error: Error): S3Error;
    code: string;
    status: number;
    toXML(): string;
  }
}
