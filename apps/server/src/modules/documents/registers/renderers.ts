import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
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
import { renderInventoryRegister } from './render-inventory-register.ts';

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

/** The registers: inventory register (7). */
export const registerRenderers: RendererTable = {
  [DOCUMENT_TYPE.inventoryRegister]: entry(inventoryRegister),
};
