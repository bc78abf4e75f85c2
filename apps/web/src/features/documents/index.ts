/** The generated documents' query keys, which a print's publish reloads (the list and the processing poll). */
export { documentKeys } from './api/document-keys.ts';
