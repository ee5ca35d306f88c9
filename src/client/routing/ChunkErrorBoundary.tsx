import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkErrorPanel } from './ChunkErrorPanel.tsx';

interface State {
  failed: boolean;
}

/** Catches a page chunk that failed to load (or timed out) and shows the reload panel instead. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ChunkErrorPanel /> : this.props.children;
  }
}
