/** Query keys of the label layouts: the print dialogs' list shares the root, so a saved layout shows there. */
export const labelsSettingsKeys = {
  all: ['labels-settings'] as const,
  search: () => ['labels-settings', 'search'] as const,
  list: () => ['labels-settings', 'list'] as const,
  /** The startup/processing check of the layouts' sample sheets: page 1, size 10 (spec 01 §9). */
  processing: () => ['labels-settings', 'processing'] as const,
};
