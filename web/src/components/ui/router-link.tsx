import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface Navigation {
  to: string;
  /** Location state handed to the next page (e.g. a listing's status for the details page). */
  state?: unknown;
}

/** A Chakra-styled text link to an in-app route. */
export function TextLink({ to, state, children, ...rest }: LinkProps & Navigation) {
  return (
    <Link asChild colorPalette="teal" {...rest}>
      <RouterLink to={to} state={state}>
        {children}
      </RouterLink>
    </Link>
  );
}

/** A Chakra button that navigates to an in-app route. */
export function ButtonLink({ to, state, children, ...rest }: ButtonProps & Navigation) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to} state={state}>
        {children}
      </RouterLink>
    </Button>
  );
}
