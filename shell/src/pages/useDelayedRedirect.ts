import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates to `to` (with the history `state`) after `delayMs`; leaving the page first cancels it. */
export function useDelayedRedirect(): (to: string, delayMs: number, state?: unknown) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to, delayMs, state) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to, { state }), delayMs);
  };
}
