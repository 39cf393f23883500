import type { ThemeConfig } from 'antd';
import { themeColors } from './theme-colors';

/** The app's theme: readable colours, and motion that follows the system's reduced-motion setting. */
export const theme: ThemeConfig = {
  token: { motion: !window.matchMedia('(prefers-reduced-motion: reduce)').matches, ...themeColors },
};
