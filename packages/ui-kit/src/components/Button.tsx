import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'normal', block = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { children?: ReactNode }) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** A router link that looks like a button (Shop Now, View All Collection...). */
export function ButtonLink({ variant, size, block, className, ...rest }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
