import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadError } from './page-load-error';

interface Props {
  children: ReactNode;
  /** Where the failure happened, for the log line. */
  name: string;
}

interface State {
  error: Error | null;
}

/**
 * Catches a part of the app that failed to load or render and shows 'Sorry, there was a problem
 * loading the page.' with a retry, after logging the failure (docs/product.md, Main menu and
 * screens).
 */
export class PageLoadErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[page-load] ${this.props.name} failed to load`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <PageLoadError />;
    return this.props.children;
  }
}
