import { z } from '../zod.ts';
import { isoDateSchema } from './common.ts';

/**
 * Discharge proposals (movement type 3, "out"), spec 02 §2, §4, §7 and DOMAIN §4. Deleting one is
 * the generic `DELETE /movement/out/{id}` (movementPaths.remove); its detail is the generic
 * `GET /movement/{id}/withAssets`, whose `proposal` part carries what is particular to proposals.
 */
export const outPaths = {
  /** POST creates (`outCreateSchema`), PUT edits (`outUpdateSchema`) a proposal. */
  save: '/movement/out',
  /** PUT `{ id, pricesChangedConfirmed? }`: to be confirmed → confirmed; answers the proposal (`movementWithAssetsSchema`). */
  confirm: '/movement/out/confirm',
  /** PUT `{ id }`: confirmed → to be confirmed (refused once its assets are discharged); answers the proposal. */
  removeConfirmation: '/movement/out/removeConfirmation',
  /** GET: confirmed proposals with assets still to discharge (`proposalSummarySchema[]`). */
  confirmedForDischarge: '/movement/out/confirmedForDischarge',
  statusList: '/movement/out/statusList',
  /** GET `{ progressive }`: the next progressive of a year (the last one + 1). */
  nextProgressive: '/movement/out/nextProgressive/:year',
  causalList: '/movement/out/causalList',
  /** GET `relatedMovementSchema[]`: the discharges made from this proposal. */
  related: '/movement/out/:id/relatedMovements',
} as const;

/** 1 to be confirmed, 2 confirmed. */
export const PROPOSAL_STATUS = { toBeConfirmed: 1, confirmed: 2 } as const;

const text = (max: number) => z.string().trim().max(max, 'rules.tooLongText').nullish();

export const outCreateSchema = z.object({
  date: isoDateSchema,
  /** Above the last proposal's of the year; the client proposes `nextProgressive`. */
  progressive: z.number().int().positive(),
  causal: z.string().trim().min(1, 'rules.mandatory').max(20),
  /** Protocol of the DS's discharge measure, when it exists already. */
  protocolDate: isoDateSchema.nullish(),
  protocolNumber: text(50),
  notes: text(2000),
  /** Charged assets (status 2), not in another proposal; at most 600. */
  assetIds: z.array(z.number().int().positive()).min(1, 'rules.mandatory').max(600),
});
export type OutCreate = z.infer<typeof outCreateSchema>;

/** The whole proposal again; only while it is to be confirmed, except notes and protocol. */
export const outUpdateSchema = outCreateSchema.extend({ id: z.number().int().positive() });
export type OutUpdate = z.infer<typeof outUpdateSchema>;

export const outConfirmSchema = z.object({
  id: z.number().int().positive(),
  /**
   * The user saw the warning that asset values changed since the proposal was printed
   * (`proposalPricesChanged`, with `details.assets`) and confirms anyway: the lines take the
   * current values.
   */
  pricesChangedConfirmed: z.boolean().optional(),
});

/**
 * One of `details.assets` of `proposalPricesChanged`: an asset whose actual value (`actualPrice`)
 * is no longer the value the proposal printed (`value`), in euros.
 */
export const proposalPriceChangeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  inventoryNumber: z.number().int().nullable(),
  durableNumber: z.number().int().nullable(),
  value: z.number(),
  actualPrice: z.number(),
});
export type ProposalPriceChange = z.infer<typeof proposalPriceChangeSchema>;

/** `GET /movement/out/statusList`: 1 'Da confermare', 2 'Confermata'. */
export const proposalStatusItemSchema = z.object({ code: z.number().int(), description: z.string() });

/**
 * A reason of `GET /movement/out/causalList` and `GET /movement/discharge/causalList` (the same
 * list): `requiredDocument` names what the DS's measure rests on (art. 33: the police report for a
 * theft, the commission's report for unusable goods; art. 34 the valuation of a sale), or null.
 */
export const dischargeCausalSchema = z.object({
  code: z.string(),
  description: z.string(),
  requiredDocument: z.string().nullable(),
});
export type DischargeCausalItem = z.infer<typeof dischargeCausalSchema>;
export const outIdSchema = z.object({ id: z.number().int().positive() });

export const nextProgressiveSchema = z.object({ progressive: z.number().int().positive() });

/** A proposal as the discharge screen offers it (`confirmedForDischarge`). */
export const proposalSummarySchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  number: z.number().int(),
  progressive: z.number().int(),
  date: z.string(),
  causal: z.string().nullable(),
  protocolDate: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  totalValue: z.number(),
  /** Assets of the proposal still to discharge. */
  assetCount: z.number().int(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

/** The other side of a discharge ↔ proposal link (spec 02 §2 "related movements"). */
export const relatedMovementSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  year: z.number().int(),
  number: z.number().int(),
  date: z.string(),
  status: z.number().int().nullable(),
  totalValue: z.number(),
});
export type RelatedMovement = z.infer<typeof relatedMovementSchema>;

/** What `GET /movement/{id}/withAssets` adds for a proposal. */
export const proposalPartSchema = z.object({
  progressive: z.number().int(),
  protocolDate: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  /** Lines whose asset's actual value differs from the proposal's line value. */
  pricesChanged: z.boolean(),
});
