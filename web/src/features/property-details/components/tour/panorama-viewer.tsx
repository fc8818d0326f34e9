import { useEffect, useRef } from 'react';
import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';

/** Where the tour is: its picture loading, on screen, or failed (no WebGL, the picture unreadable). */
export type PanoramaStatus = 'loading' | 'ready' | 'error';

export interface PanoramaViewerProps {
  /** The panorama on screen (switching loads another into the same viewer). */
  url: string;
  onStatus: (status: PanoramaStatus) => void;
}

/** Whether this browser can draw WebGL: the viewer needs it, and without it would only show its own English overlay. */
function canDrawWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * The 360° viewer (@photo-sphere-viewer/core, on three.js): drag, pinch or the arrow keys to look
 * around. Its own chunk, with three.js in another, fetched only when a visitor opens the tour
 * (docs/listings.md "Gallery, floor plans and tour").
 */
export default function PanoramaViewer({ url, onStatus }: PanoramaViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const shown = useRef(url);

  useEffect(() => {
    if (!container.current) return undefined;
    if (!canDrawWebGl()) {
      onStatus('error');
      return undefined;
    }
    let instance: Viewer;
    try {
      instance = new Viewer({ container: container.current, panorama: shown.current, navbar: false, keyboard: 'always', loadingTxt: '', mousewheelCtrlKey: false });
    } catch (error) {
      console.error('panorama viewer', error);
      onStatus('error');
      return undefined;
    }
    instance.addEventListener('ready', () => onStatus('ready'), { once: true });
    instance.addEventListener('panorama-error', () => onStatus('error'));
    viewer.current = instance;
    return () => {
      viewer.current = null;
      instance.destroy();
    };
    // Created once per dialog; a new panorama goes through setPanorama below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = viewer.current;
    if (!instance || shown.current === url) return;
    shown.current = url;
    onStatus('loading');
    instance.setPanorama(url).then(
      (loaded) => {
        if (loaded) onStatus('ready');
      },
      () => onStatus('error'),
    );
  }, [url, onStatus]);

  return <div ref={container} data-testid="panorama-viewer" style={{ width: '100%', height: '100%' }} />;
}
