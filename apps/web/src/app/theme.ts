import type { ThemeConfig } from 'antd';

/**
 * Colours with at least 4.5:1 contrast on white and on the page's light greys (WCAG AA): antd's
 * defaults for secondary text, placeholders, links and danger (#8c8c8c, #bfbfbf, #1677ff, #ff4d4f)
 * fall short of it.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f4fd1',
    colorLink: '#1f4fd1',
    colorError: '#c41d1f',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6b6b6b',
    borderRadius: 8,
  },
};
