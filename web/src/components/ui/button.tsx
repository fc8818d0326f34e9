import type { ButtonHTMLAttributes, Ref } from 'react';
import { BusyContent } from '../static/busy-content';
import { buttonClass, type ButtonStyle } from '../static/button-style';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonStyle {
  /** The action is running: a spinner over the (kept) label, and the button cannot be pressed again. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that looks like Chakra's `<Button>` with the same props, from build-time CSS. A plain button
 * unless `type` says otherwise (a form's submit is `type="submit"`).
 */
export function Button({ size, variant, palette, icon, className, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ size, variant, palette, icon, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      <BusyContent busy={loading}>{children}</BusyContent>
    </button>
  );
}
