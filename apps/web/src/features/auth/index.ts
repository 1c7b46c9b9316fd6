// The auth feature's public surface: what other features may use. Everything else is internal.
export { useSession } from './session/use-session';
export { loginPathReturningTo, RETURN_IS_BACK, useReturnHere } from './login-return-path';
export { dashboardPath, isAdmin } from './dashboard-path';
export { SessionProvider } from './session/SessionProvider';
export { hasAccess, type Access } from './auth-api';
export { useKeepDraftOnSessionEnd, useKeepDraftWhenLeft, useRestoredDraft } from './kept-drafts/use-kept-draft';
export { RestoredDraftNote } from './kept-drafts/RestoredDraftNote';
