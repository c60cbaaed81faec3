import '@shop/ui-kit/src/styles/tokens.css';
import { mountStandalone } from '@shop/ui-kit/src/standalone/mount';
import { StandaloneApp } from './standalone/StandaloneApp';

// Standalone mode for the back-office team: `npm start` serves this page on :3003, with /api proxied to the
// gateway. In the shop itself only the exposed AdminApp is used and this file never runs.
mountStandalone(<StandaloneApp />);
