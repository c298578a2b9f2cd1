import { Component, type ReactNode } from 'react';

interface FallbackBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /** Called once when the boundary catches (e.g. to switch a form to its fallback input). */
  onError?: (error: unknown) => void;
}

/**
 * Shows `fallback` when its children throw while rendering — e.g. a lazily loaded map whose
 * chunk or CSS failed to load (Vite throws that during render, past the import's own handler).
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
