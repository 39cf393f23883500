import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { apiContracts, type ApiOutput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import { messageForError } from '@/lib/errors/error-catalogue';
import { moderationLinkMessages } from '../model/moderation-link';

/** Makes a new moderation token on the server; the previous link stops working at once. */
export function rotateModerationLink(backend: Backend, eventId: string): Promise<ApiOutput<'rotateModerationLink'>> {
  return backend.call('rotateModerationLink', apiContracts.rotateModerationLink.input.parse({ eventId }));
}

/** `replacing` says which toast fits: a first link is created, an existing one replaced. */
export function useRotateModerationLink(eventId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (_: { replacing: boolean }) => rotateModerationLink(backend, eventId),
    onSuccess: (_, { replacing }) => void message.success(replacing ? moderationLinkMessages.replaced : moderationLinkMessages.created),
    onError: (error) => void message.error(messageForError(error)),
  });
}
