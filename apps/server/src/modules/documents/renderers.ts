import { DOCUMENT_TYPE, type PublishRequest } from '@inventario/shared/contracts/documents';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { registers, schools } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { registerAssetsAt } from './registers/inventory-register.repo.ts';
import type { InventoryRegisterInput } from './registers/inventory-register.ts';
import { renderInventoryRegister } from './registers/render-inventory-register.ts';

/** One file a document is made of. */
export interface RenderedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

type ConditionsOf<T extends PublishRequest['documentType']> = Extract<
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
  check?(tx: Tx, customerCode: string, conditions: ConditionsOf<T>): Promise<void>;
  load(tx: Tx, customerCode: string, conditions: ConditionsOf<T>): Promise<D>;
  render(data: D): Promise<RenderedFile[]>;
}

const PDF = 'application/pdf';

async function schoolOf(tx: Tx, customerCode: string) {
  const [school] = await tx.select().from(schools).where(eq(schools.customerCode, customerCode));
  if (!school) throw new AppError('schoolNotFound');
  return { name: school.name, ministerialCode: school.codMin };
}

async function registerOf(tx: Tx, customerCode: string, id: number) {
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

const inventoryRegister: DocumentRenderer<7, InventoryRegisterInput> = {
  check: async (tx, customerCode, conditions) => {
    await registerOf(tx, customerCode, conditions.idRegister);
  },
  load: async (tx, customerCode, conditions) => ({
    school: await schoolOf(tx, customerCode),
    register: await registerOf(tx, customerCode, conditions.idRegister),
    atDate: conditions.atDate,
    assets: await registerAssetsAt(tx, customerCode, conditions.idRegister, conditions.atDate),
  }),
  render: async (input) => [
    {
      fileName: fileNameOf(`Registro di inventario ${input.register.description}`, input.atDate, 'pdf'),
      contentType: PDF,
      bytes: await renderInventoryRegister(input),
    },
  ],
};

/** The document types this installation renders; the others are refused when published. */
const RENDERERS: Partial<Record<number, DocumentRenderer<never, unknown>>> = {
  [DOCUMENT_TYPE.inventoryRegister]: inventoryRegister as unknown as DocumentRenderer<never, unknown>,
};

export function rendererOf(documentType: number): DocumentRenderer<never, unknown> | undefined {
  return RENDERERS[documentType];
}
