import { encodePng, type Rgb } from './png';

/**
 * The stand-in's map tiles: plain land, a faint line along each tile's top and left edges (so the
 * grid shows), and every other tile a shade darker (so panning shows). Only the parity of x + y
 * changes a tile, so two images serve every request.
 */

export const TILE_SIZE = 256;
/** The deepest zoom served: OpenStreetMap's standard tiles stop there too. */
export const MAX_TILE_ZOOM = 19;

/** OpenStreetMap's land colour, a shade of it, and the edge line. */
const LAND: Rgb = [242, 239, 233];
const LAND_SHADE: Rgb = [235, 231, 222];
const EDGE: Rgb = [218, 213, 202];

/** A tile's address. */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

const TILE_PATH = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

/** The tile a path asks for (`/tiles/{z}/{x}/{y}.png`), or undefined when it is no tile of the world. */
export function tileAddress(path: string): TileAddress | undefined {
  const match = TILE_PATH.exec(path);
  if (!match) return undefined;
  const [z, x, y] = match.slice(1, 4).map(Number) as [number, number, number];
  const tiles = 2 ** z;
  return z <= MAX_TILE_ZOOM && x < tiles && y < tiles ? { z, x, y } : undefined;
}

const images = new Map<number, Buffer>();

/** The PNG of a tile (made once per parity, then kept). */
export function tilePng({ x, y }: TileAddress): Buffer {
  const parity = (x + y) % 2;
  let png = images.get(parity);
  if (!png) {
    const fill = parity === 0 ? LAND : LAND_SHADE;
    png = encodePng(TILE_SIZE, TILE_SIZE, (px, py) => (px === 0 || py === 0 ? EDGE : fill));
    images.set(parity, png);
  }
  return png;
}
