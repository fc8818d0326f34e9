import { describe, expect, it } from 'vitest';
import { directiveSources, mapHostWarnings, originOf, productionCsp } from './map-hosts';

describe('map hosts in the Content-Security-Policy', () => {
  it("allows the default map services (OpenStreetMap's tiles and Nominatim) and nothing more of them", () => {
    expect(mapHostWarnings({}, productionCsp())).toEqual([]);
    expect(directiveSources(productionCsp(), 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(directiveSources(productionCsp(), 'connect-src')).toContain('https://nominatim.openstreetmap.org');
    expect(directiveSources(productionCsp(), 'connect-src')).not.toContain('https://tile.openstreetmap.org');
  });

  it('asks for a configured provider to be added and the unused defaults removed', () => {
    const env = { VITE_MAP_TILES_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', VITE_GEOCODER_URL: 'https://geo.example.com/search' };
    expect(mapHostWarnings(env, productionCsp())).toEqual([
      "firebase.json's Content-Security-Policy img-src does not allow the map tiles' host https://*.tiles.example.com: add it.",
      "firebase.json's Content-Security-Policy connect-src does not allow the geocoder's host https://geo.example.com: add it.",
      "firebase.json's Content-Security-Policy still allows https://tile.openstreetmap.org, which this build does not use: remove it.",
      "firebase.json's Content-Security-Policy still allows https://nominatim.openstreetmap.org, which this build does not use: remove it.",
    ]);
    const fitted = "img-src 'self' https://*.tiles.example.com; connect-src 'self' https://geo.example.com";
    expect(mapHostWarnings(env, fitted)).toEqual([]);
  });

  it('refuses plain http services (a page served over https could not load them)', () => {
    expect(originOf('http://127.0.0.1:12112/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(mapHostWarnings({ VITE_GEOCODER_URL: 'http://127.0.0.1:12112/search' }, productionCsp())).toContain('VITE_GEOCODER_URL is not an https URL.');
  });
});
