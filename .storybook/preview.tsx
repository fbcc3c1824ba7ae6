import { handlers } from '@podcast/hooks/mocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/ui/src/theme/fonts';
import '../packages/ui/src/theme/global.css';
import { type ThemeName, ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { themeClass } from '../packages/ui/src/theme/themes.css';
import { sideBySide, sideBySidePane } from './preview.css';

type ThemeGlobal = ThemeName | 'both';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'dark') as ThemeGlobal;
  if (theme === 'both') {
    // Side-by-side view for review: each pane carries its own theme class. Portals (modals,
    // toasts) follow <html>, which stays dark here; use the toolbar for a single theme to check them.
    return (
      <ThemeProvider forcedTheme="dark">
        <div className={sideBySide}>
          {(['dark', 'light'] as const).map((name) => (
            <div key={name} className={`${themeClass[name]} ${sideBySidePane}`} data-theme={name}>
              <Story />
            </div>
          ))}
        </div>
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider forcedTheme={theme}>
      <Story />
    </ThemeProvider>
  );
};

export const viewports = {
  mobile: { name: 'მობილური 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'ტაბლეტი 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'დესკტოპი 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** The data layer's handlers serve every story's API calls; a story adds its own through `parameters.msw`. */
const startWorker = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
};

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader(startWorker)],
  globalTypes: {
    theme: {
      description: 'თემა',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
          { value: 'both', title: 'Side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
  tags: ['autodocs'],
};

export default preview;
