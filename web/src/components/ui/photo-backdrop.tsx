import { Box, type BoxProps } from '@chakra-ui/react';

interface PhotoBackdropProps extends BoxProps {
  /** CSS gradient laid over the photo so text on top stays readable. */
  overlay: string;
  src?: string;
}

/** A box with a street photo behind a gradient; the brand colour shows while it loads or if it is missing. */
export function PhotoBackdrop({ overlay, src = '/hero.jpg', children, ...box }: PhotoBackdropProps) {
  return (
    <Box bgImage={`${overlay}, url(${src})`} bgSize="cover" bgPos="center" bgColor="teal.800" display="flex" alignItems="center" {...box}>
      {children}
    </Box>
  );
}
