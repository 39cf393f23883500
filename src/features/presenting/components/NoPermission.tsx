import { StopOutlined } from '@ant-design/icons';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { StatusPanel } from '@/ui/StatusPanel';

/** What a presenter sees when the link is missing, invalid, revoked or expired (spec 001 sections 2.5 and 8). */
export function NoPermission({ contact }: { contact: string | null }) {
  return (
    <main style={{ padding: 24 }}>
      <StatusPanel icon={<StopOutlined aria-hidden />} title={presenterTexts.noPermission} subTitle={presenterTexts.contactAdmin(contact)} />
    </main>
  );
}
