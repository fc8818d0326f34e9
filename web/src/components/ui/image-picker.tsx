import { useId, useState, type ChangeEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { imageFileProblem } from '../../lib/upload-image';
import { useEarlyInput } from '../../lib/use-early-input';
import { UploadProgress } from './upload-progress';

/** What the user picked: an acceptable file, or the reason it was refused (forms must not submit then). */
export interface ImageChoice {
  file: File | null;
  problem: string | null;
}

/** Nothing picked yet. */
export const NO_IMAGE: ImageChoice = { file: null, problem: null };

interface ImagePickerProps {
  label: string;
  /** The accepted file, or the problem with a refused one. */
  onChange: (choice: ImageChoice) => void;
  /** Upload progress in percent while sending, else null. */
  progress?: number | null;
  /** An error from the upload itself (server message). */
  error?: string | null;
}

const FIELD = field({ orientation: 'vertical' });
const ROW = css({ display: 'flex', alignItems: 'center', gap: '3', w: 'full' });
const PREVIEW = css({ w: '12', h: '12', rounded: 'md', objectFit: 'cover', flexShrink: 0 });
const FILE = cx(input({ size: 'md', variant: 'outline' }), css({ p: '1.5' }));

/** Image file input: images only, checked for type and size before anything is sent. */
export function ImagePicker({ label, onChange, progress = null, error = null }: ImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputId = useId();

  const pick = (event: Pick<ChangeEvent<HTMLInputElement>, 'target'>) => {
    const file = event.target.files?.[0] ?? null;
    const found = file ? imageFileProblem(file) : null;
    setProblem(found);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return file && !found ? URL.createObjectURL(file) : null;
    });
    onChange({ file: found ? null : file, problem: found });
  };

  // A file chosen in the prerendered page before the app started is checked and used like any other.
  const earlyRef = useEarlyInput<HTMLInputElement>((element) => {
    if (element.files?.length) pick({ target: element });
  });

  const shown = problem ?? error;
  return (
    <div className={FIELD.root} data-invalid={shown ? true : undefined}>
      <label htmlFor={inputId} className={FIELD.label}>
        {label}
      </label>
      <div className={ROW}>
        {preview ? <img src={preview} alt="Chosen image preview" className={PREVIEW} onError={() => setPreview(null)} /> : null}
        <input ref={earlyRef} id={inputId} type="file" accept="image/*" onChange={pick} name="image" className={FILE} aria-invalid={shown ? true : undefined} data-invalid={shown ? true : undefined} />
      </div>
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {shown ? <p className={FIELD.errorText}>{shown}</p> : null}
    </div>
  );
}
