import type { RendererTable } from '../renderer-support.ts';

/** The minutes (group 2): 21, 22, 23, 24, as they are built. */
export const minuteRenderers: RendererTable = {};
