import { Component, type ReactNode } from 'react';

interface MapBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A map that cannot start (its script chunk failed to load, Leaflet threw) leaves the coordinate inputs usable. */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
