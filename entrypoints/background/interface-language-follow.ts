/**
 * The background speaks the chosen interface language too: the messages it writes (a job's
 * error, the badge's title, the connection test's answer) and the context menu's item follow
 * the options' choice from the moment it is made, as the pages do.
 */
import { followInterfaceLanguage, loadInterfaceLanguage } from '@/utils/i18n/interface-language';
import { retitleContextMenu } from './selection/context-menu';

export function followInterfaceLanguageInBackground(): void {
  // The watch first (synchronously, as every listener), then the first read.
  followInterfaceLanguage(retitleContextMenu);
  loadInterfaceLanguage().then(retitleContextMenu, (err: unknown) =>
    console.warn('interface language', err),
  );
}
