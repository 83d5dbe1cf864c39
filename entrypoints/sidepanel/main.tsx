import { mountPopup } from '@/components/popup/mount-popup';
import { SidePanelApp } from '@/components/side-panel/side-panel-app';

const root = document.getElementById('root');
if (root) mountPopup(root, SidePanelApp);
