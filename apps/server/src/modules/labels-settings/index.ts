/** What other modules read of label layouts: the labels print its layout (a default one or the school's). */
export { findLayout, type LayoutRow } from './labels-settings.repo.ts';
/** The port through which saving a layout queues its sample sheet, which the documents module implements. */
export type { LayoutSample, LayoutSamples } from './layout-samples.ts';
