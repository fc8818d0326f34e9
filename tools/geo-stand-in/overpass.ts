import { distanceInMetres, type Position } from '@homehaven/domain/geo';
import type { StandInSchool } from './schools';

/** Overpass's JSON answer and its failures, as the stand-in gives them. */

/** The data's fixed age: answers are the same on every run. */
const TIMESTAMP = '2026-11-01T00:00:00Z';

/** Centres within this distance of (0, 0), "Null Island", answer Overpass's timeout: a test's way to make a fetch fail. */
export const FAILING_WITHIN_METRES = 1000;
/** Calls for centres within this distance of a point count as calls for it. */
export const SAME_CENTRE_METRES = 10;

const NULL_ISLAND: Position = { lat: 0, lng: 0 };

/** Whether a query's centre is where the stand-in answers with a timeout. */
export function failsAt(centre: Position): boolean {
  return distanceInMetres(centre, NULL_ISLAND) <= FAILING_WITHIN_METRES;
}

/** One element of the answer: a node with its coordinates, a way with its `center` and nodes (`out center`). */
function element(school: StandInSchool): Record<string, unknown> {
  const tags = { amenity: school.amenity, ...(school.name === undefined ? {} : { name: school.name }) };
  const point = { lat: school.position.lat, lon: school.position.lng };
  if (school.type === 'node') return { type: 'node', id: school.id, ...point, tags };
  // A closed outline: four corners, back to the first.
  const nodes = [1, 2, 3, 4, 1].map((n) => school.id * 10 + n);
  return { type: 'way', id: school.id, center: point, nodes, tags };
}

/** Overpass's JSON answer for these schools. */
export function overpassAnswer(schools: readonly StandInSchool[]): Record<string, unknown> {
  return {
    version: 0.6,
    generator: 'Overpass API 0.7.62 (HomeHaven geo stand-in)',
    osm3s: { timestamp_osm_base: TIMESTAMP, copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.' },
    elements: schools.map(element),
  };
}

/** Overpass's page for an error (it answers errors in HTML, not JSON). */
export function overpassErrorPage(message: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
    '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">',
    '<head><meta http-equiv="content-type" content="text/html; charset=utf-8" lang="en"/><title>OSM3S Response</title></head>',
    '<body>',
    '<p>The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.</p>',
    `<p><strong style="color:#FF0000">Error</strong>: ${message} </p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Overpass's message when a query runs out of time. */
export const TIMEOUT_MESSAGE = 'runtime error: Query timed out in "query" at line 1 after 10 seconds.';

/** The centres of the interpreter calls received, so a test can count those for one point. */
export class OverpassCalls {
  private readonly centres: Position[] = [];

  record(centre: Position): void {
    this.centres.push(centre);
  }

  /** How many calls came for a centre within {@link SAME_CENTRE_METRES} of `point`. */
  countNear(point: Position): number {
    return this.centres.filter((centre) => distanceInMetres(centre, point) <= SAME_CENTRE_METRES).length;
  }
}
