import { css, cx } from 'styled-system/css';
import { progress as progressRecipe } from 'styled-system/recipes/progress';

// Build-time classes: the image picker shows it on the prerendered register page.
const PROGRESS = progressRecipe({ size: 'sm', variant: 'outline' });
const TEAL = css({ colorPalette: 'teal' });

interface ProgressBarProps {
  /** How far, 0 to 100. */
  percent: number;
  /** The bar's accessible name. */
  label: string;
  /** The value in words, when a percentage alone says too little ("$125,000 of $250,000 arrived"). */
  valueText?: string;
  className?: string;
}

/** A teal progress bar with an accessible name and value (Chakra's progress recipe). */
export function ProgressBar({ percent, label, valueText, className }: ProgressBarProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText} className={cx(PROGRESS.root, TEAL, className)}>
      <div className={PROGRESS.track}>
        <div className={PROGRESS.range} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
