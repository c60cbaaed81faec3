import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed remote; gets the error. */
  fallback: (error: unknown) => ReactNode;
  /** A new key clears the error (the slot bumps it on Retry). */
  resetKey: number | string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedKey: number | string | null;
}

/** Catches a remote that fails to load or throws while rendering, so only its own slot is affected. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedKey !== null && state.failedKey !== props.resetKey) return { error: undefined, failedKey: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('[federation] a remote slot failed', error);
    this.setState({ failedKey: this.props.resetKey });
  }

  override render(): ReactNode {
    return this.state.error !== undefined ? this.props.fallback(this.state.error) : this.props.children;
  }
}
