import { Component, type ErrorInfo, type ReactNode } from 'react';

interface MapLoadBoundaryProps {
  /** Shown instead of the map once it failed to load. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps a map that could not load (its chunk unreachable, Leaflet failing) from taking the form down
 * with it: the agent's typing stays, the fallback says what to do instead. React catches render
 * errors only in a class component.
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
