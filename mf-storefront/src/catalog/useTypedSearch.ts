import { useEffect, useRef, useState } from 'react';

/**
 * The search box's text, typed at once, while the address follows it. The router writes the address in a
 * transition, so a box bound to the address alone loses letters typed faster than it renders (a slow phone):
 * the box keeps its own text, and takes the address's only when it changes from elsewhere (Back, a link).
 */
export function useTypedSearch(fromAddress: string, write: (text: string) => void) {
  const [text, setText] = useState(fromAddress);
  // what this box wrote and the address has not shown yet, oldest first
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const at = pending.current.indexOf(fromAddress);
    if (at !== -1) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    pending.current = [];
    setText(fromAddress);
  }, [fromAddress]);

  const type = (next: string) => {
    setText(next);
    pending.current.push(next);
    write(next);
  };
  return [text, type] as const;
}
