import { type ComponentProps, type ComponentType, createElement, lazy, Suspense } from 'react';
import { useSession } from '../features/auth/hooks/use-auth';

/** A route screen whose chunk can be asked for before the screen first renders (`preloadScreens`). */
export type Screen<C> = C & { preload: () => Promise<unknown> };

/**
 * A screen loaded on demand, like `React.lazy`, except that once its chunk is in it renders
 * directly. A lazy component suspends on its first render even when its chunk has arrived, and
 * React holds each Suspense reveal until 300 ms after the last fallback it showed: Projects' cards
 * waited that long after their listing. Loaded before it renders (`preload`), a screen suspends
 * nowhere. (The lazy part never mounts once the chunk is in, so the switch costs no state.)
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's (any props)
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Screen<C> {
  let loaded: C | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  const Screen = (props: ComponentProps<C>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Screen as unknown as C, { preload });
}

// Route-level screens load on demand so heavy screens stay out of the first bundle.
export const LoginScreen = lazyScreen(() => import('../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })));
export const RegisterScreen = lazyScreen(() =>
  import('../features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
);
export const ForgotPasswordScreen = lazyScreen(() =>
  import('../features/auth/components/forgot-password-screen').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
export const ResetPasswordScreen = lazyScreen(() =>
  import('../features/auth/components/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
export const ProfileScreen = lazyScreen(() =>
  import('../features/auth/components/profile-screen').then((m) => ({ default: m.ProfileScreen })),
);
export const ProjectsScreen = lazyScreen(() =>
  import('../features/projects/components/projects-screen').then((m) => ({ default: m.ProjectsScreen })),
);
export const InstructionScreen = lazyScreen(() =>
  import('../features/instructions/components/instruction-screen').then((m) => ({
    default: m.InstructionScreen,
  })),
);
export const PresentationScreen = lazyScreen(() =>
  import('../features/presentation/components/presentation-screen').then((m) => ({
    default: m.PresentationScreen,
  })),
);
export const CanvasScreen = lazyScreen(() =>
  import('../features/canvas/components/canvas-screen').then((m) => ({ default: m.CanvasScreen })),
);
export const ProvidersHelpScreen = lazyScreen(() =>
  import('../features/help/components/providers-help-screen').then((m) => ({ default: m.ProvidersHelpScreen })),
);

export const WorkspaceScreen = lazyScreen(() =>
  import('../features/workspaces/components/workspace-screen').then((m) => ({ default: m.WorkspaceScreen })),
);
export const InviteScreen = lazyScreen(() => import('./invite-route').then((m) => ({ default: m.InviteRoute })));

// The account menu's button paints at once; its dropdown (Radix) loads on first open.
export { UserMenu } from '../features/auth/components/user-menu';
// The workspace switcher's button paints at once; its menu loads on first open.
export { WorkspaceSwitcher } from '../features/workspaces/components/workspace-switcher';

// Header parts that sign-in pages never show: Export (shared schemas, zod).
const ExportActionPart = lazy(() => import('../features/export/components/export-action').then((m) => ({ default: m.ExportAction })));

/** The Export action of a project's top bar, loaded on first show. */
export function ExportAction() {
  return (
    <Suspense fallback={null}>
      <ExportActionPart />
    </Suspense>
  );
}

export const PresentScreen = lazyScreen(() =>
  import('../features/present/components/present-screen').then((m) => ({ default: m.PresentScreen })),
);
export const ReviewRoute = lazyScreen(() => import('./review-route').then((m) => ({ default: m.ReviewRoute })));
const PageFeedbackPart = lazy(() => import('./page-feedback').then((m) => ({ default: m.PageFeedback })));
const ShareActionPart = lazy(() => import('../features/review/components/share-action').then((m) => ({ default: m.ShareAction })));
const CommentsActionPart = lazy(() =>
  import('../features/comments/components/comments-action').then((m) => ({ default: m.CommentsAction })),
);
const HistoryActionPart = lazy(() => import('../features/history/components/history-action').then((m) => ({ default: m.HistoryAction })));
const ProjectPresencePart = lazy(() =>
  import('../features/live/components/project-presence').then((m) => ({ default: m.ProjectPresence })),
);
const PresentActionPart = lazy(() => import('../features/present/components/present-action').then((m) => ({ default: m.PresentAction })));

const PendingInvitesPart = lazy(() =>
  import('../features/workspaces/components/pending-invites').then((m) => ({ default: m.PendingInvites })),
);

/** On Projects: invitations waiting for the signed-in person (nothing until they load). */
export function PendingInvites() {
  return (
    <Suspense fallback={null}>
      <PendingInvitesPart />
    </Suspense>
  );
}

/**
 * The top bar's actions of a project (Presentation, Canvas): who else is here (and the live stream
 * that keeps both screens current), Present, Share for review, Comments, History, Export.
 */
export function ProjectActions() {
  const { user } = useSession();
  return (
    <Suspense fallback={null}>
      <ProjectPresencePart me={user?.id} />
      <PresentActionPart />
      <ShareActionPart />
      <CommentsActionPart />
      <HistoryActionPart />
      <ExportActionPart />
    </Suspense>
  );
}

/** Client feedback under a Presentation page, loaded with the first page shown. */
export function PageFeedback({ pageId }: { pageId: string }) {
  return (
    <Suspense fallback={null}>
      <PageFeedbackPart pageId={pageId} />
    </Suspense>
  );
}
