/**
 * How long one loop of a marquee takes, in seconds. The track holds its content twice and moves by
 * half its width (one copy) per loop, so at `speed` pixels per second a loop takes
 * `trackWidth / 2 / speed` seconds. Returns 0 (do not animate) until there is a width and a speed.
 */
export function marqueeDurationSeconds(trackWidth: number, speed: number): number {
  if (!Number.isFinite(trackWidth) || !Number.isFinite(speed) || trackWidth <= 0 || speed <= 0) return 0;
  return Math.round((trackWidth / 2 / speed) * 1000) / 1000;
}
