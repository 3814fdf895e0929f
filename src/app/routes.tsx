import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { PermissionSlug } from '../api/schemas';
import { guestOnly, requireAuth, requirePermissions, HOME_PATH, type GuardDeps } from './guards';
import { notifyError } from './notify';
import { accessGate, sessionActions, setNavigate } from './services';
import { loginIntent } from './session/loginIntent';
import { session } from './session/sessionStore';
import { NotFoundRoute } from './pages/NotFoundRoute';
import { RootLayout } from './pages/RootLayout';
import type { RouteHandle } from './pages/routeHandle';
import { RouteError } from './pages/RouteError';
import { WelcomeRoute } from './pages/WelcomeRoute';

/** Permissions of the routes that need them (spec 1, section 2). */
export const routePermissions = {
  completedExtractions: ['access_completed_extractions'],
  paperWork: ['delete_file', 'upload_file'],
  metathesaurus: ['access_completed_extractions'],
  tags: ['manage_tags'],
  users: ['create_user', 'edit_user', 'delete_user'],
  dataViewer: ['access_completed_extractions'],
} as const satisfies Record<string, readonly PermissionSlug[]>;

type PageModule = { default: React.ComponentType; prepare?: () => Promise<void> };

/** A page in its own chunk: its screen, and what that screen imports, load on first visit; prepare() runs first. */
const page = (load: () => Promise<PageModule>) => async () => {
  const module = await load();
  await module.prepare?.();
  return { Component: module.default };
};

/**
 * The editor's own chunks (the canvas, the page source and pdf.js) start loading with the
 * data-entry route, beside its data, instead of after the paper has arrived. A failure here is
 * reported by the import that needs the chunk.
 */
const startEditorChunks = () => {
  for (const load of [() => import('../editor/Digitizer'), () => import('../editor/pages/pageSource'), () => import('../editor/pages/pdfWorker'), () => import('pdfjs-dist')]) void load().catch(() => undefined);
};

/** The route table. Guards come in as deps so tests can build it around fakes. */
export function createRoutes(deps: GuardDeps): RouteObject[] {
  const needs = (permissions: readonly PermissionSlug[]) => requirePermissions(deps, permissions);
  const handle = (mode: RouteHandle['mode']): RouteHandle => ({ mode });

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      children: [
        {
          loader: guestOnly(deps),
          children: [
            { index: true, Component: WelcomeRoute },
            { path: 'password-reset/:token', lazy: page(() => import('./pages/PasswordResetRoute')) },
          ],
        },
        {
          // Both open the welcome page: /login with the login dialog (and a login link's token), /sso/failure with its message.
          path: 'login',
          loader: ({ request }) => {
            if (deps.userUuid()) return redirect(HOME_PATH);
            loginIntent.openLogin(new URL(request.url).searchParams.get('token') ?? undefined);
            return redirect('/');
          },
        },
        {
          path: 'sso/failure',
          loader: () => {
            if (deps.userUuid()) return redirect(HOME_PATH);
            loginIntent.ssoFailed();
            return redirect('/');
          },
        },
        {
          loader: requireAuth(deps),
          children: [
            {
              path: 'home',
              children: [
                { index: true, loader: () => redirect(HOME_PATH) },
                { path: 'dashboard', lazy: page(() => import('./pages/DashboardRoute')) },
                { path: 'training-dashboard', lazy: page(() => import('./pages/TrainingDashboardRoute')) },
                { path: 'qc-dashboard', lazy: page(() => import('./pages/QcDashboardRoute')) },
                {
                  path: 'completed-extractions',
                  loader: needs(routePermissions.completedExtractions),
                  lazy: page(() => import('./pages/CompletedExtractionsRoute')),
                },
                {
                  path: 'file-manager',
                  loader: needs(routePermissions.paperWork),
                  lazy: page(() => import('./pages/FilesRoute')),
                },
                {
                  path: 'paper-manager',
                  loader: needs(routePermissions.paperWork),
                  lazy: page(() => import('./pages/PaperManagerRoute')),
                },
                {
                  path: 'project-manager',
                  loader: needs(routePermissions.paperWork),
                  lazy: page(() => import('./pages/ProjectsRoute')),
                },
                // Reviewers only; the page says so to anyone else (as quality control does).
                { path: 'project-agreement/:projectUuid', lazy: page(() => import('./pages/ProjectAgreementRoute')) },
                { path: 'organizations', lazy: page(() => import('./pages/OrganizationsRoute')) },
                {
                  path: 'metathesaurus',
                  loader: needs(routePermissions.metathesaurus),
                  lazy: page(() => import('./pages/MetathesaurusRoute')),
                },
                { path: 'settings', lazy: page(() => import('./pages/SettingsRoute')) },
                {
                  path: 'tag',
                  children: [
                    {
                      path: 'base-tag-manager',
                      loader: needs(routePermissions.tags),
                      lazy: page(() => import('./pages/BaseTagsRoute')),
                    },
                    {
                      path: 'tag-group-manager',
                      loader: needs(routePermissions.tags),
                      lazy: page(() => import('./pages/TagGroupsRoute')),
                    },
                  ],
                },
                {
                  path: 'user-manager',
                  loader: needs(routePermissions.users),
                  lazy: page(() => import('./pages/UsersRoute')),
                },
              ],
            },
            { path: 'data-entry/:paperUuid/:sdeUuid', handle: handle('data-entry'), lazy: page(() => {
                startEditorChunks();
                return import('./pages/DataEntryRoute');
              }),
            },
            {
              path: 'data-entry-training/:paperUuid/:sdeUuid',
              handle: handle('training'),
              lazy: page(() => {
                startEditorChunks();
                return import('./pages/DataEntryTrainingRoute');
              }),
            },
            {
              path: 'data-viewer',
              loader: needs(routePermissions.dataViewer),
              lazy: page(() => import('./pages/DataViewerRoute')),
            },
            { path: 'quality-control', handle: handle('quality-control'), lazy: page(() => import('./pages/QualityControlRoute')) },
            { path: 'file-viewer/:fileUuid', lazy: page(() => import('./pages/FileViewerRoute')) },
            { path: 'user-manual', lazy: page(() => import('./pages/UserManualRoute')) },
            { path: 'access-denied', lazy: page(() => import('./pages/AccessDeniedRoute')) },
            { path: 'raw-data-viewer', lazy: page(() => import('./pages/RawDataViewerRoute')) },
          ],
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ];
}

/** The application's router, with the guards wired to the real session, gate and notifications. */
export function createAppRouter() {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const deps: GuardDeps = {
    userUuid: () => session.getUser()?.uuid ?? null,
    gate: accessGate,
    currentHref: () => {
      if (!router?.state.initialized) return null;
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
    onCheckFailed: (error) => notifyError(error),
    onSessionExpired: () => sessionActions.expired(),
  };
  router = createBrowserRouter(createRoutes(deps));
  const created = router;
  setNavigate((to, options) => void created.navigate(to, options));
  return router;
}
