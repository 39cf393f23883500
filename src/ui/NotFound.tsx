import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { catalogue } from '../lib/errors/error-catalogue';

/** The not-found screen of spec 000 section 2.1. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>404</h1>}
      subTitle={catalogue['no-data']}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back Home
        </Button>
      }
    />
  );
}
