import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './Button.css';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'>, styles.ButtonVariants {
  children: ReactNode;
  /** Shows a spinner, announces the busy state and ignores clicks while keeping focus. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  children,
  variant,
  size,
  fullWidth,
  loading = false,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={handleClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
