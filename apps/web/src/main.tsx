import { mountApp, webPlatform } from '@stitchdesk/ui';
import '@stitchdesk/ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void mountApp(root, webPlatform);
