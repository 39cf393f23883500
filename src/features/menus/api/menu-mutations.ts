/** The menu calls (spec 002 sections 4 and 7); the components say what came of them. */
import { useMutation } from '@tanstack/react-query';
import type { MenuInput } from '@domain/pages/menu';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

type MenuSave = { menuId?: string; menu: MenuInput };

export function useSaveMenu(eventId: string, callbacks: OperationCallbacks<{ menuId: string }, MenuSave> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: ({ menuId, menu }: MenuSave) => backend.call('saveMenu', { eventId, menu, ...(menuId ? { menuId } : {}) }),
    ...callbacks,
  });
}

export function useDeleteMenu(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (menuId: string) => backend.call('deleteMenu', { eventId, menuId }), ...callbacks });
}
