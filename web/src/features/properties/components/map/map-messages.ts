/** The words of All properties' map (docs/listings.md "Map"). */
export const MAP_MESSAGES = {
  /** "3 properties in this area". */
  found: (count: number) => `${count} ${count === 1 ? 'property' : 'properties'} in this area`,
  empty: 'No properties in this area.',
  emptyHint: 'Move the map or zoom out, or clear the search and filters.',
  truncated: 'Zoom in to see every listing in this area.',
  searching: 'Searching this area…',
  searchAsMove: 'Search as I move the map',
  searchHere: 'Search this area',
  loadFailed: 'The listings in this area could not be loaded.',
  mapLabel: 'Map of properties',
  resultsLabel: 'Properties in this area',
  showList: 'Show list',
  showMap: 'Show map',
  /** A cluster marker's text alternative: "4 properties here; zoom in". */
  cluster: (count: number) => `${count} properties here; zoom in`,
  viewDetails: 'View details',
} as const;
