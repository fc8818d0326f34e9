import L from 'leaflet';
// Adds L.MarkerClusterGroup to Leaflet (a plugin of the global L, which Leaflet sets): after Leaflet.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { ReactNode } from 'react';
import { createElementObject, createLayerComponent, extendContext, type LayerProps } from '@react-leaflet/core';
import { css } from 'styled-system/css';
import { MAP_MESSAGES } from './map-messages';
import { markerText } from './marker-text';

/** Markers closer than this (pixels) gather into a cluster: a price tag is about 50 px wide. */
const CLUSTER_RADIUS = 50;

const CLUSTER = css({
  rounded: 'full',
  bg: 'teal.700',
  color: 'white',
  fontFamily: 'body',
  fontSize: 'sm',
  fontWeight: 'bold',
  borderWidth: '3px',
  borderColor: 'white',
  shadow: 'md',
  _focusVisible: { outline: '3px solid', outlineColor: 'orange.400', outlineOffset: '2px' },
  // The count centred by its holder: Leaflet's own (unlayered) CSS makes every marker icon
  // display: block, which outranks a grid set on the icon itself.
  '& > span': { display: 'grid', placeItems: 'center', w: 'full', h: 'full' },
});

/**
 * A cluster's icon: its count, and a text alternative saying what it holds. Leaflet makes every marker
 * a focusable button; Enter on a cluster zooms to it, as a click does.
 */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return L.divIcon({
    html: markerText(String(count), MAP_MESSAGES.cluster(count), { testid: 'map-cluster' }),
    className: CLUSTER,
    iconSize: L.point(40, 40),
  });
}

/**
 * The listings' markers, gathered into clusters where they crowd (leaflet.markercluster): its
 * children (react-leaflet Markers) add themselves to the cluster group rather than to the map.
 */
export const MarkerClusterGroup = createLayerComponent<L.MarkerClusterGroup, LayerProps & { children?: ReactNode }>(function createClusterGroup(_props, context) {
  const group = L.markerClusterGroup({ maxClusterRadius: CLUSTER_RADIUS, showCoverageOnHover: false, iconCreateFunction: clusterIcon });
  return createElementObject(group, extendContext(context, { layerContainer: group }));
});
