import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { station } from '@platform/station';
import './i18n';
import './ui/global.css';
import { App } from './app/App';
import { DesktopAppRequired } from './app/DesktopAppRequired';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(<StrictMode>{station.hostMissing() ? <DesktopAppRequired /> : <App />}</StrictMode>);
