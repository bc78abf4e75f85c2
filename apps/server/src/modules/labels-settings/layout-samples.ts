import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../http/request-context.ts';

/** A layout's sample sheet, as the search shows it: the generated document and its processing status. */
export interface LayoutSample {
  id: number;
  processingStatus: number;
}

/**
 * The sample sheets of the layouts (spec 01 §4: label settings "still processing"): saving a layout
 * renders a sheet of sample labels in the background, through the print queue, and the layout is
 * processing until that is done. The documents module keeps the queue and implements this; label
 * layouts only ask through it, as the documents module reads the layouts, so neither imports the other
 * both ways.
 */
export interface LayoutSamples {
  /** Queues the sample sheet of a layout just saved, inside the saving transaction. */
  queue(tx: Tx, context: RequestContext, idLabelsSetting: number): Promise<void>;
  /** The latest sample of each of these layouts that has one. */
  latestOf(tx: Tx, customerCode: string, ids: readonly number[]): Promise<Map<number, LayoutSample>>;
  /** How many of the school's layouts have their latest sample still queued or rendering. */
  countProcessing(tx: Tx, customerCode: string): Promise<number>;
}
