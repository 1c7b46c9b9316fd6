import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataError } from '../../../components/DataError';
import { FormField } from '../../../components/FormField';
import { useCategories } from '../../catalog';
import { RestoredDraftNote, useKeepDraftWhenLeft, useRestoredDraft } from '../../auth';
import { CategorySelect } from './CategorySelect';
import { endTimeAmbiguity, localInputValue, viewerTimeZone } from './end-time-rules';
import { serverNow } from '../../../lib/server-clock';
import { PhotoPicker } from './PhotoPicker';
import { ProductPriceFields, type LockedByBids } from './ProductPriceFields';
import type { ProductFormValues } from './product-form-values';
import { useProductForm } from './use-product-form';

interface ProductFormProps {
  /** Names the form (create, or update of one product) for the draft kept when it is left unsaved or the session ends. */
  formKey: string;
  initialValues: ProductFormValues;
  submitLabel: string;
  /** Resolves with the failure when the server refused the form. */
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  submitting: boolean;
  /** Upload progress 0..1 while a submit is on its way. */
  progress: number | undefined;
  /** Create: only future end times. Update: any, so an admin can end an auction early. */
  mode: 'create' | 'update';
  currentPhotoUrl?: string;
  /** Why the price and the reserve cannot be edited, when they cannot. */
  lockedByBids?: LockedByBids;
  /** The product as stored now, which locked fields show (by default the initial values). */
  storedValues?: ProductFormValues;
  /** Further buttons beside the submit button. */
  actions?: ReactNode;
}

/** A first admin meets an empty category list: a product needs one, so the way to make it is offered. */
function NoCategoriesYet() {
  return (
    <>
      There are no categories yet: <Link to="/dashboard/admin/create-category">create a category</Link> first.
    </>
  );
}

/** The values with each locked field as stored: the prices once bidders bid, the rest once it ended with bids. */
function withLockedAsStored(values: ProductFormValues, stored: ProductFormValues, locked: LockedByBids | undefined): ProductFormValues {
  if (locked === undefined) return values;
  return {
    ...values,
    price: stored.price,
    reservePrice: stored.reservePrice,
    buyNowPrice: stored.buyNowPrice,
    ...(locked.details !== undefined && { name: stored.name, description: stored.description, category: stored.category, photo: undefined }),
    ...(locked.end !== undefined && { endtime: stored.endtime }),
  };
}

/**
 * The form's state, given back as the admin left it unsaved or as their session ended under it (with
 * the note's Discard changes), and kept for that when it happens (outside audit A1).
 */
function useKeptProductForm(formKey: string, initialValues: ProductFormValues, futureEndOnly: boolean, send: (values: ProductFormValues) => Promise<unknown>) {
  const restored = useRestoredDraft(formKey, initialValues);
  const [noteShown, setNoteShown] = useState(restored !== undefined);
  const form = useProductForm(restored?.values ?? initialValues, futureEndOnly, (sent) => whileSending(send)(sent));
  const whileSending = useKeepDraftWhenLeft(formKey, form.values, initialValues);
  const formRef = useRef<HTMLFormElement>(null);
  const discard = () => {
    form.reset(initialValues);
    setNoteShown(false);
    // The button goes with the note: the focus goes to the form's first field (outside recheck R11).
    formRef.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
  };
  return { ...form, restored: noteShown ? restored : undefined, discard, formRef };
}

