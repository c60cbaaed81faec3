import { useMemo } from 'react';
import { emit, type ToastDetail } from '@shop/browser-events';

export interface Toasts {
  show: (toast: ToastDetail) => void;
  success: (message: string, durationMs?: number) => void;
  error: (message: string, durationMs?: number) => void;
  info: (message: string, durationMs?: number) => void;
}

/** Raises a `toast` event; the shell's toast area (or a standalone page's) shows it for 3 s by default. */
export function useToast(): Toasts {
  return useMemo(() => {
    const show = (toast: ToastDetail) => emit('toast', toast);
    return {
      show,
      success: (message, durationMs) => show({ type: 'success', message, durationMs }),
      error: (message, durationMs) => show({ type: 'error', message, durationMs }),
      info: (message, durationMs) => show({ type: 'info', message, durationMs }),
    };
  }, []);
}
