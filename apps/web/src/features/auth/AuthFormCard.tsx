import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The narrow centred card that holds the register, login and forgot-password forms. */
export function AuthFormCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="auth-form" aria-labelledby="auth-form-heading">
      <Card>
        <Typography.Title level={1} id="auth-form-heading" className="auth-form__heading">
          {heading}
        </Typography.Title>
        {children}
      </Card>
    </section>
  );
}
