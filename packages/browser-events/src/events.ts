/**
 * The events the shell and the remotes exchange on `window`. Remotes never import each other: whoever changes
 * something shared announces it here, whoever shows it listens.
 */

export type ToastType = 'success' | 'error' | 'info';

export interface ToastDetail {
  type: ToastType;
  message: string;
  /** How long the toast stays; the toast area uses 3 s when absent. */
  durationMs?: number;
}

export interface CartUpdatedDetail {
  /** The cart session the change belongs to (kept in local storage). */
  sessionId?: string;
}

export interface AuthChangedDetail {
  /** The signed-in user's id, or null after logout or a failed check. */
  userId: string | null;
  isAdmin: boolean;
}

export interface ShopEventMap {
  'cart:updated': CartUpdatedDetail;
  'auth:changed': AuthChangedDetail;
  toast: ToastDetail;
}

export type ShopEventName = keyof ShopEventMap;

export const DEFAULT_TOAST_DURATION_MS = 3000;
