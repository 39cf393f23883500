/**
 * Each block type's view on the site (spec 002 section 2), one entry per type of
 * `COMPONENT_TYPES`: a new block type adds its view here (TypeScript asks for it). Blocks that
 * play video load their code (and hls.js) only on pages that have them, and so does Chat.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { ComponentType, PageComponent } from '@domain/pages/component';
import { BgVideoBlock } from './BgVideoBlock';
import { chatBlockTexts } from './chat-block-texts';
import { HeroBlock } from './HeroBlock';
import { HtmlBlock } from './HtmlBlock';
import { PollBlock } from './PollBlock';
import { PreliveImageBlock } from './PreliveImageBlock';
import { PresentersBlock } from './PresentersBlock';
import { PureHtmlFrame } from './PureHtmlFrame';
import { SendMessageBlock } from './SendMessageBlock';
import { STREAM_OFFLINE, StreamStatus, VIDEO_UNAVAILABLE } from './stream-status';
import { TextImageBlock } from './TextImageBlock';

const StreamBlock = lazy(() => import('./StreamBlock'));
const VodBlock = lazy(() => import('./VodBlock'));
const ChatBlock = lazy(() => import('./ChatBlock'));

export type BlockView = (props: { component: PageComponent }) => ReactNode;

const stream: BlockView = ({ component }) => {
  const kind = component.type === 'theater' ? 'theater' : 'stream';
  return (
    <Suspense fallback={<StreamStatus kind={kind} text={STREAM_OFFLINE} />}>
      <StreamBlock kind={kind} streamId={component.streamID} />
    </Suspense>
  );
};

const html: BlockView = ({ component }) => <HtmlBlock html={component.content} />;

export const BLOCK_VIEWS: Record<ComponentType, BlockView> = {
  mce: ({ component }) => (component.editor.view === 'pure-html' ? <PureHtmlFrame html={component.content} height={component.params.height} /> : <HtmlBlock html={component.content} />),
  tinymce: html,
  List: html,
  sbs: ({ component }) => <TextImageBlock editor={component.editor} html={component.content} />,
  textImage: ({ component }) => <TextImageBlock editor={component.editor} html={component.content} />,
  'prelive-image': ({ component }) => <PreliveImageBlock editor={component.editor} />,
  'container-sbs': ({ component }) => <HeroBlock editor={component.editor} />,
  stream,
  theater: stream,
  vod: ({ component }) => (
    <Suspense fallback={<StreamStatus kind="vod" text={VIDEO_UNAVAILABLE} />}>
      <VodBlock videoId={component.vod} />
    </Suspense>
  ),
  presenters: ({ component }) => <PresentersBlock presenters={component.presenters} />,
  sendmessage: ({ component }) => <SendMessageBlock editor={component.editor} />,
  hr: () => <hr className="ed-hr" />,
  'bg-video': ({ component }) => <BgVideoBlock editor={component.editor} html={component.content} />,
  poll: ({ component }) => <PollBlock pollId={component.editor.pollID ?? ''} />,
  chat: ({ component }) => (
    <Suspense fallback={<p role="status">{chatBlockTexts.loading}</p>}>
      <ChatBlock editor={component.editor} />
    </Suspense>
  ),
};
