import { lazy, Suspense } from 'react';

// Route-level screens load on demand so heavy screens stay out of the first bundle.
export const LoginScreen = lazy(() => import('../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })));
export const RegisterScreen = lazy(() =>
  import('../features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
);
export const ForgotPasswordScreen = lazy(() =>
  import('../features/auth/components/forgot-password-screen').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
export const ResetPasswordScreen = lazy(() =>
  import('../features/auth/components/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
export const ProfileScreen = lazy(() => import('../features/auth/components/profile-screen').then((m) => ({ default: m.ProfileScreen })));
export const ProjectsScreen = lazy(() =>
  import('../features/projects/components/projects-screen').then((m) => ({ default: m.ProjectsScreen })),
);
export const InstructionScreen = lazy(() =>
  import('../features/instructions/components/instruction-screen').then((m) => ({
    default: m.InstructionScreen,
  })),
);
export const PresentationScreen = lazy(() =>
  import('../features/presentation/components/presentation-screen').then((m) => ({
    default: m.PresentationScreen,
  })),
);
export const CanvasScreen = lazy(() => import('../features/canvas/components/canvas-screen').then((m) => ({ default: m.CanvasScreen })));
export const ProvidersHelpScreen = lazy(() =>
  import('../features/help/components/providers-help-screen').then((m) => ({ default: m.ProvidersHelpScreen })),
);

export const WorkspaceScreen = lazy(() =>
  import('../features/workspaces/components/workspace-screen').then((m) => ({ default: m.WorkspaceScreen })),
);
export const InviteScreen = lazy(() => import('./invite-route').then((m) => ({ default: m.InviteRoute })));

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

export const PresentScreen = lazy(() =>
  import('../features/present/components/present-screen').then((m) => ({ default: m.PresentScreen })),
);
export const ReviewRoute = lazy(() => import('./review-route').then((m) => ({ default: m.ReviewRoute })));
const PageFeedbackPart = lazy(() => import('./review-route').then((m) => ({ default: m.PageFeedback })));
const ShareActionPart = lazy(() => import('../features/review/components/share-action').then((m) => ({ default: m.ShareAction })));
const PresentActionPart = lazy(() => import('../features/present/components/present-action').then((m) => ({ default: m.PresentAction })));

/** The top bar's actions of a project (Presentation, Canvas): Present, Share for review, Export. */
export function ProjectActions() {
  return (
    <Suspense fallback={null}>
      <PresentActionPart />
      <ShareActionPart />
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
