import { z } from '../zod.ts';
import { isoDateSchema, movementBookingSchema } from './common.ts';

/**
 * Discharges (movement type 2), spec 02 §2, §7 and DOMAIN §4 (art. 33–34). Deleting one is the
 * generic `DELETE /movement/discharge/{id}`; its detail is `GET /movement/{id}/withAssets`, whose
 * `discharge` part carries destination, measure and liability.
 */
export const dischargePaths = {
  /** POST creates (`dischargeCreateSchema`), PUT edits (`dischargeUpdateSchema`). */
  save: '/movement/discharge',
  causalList: '/movement/discharge/causalList',
  /** GET `relatedMovementSchema[]` (contracts/out.ts): the proposals this discharge came from. */
  related: '/movement/discharge/:id/relatedMovements',
} as const;

const text = (max: number) => z.string().trim().max(max, 'rules.tooLongText').nullish();

export const dischargeCreateSchema = z
  .object({
    date: isoDateSchema,
    causal: z.string().trim().min(1, 'rules.mandatory').max(20),
    /** Destination of the goods (a debtor), when they go to someone. */
    debtorId: z.number().int().positive().nullish(),
    /** The DS's discharge measure (art. 33 c.1). */
    protocolDate: isoDateSchema.nullish(),
    protocolNumber: text(50),
    /** Art. 33: nobody is liable for the loss, or someone must make it good. */
    liability: z.enum(['nobody', 'liable']),
    liableParty: text(200),
    notes: text(2000),
    ...movementBookingSchema.shape,
    /** Confirmed proposals discharged (`/discharge/new/from-out/{idOut}`): their assets come along. */
    proposalIds: z.array(z.number().int().positive()).max(50).default([]),
    /** Charged assets discharged directly (not in a proposal). */
    assetIds: z.array(z.number().int().positive()).max(600).default([]),
  })
  .refine((d) => d.liability === 'nobody' || !!d.liableParty?.trim(), {
    path: ['liableParty'],
    message: 'rules.mandatory',
  });
export type DischargeCreate = z.infer<typeof dischargeCreateSchema>;

export const dischargeUpdateSchema = z.object({ id: z.number().int().positive() }).and(dischargeCreateSchema);
export type DischargeUpdate = z.infer<typeof dischargeUpdateSchema>;

/** What `GET /movement/{id}/withAssets` adds for a discharge. */
export const dischargePartSchema = z.object({
  debtor: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  protocolDate: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  liability: z.enum(['nobody', 'liable']),
  liableParty: z.string().nullable(),
});
