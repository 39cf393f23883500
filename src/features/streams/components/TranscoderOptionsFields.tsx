import { Form, Radio } from 'antd';
import { DELAYS, OUTPUT_TYPES, QUALITIES, type TranscoderOptions } from '@domain/streams/transcoder-options';

/** The choices of a new transcoder (spec 001 sections 4.1 and 9): the delay, the type and the quality (none for audio only). */
export function TranscoderOptionsFields() {
  const form = Form.useFormInstance<TranscoderOptions>();
  const type = Form.useWatch('type', form);
  return (
    <>
      <Form.Item name="delay" label="Delay" extra="A lower delay reaches viewers sooner; a higher one is steadier on weak connections.">
        <Radio.Group optionType="button" options={DELAYS.map((d) => ({ value: d.value, label: `${d.label} (${d.chunkSize} s)` }))} />
      </Form.Item>
      <Form.Item name="type" label="Type">
        <Radio.Group options={OUTPUT_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
      </Form.Item>
      <Form.Item name="quality" label="Quality">
        <Radio.Group disabled={type === 'audio'} options={QUALITIES.map((q) => ({ value: q.value, label: q.label }))} />
      </Form.Item>
    </>
  );
}
