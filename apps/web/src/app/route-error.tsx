import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MessagePage } from '../components/ui/message-page';

/** Per-route error boundary: a calm message and a way out. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage role="alert" title="Something went wrong" text="This page could not be shown. Reloading usually helps.">
      <a href={window.location.href}>Reload the page</a>
      <a href="/projects">Go to projects</a>
    </MessagePage>
  );
}
