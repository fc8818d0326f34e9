import { css, cx } from 'styled-system/css';
import { progress as progressRecipe } from 'styled-system/recipes/progress';

// Build-time classes: the image picker shows it on the prerendered register page.
const PROGRESS = progressRecipe({ size: 'sm', variant: 'outline' });
const PROGRESS_STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', w: 'full', gap: '1' });
const TEAL = css({ colorPalette: 'teal' });
const PROGRESS_TEXT = css({ fontSize: 'xs', color: 'fg.muted' });

/** An upload's progress bar and its percentage ("Uploading… 40%"). */
export function UploadProgress({ percent, label = 'Upload progress' }: { percent: number; label?: string }) {
  return (
    <div className={PROGRESS_STACK}>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={cx(PROGRESS.root, TEAL)}>
        <div className={PROGRESS.track}>
          <div className={PROGRESS.range} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <p className={PROGRESS_TEXT}>Uploading… {percent}%</p>
    </div>
  );
}
