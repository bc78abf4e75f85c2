import {
  buildModelKInput,
  furnitureSubcategory,
} from '../apps/server/src/modules/documents/registers/model-k.fixtures.ts';
import {
  buildMovementRegisterInput,
  chargeLines,
} from '../apps/server/src/modules/documents/registers/movement-register.fixtures.ts';
import { renderModelK } from '../apps/server/src/modules/documents/registers/render-model-k.ts';
import { renderMovementRegister } from '../apps/server/src/modules/documents/registers/render-movement-register.ts';
import { type RenderCase, runRenderCases } from './render-cases.ts';

/**
 * Issue 6: the analytic register of a busy year (500 charges of 20 assets: 10,000 lines, a subtotal
 * under each movement, amounts carried from page to page) and a Model K of 300 subcategories, to PDF in
 * process (no database). Same target as the inventory register: under 3 s for 10,000 lines.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CASES: RenderCase[] = [
  {
    name: 'analytic register, 10,000 lines',
    target: 3_000,
    render: () => renderMovementRegister(buildMovementRegisterInput({ lines: chargeLines(500, 20) })),
  },
  {
    name: 'analytic register, 1,000 lines',
    target: undefined,
    render: () => renderMovementRegister(buildMovementRegisterInput({ lines: chargeLines(50, 20) })),
  },
  {
    name: 'Model K, 300 subcategories',
    target: undefined,
    render: () =>
      renderModelK(
        buildModelKInput({
          subcategories: Array.from({ length: 300 }, (_, i) =>
            furnitureSubcategory(String(i).padStart(3, '0')),
          ),
        }),
      ),
  },
];

process.exit((await runRenderCases('Analytic registers and Model K to PDF', CASES, RUNS)) ? 0 : 1);
