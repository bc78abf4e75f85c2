import type { RendererTable } from '../renderer-support.ts';

/** The lists and other prints (group 3): 27, 28, 30, 31, 42, 43, 44, as they are built. */
export const listRenderers: RendererTable = {};
