import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
}

/** Catches render errors outside the router (the router's own errorElement covers the routes). */
export class ErrorBoundary extends Component<Props, { conError: boolean }> {
  override state = { conError: false };

  static getDerivedStateFromError() {
    return { conError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error no controlado en la interfaz', error, info.componentStack);
  }

  override render() {
    if (this.state.conError) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}
