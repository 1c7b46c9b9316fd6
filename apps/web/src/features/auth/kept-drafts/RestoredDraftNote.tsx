import type { TakenDraft } from './kept-draft-store';

interface RestoredDraftNoteProps {
  draft: TakenDraft<object>;
  /** Offered where the form can go back to its own values. */
  onDiscard?: () => void;
}

/** Says why a form opens with typing in it: the user left it unsaved, or their session ended under it. */
export function RestoredDraftNote({ draft, onDiscard }: RestoredDraftNoteProps) {
  return (
    <div className="alert alert--info restored-draft" role="status">
      <p>
        {draft.left ? 'You left this form without saving: what you had typed is back.' : 'Your session ended while you were editing: what you had typed is back.'}
        {draft.fileToChooseAgain !== undefined && ` The page was reloaded since, so choose ${draft.fileToChooseAgain} again.`}
      </p>
      {onDiscard && (
        <button type="button" className="btn btn--small" onClick={onDiscard}>
          Discard changes
        </button>
      )}
    </div>
  );
}
