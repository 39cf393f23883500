import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { catalogue } from '../lib/errors/error-catalogue';
import { StatusPanel } from './StatusPanel';

function CrashResult() {
  return (
    <StatusPanel
      icon={<WarningOutlined aria-hidden />}
      title={catalogue.default}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Refresh page
        </Button>
      }
    />
  );
}

type State = { failed: boolean };

/** Last line of defence for a screen that throws while rendering (or a chunk that fails to load). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <CrashResult /> : this.props.children;
  }
}
