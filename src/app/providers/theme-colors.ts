import type { ThemeConfig } from 'antd';

/**
 * antd's defaults put some text below a 4.5:1 contrast on white (the primary blue #1677ff with
 * white text, tertiary, description and placeholder text, error text). These seeds keep every text readable,
 * also under the pointer: antd's hover shades are lighter than the base colour, so they go darker.
 * Kept apart from theme.ts, which reads the browser's settings, so the build can use them too.
 */
export const themeColors = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorPrimaryHover: '#003eb3',
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
} satisfies ThemeConfig['token'];
