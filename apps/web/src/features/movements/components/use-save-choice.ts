import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { useCallback } from 'react';
import { useToast } from '@/shell/toast/use-toast.ts';
import { voucherNumberText } from '../model/voucher.ts';

/** A movement's create or update mutation: both answer the saved movement. */
export interface MovementMutation<B> {
  mutateAsync: (body: B) => Promise<MovementWithAssets>;
  isPending: boolean;
}

/** A save of a new movement (create) or of a saved one (update), each request with its body. */
export type SaveChoice<C, U> =
  | { kind: 'create'; request: { body: C } }
  | { kind: 'update'; request: { body: U } };

/**
 * The create-or-update half every movement save shares: `send` posts a new movement or puts a saved
 * one, names the saved voucher in a toast (`savedText` of its number) and hands it to `onSaved`. A
 * refusal is thrown, for the movement's own save hook to show where it belongs.
 */
export function useSaveChoice<C, U>(create: MovementMutation<C>, update: MovementMutation<U>) {
  const toast = useToast();
  const { mutateAsync: createAsync } = create;
  const { mutateAsync: updateAsync } = update;
  const send = useCallback(
    async (
      choice: SaveChoice<C, U>,
      savedText: (number: string) => string,
      onSaved: (movement: MovementWithAssets) => void,
    ) => {
      const saved =
        choice.kind === 'create'
          ? await createAsync(choice.request.body)
          : await updateAsync(choice.request.body);
      toast.success(savedText(voucherNumberText(saved)));
      onSaved(saved);
    },
    [createAsync, toast, updateAsync],
  );
  return { send, saving: create.isPending || update.isPending };
}
