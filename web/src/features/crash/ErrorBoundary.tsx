import { Component, type ErrorInfo, type ReactNode } from 'react';
import { crashDetails, type CrashDetails } from './crash-details';
import { CrashPage } from './CrashPage';

interface State {
  details: CrashDetails | null;
}

/** Catches render errors outside the router (the router's errorElement covers the pages). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { details: null };

  static getDerivedStateFromError(error: unknown): State {
    return { details: crashDetails(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.details ? <CrashPage details={this.state.details} /> : this.props.children;
  }
}
