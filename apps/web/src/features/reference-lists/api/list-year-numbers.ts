import { financialYearPaths } from '@inventario/shared/contracts/financial-years';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { financialYearKeys } from './financial-year-keys.ts';

const yearNumbersSchema = z.array(z.number().int());

/** `GET /financialYear/yearList`: the years' numbers, newest first. */
export function listYearNumbers(api: ApiClient) {
  return api.get(financialYearPaths.yearList, { parser: yearNumbersSchema });
}

export function useYearNumbers(options: { enabled?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: financialYearKeys.yearList(),
    queryFn: () => listYearNumbers(inventory),
    enabled: options.enabled ?? true,
  });
}
