import { Readable } from 'node:stream';
import Upload from 'graphql-upload/Upload.mjs';
import type { LegacyFile, LegacyRequest } from './route.js';

/** Wraps a stored form file as the Upload that graphql-upload would have produced for GraphQL. */
export const toUpload = (file: LegacyFile): Upload => {
  const upload = new Upload();
  upload.resolve({
    filename: file.filename,
    mimetype: file.mimetype,
    encoding: '7bit',
    createReadStream: () => Readable.from(file.buffer),
  });
  return upload;
};

/** The request's file, if it sent one, as an Upload. */
export const uploadOf = (req: LegacyRequest) => (req.file ? toUpload(req.file) : null);
