import { Alert, Flex, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { BUILDER_STATES, DEFAULT_BUILDER_STATE_INDEX, isPageState, PAGE_STATE_LABELS, type PageState } from '@domain/pages/page-states';
import { catalogue, messageForError } from '@/lib/errors/error-catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageSpinner } from '@/ui/PageSpinner';
import { SiteFrame } from '@/ui/site/SiteFrame';
import { SitePage } from '@/ui/site/SitePage';
import { SiteServicesContext, type SiteServices } from '@/ui/site/site-services';
import { useDraftDoc } from '../api/use-draft';
import { usePage } from '../api/use-pages';
import { useSiteLook } from '../api/use-preview';
import { publicationOf } from '../model/publication';

type Props = { eventId: string; pageId: string; user: string | null; state: string | null };

const STATE_OPTIONS = BUILDER_STATES.map((state, index) => ({ value: state, label: index === 3 ? 'Hidden On-demand' : PAGE_STATE_LABELS[state] }));

/**
 * The preview screen (spec 002 section 2): the page its query names (eventID, pageID), as the
 * draft of the producer `user` holds it, or as published when they have none; read-only, in the
 * event's colours, font and custom CSS, in the state chosen (the builder's, else Live). Streams
 * play as on the site; forms and links do nothing.
 */
export function PreviewScreen({ eventId, pageId, user, state: asked }: Props) {
  const page = usePage(eventId, pageId);
  const draft = useDraftDoc(eventId, pageId, user);
  const look = useSiteLook(eventId);
  const [state, setState] = useState<PageState>(isPageState(asked) ? asked : BUILDER_STATES[DEFAULT_BUILDER_STATE_INDEX]);
  const services = useMemo<SiteServices>(() => ({ eventId }), [eventId]);
  useDocumentTitle(page.data ? `Preview: ${page.data.title || page.data.slug}` : 'Preview');

  if (page.status === 'pending' || (user && draft.status === 'pending')) return <PageSpinner label="Loading the preview" fullScreen />;
  if (page.status === 'error') return <Alert type="error" showIcon role="alert" title={messageForError(page.error)} />;
  if (!page.data) return <Alert type="warning" showIcon role="alert" title={catalogue['no-data']} />;
  const fromDraft = draft.status === 'success' && draft.data !== null && !draft.data.damaged;
  const components = fromDraft ? draft.data!.components : page.data.components;
  const publication = publicationOf(page.data.published, false);
  return (
    <div>
      <Flex component="header" gap={12} align="center" wrap style={{ padding: '8px 16px', borderBottom: '1px solid #d9d9d9', background: '#fafafa' }}>
        <Typography.Title level={1} style={{ fontSize: 16, margin: 0 }}>
          Preview: {page.data.title || page.data.slug}
        </Typography.Title>
        {fromDraft ? <Tag color="orange">Unpublished draft</Tag> : <Tag color={publication.colour}>{publication.label}</Tag>}
        <span style={{ flex: 1 }} />
        <Select aria-label="State" style={{ width: 180 }} value={state} options={STATE_OPTIONS} onChange={setState} />
      </Flex>
      <SiteServicesContext.Provider value={services}>
        <SiteFrame look={look.data ?? null}>
          <SitePage page={{ title: page.data.title, template: page.data.template, components }} state={state} showTitle={look.data?.showPageTitle ?? false} />
        </SiteFrame>
      </SiteServicesContext.Provider>
    </div>
  );
}
