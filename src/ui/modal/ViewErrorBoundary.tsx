import { Component, type ReactNode } from 'react';

/** Props of `ViewErrorBoundary`: the view, and what to show instead when it throws while rendering. */
export interface ViewErrorBoundaryProps {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}

interface ViewErrorBoundaryState {
  failed: boolean;
}

/**
 * The one class component in the kit, by necessity: React catches render errors only in class
 * boundaries. A view (a plugin's above all) that throws shows a retryable message inside the modal
 * instead of unmounting the host app's tree. The error itself is not shown: it may hold raw data.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, ViewErrorBoundaryState> {
  override state: ViewErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ViewErrorBoundaryState {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
