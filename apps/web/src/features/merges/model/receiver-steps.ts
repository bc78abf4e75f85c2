import type { ReceiverMerge } from '@inventario/shared/contracts/merges';

/**
 * The receiver's stepper (spec 02 §2, §7): the package the seller handed over, the mapping of its
 * lists onto the school's, the charge for merge, and the goods charged.
 */
export const RECEIVER_STEPS = ['package', 'matching', 'charge', 'done'] as const;
export type ReceiverStep = (typeof RECEIVER_STEPS)[number];

type ReceiverStand = Pick<ReceiverMerge, 'package' | 'receipt'>;

/**
 * The step the stepper opens on: the package while there is none or its receipt has not started, the
 * mapping once started, the end once charged.
 */
export function receiverStartStep(receiver: ReceiverStand): ReceiverStep {
  if (!receiver.package) return 'package';
  if (receiver.package.charge) return 'done';
  return receiver.receipt ? 'matching' : 'package';
}

/**
 * Whether a step may show: nothing past the package until the seller hands it over; the charge once
 * the receipt started; the end only once charged, and then nothing before it.
 */
export function receiverStepOpen(step: ReceiverStep, receiver: ReceiverStand): boolean {
  if (!receiver.package) return step === 'package';
  if (receiver.package.charge) return step === 'done';
  if (step === 'charge') return receiver.receipt !== null;
  return step !== 'done';
}

/** Whether the charge date is 1 September, the merge's, or the school's last movement when later. */
export function chargeDateReason(
  receiver: Pick<ReceiverMerge, 'chargeDate' | 'merge'>,
): 'effective' | 'lastMovement' {
  return receiver.chargeDate > receiver.merge.effectiveDate.slice(0, 10) ? 'lastMovement' : 'effective';
}
