import { exportRenderers } from './exports/renderers.ts';
import { labelRenderers } from './labels/renderers.ts';
import { listRenderers } from './lists/renderers.ts';
import { minuteRenderers } from './minutes/renderers.ts';
import { recognitionRenderers } from './recognition/renderers.ts';
import { registerRenderers } from './registers/renderers.ts';
import type { DocumentRenderer } from './renderer-support.ts';
import { renewalRenderers } from './renewal/renderers.ts';

export type { RenderedFile } from './renderer-support.ts';

/**
 * The document types this installation renders, each folder contributing its own; the others are
 * refused when published (`documentTypeNotAvailable`).
 */
const RENDERERS = {
  ...registerRenderers,
  ...minuteRenderers,
  ...listRenderers,
  ...labelRenderers,
  ...recognitionRenderers,
  ...renewalRenderers,
  ...exportRenderers,
};

export function rendererOf(documentType: number): DocumentRenderer<never, unknown> | undefined {
  return RENDERERS[documentType];
}
