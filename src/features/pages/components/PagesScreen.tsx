import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useEventRole } from '@/lib/access/event-role';
import { PageHeading } from '@/ui/PageHeading';
import { useEventSiteFields, usePages } from '../api/use-pages';
import { pagePermissions } from '../model/page-permissions';
import { CreatePageModal } from './CreatePageModal';
import { PagesTable } from './PagesTable';

// The dialog follows the address: /pages/create-page opens it however it is reached, and closing it returns to /pages.
type Props = { eventId: string; uid: string; createOpen?: boolean };

/** /pages (spec 002 section 2): the Active and Archived pages, and "Create a new page" for owners. */
export function PagesScreen({ eventId, uid, createOpen = false }: Props) {
  const navigate = useNavigate();
  const role = useEventRole(eventId, uid);
  const permissions = pagePermissions(role.status === 'success' ? role.data : null);
  const pages = usePages(eventId);
  const site = useEventSiteFields(eventId);
  const siteFields = site.status === 'success' ? site.data : { slug: '', frontPage: '' };

  return (
    <section>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <PageHeading>Pages</PageHeading>
        {permissions.createAndDelete && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/pages/create-page')}>
            Create a new page
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">The front page is chosen in the event settings.</Typography.Paragraph>
      <Tabs
        items={[
          { key: 'active', label: 'Active', children: <PagesTable eventId={eventId} pages={pages} archived={false} site={siteFields} permissions={permissions} /> },
          { key: 'archived', label: 'Archived', children: <PagesTable eventId={eventId} pages={pages} archived site={siteFields} permissions={permissions} /> },
        ]}
      />
      <CreatePageModal eventId={eventId} open={createOpen} onClose={() => navigate('/pages')} onCreated={(pageId) => navigate(`/pages/${encodeURIComponent(pageId)}`)} />
    </section>
  );
}
