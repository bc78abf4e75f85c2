import { z } from 'zod';
import { isoDateSchema } from './common.ts';

/**
 * Discharge proposals (movement type 3, "out"), spec 02 §2, §4, §7 and DOMAIN §4. Deleting one is
 * the generic `DELETE /movement/out/{id}` (movementPaths.remove); its detail is the generic
 * `GET /movement/{id}/withAssets`, whose `proposal` part carries what is particular to proposals.
 */
export const outPaths = {
  /** POST creates (`outCreateSchema`), PUT edits (`outUpdateSchema`) a proposal. */
  save: '/movement/out',
  /** PUT `{ id, pricesChangedConfirmed? }`: to be confirmed → confirmed. */
  confirm: '/movement/out/confirm',
  /** PUT `{ id }`: confirmed → to be confirmed (refused once its assets are discharged). */
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
