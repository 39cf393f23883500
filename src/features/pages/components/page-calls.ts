/**
 * The page calls as the screens use them (spec 002 sections 4, 7 and 8): each a mutation that
 * shows the spec's message when it lands and the server's explanation when it is refused.
 */
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import type { ApiInput, ApiName, ApiOutput } from '@domain/api/contracts';
import { pageErrorCodes, pageMessages } from '@domain/pages/page';
import { useBackend } from '@/lib/backend-context';
import { explainedErrorText } from '@/lib/errors/explained-error';

type Options<N extends ApiName> = {
  /** Shown when the call lands; none: nothing is said. */
  success?: string;
  /** The fallback when the server gives no explanation. */
  failure?: string;
  onSuccess?: (output: ApiOutput<N>, input: ApiInput<N>) => void;
};

export function usePageCall<N extends ApiName>(name: N, { success, failure, onSuccess }: Options<N> = {}) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (input: ApiInput<N>) => backend.call(name, input),
    onSuccess: (output, input) => {
      if (success) void message.success(success);
      onSuccess?.(output, input);
    },
    onError: (error) => {
      const text = explainedErrorText(error);
      void message.error(failure && text === explainedErrorText(null) ? failure : text);
    },
  });
}

// Spec 002 section 8 names the codes of these failures; the fallback text carries them, as a reference for support.
const deleteFailed = `${pageMessages.deleteFailed} (${pageErrorCodes.deleteError})`;

export const useRemovePage = (onSuccess?: () => void) => usePageCall('setPageRemoved', { success: pageMessages.deleted, failure: deleteFailed, onSuccess });
export const useRestorePage = () => usePageCall('setPageRemoved', { success: 'Page restored' });
export const useDeletePage = () => usePageCall('deletePage', { success: pageMessages.deleted, failure: deleteFailed });
export const useDuplicatePage = () => usePageCall('duplicatePage', { success: pageMessages.duplicated, failure: `${pageMessages.duplicateFailed} (${pageErrorCodes.duplicateError})` });