/** The fields of a product, shared by Create Product and Update Product. */
export function ProductForm({ formKey, initialValues, storedValues = initialValues, submitLabel, onSubmit, submitting, progress, mode, currentPhotoUrl, lockedByBids, actions }: ProductFormProps) {
  const futureEndOnly = mode === 'create';
  const { categories, loading: categoriesLoading, error: categoriesError, reload: reloadCategories } = useCategories();
  // And it sends what it shows: a price typed before a first bid locked it went out again on every
  // try, refused each time with the other changes (outside audit R8).
  const { values, change, errors, submit, restored, discard, formRef } = useKeptProductForm(formKey, initialValues, futureEndOnly, (sent) =>
    onSubmit(withLockedAsStored(sent, storedValues, lockedByBids)),
  );
  const id = useId();
  const detailsLocked = lockedByBids?.details !== undefined;
  // A locked field shows what is stored, which bidders bid on: words typed before the lock came were never saved.
  const shown = withLockedAsStored(values, storedValues, lockedByBids);
  const text = (field: 'name' | 'description' | 'endtime') => ({ name: field, value: shown[field], onChange: (event: { target: { value: string } }) => change(field, event.target.value) });
  const noCategoriesYet = !categoriesLoading && !categoriesError && categories.length === 0;
  const fieldClass = (error: string | undefined) => `field field--block${error ? ' field--invalid' : ''}`;

  return (
    <form ref={formRef} className="product-form" noValidate onSubmit={submit}>
      {restored && <RestoredDraftNote draft={restored} onDiscard={discard} />}
      {categoriesError && <DataError title="Something went wrong in getting category" message={categoriesError} onRetry={() => void reloadCategories()} />}
      <FormField id={`${id}-category`} label="Category" error={errors.category} hint={noCategoriesYet && <NoCategoriesYet />}>
        {(control) => <CategorySelect {...control} categories={categories} loading={categoriesLoading} value={shown.category} disabled={detailsLocked} onChange={(category) => change('category', category)} />}
      </FormField>
      <FormField id={`${id}-photo`} label="Photo" error={errors.photo} hint={`An image of at most 5 MB${currentPhotoUrl ? '; leave it to keep the current photo' : ''}.`}>
        {(control) => <PhotoPicker {...control} value={shown.photo} onChange={(photo) => change('photo', photo)} currentPhotoUrl={currentPhotoUrl} disabled={detailsLocked} />}
      </FormField>
      <FormField id={`${id}-name`} label="Name" error={errors.name} hint={lockedByBids?.details}>
        {(control) => <input {...control} {...text('name')} className={fieldClass(errors.name)} placeholder="Enter the product name" readOnly={detailsLocked} />}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        {(control) => (
          <textarea {...control} {...text('description')} className={`${fieldClass(errors.description)} product-form__description`} placeholder="Describe the product" rows={3} readOnly={detailsLocked} />
        )}
      </FormField>
      <ProductPriceFields id={id} values={shown} errors={errors} onChange={change} updating={mode === 'update'} lockedByBids={lockedByBids} />
      <FormField
        id={`${id}-endtime`}
        label="End date and time"
        error={errors.endtime}
        warning={errors.endtime ? undefined : endTimeAmbiguity(values.endtime)}
        hint={`${lockedByBids?.end ? `${lockedByBids.end} ` : ''}In your time zone (${viewerTimeZone()}).`}
      >
        {(control) => (
          <input
            {...control}
            {...text('endtime')}
            type="datetime-local"
            className={`${fieldClass(errors.endtime)} product-form__endtime`}
            min={futureEndOnly ? localInputValue(serverNow()) : undefined}
            readOnly={lockedByBids?.end !== undefined}
          />
        )}
      </FormField>
      {progress !== undefined && <UploadProgress fraction={progress} />}
      <FormActions submitLabel={submitLabel} submitting={submitting} canSubmit={!detailsLocked} actions={actions} />
    </form>
  );
}

/** The submit button and the form's other buttons. Every field locked (ended with bids): an update could change nothing, so none is offered. */
function FormActions({ submitLabel, submitting, canSubmit, actions }: { submitLabel: string; submitting: boolean; canSubmit: boolean; actions: ReactNode }) {
  return (
    <div className="product-form__actions">
      {canSubmit && (
        <button type="submit" className="btn btn--primary btn--large" aria-busy={submitting || undefined}>
          {submitting && <span className="spinner spinner--small" aria-hidden="true" />}
          {submitLabel}
        </button>
      )}
      {actions}
    </div>
  );
}

function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
