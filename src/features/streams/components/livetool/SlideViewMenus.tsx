import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { SLIDE_SIZES, type SlideSize } from '@domain/livetool/slide-view';

type Props = { size: SlideSize; follow: boolean; onSize: (size: SlideSize) => void; onFollow: (follow: boolean) => void };

/** The slide image size menu (Small, Medium, Large) and the Follow image menu (Yes, No) of spec 001 section 2.2. */
export function SlideViewMenus({ size, follow, onSize, onFollow }: Props) {
  const sizeLabel = SLIDE_SIZES.find((s) => s.value === size)!.label;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [size],
          items: SLIDE_SIZES.map((s) => ({ key: s.value, label: s.label })),
          onClick: ({ key }) => onSize(key as SlideSize),
        }}
      >
        <Button aria-label={`Slide size: ${sizeLabel}`}>
          Slide size: {sizeLabel} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [follow ? 'yes' : 'no'],
          items: [
            { key: 'yes', label: 'Yes' },
            { key: 'no', label: 'No' },
          ],
          onClick: ({ key }) => onFollow(key === 'yes'),
        }}
      >
        <Button aria-label={`Follow image: ${follow ? 'Yes' : 'No'}`}>
          Follow image: {follow ? 'Yes' : 'No'} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </>
  );
}
