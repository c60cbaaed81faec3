import { useMemo } from 'react';
import { useToast } from '@shop/app-context';
import { errorMessage } from '@shop/ui-kit';

export type FailureText = string | ((error: unknown) => string);

export interface ActionTexts {
  /** Toasted when the work succeeds (admin spec §8); nothing is shown when absent. */
  success?: string;
  /** Toasted when it fails; with `serverMessage`, the server's own message wins when it gave one. */
  failure: FailureText;
  serverMessage?: boolean;
}

export interface Notify {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Runs one admin call, logs and toasts its outcome; answers whether it succeeded. */
  run: (work: () => Promise<unknown>, texts: ActionTexts) => Promise<boolean>;
}

export function failureMessage(error: unknown, failure: FailureText, serverMessage = false): string {
  const text = typeof failure === 'function' ? failure(error) : failure;
  return serverMessage ? errorMessage(error, text) : text;
}

/** Toasts through the shell's toast area (3 s each, admin spec §4/§9). */
export function useNotify(): Notify {
  const toast = useToast();
  return useMemo<Notify>(
    () => ({
      success: (message) => toast.success(message),
      error: (message) => toast.error(message),
      run: async (work, { success, failure, serverMessage }) => {
        try {
          await work();
        } catch (error) {
          console.error(typeof failure === 'string' ? failure : 'Admin action failed', error);
          toast.error(failureMessage(error, failure, serverMessage));
          return false;
        }
        if (success) toast.success(success);
        return true;
      },
    }),
    [toast],
  );
}
