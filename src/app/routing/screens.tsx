import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { AuthUser } from '@/backend/port';
import { Placeholder } from '@/ui/Placeholder';
import type { RouteParams, ScreenId } from './decide-route';

/** What a screen may need from the shell; the app passes it, features never reach for each other. */
export type ScreenContext = {
  params: RouteParams;
  user: AuthUser | null;
  eventId: string | null;
  openEvent: (eventId: string) => void;
  switchEvent: () => void;
  /** A link's token, from the URL's fragment (`#token=`), which never reaches a server's logs. */
  linkToken: string | null;
};

export type ScreenDef = {
  title: string;
  render: (ctx: ScreenContext) => ReactNode;
  /** Draws its own full-page background (sign-in, sign-up). */
  fullPage?: boolean;
};

// Each screen is its own chunk, so the sign-in route downloads only what it shows.
const LoginScreen = lazy(() => import('@/features/auth/components/LoginScreen').then((m) => ({ default: m.LoginScreen })));
const SignupScreen = lazy(() => import('@/features/auth/components/SignupScreen').then((m) => ({ default: m.SignupScreen })));
const MyEventsScreen = lazy(() => import('@/features/events/components/MyEventsScreen').then((m) => ({ default: m.MyEventsScreen })));
const DashboardScreen = lazy(() => import('@/features/events/components/DashboardScreen').then((m) => ({ default: m.DashboardScreen })));
const EventSettingsScreen = lazy(() =>
  import('@/features/event-settings/components/EventSettingsScreen').then((m) => ({ default: m.EventSettingsScreen })),
);
const AboutScreen = lazy(() => import('@/features/about/components/AboutScreen').then((m) => ({ default: m.AboutScreen })));
const AccountSettingsRoute = lazy(() => import('./AccountSettingsRoute').then((m) => ({ default: m.AccountSettingsRoute })));
const ForgotPasswordScreen = lazy(() => import('@/features/auth/components/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })));
const FinishSignupScreen = lazy(() => import('@/features/auth/components/FinishSignupScreen').then((m) => ({ default: m.FinishSignupScreen })));
const ResetPasswordScreen = lazy(() => import('@/features/auth/components/ResetPasswordScreen').then((m) => ({ default: m.ResetPasswordScreen })));
const OrganizationEventsScreen = lazy(() =>
  import('@/features/organizations/components/OrganizationEventsScreen').then((m) => ({ default: m.OrganizationEventsScreen })),
);
const ParticipantsScreen = lazy(() => import('@/features/participants/components/ParticipantsScreen').then((m) => ({ default: m.ParticipantsScreen })));
const StreamsScreen = lazy(() => import('@/features/streams/components/StreamsScreen').then((m) => ({ default: m.StreamsScreen })));
const StreamDetailScreen = lazy(() => import('@/features/streams/components/StreamDetailScreen').then((m) => ({ default: m.StreamDetailScreen })));
const LiveConsoleScreen = lazy(() => import('@/features/streams/components/livetool/LiveConsoleScreen').then((m) => ({ default: m.LiveConsoleScreen })));
const StreamPickerScreen = lazy(() => import('@/features/streams/components/livetool/StreamPickerScreen').then((m) => ({ default: m.StreamPickerScreen })));
const ChatChooser = lazy(() => import('@/features/moderation/components/ChatChooser').then((m) => ({ default: m.ChatChooser })));
const WatchStreamScreen = lazy(() => import('@/features/streams/components/WatchStreamScreen').then((m) => ({ default: m.WatchStreamScreen })));
const MembersScreen = lazy(() => import('@/features/organizations/components/MembersScreen').then((m) => ({ default: m.MembersScreen })));
const InviteRoute = lazy(() => import('./InviteRoute').then((m) => ({ default: m.InviteRoute })));
const InvitationCards = lazy(() => import('@/features/invites/components/InvitationCards').then((m) => ({ default: m.InvitationCards })));
const ChatsScreen = lazy(() => import('@/features/chats/components/ChatsScreen').then((m) => ({ default: m.ChatsScreen })));
const AudienceChatScreen = lazy(() => import('@/features/audience/components/AudienceChatScreen').then((m) => ({ default: m.AudienceChatScreen })));
const ModerationScreen = lazy(() => import('@/features/moderation/components/ModerationScreen').then((m) => ({ default: m.ModerationScreen })));
const MaterialScreen = lazy(() => import('@/features/media/components/MaterialScreen').then((m) => ({ default: m.MaterialScreen })));
const MediaLibraryScreen = lazy(() => import('@/features/media/components/MediaLibraryScreen').then((m) => ({ default: m.MediaLibraryScreen })));
const ParticipantsImportScreen = lazy(() =>
  import('@/features/participants-import/components/ParticipantsImportScreen').then((m) => ({ default: m.ParticipantsImportScreen })),
);
const PresentersScreen = lazy(() => import('@/features/presenters/components/PresentersScreen').then((m) => ({ default: m.PresentersScreen })));
const AgendaScreen = lazy(() => import('@/features/agenda/components/AgendaScreen').then((m) => ({ default: m.AgendaScreen })));
const AgendaEntryScreen = lazy(() => import('@/features/agenda/components/AgendaEntryScreen').then((m) => ({ default: m.AgendaEntryScreen })));
const DecksScreen = lazy(() => import('@/features/decks/components/DecksScreen').then((m) => ({ default: m.DecksScreen })));
const PagesScreen = lazy(() => import('@/features/pages/components/PagesScreen').then((m) => ({ default: m.PagesScreen })));
const BuilderScreen = lazy(() => import('@/features/pages/components/builder/BuilderScreen').then((m) => ({ default: m.BuilderScreen })));
const PresenterViewScreen = lazy(() => import('@/features/presenting/components/PresenterViewScreen').then((m) => ({ default: m.PresenterViewScreen })));
const PresenterToolScreen = lazy(() => import('@/features/presenting/components/PresenterToolScreen').then((m) => ({ default: m.PresenterToolScreen })));
const PresentersConsoleTab = lazy(() => import('@/features/presenting/components/PresentersConsoleTab').then((m) => ({ default: m.PresentersConsoleTab })));
const PresenterLinksPanel = lazy(() => import('@/features/presenting/components/PresenterLinksPanel').then((m) => ({ default: m.PresenterLinksPanel })));
// Menus (issue 12)
const MenusScreen = lazy(() => import('@/features/menus/components/MenusScreen').then((m) => ({ default: m.MenusScreen })));
const PreviewRoute = lazy(() => import('./PreviewRoute').then((m) => ({ default: m.PreviewRoute })));
const MenuEditorScreen = lazy(() => import('@/features/menus/components/MenuEditorScreen').then((m) => ({ default: m.MenuEditorScreen })));
const NotFound = lazy(() => import('@/ui/NotFound').then((m) => ({ default: m.NotFound })));
const AccessScreen = lazy(() => import('@/features/account/components/AccessScreen').then((m) => ({ default: m.AccessScreen })));
// Polls and Zoom meetings (issue 16).
const PollsScreen = lazy(() => import('@/features/polls/components/PollsScreen').then((m) => ({ default: m.PollsScreen })));
const PollViewScreen = lazy(() => import('@/features/polls/components/PollViewScreen').then((m) => ({ default: m.PollViewScreen })));
const EncoderScreen = lazy(() => import('@/features/polls/components/EncoderScreen').then((m) => ({ default: m.EncoderScreen })));
const ConsolePolls = lazy(() => import('@/features/polls/components/ConsolePolls').then((m) => ({ default: m.ConsolePolls })));
const ZoomScreen = lazy(() => import('@/features/zoom/components/ZoomScreen').then((m) => ({ default: m.ZoomScreen })));
const ConsoleZooms = lazy(() => import('@/features/zoom/components/ConsoleZooms').then((m) => ({ default: m.ConsoleZooms })));

const later = (title: string, feature: string): ScreenDef => ({ title, render: () => <Placeholder title={title} feature={feature} /> });

export const screens: Record<ScreenId, ScreenDef> = {
  login: { title: 'Sign in', fullPage: true, render: () => <LoginScreen /> },
  signup: { title: 'Sign up', fullPage: true, render: () => <SignupScreen /> },
  'forgot-password': { title: 'Forgot password', fullPage: true, render: () => <ForgotPasswordScreen /> },
  // The local provider's link carries the token in the fragment; Firebase's action link, as `oobCode`.
  'reset-password': {
    title: 'Reset password',
    fullPage: true,
    render: ({ linkToken }) => <ResetPasswordScreen code={linkToken ?? new URLSearchParams(window.location.search).get('oobCode')} />,
  },

  // The sign-up link carries its token in the fragment too.
  'finish-signup': { title: 'Finish signing up', fullPage: true, render: ({ linkToken }) => <FinishSignupScreen code={linkToken} /> },

  // Presenter links (issue 15): the tool and the view open with a link's token, signed in or not.
  'presenter-tool': {
    title: 'Presenter tool',
    render: ({ params, linkToken }) => (
      <PresenterToolScreen key={`${params.presEventID}/${params.streamID}`} eventId={params.presEventID} streamId={params.streamID} linkToken={linkToken} search={window.location.search} />
    ),
  },
  moderation: {
    title: 'Chat moderation',
    render: ({ params, user, linkToken }) => <ModerationScreen key={params.eventID} eventId={params.eventID} variant="desktop" linkToken={linkToken} signedIn={user !== null} />,
  },
  'moderation-tablet': {
    title: 'Moderation tablet',
    render: ({ params, user, linkToken }) => <ModerationScreen key={params.eventID} eventId={params.eventID} variant="tablet" linkToken={linkToken} signedIn={user !== null} />,
  },
  'presenter-view': { title: 'Presenter view', render: ({ params, linkToken }) => <PresenterViewScreen key={params.id} linkId={params.id} linkToken={linkToken} /> },
  'poll-view': { title: 'Poll', render: ({ params }) => <PollViewScreen key={`${params.eventID}/${params.id}`} eventId={params.eventID} pollId={params.id} /> },
  'poll-encoder': {
    title: 'Poll encoder slideshow',
    fullPage: true,
    render: ({ params, user, linkToken }) => <EncoderScreen key={params.eventID} eventId={params.eventID} linkToken={linkToken} signedIn={user !== null} />,
  },
  invite: {
    title: 'Accept invitation',
    fullPage: true,
    render: ({ params, user }) => <InviteRoute inviteId={params.inviteID} email={params.email} user={user} />,
  },
  'watch-stream': {
    title: 'Stream',
    render: ({ params }) => <WatchStreamScreen key={`${params.eventID}/${params.streamID}`} eventId={params.eventID} streamId={params.streamID} />,
  },
  'audience-chat': {
    title: 'Chat',
    render: ({ params, user }) => <AudienceChatScreen eventId={params.eventID} chatId={params.chatID} user={user} />,
  },
  'page-preview': { title: 'Preview', fullPage: true, render: ({ user }) => user && <PreviewRoute /> },
  livetool: {
    title: 'Live tool',
    render: ({ eventId, params }) =>
      eventId &&
      (params.id ? (
        // The console's chat panel is the moderation screen's own (spec 001 section 2.2).
        <LiveConsoleScreen
          key={params.id}
          eventId={eventId}
          streamId={params.id}
          chat={<ChatChooser eventId={eventId} variant="tablet" />}
          tabs={{
            polls: (live) => (
              <Suspense fallback={null}>
                <ConsolePolls eventId={eventId} streamId={params.id} live={live} />
              </Suspense>
            ),
            zooms: (live) => (
              <Suspense fallback={null}>
                <ConsoleZooms eventId={eventId} streamId={params.id} live={live} />
              </Suspense>
            ),
          }}
          presenters={
            <Suspense fallback={<Spin />}>
              <PresentersConsoleTab eventId={eventId} streamId={params.id} />
            </Suspense>
          }
        />
      ) : (
        <StreamPickerScreen eventId={eventId} />
      )),
  },

  'my-events': {
    title: 'My events',
    render: ({ user, openEvent }) =>
      user && (
        <>
          <InvitationCards user={user} />
          <MyEventsScreen uid={user.uid} onOpenEvent={openEvent} />
        </>
      ),
  },
  'organization-events': {
    title: 'Organisation events',
    render: ({ params, user, openEvent }) => user && <OrganizationEventsScreen organizationId={params.id} uid={user.uid} onOpenEvent={openEvent} />,
  },
  'organization-materials': {
    title: 'Organisation materials',
    render: ({ params, user }) => user && <MediaLibraryScreen key={params.id} resourceId={params.id} uid={user.uid} isEvent={false} title="Materials" />,
  },
  members: { title: 'Members', render: ({ params, user }) => user && <MembersScreen organizationId={params.id} uid={user.uid} /> },
  about: { title: 'About', render: () => <AboutScreen /> },
  'account-settings': { title: 'Settings', render: ({ user }) => user && <AccountSettingsRoute user={user} /> },
  access: { title: 'Access', render: () => <AccessScreen /> },

  dashboard: {
    title: 'Dashboard',
    render: ({ eventId, user, switchEvent }) => eventId && user && <DashboardScreen eventId={eventId} uid={user.uid} onSwitchEvent={switchEvent} />,
  },
  media: {
    title: 'Mediabank',
    render: ({ eventId, user }) => eventId && user && <MediaLibraryScreen key={eventId} resourceId={eventId} uid={user.uid} isEvent title="Mediabank" />,
  },
  pages: { title: 'Pages', render: ({ eventId, user }) => eventId && user && <PagesScreen key={eventId} eventId={eventId} uid={user.uid} /> },
  'page-create': { title: 'Create page', render: ({ eventId, user }) => eventId && user && <PagesScreen key={eventId} eventId={eventId} uid={user.uid} createOpen /> },
  'page-builder': {
    title: 'Page builder',
    render: ({ eventId, user, params }) => eventId && user && <BuilderScreen key={`${eventId}/${params.id}`} eventId={eventId} pageId={params.id} uid={user.uid} />,
  },
  menus: { title: 'Menus', render: ({ eventId, user }) => eventId && user && <MenusScreen key={eventId} eventId={eventId} uid={user.uid} /> },
  'menu-editor': {
    title: 'Menu editor',
    render: ({ eventId, user, params }) => eventId && user && <MenuEditorScreen key={`${eventId}/${params.id}`} eventId={eventId} menuId={params.id} uid={user.uid} />,
  },
  streams: { title: 'Streams', render: ({ eventId, user }) => eventId && user && <StreamsScreen eventId={eventId} uid={user.uid} /> },
  'stream-detail': {
    title: 'Stream',
    render: ({ eventId, user, params }) =>
      eventId &&
      user && (
        <StreamDetailScreen
          key={params.liveID}
          eventId={eventId}
          streamId={params.liveID}
          uid={user.uid}
          presenters={
            <Suspense fallback={<Spin />}>
              <PresenterLinksPanel eventId={eventId} streamId={params.liveID} />
            </Suspense>
          }
        />
      ),
  },
  chats: { title: 'Chats', render: ({ eventId, user }) => eventId && user && <ChatsScreen eventId={eventId} uid={user.uid} /> },
  polls: { title: 'Polls', render: ({ eventId, user }) => eventId && user && <PollsScreen key={eventId} eventId={eventId} uid={user.uid} /> },
  zoom: { title: 'Zoom meetings', render: ({ eventId, user }) => eventId && user && <ZoomScreen key={eventId} eventId={eventId} uid={user.uid} /> },
  material: { title: 'Presentations', render: ({ eventId, user }) => eventId && user && <MaterialScreen eventId={eventId} uid={user.uid} /> },
  presenters: { title: 'Presenters', render: ({ eventId, user }) => eventId && user && <PresentersScreen eventId={eventId} uid={user.uid} /> },
  decks: { title: 'Decks', render: ({ eventId, user }) => eventId && user && <DecksScreen eventId={eventId} uid={user.uid} /> },
  agenda: { title: 'Agenda', render: ({ eventId, user }) => eventId && user && <AgendaScreen eventId={eventId} uid={user.uid} /> },
  'agenda-entry': {
    title: 'Agenda entry',
    render: ({ eventId, user, params }) => eventId && user && <AgendaEntryScreen key={params.id} eventId={eventId} itemId={params.id} uid={user.uid} />,
  },
  'video-editor': later('Video editor', 'the on-demand video issue'),
  video: later('Video', 'the on-demand video issue'),
  participants: { title: 'Participants', render: ({ eventId, user }) => eventId && user && <ParticipantsScreen key={eventId} eventId={eventId} uid={user.uid} /> },
  'participants-import': { title: 'Import participants', render: ({ eventId }) => eventId && <ParticipantsImportScreen eventId={eventId} /> },
  'event-settings': {
    title: 'Event settings',
    render: ({ eventId, user }) => eventId && user && <EventSettingsScreen key={eventId} eventId={eventId} caller={{ uid: user.uid, email: user.email }} />,
  },
  'not-found': { title: 'Page not found', render: () => <NotFound /> },
};
