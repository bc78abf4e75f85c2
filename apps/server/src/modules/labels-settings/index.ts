/** What other modules read of label layouts: the labels print its layout (a default one or the school's). */
export { findLayout, type LayoutRow } from './labels-settings.repo.ts';
