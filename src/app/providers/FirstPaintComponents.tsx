import { Alert, Button, Flex, Form, Input, Space, Spin, Typography } from 'antd';
import { Dialog } from '@/ui/Dialog';

/**
 * One of each antd component the first screen of a visit shows: the start-up spinner, the
 * sign-in, sign-up and password pages, the crash panel, and the (closed) offline dialog. Never shown: the build renders it
 * once (scripts/build/first-paint-styles.tsx) to write these components' styles into the app's
 * stylesheet, so antd does not compute them in the browser while the page loads. A component
 * missing here still works; antd then writes its styles at run time, as for every other screen.
 */
export function FirstPaintComponents() {
  return (
    <Flex vertical>
      <Spin />
      <Space>
        <Alert type="success" showIcon title="success" />
        <Alert type="error" showIcon title="error" />
      </Space>
      <Typography.Text strong>text</Typography.Text>
      <Typography.Title level={1}>title</Typography.Title>
      <Typography.Paragraph>paragraph</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="text" name="text">
          <Input />
        </Form.Item>
        <Form.Item label="password" name="password">
          <Input.Password />
        </Form.Item>
      </Form>
      <Button type="primary" block>
        primary
      </Button>
      <Button type="link">link</Button>
      <Dialog open={false} title="dialog" />
    </Flex>
  );
}
