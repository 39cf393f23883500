import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '@/lib/config';

/** The footer leads to the other form: by its route, or, inside a page that holds both, by a callback. */
type Footer = { prompt: string; label: string } & ({ to: string } | { onClick: () => void });

export type AuthCardProps = {
  heading: string;
  children: ReactNode;
  footer: Footer;
  /** Inside another page's card (the accept-invite page): no card, product name or background of its own, and a level-2 heading. */
  embedded?: boolean;
};

/**
 * The centred card the sign-in and sign-up forms sit in. The footer link is underlined: its blue
 * alone is too close to the text around it to tell them apart. The card is drawn by global.css
 * (`.auth-card`), not antd's Card, which brings its tabs, dropdown and menu code to the first page.
 */
export function AuthCard({ heading, children, footer, embedded = false }: AuthCardProps) {
  if (embedded) {
    return (
      <div>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          {heading}
        </Typography.Title>
        {children}
        <AuthFooter footer={footer} />
      </div>
    );
  }
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <div className="auth-card">
        <Typography.Text strong>{APP_NAME}</Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8 }}>
          {heading}
        </Typography.Title>
        {children}
        <AuthFooter footer={footer} />
      </div>
    </Flex>
  );
}

function AuthFooter({ footer }: { footer: Footer }) {
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }}>
      {footer.prompt}{' '}
      {'to' in footer ? (
        <Link to={footer.to} style={{ textDecoration: 'underline' }}>
          {footer.label}
        </Link>
      ) : (
        <Button type="link" onClick={footer.onClick} style={{ padding: 0, height: 'auto', textDecoration: 'underline' }}>
          {footer.label}
        </Button>
      )}
    </Typography.Paragraph>
  );
}
