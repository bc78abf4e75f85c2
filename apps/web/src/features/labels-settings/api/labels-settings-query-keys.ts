/** Query keys of the label layouts; the print dialogs' `labelsSetting` list shares the root. */
export const labelsSettingsKeys = {
  all: ['labels-settings'] as const,
  search: () => ['labels-settings', 'search'] as const,
};
