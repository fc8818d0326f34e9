import type { ButtonHTMLAttributes, Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes/spinner';
import { BusyContent } from '../static/busy-content';
import { buttonClass, type ButtonStyle } from '../static/button-style';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonStyle {
  /** The action is running: a spinner, and the button cannot be pressed again. */
  loading?: boolean;
  /** What the button says while loading, after the spinner ("Sending…"); without it the spinner covers the kept label. */
  loadingText?: string;
  ref?: Ref<HTMLButtonElement>;
}

// Chakra's button loader beside a text: a spinner of the text's size.
const TEXT_SPINNER = cx(spinner({ size: 'inherit' }), css({ borderWidth: '0.125em', color: 'inherit' }));

/**
 * A button that looks like Chakra's `<Button>` with the same props, from build-time CSS. A plain button
 * unless `type` says otherwise (a form's submit is `type="submit"`).
 */
export function Button({ size, variant, palette, icon, className, loading = false, loadingText, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ size, variant, palette, icon, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading && loadingText ? (
        <>
          <span className={TEXT_SPINNER} aria-hidden />
          {loadingText}
        </>
      ) : (
        <BusyContent busy={loading}>{children}</BusyContent>
      )}
    </button>
  );
}
