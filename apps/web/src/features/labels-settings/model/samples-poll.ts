import type { PollLimits } from '@/features/documents';

/**
 * Spec 01 §4 and §9: the label layouts still processing (their sample sheets, rendered when a layout
 * is saved) are asked again every 2 seconds, for at most 20 seconds, as the documents are.
 */
export const LABELS_SETTINGS_POLL: PollLimits = { intervalMs: 2_000, limitMs: 20_000 };
