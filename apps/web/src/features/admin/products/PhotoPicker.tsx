import { useEffect, useRef, useState } from 'react';
import type { FieldControlProps } from '../../../components/FormField';
import { photoProblem } from './photo-rules';

interface PhotoPickerProps extends FieldControlProps {
  /** The newly chosen file. */
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  /** The product's photo as it is now, shown until another is chosen. */
  currentPhotoUrl?: string;
  disabled?: boolean;
}

/**
 * A button opening the file dialog for images, and a preview of the chosen or the current photo. The
 * file input itself stays out of sight (its label still reaches it); the button is what the keyboard
 * and the eye use, so it carries the field's notes too.
 */
export function PhotoPicker({ value, onChange, currentPhotoUrl, disabled, ...control }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(value) ?? currentPhotoUrl;
  // A file that only claims to be an image (its name or type says so) showed as a broken picture with
  // no word until the server refused it (outside audit A1): the browser's failure to show it says so.
  const [unreadable, setUnreadable] = useState<string>();
  const previewFailed = value !== undefined && preview !== undefined && unreadable === preview;

  return (
    <div className="photo-picker">
      <input
        {...control}
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.files?.[0]);
          // Choosing the same file again after a refusal must fire a change again.
          event.target.value = '';
        }}
      />
      <button
        type="button"
        name="photo"
        className="btn photo-picker__button"
        aria-describedby={control['aria-describedby']}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {value ? value.name : 'Upload Photo'}
      </button>
      {preview && !previewFailed && (
        <img src={preview} alt={value ? 'Preview of the chosen photo' : 'Current photo'} className="photo-picker__preview" onError={() => setUnreadable(preview)} />
      )}
      {previewFailed && (
        <p className="field-error photo-picker__unreadable" role="status">
          {value?.name} cannot be shown as a photo: it may not be an image. Choose another file.
        </p>
      )}
    </div>
  );
}

/**
 * The chosen file as a data: URL. Not an object URL: the server's Content-Security-Policy allows
 * images from 'self' and data: only, so a blob: preview would show as broken.
 */
function usePreviewUrl(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    // A refused file gets no preview: reading a 50 MB file into memory only to refuse it helps nobody.
    if (!file || photoProblem(file)) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setUrl(reader.result);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}
