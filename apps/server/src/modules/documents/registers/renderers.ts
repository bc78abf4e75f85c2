import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { readLedgerHead } from '../../ledger/index.ts';
import {
  type DocumentRenderer,
  entry,
  fileNameOf,
  PDF,
  type RendererTable,
  registerOf,
  schoolOf,
} from '../renderer-support.ts';
import { registerAssetsAt } from './inventory-register.repo.ts';
import type { InventoryRegisterInput } from './inventory-register.ts';
import { checkAggregations, modelKSubcategories } from './model-k.repo.ts';
import type { ModelKInput } from './model-k.ts';
import { registerMovementLines } from './movement-register.repo.ts';
import {
  type MovementRegisterInput,
  type MovementRegisterType,
  movementRegisterTitle,
} from './movement-register.ts';
import { renderInventoryRegister } from './render-inventory-register.ts';
import { renderModelK } from './render-model-k.ts';
import { renderMovementRegister } from './render-movement-register.ts';

const inventoryRegister: DocumentRenderer<7, InventoryRegisterInput> = {
  load: async (tx, customerCode, conditions) => ({
    school: await schoolOf(tx, customerCode),
    register: await registerOf(tx, customerCode, conditions.idRegister),
    atDate: conditions.atDate,
    assets: await registerAssetsAt(tx, customerCode, conditions.idRegister, conditions.atDate),
    ledgerHead: await readLedgerHead(tx, customerCode),
  }),
  render: async (input) => [
    {
      fileName: fileNameOf(`Registro di inventario ${input.register.description}`, input.atDate, 'pdf'),
      contentType: PDF,
      bytes: await renderInventoryRegister(input),
    },
  ],
};

/** The analytic (8, 9) and durable (19, 20) registers of a register's increases or decreases. */
function movementRegister<T extends MovementRegisterType>(
  documentType: T,
): DocumentRenderer<T, MovementRegisterInput> {
  return {
    load: async (tx, customerCode, conditions) => ({
      documentType,
      school: await schoolOf(tx, customerCode),
      register: await registerOf(tx, customerCode, conditions.idRegister),
      fromDate: conditions.fromDate,
      toDate: conditions.toDate,
      startPage: conditions.startPage,
      lines: await registerMovementLines(tx, customerCode, documentType, conditions),
      ledgerHead: await readLedgerHead(tx, customerCode),
    }),
    render: async (input) => [
      {
        fileName: fileNameOf(
          `${movementRegisterTitle(input.documentType)} ${input.register.description}`,
          input.toDate,
          'pdf',
        ),
        contentType: PDF,
        bytes: await renderMovementRegister(input),
      },
    ],
  };
}

const modelK: DocumentRenderer<10, ModelKInput> = {
  check: (tx, customerCode) => checkAggregations(tx, customerCode),
  load: async (tx, customerCode, conditions) => {
    await checkAggregations(tx, customerCode);
    return {
      school: await schoolOf(tx, customerCode),
      year: conditions.year,
      subcategories: await modelKSubcategories(tx, customerCode, conditions.year),
      ledgerHead: await readLedgerHead(tx, customerCode),
    };
  },
  render: async (input) => [
    {
      fileName: fileNameOf('Modello K', String(input.year), 'pdf'),
      contentType: PDF,
      bytes: await renderModelK(input),
    },
  ],
};

/**
 * The registers: inventory register (7), analytic increases and decreases (8, 9), Model K (10), the
 * durable assets' increases and decreases (19, 20).
 */
export const registerRenderers: RendererTable = {
  [DOCUMENT_TYPE.inventoryRegister]: entry(inventoryRegister),
  [DOCUMENT_TYPE.analyticIncrease]: entry(movementRegister(DOCUMENT_TYPE.analyticIncrease)),
  [DOCUMENT_TYPE.analyticDecrease]: entry(movementRegister(DOCUMENT_TYPE.analyticDecrease)),
  [DOCUMENT_TYPE.modelK]: entry(modelK),
  [DOCUMENT_TYPE.durableIncrease]: entry(movementRegister(DOCUMENT_TYPE.durableIncrease)),
  [DOCUMENT_TYPE.durableDecrease]: entry(movementRegister(DOCUMENT_TYPE.durableDecrease)),
};
