// The async boundary Module Federation needs: shared singletons are negotiated before any React code runs.
// The remotes the first page needs start loading meanwhile (see startLoadingRemotes); `/ar/...` is the same page.
import { splitLanguage } from '@shop/contracts/storefront-routes';
import { startLoadingRemotes } from './federation/remotes';

startLoadingRemotes(splitLanguage(window.location.pathname).path);
import('./bootstrap');
