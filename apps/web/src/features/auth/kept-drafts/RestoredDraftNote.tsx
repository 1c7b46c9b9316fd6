import type { TakenDraft } from './kept-draft-store';

/** Says why a form opens with typing in it: the user's session ended under it. */
export function RestoredDraftNote({ draft }: { draft: TakenDraft<object> }) {
  return (
    <p className="alert alert--info" role="status">
      Your session ended while you were editing: what you had typed is back.
      {draft.fileToChooseAgain !== undefined && ` The page was reloaded since, so choose ${draft.fileToChooseAgain} again.`}
    </p>
  );
}
