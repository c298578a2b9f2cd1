import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import {
  CanvasScreen,
  ForgotPasswordScreen,
  InstructionScreen,
  InviteScreen,
  LoginScreen,
  PageFeedback,
  PendingInvites,
  PresentationScreen,
  PresentScreen,
  ProfileScreen,
  ProjectActions,
  ProjectsScreen,
  ProvidersHelpScreen,
  RegisterScreen,
  ResetPasswordScreen,
  ReviewRoute,
  UserMenu,
  WorkspaceScreen,
} from './lazy-screens';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const errorElement = <RouteError />;

/** A route with its own error boundary. */
function screen(path: string, element: ReactNode): RouteObject {
  return { path, element, errorElement };
}

/** Spec §2 route table. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement,
      children: [
        screen('/login', <LoginScreen />),
        screen('/register', <RegisterScreen />),
        screen('/forgot-password', <ForgotPasswordScreen />),
        screen('/reset-password', <ResetPasswordScreen />),
        // Public: the offline notice links here, and designers forward it to whoever runs Loci.
        screen('/help/providers', <ProvidersHelpScreen />),
        // Public: a client's review of one project, authorised by the link's token alone.
        screen('/review/:token', <ReviewRoute />),
        // Public: an invitation to a studio; signed out, it leads to sign-up or sign-in and back.
        screen('/invite/:token', <InviteScreen />),
        { index: true, element: <Navigate to="/projects" replace /> },
        {
          element: <ProtectedRoute />,
          errorElement,
          children: [
            screen('/projects', <ProjectsScreen notice={<PendingInvites />} />),
            screen('/projects/:projectId/instruction', <InstructionScreen />),
            screen(
              '/projects/:projectId/presentation',
              <PresentationScreen headerActions={<ProjectActions />} pageAside={(pageId) => <PageFeedback pageId={pageId} />} />,
            ),
            screen('/projects/:projectId/canvas', <CanvasScreen headerEnd={<UserMenu />} headerActions={<ProjectActions />} />),
            screen('/projects/:projectId/present', <PresentScreen />),
            screen('/instruction', <InstructionScreen />),
            screen('/presentation', <PresentationScreen />),
            screen('/canvas', <CanvasScreen headerEnd={<UserMenu />} />),
            screen('/profile', <ProfileScreen />),
            screen('/workspaces/:workspaceId', <WorkspaceScreen />),
          ],
        },
        { path: '*', element: <Navigate to="/projects" replace /> },
      ],
    },
  ];
}

/**
 * Starts loading the screens a location shows, before the app renders: their chunks arrive while
 * the session is read, and the screens then render without suspending (see `lazyScreen`).
 */
export function preloadScreens(routes: RouteObject[], location: { pathname: string }): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = (type as { preload?: unknown } | undefined)?.preload;
    if (typeof preload === 'function') void (preload as () => Promise<unknown>)().catch(() => undefined); // the screen reports it when shown
  }
}
