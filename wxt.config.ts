import { defineConfig } from 'wxt';

// The manifest asks only for what the extension uses. Host access covers the local
// reference server; any other API origin is requested at run time (optional_host_permissions).
export default defineConfig({
  // A separate output folder per concurrent build (tests set WXT_OUT_DIR); .output by default.
  outDir: process.env.WXT_OUT_DIR || '.output',
  // MV3 everywhere: the background uses browser.action, scripting and optional host permissions.
  manifestVersion: 3,
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: ({ browser }) => ({
    name: 'Humanizer',
    // Strings of the popup and options page live in public/_locales (browser.i18n).
    default_locale: 'en',
    description: 'Rewrites AI-sounding text into natural prose wherever you write.',
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', 'alarms'],
    host_permissions: ['http://127.0.0.1/*', 'http://localhost/*'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    commands: {
      'humanize-selection': {
        suggested_key: { default: 'Alt+Shift+H' },
        description: 'Humanize the selection or the focused field',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'humanizer@example.org',
              strict_min_version: '140.0',
              // The text the user asks to humanize goes to the API they configured.
              data_collection_permissions: { required: ['websiteContent'] },
            },
          },
        }
      : {}),
  }),
});
