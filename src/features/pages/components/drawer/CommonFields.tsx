import { Alert, ColorPicker, Divider, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { componentLimits as L, componentMessages, type ComponentParams, type PageComponent, type Spacing } from '@domain/pages/component';
import { BUILDER_STATES, PAGE_STATE_LABELS } from '@domain/pages/page-states';
import { ImagePicker } from '@/lib/image-picker';

type Props = { eventId: string; component: PageComponent; onChange: (component: PageComponent) => void };

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const STATE_OPTIONS = BUILDER_STATES.map((state) => ({ value: state, label: PAGE_STATE_LABELS[state] }));

function SpacingFields({ name, value, onChange }: { name: 'Margin' | 'Padding'; value: Spacing; onChange: (value: Spacing) => void }) {
  return (
    <fieldset className="plain-fieldset">
      <legend>{name}</legend>
      <Flex gap={8} wrap>
        {SIDES.map((side) => (
          <Form.Item key={side} label={side[0].toUpperCase() + side.slice(1)} htmlFor={`${name}-${side}`} style={{ marginBottom: 8 }}>
            <InputNumber
              id={`${name}-${side}`}
              min={L.spacing.min}
              max={L.spacing.max}
              step={L.spacing.step}
              precision={0}
              value={value[side]}
              onChange={(next) => onChange({ ...value, [side]: roundTo(next ?? 0, L.spacing.step, L.spacing.min, L.spacing.max) })}
              style={{ width: 88 }}
            />
          </Form.Item>
        ))}
      </Flex>
    </fieldset>
  );
}

/** A number kept on its step and within its bounds, as the drawer's fields store it. */
export function roundTo(value: number, step: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

/**
 * The component edit drawer's fields every block has (spec 002 sections 2 and 5): custom states,
 * column span 0-24, offset 0-15, CSS id and class, margin and padding per side (steps of 5 from
 * -50 to 150), margin auto, height (0 to 100000 in steps of 10), background image, parallax and
 * colour.
 */
export function CommonFields({ eventId, component, onChange }: Props) {
  const params = component.params;
  const setParams = (changes: Partial<ComponentParams>) => onChange({ ...component, params: { ...params, ...changes } });
  const statesMissing = component.customStates && params.states.length === 0;

  return (
    <>
      <Divider titlePlacement="start" plain>
        Layout and style
      </Divider>
      <Form.Item label="Custom states" htmlFor="component-custom-states">
        <Switch id="component-custom-states" checked={component.customStates} onChange={(customStates) => onChange({ ...component, customStates })} />
      </Form.Item>
      {component.customStates && (
        <Form.Item label="Show in states" htmlFor="component-states" validateStatus={statesMissing ? 'error' : undefined}>
          <Select id="component-states" mode="multiple" options={STATE_OPTIONS} value={params.states} onChange={(states) => setParams({ states })} placeholder="Choose states" />
        </Form.Item>
      )}
      {statesMissing && <Alert type="warning" showIcon title={componentMessages.statesNeeded} style={{ marginBottom: 16 }} />}
      <Flex gap={16} wrap>
        <Form.Item label="Column span" htmlFor="component-col" extra="0 to 24; 0 fills the row">
          <InputNumber id="component-col" min={L.col.min} max={L.col.max} precision={0} value={component.col} onChange={(col) => onChange({ ...component, col: roundTo(col ?? 0, 1, L.col.min, L.col.max) })} />
        </Form.Item>
        <Form.Item label="Offset" htmlFor="component-offset" extra="0 to 15">
          <InputNumber id="component-offset" min={L.offset.min} max={L.offset.max} precision={0} value={component.offset} onChange={(offset) => onChange({ ...component, offset: roundTo(offset ?? 0, 1, L.offset.min, L.offset.max) })} />
        </Form.Item>
        <Form.Item label="Height (px)" htmlFor="component-height" extra="0 is the content's own height">
          <InputNumber
            id="component-height"
            min={L.height.min}
            max={L.height.max}
            step={L.height.step}
            precision={0}
            value={params.height}
            onChange={(height) => setParams({ height: roundTo(height ?? 0, L.height.step, L.height.min, L.height.max) })}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item label="CSS id" htmlFor="component-css-id" style={{ flex: 1, minWidth: 200 }}>
          <Input id="component-css-id" value={component.cssID} maxLength={200} onChange={(e) => onChange({ ...component, cssID: e.target.value.trim() })} />
        </Form.Item>
        <Form.Item label="CSS class" htmlFor="component-css-class" style={{ flex: 1, minWidth: 200 }}>
          <Input id="component-css-class" value={component.cssClass} maxLength={200} onChange={(e) => onChange({ ...component, cssClass: e.target.value })} />
        </Form.Item>
      </Flex>
      <SpacingFields name="Margin" value={params.margin} onChange={(margin) => setParams({ margin })} />
      <Form.Item label="Margin auto" htmlFor="component-margin-auto" extra="Centres the block in its row">
        <Switch id="component-margin-auto" checked={params.marginAuto} onChange={(marginAuto) => setParams({ marginAuto })} />
      </Form.Item>
      <SpacingFields name="Padding" value={params.padding} onChange={(padding) => setParams({ padding })} />
      <Form.Item label="Background image">
        <ImagePicker label="Background image" value={params.backgroundImage || null} onChange={(picked) => setParams({ backgroundImage: picked ?? '' })} resourceId={eventId} />
      </Form.Item>
      <Form.Item label="Background parallax" htmlFor="component-parallax">
        <Switch id="component-parallax" checked={params.backgroundImageParrallax} onChange={(backgroundImageParrallax) => setParams({ backgroundImageParrallax })} />
      </Form.Item>
      <Form.Item label="Background colour">
        <Flex gap={8} align="center">
          <ColorPicker
            aria-label="Background colour"
            value={params.backgroundColor || undefined}
            allowClear
            disabledAlpha
            onChange={(color) => setParams({ backgroundColor: color.cleared ? '' : color.toHexString() })}
            onClear={() => setParams({ backgroundColor: '' })}
          />
          <Typography.Text type="secondary">{params.backgroundColor || 'None'}</Typography.Text>
        </Flex>
      </Form.Item>
    </>
  );
}
