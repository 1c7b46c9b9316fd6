import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The antd theme for the screens that still use antd (product, auth, dashboards, admin). It lives
 * in their lazy chunks rather than around the whole app, so antd stays out of the first load of /home.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
