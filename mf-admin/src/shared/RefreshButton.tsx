import { Button } from '@shop/ui-kit';
import type { Loaded } from './useLoaded';

/** A screen header's Refresh: loads the screen's data again, and says so while it does. */
export function RefreshButton({ loaded }: { loaded: Pick<Loaded<unknown>, 'reload' | 'refreshing'> }) {
  return (
    <Button variant="secondary" onClick={loaded.reload} disabled={loaded.refreshing}>
      {loaded.refreshing ? 'Refreshing...' : 'Refresh'}
    </Button>
  );
}
