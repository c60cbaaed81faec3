import { useEffect, useRef, useState } from 'react';
import { useToast } from '@shop/app-context';
import { Button } from '@shop/ui-kit';
import { useT } from '../i18n/messages';

export const LINK_COPIED_MS = 3000;

/** Copies the page address; the label reads 'Link Copied!' for 3 s (storefront spec §2, §8). */
export function CopyLinkButton() {
  const toast = useToast();
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('product.linkCopiedToast'));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    } catch {
      toast.error(t('product.copyFailed'));
    }
  };

  return (
    <Button variant="ghost" onClick={() => void copy()} aria-live="polite">
      {copied ? t('product.linkCopied') : t('product.copyLink')}
    </Button>
  );
}
