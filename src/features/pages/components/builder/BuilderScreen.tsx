import { Alert, App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { componentLabel, componentLimits, componentMessages, componentProblem, newComponent, type PageComponent, type PaletteEntry } from '@domain/pages/component';
import { pageMessages } from '@domain/pages/page';
import { BUILDER_STATES, DEFAULT_BUILDER_STATE_INDEX } from '@domain/pages/page-states';
import { useEventRole } from '@/lib/access/event-role';
import { catalogue, messageForError } from '@/lib/errors/error-catalogue';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { usePageCall } from '../page-calls';
import { useBuilderDraft } from '../../api/use-builder-draft';
import { useEventSiteFields, usePages } from '../../api/use-pages';
import { pagePermissions } from '../../model/page-permissions';
import { ComponentDrawer } from '../drawer/ComponentDrawer';
import { RevisionDrawer } from '../drawer/RevisionDrawer';
import { SettingsDrawer } from '../drawer/SettingsDrawer';
import { BuilderCanvas, type Device } from './BuilderCanvas';
import { BuilderToolbar } from './BuilderToolbar';
import { ComponentPalette } from './ComponentPalette';
import './builder.css';

type Props = { eventId: string; pageId: string; uid: string };

/** /pages/{id}: the page builder (spec 002 sections 2, 4 and 5). */
export function BuilderScreen({ eventId, pageId, uid }: Props) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const role = useEventRole(eventId, uid);
  const editable = pagePermissions(role.status === 'success' ? role.data : null).edit;
  const draft = useBuilderDraft(eventId, pageId, uid);
  const pages = usePages(eventId);
  const site = useEventSiteFields(eventId);
  const [stateIndex, setStateIndex] = useState(DEFAULT_BUILDER_STATE_INDEX);
  const [device, setDevice] = useState<Device>('full');
  const [editing, setEditing] = useState<PageComponent | null>(null);
  const [panel, setPanel] = useState<'settings' | 'revisions' | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  // A new block goes at the end of the page, where the eye then follows it, even below the fold.
  useEffect(() => {
    if (added) document.querySelector(`[data-block-id="${CSS.escape(added)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [added]);
  const publish = usePageCall('publishPage', { success: pageMessages.published, onSuccess: ({ revisions }) => draft.status === 'ready' && draft.published(revisions) });

  if (draft.status === 'loading') return <PageSpinner label="Loading the page" />;
  if (draft.status === 'error') return <Alert type="error" showIcon role="alert" title={catalogue['no-components-found']} description={messageForError(draft.error)} />;
  if (draft.status === 'missing')
    return (
      <Alert type="warning" showIcon title={catalogue['no-data']} action={<Button onClick={() => navigate('/pages')}>Back to the pages</Button>} />
    );

  const { page, working } = draft;
  const eventSlug = site.status === 'success' ? site.data.slug : '';
  const state = BUILDER_STATES[stateIndex];

  const add = (entry: PaletteEntry) => {
    if (working.components.length >= componentLimits.maxComponents) return void message.error(componentMessages.tooMany);
    const created = newComponent(entry);
    draft.edit((components) => [...components, created]);
    setAdded(created.id);
  };
  const remove = (component: PageComponent) =>
    modal.confirm({
      title: `Delete ${componentLabel(component)}?`,
      content: 'The block leaves your draft; the published page keeps it until you publish.',
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () => draft.edit((components) => components.filter((c) => c.id !== component.id)),
    });
  const runPublish = () => publish.mutate({ eventId, pageId, components: working.components, baseRevision: working.baseRevision });
  const startPublish = async () => {
    const broken = working.components.find((c) => componentProblem(c) !== null);
    if (broken) {
      void message.error(componentProblem(broken)!);
      return setEditing(broken);
    }
    await draft.flush();
    if (!draft.newerPublished) return runPublish();
    modal.confirm({ title: 'Publish over a newer revision?', content: pageMessages.newerRevision, okText: 'Publish', cancelText: 'Cancel', onOk: runPublish });
  };

  return (
    <section>
      <PageHeading>{page.title || page.slug}</PageHeading>
      <BuilderToolbar
        previewHref={`/preview?${new URLSearchParams({ eventID: eventId, pageID: pageId, user: uid, state })}`}
        page={page}
        pages={pages.data ?? [page]}
        stateIndex={stateIndex}
        onStateIndex={setStateIndex}
        device={device}
        onDevice={setDevice}
        unpublished={working.unpublished}
        saveState={draft.saveState}
        editable={editable}
        publishing={publish.isPending}
        onSettings={() => setPanel('settings')}
        onRevisions={() => setPanel('revisions')}
        onPublish={() => void startPublish()}
        onDiscard={() => void draft.discard()}
      />
      {page.removed && <Alert type="info" showIcon title={pageMessages.removedPage} style={{ marginBottom: 16 }} />}
      {draft.draftDamaged && <Alert type="warning" showIcon title={catalogue['no-db-components-found']} style={{ marginBottom: 16 }} />}
      {page.componentsDamaged && <Alert type="warning" showIcon title={catalogue['no-components-found']} style={{ marginBottom: 16 }} />}
      {draft.newerPublished && <Alert type="warning" showIcon title={pageMessages.newerRevision} style={{ marginBottom: 16 }} />}
      <div className="builder-layout">
        <ComponentPalette onAdd={add} disabled={!editable} />
        <div className="builder-main">
          <BuilderCanvas
            components={working.components}
            state={state}
            device={device}
            editable={editable}
            colors={{ mainColor: '#1677ff', backgroundColor: '#ffffff' }}
            onReorder={draft.replace}
            onEdit={setEditing}
            onDelete={remove}
          />
        </div>
      </div>
      <ComponentDrawer
        eventId={eventId}
        component={editing}
        onClose={() => setEditing(null)}
        onUpdate={(updated) => draft.edit((components) => components.map((c) => (c.id === updated.id ? updated : c)))}
      />
      <SettingsDrawer
        key={`${page.id}-${page.updatedAt?.getTime() ?? 0}`}
        eventId={eventId}
        page={page}
        publicBase={`/e/${eventSlug}`}
        editable={editable}
        open={panel === 'settings'}
        onClose={() => setPanel(null)}
        onOpenRevisions={() => setPanel('revisions')}
        onRemoved={() => navigate('/pages')}
      />
      <RevisionDrawer
        eventId={eventId}
        pageId={pageId}
        open={panel === 'revisions'}
        editable={editable}
        onClose={() => setPanel(null)}
        onRestore={(version) => {
          draft.replace(version.components);
          void message.success(pageMessages.restored);
          setPanel(null);
        }}
      />
    </section>
  );
}
