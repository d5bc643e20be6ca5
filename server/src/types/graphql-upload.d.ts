declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }): RequestHandler;
}

declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: string; highWaterMark?: number }): Readable;
  }
  export default class Upload {
    promise: Promise<FileUpload>;
    resolve(file: FileUpload): void;
    reject(error: Error): void;
    file?: FileUpload;
  }
}
