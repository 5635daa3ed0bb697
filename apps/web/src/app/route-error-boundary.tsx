import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { noteRouteFailure } from './navigation-events.ts';
import { RouteError } from './lazy-route-error.tsx';

type Props = { children: ReactNode; locationKey: string };
type State = { locationKey: string; failed: boolean; error: unknown };

/** React catches render errors only in a class component; this one holds the error of one location. */
class Boundary extends Component<Props, State> {
  override state: State = { locationKey: this.props.locationKey, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  // A new location renders its routes afresh, as data mode's router cleared its errors on each navigation.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey
      ? null
      : { locationKey: props.locationKey, failed: false, error: undefined };
  }

  override componentDidCatch(): void {
    noteRouteFailure(this.props.locationKey);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The error boundary of one route level (declarative mode has no `errorElement`; docs/decisions/0045):
 * an error thrown while rendering `children`, or a lazy page whose code did not load, shows the app's
 * error screen or load-failure recovery (lazy-route-error.tsx) in their place, until the location changes.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
