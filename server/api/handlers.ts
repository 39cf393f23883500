/**
 * The handlers of the `/api` calls, one per contract in domain/api/contracts.ts. The embedded
 * server hosts them (routes.ts) and so does the `api` Cloud Function (functions/src), so a
 * handler sees only what both can give it; each later feature adds its own here.
 */
import { version } from '../../package.json';
import { deleteAgendaItem, saveAgendaItem } from './agenda-handlers';
import { postChatMessage } from './chat-handlers';
import { duplicateEvent } from './event-duplication';
import { checkEventSlug, createEvent, deleteEvent } from './event-handlers';
import { changeEventOrganization, updateEventSettings } from './event-settings-handlers';
import { acceptInvite, declineInvite, getInvite, sendInvites } from './invite-handlers';
import { openLink } from './link-handlers';
import { createRecording, goLive, stopLive } from './live-handlers';
import { chooseDeck, cutSlide, hideSlide, moveNextUp } from './livetool-handlers';
import { changeEventState, finishPreview, markChapter, setRehearsal } from './console-handlers';
import { memberProfiles } from './member-handlers';
import { createMediaFolder, deleteMedia, deleteMediaFolder, ensureMediaRoot, renameMediaFolder } from './media-handlers';
import { mediaUsage, renameMedia } from './media-item-handlers';
import { deleteMenu, saveMenu } from './menu-handlers';
import { changePageSlug, createPage, deletePage, duplicatePage, setPageRemoved, updatePageSettings } from './page-handlers';
import { publishPage } from './page-publish';
import { importParticipants } from './participant-import-handlers';
import { deleteParticipant, listParticipants, participantDetail } from './participant-list-handlers';
import { deletePresenter, savePresenter } from './presenter-handlers';
import { deletePoll, pollAnswers, rotateEncoderLink, savePoll } from './poll-handlers';
import { votePoll } from './poll-voting';
import { activatePoll, activateZoom, hidePoll, hideZoom } from './stream-inject-handlers';
import { addZoomMeeting, deleteZoomMeeting } from './zoom-handlers';
import { removePresenter, revokePresenterLink, savePresenterLink } from './presenter-link-handlers';
import { joinPresenting, leavePresenting, presenterSlides, presentSlide, releasePresenterControl, takePresenterControl } from './presenting-handlers';
import { setEventProtection } from './protection-handlers';
import { eventSiteContent, registerForEvent, unlockEventSite } from './site-handlers';
import { recordVisit } from './visit-handlers';
import { findEventSite, readSiteAudience } from './site-audience-handlers';
import { rotateModerationLink } from './moderation-link-handlers';
import { revokeSessions } from './session-handlers';
import { finishSignUp, signUp } from './sign-up-handlers';
import type { ApiHandlers } from './handler-types';
import { createStream, deleteStream, openStudio, updateStream } from './stream-handlers';
import { createLivestream, deleteTranscoder, startTranscoder, stopTranscoder, transcoderUptime } from './transcoder-handlers';
import { recordWatch, startWatching, watchStream, watchVideo } from './viewer-handlers';

export const apiHandlers: ApiHandlers = {
  health: {
    access: 'public',
    run: (_input, { provider }) => ({ status: 'ok', provider, version }),
  },
  sendInvites,
  getInvite,
  acceptInvite,
  declineInvite,
  memberProfiles,
  rotateModerationLink,
  openLink,
  postChatMessage,
  checkEventSlug,
  createEvent,
  deleteEvent,
  duplicateEvent,
  updateEventSettings,
  changeEventOrganization,
  ensureMediaRoot,
  createMediaFolder,
  renameMediaFolder,
  deleteMediaFolder,
  deleteMedia,
  mediaUsage,
  renameMedia,
  createStream,
  updateStream,
  deleteStream,
  createLivestream,
  startTranscoder,
  stopTranscoder,
  transcoderUptime,
  deleteTranscoder,
  goLive,
  stopLive,
  createRecording,
  openStudio,
  watchStream,
  watchVideo,
  cutSlide,
  hideSlide,
  chooseDeck,
  moveNextUp,
  markChapter,
  setRehearsal,
  changeEventState,
  finishPreview,
  startWatching,
  recordWatch,
  createPage,
  updatePageSettings,
  changePageSlug,
  setPageRemoved,
  deletePage,
  duplicatePage,
  publishPage,
  saveMenu,
  deleteMenu,
  savePresenter,
  deletePresenter,
  saveAgendaItem,
  deleteAgendaItem,
  setEventProtection,
  unlockEventSite,
  registerForEvent,
  recordVisit,
  eventSiteContent,
  findEventSite,
  readSiteAudience,
  revokeSessions,
  signUp,
  finishSignUp,
  // Polls and Zoom meetings (issue 16).
  savePoll,
  deletePoll,
  votePoll,
  pollAnswers,
  rotateEncoderLink,
  activatePoll,
  hidePoll,
  addZoomMeeting,
  deleteZoomMeeting,
  activateZoom,
  hideZoom,
  savePresenterLink,
  revokePresenterLink,
  removePresenter,
  presenterSlides,
  joinPresenting,
  leavePresenting,
  takePresenterControl,
  releasePresenterControl,
  presentSlide,
  // Participants (issue 31).
  importParticipants,
  listParticipants,
  participantDetail,
  deleteParticipant,
};
