import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/emulators/config';
import { PERMISSION_MATRIX } from './permission-matrix';
import { FUNCTIONS_ONLY_COLLECTIONS, collectionPattern, type Operation } from './matrix/types';
import { collectionsNamedIn, isAmong, matchedCollections } from './support/named-collections';

const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

/**
 * The permission matrix names every collection: each match block of firestore.rules, each collection the
 * code reads or writes (the functions-only ones have no match block), and attempts every operation on
 * each, so a new collection cannot be left out of it. Plain data: no emulator, no reset.
 */
describe('the permission matrix covers every collection', () => {
  const inMatrix = new Set(PERMISSION_MATRIX.map((testCase) => collectionPattern(testCase.collection)));
  const matched = matchedCollections(readFileSync(`${ROOT}firestore.rules`, 'utf8'));

  it('names every collection a match block of firestore.rules covers, subcollections included', () => {
    // The parse itself: top-level and nested blocks are both found.
    expect(matched).toEqual(expect.arrayContaining(['users', 'properties', 'properties/{}/priceHistory', 'conversations/{}/messages']));
    expect(matched.filter((collection) => !inMatrix.has(collection))).toEqual([]);
  });

  it('names every collection the functions, the web app and the domain name, and no other', () => {
    const inCode = collectionsNamedIn(['functions/src', 'web/src', 'domain/src'].map((folder) => `${ROOT}${folder}`));
    expect(inCode).toEqual(expect.arrayContaining(['users', 'mail', 'listingPublications', 'conversations/{}/messages']));
    expect(inCode.filter((collection) => !isAmong(collection, inMatrix))).toEqual([]);
    const known = new Set([...matched, ...inCode]);
    expect([...inMatrix].filter((collection) => !known.has(collection))).toEqual([]);
  });

  it('leaves the functions-only collections to the default deny: no match block names them', () => {
    expect(matched.filter((collection) => (FUNCTIONS_ONLY_COLLECTIONS as readonly string[]).includes(collection))).toEqual([]);
  });

  it('attempts every operation on every collection', () => {
    const missing = [...inMatrix].flatMap((collection) =>
      OPERATIONS.filter((operation) => !PERMISSION_MATRIX.some((c) => collectionPattern(c.collection) === collection && c.operation === operation)).map((operation) => `${collection}: ${operation}`),
    );
    expect(missing).toEqual([]);
  });
});
