import { PopupApp } from '@/components/popup/popup-app';
import { mountPopup } from '@/components/popup/mount-popup';

const root = document.getElementById('root');
if (root) mountPopup(root, PopupApp);
