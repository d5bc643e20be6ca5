/**
 * One-file uploads (SPEC §4, §5): a picker checked by extension and size, and a progress bar.
 *
 * - A whole dialog: `<UploadDialog title label rule upload={(file, context) => mutate({ variables: { file }, context })} … />`
 *   (submit disabled until a valid file is chosen; server `extensions.fields.file` shown under the field).
 * - Inside your own form: `const field = useUploadField()` + `<UploadField rule={IMAGE_UPLOAD} {...field} label="Gambar" />`,
 *   and for progress `const progress = useUploadProgress()`,
 *   `await progress.run((context) => mutate({ variables, context }), { silent: true })`,
 *   `<UploadProgressBar {...progress} />`. The context carries `fetchOptions.onProgress`, which the
 *   upload link's XHR fetch (apollo/uploadFetch.ts) reports to, and the `signal` that cancels it.
 * - Several files: `<UploadFilesField rule files onChange … />` (same picker; the caller checks them).
 * - Closing the form while a file is being sent cancels it: `<FormDialog {...progress.dialogProps(onClose)} …>`.
 * - Rules: DOCUMENT_UPLOAD (10MB), IMAGE_UPLOAD (2MB), PENJAJAGAN_UPLOAD (5MB), or your own `{ extensions, maxMb }`.
 */
export { UploadField, uploadFieldProps, useUploadField, type UploadFieldProps } from './UploadField';
export { UploadFilesField, type UploadFilesFieldProps } from './UploadFilesField';
export { UploadProgressBar } from './UploadProgressBar';
export { UploadDialog, type UploadContext, type UploadDialogProps } from './UploadDialog';
export { UPLOAD_CANCELLED_MESSAGE, UploadCancelledError, isUploadCancelled, useUploadProgress } from './useUploadProgress';
export * from './uploadRules';
