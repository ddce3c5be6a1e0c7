/**
 * What an island shows when its own code throws while rendering (spec §1: every group has an error fallback with
 * "Something went wrong" and "Try again", which reloads the page): the rest of the page keeps working, and the
 * shopper is not left with a frozen block. The error is reported to the page (`reportError`, which monitoring on the
 * page sees as an uncaught error) and to the analytics queue, named by the island.
 */
import { Component, type ReactNode } from 'react';
import { track } from '../stores/analytics';

interface Props {
  name: string;
  title: string;
  retry: string;
  children: ReactNode;
}

export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    track('island_error', { island: this.props.name, message: error instanceof Error ? error.message : String(error) });
    if (typeof reportError === 'function') reportError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="island-error card" role="alert">
        <p className="island-error-title">{this.props.title}</p>
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          {this.props.retry}
        </button>
      </div>
    );
  }
}
