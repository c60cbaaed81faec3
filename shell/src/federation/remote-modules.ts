import type { ComponentType } from 'react';

/**
 * Every module the shell mounts, by remote. The names are the cross-team contract documented in
 * docs/frontend-conventions.md; each module's default export is a React component.
 */
export const REMOTE_MODULES = {
  storefront: ['HomePage', 'CatalogPage', 'ProductPage', 'SearchPage', 'StoryPage', 'FaqsPage', 'ReviewPage'],
  checkout: ['CartBadge', 'CartDrawer', 'FullCartPage', 'CheckoutPage'],
  admin: ['AdminApp'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
export type RemoteModuleName<R extends RemoteName> = (typeof REMOTE_MODULES)[R][number];

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each slot states its own props
export type RemoteComponent = ComponentType<any>;
