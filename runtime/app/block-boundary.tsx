import { Component, type ReactNode } from "react";

/** Keeps one failing block from blanking the page: the block is left out and the error logged. */
export class BlockBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The ${this.props.type} block could not be shown:`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
