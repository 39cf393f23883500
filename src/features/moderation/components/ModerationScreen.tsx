import { Alert, ConfigProvider, type ThemeConfig } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { chatMessages } from '@domain/chats/chat';
import { errorCode, messageForError } from '@/lib/errors/error-catalogue';
import { PageHeading } from '@/ui/PageHeading';
import { useModerationLink } from '../api/use-moderation-link';
import { moderationTexts } from '../model/moderation-texts';
import { AccessLossContext } from './access-loss';
import { ChatChooser } from './ChatChooser';
import { Loading } from './Loading';
import type { Variant } from './variant';

type Props = { eventId: string; variant: Variant; linkToken: string | null; signedIn: boolean };

/** A 10-inch touch screen: every control at least 48 px high and larger text (WCAG target size, with room). */
const tabletTheme: ThemeConfig = { token: { controlHeight: 48, controlHeightLG: 56, controlHeightSM: 48, fontSize: 18 } };

/**
 * The moderator chat screen, /moderation/{eventID} and its tablet view (spec 001 section 2.7).
 * A link holder's token is opened first; a signed-in member's role decides without one. Any
 * refusal, at the start or later (a rotated link, a removed role), replaces the whole screen.
 */
export function ModerationScreen({ eventId, variant, linkToken, signedIn }: Props) {
  const link = useModerationLink(eventId, linkToken);
  const [lost, setLost] = useState<{ error: unknown } | null>(null);
  const onAccessLoss = useCallback((error: unknown) => setLost({ error }), []);
  const refusal = (error: unknown) => (linkToken !== null ? chatMessages.linkInvalid : messageForError(error));

  let content: ReactNode;
  if (lost) content = <Refusal text={refusal(lost.error)} />;
  else if (linkToken === null && !signedIn) content = <Alert type="info" showIcon title={moderationTexts.linkNeeded} />;
  else if (linkToken !== null && link.isPending) content = <Loading label={moderationTexts.opening} />;
  else if (link.isError) content = <Refusal text={errorCode(link.error) === 'permission-denied' ? chatMessages.linkInvalid : messageForError(link.error)} />;
  else
    content = (
      <AccessLossContext.Provider value={onAccessLoss}>
        <ChatChooser eventId={eventId} variant={variant} />
      </AccessLossContext.Provider>
    );

  const page = (
    <section style={variant === 'tablet' ? { padding: 16 } : undefined}>
      <PageHeading>Chat moderation</PageHeading>
      {content}
    </section>
  );
  return variant === 'tablet' ? <ConfigProvider theme={tabletTheme}>{page}</ConfigProvider> : page;
}

function Refusal({ text }: { text: string }) {
  return <Alert type="error" showIcon role="alert" title={text} />;
}
