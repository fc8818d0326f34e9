import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** A Chakra-styled text link to an in-app route. */
export function TextLink({ to, children, ...rest }: LinkProps & { to: string }) {
  return (
    <Link asChild colorPalette="teal" {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A Chakra button that navigates to an in-app route. */
export function ButtonLink({ to, children, ...rest }: ButtonProps & { to: string }) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
