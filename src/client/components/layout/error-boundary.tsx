import { Component, lazy, Suspense, type ReactNode } from 'react';
import { pageShown } from '@/lib/display-zone';

/** Loaded when a page fails, which a first visit should not pay for. */
const ErrorScreen = lazy(() => import('./error-screen').then((module) => ({ default: module.ErrorScreen })));

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a render failure below it and shows the error screen (spec §2). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  /** The error screen is the page the reader gets: the app answers from here on. */
  override componentDidCatch() {
    pageShown();
  }

  override render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <ErrorScreen error={this.state.error} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
