import { defineConfig } from 'wxt';
import { buildFormattingWriter, FORMATTING_WRITER_FILE } from './scripts/build-formatting-writer';
import { buildSentinel, SENTINEL_FILE } from './scripts/build-sentinel';

/** The toolbar and store icons, PNGs made at build time from assets/icon.svg (auto-icons). */
const ICON_SIZES = [16, 32, 48, 128];
const iconPaths = Object.fromEntries(ICON_SIZES.map((size) => [size, `icons/${size}.png`]));

// The manifest asks only for what the extension uses. Host access covers the local
// reference server; any other API origin is requested at run time (optional_host_permissions).
export default defineConfig({
  // A separate output folder per concurrent build (tests set WXT_OUT_DIR); .output by default.
  outDir: process.env.WXT_OUT_DIR || '.output',
  // MV3 everywhere: the background uses browser.action, scripting and optional host permissions.
  manifestVersion: 3,
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill', '@wxt-dev/auto-icons'],
  // One SVG source; sharp renders each size. A development build shows the icon in grey.
  autoIcons: { baseIconPath: 'assets/icon.svg', sizes: ICON_SIZES },
  hooks: {
    // The in-page button's sentinel, bundled on its own (scripts/build-sentinel.ts).
    // The formatting core's write side too, injected only for a formatted selection
    // (scripts/build-formatting-writer.ts).
    'build:publicAssets': async (_wxt, files) => {
      files.push({ relativeDest: SENTINEL_FILE, contents: await buildSentinel() });
      files.push({ relativeDest: FORMATTING_WRITER_FILE, contents: await buildFormattingWriter() });
    },
    // …and typed like any other file of the build (scripting.executeScript's `files`).
    'prepare:publicPaths': (_wxt, paths) => void paths.push(SENTINEL_FILE, FORMATTING_WRITER_FILE),
    // WXT copies the popup's <title> into action.default_title as plain text; the toolbar
    // button's tooltip comes from the catalogue like the manifest's other strings.
    'build:manifestGenerated': (_wxt, manifest) => {
      if (manifest.action) manifest.action.default_title = '__MSG_extensionName__';
      // The toolbar button uses the same generated PNGs as the manifest's icons.
      if (manifest.action) manifest.action.default_icon = iconPaths;
    },
  },
  manifest: ({ browser }) => ({
    // Every user-visible string lives in public/_locales (the manifest's as __MSG_key__).
    name: '__MSG_extensionName__',
    default_locale: 'en',
    description: '__MSG_extensionDescription__',
    // unlimitedStorage: a heavy user's queue and history must not hit the 10 MB quota (they
    // are capped by bytes all the same, utils/storage.ts). clipboardWrite (+ offscreen in
    // Chrome): the card's Copy happens in the extension's own context, not the page's.
    permissions: [
      'storage',
      'unlimitedStorage',
      'contextMenus',
      'activeTab',
      'scripting',
      'alarms',
      'clipboardWrite',
      ...(browser === 'firefox' ? [] : ['offscreen']),
    ],
    host_permissions: ['http://127.0.0.1/*', 'http://localhost/*'],
    // Asked for one origin at a time, from a click: the API's (https:// only: an http:// base
    // URL must be on this computer, lib/api/base-url.ts, and the loopback hosts are granted
    // above) and Google Docs'. docs/security.md › What the extension may touch.
    // *://*/* is what "Show the Humanize button on every site" asks for (one site at a time
    // asks for that site alone, http or https): docs/in-page-button.md.
    optional_host_permissions: ['https://*/*', '*://*/*'],
    // Extension pages run only their own scripts: no eval, no WebAssembly, no plugins, no
    // <base> (MV3's default also allows 'wasm-unsafe-eval' and object-src 'self').
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'",
    },
    // The in-page card's own page, framed by the content script in any page the user acts on
    // (docs/card.md). Chrome: only through its per-session URL, so pages cannot probe for it;
    // Firefox has no use_dynamic_url (its extension URLs hold a per-install random id).
    web_accessible_resources: [
      {
        resources: ['card.html', 'button-press.html'],
        matches: ['<all_urls>'],
        ...(browser === 'firefox' ? {} : { use_dynamic_url: true }),
      },
    ],
    commands: {
      'humanize-selection': {
        suggested_key: { default: 'Alt+Shift+H' },
        description: '__MSG_commandHumanizeSelection__',
      },
      // No suggested key: none is free of browsers' and common tools' own shortcuts; users
      // assign one (chrome://extensions/shortcuts, about:addons › Manage Extension Shortcuts).
      'pause-button': { description: '__MSG_commandPauseButton__' },
      // Opens the side panel (entrypoints/background/side-panel/); no suggested key either.
      'open-side-panel': { description: '__MSG_commandOpenSidePanel__' },
    },
    // The organisation's policy (apiBaseUrl, the in-page button): docs/in-page-button.md.
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: 'managed_schema.json' } }),
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
