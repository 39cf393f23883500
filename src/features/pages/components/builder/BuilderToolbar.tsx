import { ArrowLeftOutlined, EyeOutlined, HistoryOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Select, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { BUILDER_STATES, PAGE_STATE_LABELS } from '@domain/pages/page-states';
import type { SaveState } from '../../api/use-draft';
import type { PageDoc } from '../../model/page-doc';
import { publicationOf } from '../../model/publication';
import { DEVICE_WIDTHS, type Device } from './BuilderCanvas';

const DEVICE_LABELS: Record<Device, string> = { full: 'Full', desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' };
const STATE_OPTIONS = BUILDER_STATES.map((state, index) => ({ value: index, label: index === 3 ? 'Hidden On-demand' : PAGE_STATE_LABELS[state] }));

type Props = {
  /** The preview's address (spec 002 section 2), opened in a new tab. */
  previewHref: string;
  page: PageDoc;
  pages: PageDoc[];
  stateIndex: number;
  onStateIndex: (index: number) => void;
  device: Device;
  onDevice: (device: Device) => void;
  unpublished: boolean;
  saveState: SaveState;
  editable: boolean;
  publishing: boolean;
  onSettings: () => void;
  onRevisions: () => void;
  onPublish: () => void;
  onDiscard: () => void;
};

function DraftTag({ published, unpublished, saveState }: { published: boolean; unpublished: boolean; saveState: SaveState }) {
  if (saveState === 'failed') return <Tag color="red">Draft not saved</Tag>;
  if (saveState === 'saving') return <Tag>Saving draft…</Tag>;
  const publication = publicationOf(published, unpublished);
  return <Tag color={publication.colour}>{publication.label}</Tag>;
}

/**
 * The builder's toolbar (spec 002 section 2): back to the pages, the page switcher, the state
 * selector (Prelive, Live, On-demand, Hidden On-demand; Live first), the device widths, settings, revision history and Publish.
 */
export function BuilderToolbar(props: Props) {
  const navigate = useNavigate();
  const { page, pages, editable } = props;
  return (
    <Flex className="builder-toolbar" gap={8} wrap align="center">
      <Link to="/pages" aria-label="Back to the pages">
        <ArrowLeftOutlined aria-hidden /> Pages
      </Link>
      <Select
        aria-label="Page"
        style={{ minWidth: 180 }}
        value={page.id}
        options={pages.filter((p) => !p.removed || p.id === page.id).map((p) => ({ value: p.id, label: p.title || p.slug }))}
        onChange={(id: string) => navigate(`/pages/${encodeURIComponent(id)}`)}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Select aria-label="State" style={{ width: 170 }} value={props.stateIndex} options={STATE_OPTIONS} onChange={props.onStateIndex} />
      <Segmented<Device>
        aria-label="Device width"
        value={props.device}
        onChange={props.onDevice}
        options={(Object.keys(DEVICE_WIDTHS) as Device[]).map((device) => ({ value: device, label: DEVICE_LABELS[device] }))}
      />
      <span style={{ flex: 1 }} />
      <DraftTag published={page.published} unpublished={props.unpublished} saveState={props.saveState} />
      <Button icon={<EyeOutlined aria-hidden />} href={props.previewHref} target="_blank" rel="noopener" aria-label="Preview (opens in a new tab)">
        Preview
      </Button>
      <Button icon={<SettingOutlined aria-hidden />} onClick={props.onSettings}>
        Settings
      </Button>
      <Button icon={<HistoryOutlined aria-hidden />} onClick={props.onRevisions}>
        Revisions
      </Button>
      {editable && props.unpublished && <Button onClick={props.onDiscard}>Discard changes</Button>}
      {editable && (
        <Button type="primary" onClick={props.onPublish} loading={props.publishing}>
          Publish
        </Button>
      )}
    </Flex>
  );
}
