import { type FormEvent, useMemo, useState } from 'react';
import { useAwaitedSubmit } from '../../../lib/use-awaited-submit';
import { RestoredDraftNote, useKeepDraftOnSessionEnd, useRestoredDraft } from '../../auth';

interface CategoryFormProps {
  /** Names the form (create, or rename of one category) for the draft kept over a session's end. */
  formKey: string;
  initialName?: string;
  /** Resolves to true when the server took the name; the form then clears. */
  onSave: (name: string) => Promise<boolean>;
  /** In a dialog: the input takes the focus when the dialog opens. */
  autoFocus?: boolean;
}

/** The name as typed: given back after a session ended under the form, kept when one ends. */
function useNameDraft(formKey: string, initialName: string) {
  const restored = useRestoredDraft(formKey, { name: initialName });
  const [name, setName] = useState(restored?.values.name ?? initialName);
  const values = useMemo(() => ({ name }), [name]);
  useKeepDraftOnSessionEnd(formKey, values, useMemo(() => ({ name: initialName }), [initialName]));
  return { name, setName, restored };
}

/** One input and Submit: creates a category on the page, renames one in the edit dialog. */
export function CategoryForm({ formKey, initialName = '', onSave, autoFocus }: CategoryFormProps) {
  const { name, setName, restored } = useNameDraft(formKey, initialName);
  const { submit, submitting } = useAwaitedSubmit(
    onSave,
    (saved) => {
      if (saved) setName('');
    },
    // onSave shows the server's answer itself; this id only covers a failure of the form's own.
    'category-form',
  );

  // The spec's form has no rule of its own: an empty or an overlong name goes too (no maxLength to
  // cut a pasted one short without a word), and the server's answer ('Name is required') is shown
  // as every other answer is.
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(name);
  };

  return (
    <>
      {restored && <RestoredDraftNote draft={restored} />}
      <form className="category-form" noValidate onSubmit={send}>
        <div className="category-form__name">
          <input
            name="name"
            className="field field--block"
            placeholder="Enter new category"
            aria-label="Category name"
            data-autofocus={autoFocus || undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" aria-busy={submitting || undefined}>
          {submitting && <span className="spinner spinner--small" aria-hidden="true" />}
          Submit
        </button>
      </form>
    </>
  );
}
