import { useState } from 'react';

export interface AuthResult {
  type: 'success' | 'error';
  text: string;
}

/**
 * The sending state of an auth form: `send` runs `act` (which answers the success text) and shows its answer,
 * or `failure`'s text for its error. The form stays busy after a success that leads elsewhere; `repeatable`
 * frees it again (a reset link may be asked for twice).
 */
export function useAuthForm(
  act: () => Promise<string>,
  failure: (error: unknown) => string,
  { repeatable = false } = {},
) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AuthResult>();

  const send = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      setResult({ type: 'success', text: await act() });
      if (repeatable) setBusy(false);
    } catch (error) {
      setResult({ type: 'error', text: failure(error) });
      setBusy(false);
    }
  };

  return { busy, result, send: () => void send() };
}
