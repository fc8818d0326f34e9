import { Dialog as Ark } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { CloseIcon } from '../static/close-icon';
import { css, cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes/dialog';
import { buttonClass } from '../static/button-style';
import type { DialogLook, DialogProps } from './dialog';

/**
 * The looks a dialog takes: Chakra's dialog recipe (build-time CSS) at the sizes the app uses. Named
 * here because a recipe's variants must be written out for the build to find them.
 */
const LOOKS: Record<DialogLook, ReturnType<typeof dialog>> = {
  /** A question: narrow on a phone, small elsewhere. */
  question: dialog({ placement: 'center', size: { base: 'xs', sm: 'sm' } }),
  sm: dialog({ placement: 'center', size: 'sm' }),
  md: dialog({ placement: 'center', size: 'md' }),
  lg: dialog({ placement: 'center', size: 'lg' }),
  /** The whole screen on a phone, large from md, scrolling inside (long content). */
  sheet: dialog({ placement: 'center', size: { base: 'full', md: 'lg' }, scrollBehavior: 'inside' }),
  /** The whole screen on a phone, extra large from md (a viewer). */
  viewer: dialog({ placement: 'center', size: { base: 'full', md: 'xl' } }),
};

// Chakra animates dialogs in and out; under reduced motion they appear and go at once (docs/decisions.md "Motion").
const STILL = css({ _motionReduce: { animation: 'none !important' } });
const HEADER_STACKED = css({ flexDirection: 'column', alignItems: 'flex-start', gap: '1' });
const SUBTITLE = css({ fontSize: 'sm', color: 'fg.muted' });
// Chakra's CloseButton: a small ghost icon button with an X.
const CLOSE = buttonClass({ size: 'sm', variant: 'ghost', icon: true });

/**
 * A modal dialog: Ark UI's dialog (focus trap, Escape, return of focus, aria) with Chakra's recipe as
 * build-time classes (docs/decisions.md "Build-time styles"). Mounted only while open; loaded on the
 * first open (dialog.tsx).
 */
export default function ModalDialog({
  open,
  onClose,
  title,
  subtitle,
  look = 'md',
  role = 'dialog',
  closeButton = false,
  footer,
  onSubmit,
  contentClassName,
  bodyClassName,
  testId,
  children,
}: DialogProps) {
  const classes = LOOKS[look];
  const parts = (
    <>
      <div className={cx(classes.header, subtitle ? HEADER_STACKED : undefined)}>
        <Ark.Title className={classes.title}>{title}</Ark.Title>
        {subtitle ? <Ark.Description className={SUBTITLE}>{subtitle}</Ark.Description> : null}
      </div>
      {children ? <div className={cx(classes.body, bodyClassName)}>{children}</div> : null}
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </>
  );
  return (
    <Ark.Root open={open} onOpenChange={(event) => (event.open ? undefined : onClose())} role={role} lazyMount unmountOnExit>
      <Portal>
        <Ark.Backdrop className={cx(classes.backdrop, STILL)} />
        <Ark.Positioner className={classes.positioner}>
          <Ark.Content className={cx(classes.content, STILL, contentClassName)} data-testid={testId}>
            {onSubmit ? (
              // display: contents keeps the dialog's header/body/footer layout around the form's parts.
              <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
                {parts}
              </form>
            ) : (
              parts
            )}
            {closeButton ? (
              <Ark.CloseTrigger className={cx(classes.closeTrigger, CLOSE)} aria-label="Close">
                <CloseIcon />
              </Ark.CloseTrigger>
            ) : null}
          </Ark.Content>
        </Ark.Positioner>
      </Portal>
    </Ark.Root>
  );
}
