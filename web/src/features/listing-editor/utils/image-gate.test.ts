import { describe, expect, it } from 'vitest';
import { imageGate } from './image-gate';

const TEXTS = { noImage: 'none', uploading: 'wait', uploadError: 'fix' };
const STORED = 'https://img.example.com/old.jpg';

describe('imageGate', () => {
  it('saves the new upload, else the stored picture', () => {
    expect(imageGate({ status: 'done', url: 'https://img.example.com/new.jpg' }, STORED, TEXTS)).toEqual({ image: 'https://img.example.com/new.jpg' });
    expect(imageGate({ status: 'none' }, STORED, TEXTS)).toEqual({ image: STORED });
  });

  it('blocks with no picture, while uploading, and after a refused or failed upload', () => {
    expect(imageGate({ status: 'none' }, null, TEXTS)).toEqual({ problem: 'none' });
    expect(imageGate({ status: 'none' }, '', TEXTS)).toEqual({ problem: 'none' });
    expect(imageGate({ status: 'uploading', progress: 40 }, STORED, TEXTS)).toEqual({ problem: 'wait' });
    expect(imageGate({ status: 'refused', message: 'too big' }, STORED, TEXTS)).toEqual({ problem: 'fix' });
    expect(imageGate({ status: 'failed', message: 'lost' }, STORED, TEXTS)).toEqual({ problem: 'fix' });
  });
});
