/**
 * Prints the CSS of the components the first screen shows (src/app/providers/FirstPaintComponents.tsx)
 * as antd would write it in the browser with the app's theme, and the map by which antd finds them
 * there instead of computing them again (a rule of `.data-ant-cssinjs-cache-path`). Run by the
 * build (first-paint.ts) with NODE_ENV=production: antd names its classes differently otherwise.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { FirstPaintComponents } from '@/app/providers/FirstPaintComponents';
import { themeColors } from '@/app/providers/theme-colors';

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={{ token: themeColors }}>
      <App>
        <FirstPaintComponents />
      </App>
    </ConfigProvider>
  </StyleProvider>,
);
// The theme's values are CSS variables that antd still writes at run time (they follow the
// reduced-motion setting); only the components' rules come from here.
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
