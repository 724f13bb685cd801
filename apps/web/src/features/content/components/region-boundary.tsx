'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '../api/report-render-error';

export interface RegionBoundaryProps {
  readonly children: ReactNode;
  /** What the region holds, for the report (`advert:welcome-offer`). */
  readonly name?: string;
  /**
   * Where a render error is reported besides the console; by default the platform's metrics
   * call (`reportRenderError`).
   */
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
  /** A change (the page path, say) gives a failed region another try. */
  readonly resetKey?: string | number | null;
}

interface RegionBoundaryState {
  readonly failed: boolean;
  readonly resetKey: string | number | null | undefined;
}

/**
 * spec shell §8: "Render errors in components are swallowed with an empty fallback and
 * reported". One per region of the shell, so a broken advert leaves the betslip beside it alone.
 * A class because React has error boundaries only as classes.
 */
export class RegionBoundary extends Component<RegionBoundaryProps, RegionBoundaryState> {
  override state: RegionBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RegionBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RegionBoundaryProps,
    state: RegionBoundaryState,
  ): Partial<RegionBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Render error in region ${this.props.name ?? '(unnamed)'}`, error);
    try {
      if (this.props.onError) this.props.onError(error, info);
      else void reportRenderError(this.props.name ?? 'unnamed', error);
    } catch (reportError) {
      // A failing reporter must not take the page down with it.
      console.error('The region error reporter failed', reportError);
    }
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
