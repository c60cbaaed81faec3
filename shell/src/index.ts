// The async boundary Module Federation needs: shared singletons are negotiated before any React code runs.
// The remotes the first page needs start loading meanwhile (see startLoadingRemotes).
import { startLoadingRemotes } from './federation/remotes';

startLoadingRemotes(window.location.pathname);
import('./bootstrap');
