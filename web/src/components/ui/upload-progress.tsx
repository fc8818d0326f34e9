import { css } from 'styled-system/css';
import { ProgressBar } from './progress-bar';

// Build-time classes: the image picker shows it on the prerendered register page.
const PROGRESS_STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', w: 'full', gap: '1' });
const PROGRESS_TEXT = css({ fontSize: 'xs', color: 'fg.muted' });

/** An upload's progress bar and its percentage ("Uploading… 40%"). */
export function UploadProgress({ percent, label = 'Upload progress' }: { percent: number; label?: string }) {
  return (
    <div className={PROGRESS_STACK}>
      <ProgressBar percent={percent} label={label} />
      <p className={PROGRESS_TEXT}>Uploading… {percent}%</p>
    </div>
  );
}
