import { Component, type ErrorInfo, type ReactNode } from 'react';

interface MapLoadBoundaryProps {
  /** Shown instead of the map once it failed to load. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps a map that could not load (its chunk unreachable, Leaflet failing) from taking its page down
 * with it (the listing form keeps the agent's typing, the details page its other sections): the
 * fallback says so instead. React catches render errors only in a class component.
 */
export class MapLoadBoundary extends Component<MapLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('map', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
