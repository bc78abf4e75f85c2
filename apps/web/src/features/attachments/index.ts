import { lazy } from 'react';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';

/**
 * Photos and documents of a record (issue 20), loaded with their texts when a detail shows them: the
 * screens that carry them are not the first one, and the image handling is not needed before.
 */
export const AttachmentsPanel = lazy(() =>
  Promise.all([import('./components/attachments-panel.tsx'), loadAreaTexts('attachments')]).then(
    ([panel]) => panel,
  ),
);
export { type AttachmentRecord, useCovers } from './api/attachments-api.ts';
export { AttachmentThumbnail } from './components/attachment-thumbnail.tsx';
