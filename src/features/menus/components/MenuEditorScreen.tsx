import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Popconfirm, Row, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { menuMessages, menuProblem, type Menu } from '@domain/pages/menu';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { catalogue } from '@/lib/errors/error-catalogue';
import { explainedErrorText } from '@/lib/errors/explained-error';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { useToasts } from '@/ui/use-toasts';
import { useUnsavedChangesPrompt } from '@/ui/use-unsaved-changes-prompt';
import { useDeleteMenu, useSaveMenu } from '../api/menu-mutations';
import { useEventSlug, useLinkableChats, useLinkablePages, useMenu } from '../api/use-menus';
import { menuInputOf, type LinkableChat, type LinkablePage } from '../model/menu-doc';
import { MenuForm } from './MenuForm';
import { MenuPreview } from './MenuPreview';

type Props = { eventId: string; menuId: string; uid: string };

/** /menu/{id} (spec 002 sections 2 and 4): the menu editor with its live preview. */
export function MenuEditorScreen({ eventId, menuId, uid }: Props) {
  const menu = useMenu(eventId, menuId);
  const slug = useEventSlug(eventId);
  const pages = useLinkablePages(eventId);
  const chats = useLinkableChats(eventId);
  const role = useEventRole(eventId, uid);

  if (menu.status === 'pending' || pages.status === 'pending' || chats.status === 'pending') return <PageSpinner label="Loading the menu" />;
  if (menu.status === 'error') return <ErrorAlert error={menu.error} />;
  if (pages.status === 'error') return <ErrorAlert error={pages.error} />;
  if (chats.status === 'error') return <ErrorAlert error={chats.error} />;
  if (!menu.data)
    return (
      <Alert type="warning" showIcon title={catalogue['no-data']} action={<Link to="/menus">Back to the menus</Link>} />
    );
  return (
    <MenuEditor
      key={menu.data.id}
      eventId={eventId}
      stored={menu.data}
      pages={pages.data}
      chats={chats.data}
      siteSlug={slug.data ?? ''}
      canEdit={role.status === 'success' && roleAtLeast(role.data, 'producer')}
      canDelete={role.status === 'success' && roleAtLeast(role.data, 'owner')}
    />
  );
}

type EditorProps = { eventId: string; stored: Menu; pages: LinkablePage[]; chats: LinkableChat[]; siteSlug: string; canEdit: boolean; canDelete: boolean };

/** Links take their page's slug as it is now, so a page renamed since still opens from the menu. */
const withCurrentSlugs = (menu: Menu, pages: LinkablePage[]): Menu => {
  const byId = new Map(pages.map((page) => [page.id, page]));
  return { ...menu, pages: menu.pages.map((link) => (link.kind === 'chat' ? link : { ...link, slug: byId.get(link.id)?.slug ?? link.slug })) };
};

function MenuEditor({ eventId, stored, pages, chats, siteSlug, canEdit, canDelete }: EditorProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const [draft, setDraft] = useState(stored);
  const [changed, setChanged] = useState(false);
  const { leaveAnyway } = useUnsavedChangesPrompt(changed);
  const save = useSaveMenu(eventId, {
    onSuccess: () => {
      setChanged(false);
      toasts.success(menuMessages.updated);
    },
    onError: (error) => toasts.error(explainedErrorText(error) === explainedErrorText(null) ? menuMessages.failed : explainedErrorText(error)),
  });
  const remove = useDeleteMenu(eventId, {
    onSuccess: () => {
      toasts.success(menuMessages.deleted);
      leaveAnyway();
      void navigate('/menus');
    },
    onError: (error) => toasts.failure(error),
  });
  const problem = menuProblem(draft);
  const edit = (menu: Menu) => {
    setDraft(menu);
    setChanged(true);
  };

  return (
    <section>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 8 }}>
        <Link to="/menus" aria-label="Back to the menus">
          <ArrowLeftOutlined aria-hidden /> Menus
        </Link>
      </Flex>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <PageHeading>{stored.name || 'Menu'}</PageHeading>
        <Flex gap={8} align="center" wrap>
          {changed && <Tag color="orange">Unsaved changes</Tag>}
          {canDelete && (
            <Popconfirm title={menuMessages.deleteConfirm} okText="Yes" cancelText="No" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(stored.id)}>
              <Button danger icon={<DeleteOutlined aria-hidden />}>
                Delete
              </Button>
            </Popconfirm>
          )}
          {canEdit && (
            <Button type="primary" disabled={problem !== null || !changed} loading={save.isPending} onClick={() => save.mutate({ menuId: stored.id, menu: menuInputOf(withCurrentSlugs(draft, pages)) })}>
              Update
            </Button>
          )}
        </Flex>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={{ span: 12, order: 2 }}>
          <Card title="Live preview" size="small" style={{ position: 'sticky', top: 16 }}>
            <MenuPreview menu={draft} pages={pages} siteSlug={siteSlug} />
          </Card>
        </Col>
        <Col xs={24} xl={{ span: 12, order: 1 }}>
          <MenuForm eventId={eventId} menu={draft} pages={pages} chats={chats} disabled={!canEdit} onChange={edit} />
        </Col>
      </Row>
    </section>
  );
}
