import type { PublishRequest } from '@inventario/shared/contracts/documents';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { registers, schoolData, schools } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type PrintSchool, printHeading } from './print-school.ts';

/** One file a document is made of. */
export interface RenderedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export type ConditionsOf<T extends PublishRequest['documentType']> = Extract<
  PublishRequest,
  { documentType: T }
>['conditions'];

/**
 * How one document type becomes files: `load` reads what it shows inside the school's transaction,
 * `render` lays it out afterwards, so a long render never holds a transaction (nor the embedded
 * engine's one connection).
 */
export interface DocumentRenderer<T extends PublishRequest['documentType'], D> {
  /** Checks the conditions against the school's data when the request is published. */
  check?(tx: Tx, customerCode: string, conditions: ConditionsOf<T>, context?: RenderContext): Promise<void>;
  load(tx: Tx, customerCode: string, conditions: ConditionsOf<T>, context?: RenderContext): Promise<D>;
  /** Lays the data out; a long render tells how far it is (`progress`, 0–100). */
  render(data: D, progress?: ProgressReport): Promise<RenderedFile[]>;
}

/**
 * What a renderer may need beside the conditions: the web app's address (`PUBLIC_URL/inventario/`),
 * which QR labels link to; who asked for the document (an export of the user's own publications).
 */
export interface RenderContext {
  appUrl?: string;
  requestedBy?: string;
}

/** Tells the request's user how far its render is, in percent. */
export type ProgressReport = (percent: number) => Promise<void>;

export const PDF = 'application/pdf';

/** The school as documents head it: with the heading it set in its general data. */
export async function schoolOf(tx: Tx, customerCode: string): Promise<PrintSchool> {
  const [school] = await tx
    .select({ name: schools.name, ministerialCode: schools.codMin, heading: schoolData.heading })
    .from(schools)
    .leftJoin(schoolData, eq(schoolData.customerCode, schools.customerCode))
    .where(eq(schools.customerCode, customerCode));
  if (!school) throw new AppError('schoolNotFound');
  const { name, ministerialCode } = school;
  return { name, ministerialCode, heading: printHeading(school.heading ?? '', school) };
}

/** A register of the school, or `notFound`. */
export async function registerOf(tx: Tx, customerCode: string, id: number) {
  const [register] = await tx
    .select({ description: registers.description })
    .from(registers)
    .where(and(eq(registers.customerCode, customerCode), eq(registers.id, id)));
  if (!register) throw new AppError('notFound', 'No such register');
  return register;
}

/** A file name a school recognises, safe on every system. */
export function fileNameOf(title: string, date: string, extension: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${date}.${extension}`;
}

/** The renderers of one folder of document types, by type id. */
export type RendererTable = Partial<Record<number, DocumentRenderer<never, unknown>>>;

/** A renderer as the registry keeps it (its conditions are checked by the contract's schema). */
export function entry<T extends PublishRequest['documentType'], D>(
  renderer: DocumentRenderer<T, D>,
): DocumentRenderer<never, unknown> {
  return renderer as unknown as DocumentRenderer<never, unknown>;
}
